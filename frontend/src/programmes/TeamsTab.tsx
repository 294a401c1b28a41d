import { Fragment } from 'react';
import { useQuery } from '@apollo/client/react';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import CheckIcon from '@mui/icons-material/CheckCircle';
import MissingIcon from '@mui/icons-material/RadioButtonUnchecked';
import { LIST_PAGE_SIZE, useLoadMore } from '../graphql/paging';
import { EntityLink, personPath, projectPath, teamPath } from '../ui/links';
import { LoadErrorPanel } from '../ui/listPage';
import { LoadMore } from '../ui/LoadMore';
import { personName, type Person } from '../ui/people';
import { PROGRAMME_COHORT_TEAMS_QUERY, type CohortTeam } from './graphql';
import { labelOf, milestoneId, useProgrammesT } from './messages';

/** 'Teams': each team of the programme with its members, mentors, project, milestones (reached or missing) and progress. */
export function TeamsTab({ programme, name }: { programme: { id: string }; name: string }) {
  const t = useProgrammesT();
  const teams = useQuery(PROGRAMME_COHORT_TEAMS_QUERY, {
    variables: { programmeId: programme.id, first: LIST_PAGE_SIZE },
    errorPolicy: 'none',
  });
  const page = teams.data?.programmeTeams;
  const paging = useLoadMore(page, teams.fetchMore);

  if (!page && teams.error)
    return <LoadErrorPanel onRetry={() => void teams.refetch().catch(() => undefined)} />;
  if (!page)
    return (
      <Typography variant="body2" color="text.secondary">
        {t('page.loading')}
      </Typography>
    );
  if (page.nodes.length === 0) return <Typography>{t('programmes.teams.empty')}</Typography>;
  return (
    <Stack spacing={2}>
      <Typography variant="body2" color="text.secondary">
        {t('programmes.teams.count', { count: page.totalCount })}
      </Typography>
      <Stack
        component="ul"
        spacing={2}
        aria-label={t('programmes.teams.list', { name })}
        sx={{ listStyle: 'none', p: 0, m: 0 }}
      >
        {page.nodes.map((team) => (
          <Box component="li" key={team.id}>
            <TeamCard team={team} />
          </Box>
        ))}
      </Stack>
      <LoadMore hasMore={paging.hasMore} loading={paging.loadingMore} onLoadMore={paging.loadMore} />
    </Stack>
  );
}

function People({ people, empty }: { people: readonly Person[]; empty: string }) {
  const t = useProgrammesT();
  if (people.length === 0)
    return (
      <Typography component="span" variant="body2" color="text.secondary">
        {empty}
      </Typography>
    );
  return (
    <>
      {people.map((person, i) => (
        <Fragment key={person.id}>
          {i > 0 && ', '}
          <EntityLink to={personPath(person.id)} inText>
            {person.firstName || person.lastName ? personName(person) : t('page.unknownPerson')}
          </EntityLink>
        </Fragment>
      ))}
    </>
  );
}

function TeamCard({ team }: { team: CohortTeam }) {
  const t = useProgrammesT();
  const headingId = `cohort-team-${team.id}`;
  return (
    <Card component="article" aria-labelledby={headingId} variant="outlined">
      <CardContent>
        <Typography id={headingId} variant="h3" sx={{ fontSize: '1.125rem', mb: 1 }}>
          <EntityLink to={teamPath(team.id)}>{team.name}</EntityLink>
        </Typography>
        <Stack spacing={0.75}>
          <Typography variant="body2">
            <strong>{t('programmes.teams.members')}:</strong>{' '}
            <People people={team.members} empty={t('programmes.teams.noMembers')} />
          </Typography>
          <Typography variant="body2">
            <strong>{t('programmes.teams.mentors')}:</strong>{' '}
            <People people={team.mentors} empty={t('programmes.teams.noMentors')} />
          </Typography>
          <Typography variant="body2">
            <strong>{t('programmes.teams.project')}:</strong>{' '}
            {team.projectId && team.projectTitle ? (
              <EntityLink to={projectPath(team.projectId)} inText>
                {team.projectTitle}
              </EntityLink>
            ) : (
              <Typography component="span" variant="body2" color="text.secondary">
                {t('programmes.teams.noProject')}
              </Typography>
            )}
          </Typography>
        </Stack>
        <Stack
          component="ul"
          aria-label={t('programmes.teams.milestones', { name: team.name })}
          spacing={0.5}
          sx={{ listStyle: 'none', p: 0, mt: 2, mb: 0 }}
        >
          {team.milestones.map((milestone) => (
            <Box component="li" key={milestone.key} sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
              {milestone.done ? (
                <CheckIcon fontSize="small" color="success" aria-hidden />
              ) : (
                <MissingIcon fontSize="small" color="disabled" aria-hidden />
              )}
              <Typography variant="body2">
                {labelOf(t, milestoneId(milestone.key), milestone.key)}
                {': '}
                <Box
                  component="span"
                  sx={{ color: milestone.done ? 'success.dark' : 'text.secondary', fontWeight: 600 }}
                >
                  {milestone.done ? `✓ ${t('programmes.milestone.done')}` : t('programmes.milestone.missing')}
                </Box>
              </Typography>
            </Box>
          ))}
        </Stack>
        <LinearProgress
          variant="determinate"
          value={team.progress}
          aria-label={t('programmes.teams.progress', { name: team.name, value: team.progress })}
          sx={{ mt: 2, height: 8, borderRadius: 4 }}
        />
      </CardContent>
    </Card>
  );
}
