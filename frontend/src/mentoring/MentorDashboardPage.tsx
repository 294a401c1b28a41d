import { useState } from 'react';
import { useIntl } from 'react-intl';
import { useQuery } from '@apollo/client/react';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Grid from '@mui/material/Grid';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  MY_MENTOR_VERIFICATION_QUERY,
  MY_MENTORED_TEAMS_QUERY,
  PROJECTS_AWAITING_MY_FEEDBACK_QUERY,
  type MentoredTeam,
} from '../graphql/mentoring';
import { LIST_PAGE_SIZE, useLoadMore } from '../graphql/paging';
import { WithMessages } from '../i18n/WithMessages';
import { LinkList, PageSection } from '../ui/entityPage';
import { LoadErrorPanel } from '../ui/listPage';
import { EntityLink, projectPath, teamPath } from '../ui/links';
import { LoadMore } from '../ui/LoadMore';
import { PageHeader } from '../ui/PageHeader';
import { AvailabilitySection } from './AvailabilityForm';
import { mentoringMessages, useMentoringT } from './messages';
import { OpenRequests } from './OpenRequests';
import { TeamChatButton } from '../teams/chat/TeamChatButton';
import { useTeamChatUnread } from '../teams/chat/useTeamChatUnread';

/**
 * /mentoring (docs/product.md §12): the mentor's dashboard — open requests to answer, the teams they mentor, the
 * projects waiting for their feedback and their availability. The app shows it to mentors only.
 */
export function MentorDashboardPage() {
  return (
    <WithMessages messages={mentoringMessages}>
      <MentorDashboard />
    </WithMessages>
  );
}

/**
 * "Mentor, not yet verified" (docs/product.md §14) while staff have not verified the mentor: teams cannot find or
 * ask them until then. Nothing once they are verified, nor while the answer is not there.
 */
function VerificationNotice() {
  const t = useMentoringT();
  const verification = useQuery(MY_MENTOR_VERIFICATION_QUERY, { errorPolicy: 'all' });
  if (verification.data?.me?.mentorVerified !== false) return null;
  return (
    <Alert severity="info" sx={{ mb: 3 }}>
      <AlertTitle>{t('mentoring.verification.label')}</AlertTitle>
      {t('mentoring.verification.hint')}
    </Alert>
  );
}

function MentorDashboard() {
  const t = useMentoringT();
  return (
    <>
      <PageHeader title={t('mentoring.dashboard.title')} subtitle={t('mentoring.dashboard.subtitle')} />
      <VerificationNotice />
      <Grid container spacing={3}>
        <Grid size={{ xs: 12, md: 7 }}>
          <Stack spacing={3}>
            <PageSection id="mentoring-requests" title={t('mentoring.requests.title')}>
              <OpenRequests />
            </PageSection>
            <PageSection id="mentoring-availability" title={t('mentoring.availability.title')}>
              <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
                {t('mentoring.availability.hint')}
              </Typography>
              <AvailabilitySection />
            </PageSection>
          </Stack>
        </Grid>
        <Grid size={{ xs: 12, md: 5 }}>
          <Stack spacing={3}>
            <PageSection id="mentoring-teams" title={t('mentoring.teams.title')}>
              <MentoredTeams />
            </PageSection>
            <PageSection id="mentoring-feedback" title={t('mentoring.feedback.title')}>
              <ProjectsAwaitingFeedback />
            </PageSection>
          </Stack>
        </Grid>
      </Grid>
    </>
  );
}

function Loading() {
  const t = useMentoringT();
  return (
    <Typography variant="body2" color="text.secondary">
      {t('page.loading')}
    </Typography>
  );
}

/** "My teams": each team the mentor mentors, its progress and its next meeting. */
function MentoredTeams() {
  const t = useMentoringT();
  const teams = useQuery(MY_MENTORED_TEAMS_QUERY, { errorPolicy: 'all' });
  const list = teams.data?.myMentoredTeams;
  // docs/product.md §11.6: a mentor reads and writes the chat of each team they mentor.
  const unread = useTeamChatUnread(!list?.length);
  if (!list && teams.error)
    return <LoadErrorPanel onRetry={() => void teams.refetch().catch(() => undefined)} />;
  if (!list) return <Loading />;
  if (list.length === 0)
    return (
      <Typography variant="body2" color="text.secondary">
        {t('mentoring.teams.empty')}
      </Typography>
    );
  return (
    <Stack
      component="ul"
      aria-label={t('mentoring.teams.title')}
      spacing={2}
      sx={{ listStyle: 'none', p: 0, m: 0 }}
    >
      {list.map((team) => (
        <li key={team.id}>
          <MentoredTeamRow team={team} unread={unread.byTeam.get(team.id) ?? 0} />
        </li>
      ))}
    </Stack>
  );
}

function MentoredTeamRow({ team, unread }: { team: MentoredTeam; unread: number }) {
  const t = useMentoringT();
  const intl = useIntl();
  // The moment the list was shown: a meeting that has ended by then is not the next one.
  const [now] = useState(() => Date.now());
  const next = team.meetings
    .filter(
      (meeting) =>
        meeting.status === 'scheduled' &&
        new Date(meeting.scheduledAt).getTime() + meeting.duration * 60_000 > now,
    )
    .sort((a, b) => a.scheduledAt.localeCompare(b.scheduledAt))[0];
  return (
    <Box>
      <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 1 }}>
        <Typography sx={{ fontWeight: 600 }}>
          <EntityLink to={teamPath(team.id)} inText>
            {team.name}
          </EntityLink>
        </Typography>
        <Typography variant="body2" sx={{ fontWeight: 600 }}>{`${team.progress}%`}</Typography>
      </Box>
      <LinearProgress
        variant="determinate"
        value={Math.max(0, Math.min(100, team.progress))}
        aria-label={t('mentoring.teams.progress', { name: team.name })}
        sx={{ height: 6, borderRadius: 3, my: 0.75 }}
      />
      <Typography variant="body2" color="text.secondary">
        {next ? (
          <time dateTime={next.scheduledAt}>
            {t('mentoring.teams.nextMeeting', {
              title: next.title,
              date: intl.formatDate(new Date(next.scheduledAt), { dateStyle: 'medium', timeStyle: 'short' }),
            })}
          </time>
        ) : (
          t('mentoring.teams.noMeeting')
        )}
      </Typography>
      <Box sx={{ mt: 1 }}>
        <TeamChatButton teamId={team.id} unread={unread} />
      </Box>
    </Box>
  );
}

/** "Projects waiting for feedback": links to the projects of mentored teams without the mentor's feedback. */
function ProjectsAwaitingFeedback() {
  const t = useMentoringT();
  const projects = useQuery(PROJECTS_AWAITING_MY_FEEDBACK_QUERY, {
    variables: { first: LIST_PAGE_SIZE },
    errorPolicy: 'all',
  });
  const page = projects.data?.projectsAwaitingMyFeedback;
  const paging = useLoadMore(page, projects.fetchMore);
  if (!page && projects.error)
    return <LoadErrorPanel onRetry={() => void projects.refetch().catch(() => undefined)} />;
  if (!page) return <Loading />;
  return (
    <>
      <LinkList
        label={t('mentoring.feedback.title')}
        empty={t('mentoring.feedback.empty')}
        items={page.nodes.map((project) => ({
          id: project.id,
          to: projectPath(project.id),
          text: project.title,
          detail: project.team ? t('mentoring.feedback.team', { team: project.team.name }) : undefined,
        }))}
      />
      <LoadMore hasMore={paging.hasMore} loading={paging.loadingMore} onLoadMore={paging.loadMore} />
    </>
  );
}
