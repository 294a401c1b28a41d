import { useIntl } from 'react-intl';
import { useQuery } from '@apollo/client/react';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { INACTIVE_AFTER_DAYS, ROSTER_FILTERS, TEAM_MILESTONES } from '@creators/contracts';
import { LIST_PAGE_SIZE, useLoadMore } from '../graphql/paging';
import { MakeJudgeButton } from '../judging/MakeJudgeButton';
import { EntityLink, personPath, projectPath, teamPath } from '../ui/links';
import { LoadErrorPanel } from '../ui/listPage';
import { LoadMore } from '../ui/LoadMore';
import { personName } from '../ui/people';
import { useUrlState } from '../ui/useUrlState';
import { formatUtcDay } from './dates';
import { PROGRAMME_COHORT_MEMBERS_QUERY, type CohortMember } from './graphql';
import { useProgrammesT, type ProgrammesMessageId } from './messages';

const FILTERS = ['all', ...ROSTER_FILTERS] as const;
type MemberFilter = (typeof FILTERS)[number];

const FILTER_LABELS: Record<MemberFilter, ProgrammesMessageId> = {
  all: 'programmes.members.filter.all',
  'no-team': 'programmes.members.filter.no-team',
  'no-project': 'programmes.members.filter.no-project',
  inactive: 'programmes.members.filter.inactive',
  mentors: 'programmes.members.filter.mentors',
};

/** The share of milestones reached, 'done of total'. */
export const milestonesDone = (milestones: ReadonlyArray<{ done: boolean }>) =>
  milestones.filter((milestone) => milestone.done).length;

/**
 * 'Members': the roster in the order people joined, with their role, team, project, milestones, last active day and
 * whether they started a brainstorm; filtered (?filter=) by no team, team without project, not active for 7 days or
 * mentors; paged.
 */
export function MembersTab({ programme, name }: { programme: { id: string }; name: string }) {
  const t = useProgrammesT();
  const [state, set] = useUrlState({ filter: 'all' }, { filter: FILTERS });
  const filter = state.filter as MemberFilter;
  const members = useQuery(PROGRAMME_COHORT_MEMBERS_QUERY, {
    variables: {
      programmeId: programme.id,
      filter: filter === 'all' ? null : filter,
      first: LIST_PAGE_SIZE,
    },
    errorPolicy: 'none',
  });
  const page = members.data?.programmeMembers;
  const paging = useLoadMore(page, members.fetchMore);

  let list;
  if (!page && members.error)
    list = <LoadErrorPanel onRetry={() => void members.refetch().catch(() => undefined)} />;
  else if (!page)
    list = (
      <Typography variant="body2" color="text.secondary">
        {t('page.loading')}
      </Typography>
    );
  else if (page.nodes.length === 0)
    list = (
      <Typography>
        {filter === 'all' ? t('programmes.members.emptyAll') : t('programmes.members.empty')}
      </Typography>
    );
  else
    list = (
      <>
        <Typography variant="body2" color="text.secondary" role="status">
          {t('programmes.members.count', { count: page.totalCount })}
        </Typography>
        <TableContainer>
          <Table size="small" aria-label={t('programmes.members.table', { name })}>
            <TableHead>
              <TableRow>
                <TableCell>{t('programmes.members.name')}</TableCell>
                <TableCell>{t('programmes.members.role')}</TableCell>
                <TableCell>{t('programmes.members.team')}</TableCell>
                <TableCell>{t('programmes.members.project')}</TableCell>
                <TableCell>{t('programmes.members.milestones')}</TableCell>
                <TableCell>{t('programmes.members.lastActive')}</TableCell>
                <TableCell>{t('programmes.members.brainstorm')}</TableCell>
                <TableCell>{t('programmes.members.judging')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {page.nodes.map((member) => (
                <MemberRow key={member.userId} member={member} programmeId={programme.id} />
              ))}
            </TableBody>
          </Table>
        </TableContainer>
        <LoadMore hasMore={paging.hasMore} loading={paging.loadingMore} onLoadMore={paging.loadMore} />
      </>
    );

  return (
    <Stack spacing={2}>
      <ToggleButtonGroup
        exclusive
        size="small"
        color="primary"
        value={filter}
        onChange={(_, value: MemberFilter | null) => value && set('filter', value)}
        aria-label={t('programmes.members.filter')}
        sx={{ flexWrap: 'wrap' }}
      >
        {FILTERS.map((option) => (
          <ToggleButton key={option} value={option} sx={{ textTransform: 'none' }}>
            {t(FILTER_LABELS[option], { days: INACTIVE_AFTER_DAYS })}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
      {list}
    </Stack>
  );
}

function MemberRow({ member, programmeId }: { member: CohortMember; programmeId: string }) {
  const t = useProgrammesT();
  const intl = useIntl();
  const { user, team } = member;
  const name = user.firstName || user.lastName ? personName(user) : t('page.unknownPerson');
  const done = team ? milestonesDone(team.milestones) : 0;
  const total = team?.milestones.length || TEAM_MILESTONES.length;
  return (
    <TableRow>
      <TableCell>
        <EntityLink to={personPath(user.id)} inText>
          {name}
        </EntityLink>
      </TableCell>
      <TableCell>{member.isMentor ? t('role.mentor') : t('role.student')}</TableCell>
      <TableCell>
        {team ? (
          <EntityLink to={teamPath(team.id)} inText>
            {team.name}
          </EntityLink>
        ) : (
          <Typography component="span" variant="body2" color="text.secondary">
            {t('programmes.members.noTeam')}
          </Typography>
        )}
      </TableCell>
      <TableCell>
        {team?.projectId && team.projectTitle ? (
          <EntityLink to={projectPath(team.projectId)} inText>
            {team.projectTitle}
          </EntityLink>
        ) : team ? (
          <Typography component="span" variant="body2" color="text.secondary">
            {t('programmes.members.noProject')}
          </Typography>
        ) : null}
      </TableCell>
      <TableCell sx={{ minWidth: 120 }}>
        {team ? (
          <Box>
            <Typography component="span" variant="body2">
              {t('programmes.milestones.of', { done, total })}
            </Typography>
            <LinearProgress
              variant="determinate"
              value={team.progress}
              aria-label={t('programmes.milestones.label', { name, done, total })}
              sx={{ mt: 0.5, height: 6, borderRadius: 3 }}
            />
          </Box>
        ) : null}
      </TableCell>
      <TableCell>
        {member.lastActiveOn ? (
          <time dateTime={member.lastActiveOn}>{formatUtcDay(intl, member.lastActiveOn)}</time>
        ) : (
          t('programmes.members.never')
        )}
      </TableCell>
      <TableCell>
        {member.startedBrainstorm
          ? t('programmes.members.brainstormStarted')
          : t('programmes.members.brainstormNotStarted')}
      </TableCell>
      <TableCell>
        <MakeJudgeButton programmeId={programmeId} userId={member.userId} name={name} />
      </TableCell>
    </TableRow>
  );
}
