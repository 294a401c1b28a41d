import { Suspense } from 'react';
import { useIntl } from 'react-intl';
import { useQuery } from '@apollo/client/react';
import Box from '@mui/material/Box';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import TeamsIcon from '@mui/icons-material/SupervisorAccountOutlined';
import ExploreIcon from '@mui/icons-material/ExploreOutlined';
import InboxIcon from '@mui/icons-material/MoveToInboxOutlined';
import {
  MENTOR_DASHBOARD_REQUESTS_QUERY,
  MENTOR_DASHBOARD_TEAMS_QUERY,
  type MentorDashboardRequest,
  type MentorDashboardTeam,
} from '../../graphql/mentorDashboard';
import { WithMessages, type FeatureMessages } from '../../i18n/WithMessages';
import { TeamMilestones } from '../../teams/TeamMilestones';
import { lazyNamed } from '../../ui/lazyNamed';
import { EntityLink, teamPath } from '../../ui/links';
import { personName } from '../../ui/people';
import { visuallyHidden } from '../../ui/visuallyHidden';
import { MentorCard, MentorEmpty } from './MentorCard';
import { PinnedAnnouncements } from '../PinnedAnnouncements';
import {
  programmeDashboardDe,
  programmeDashboardEn,
  ProgrammePhaseText,
  useCurrentProgramme,
  useRefetchOnNotification,
} from '../dashboardParts';
import { PROJECTS_AWAITING_MY_FEEDBACK_QUERY } from '../../graphql/mentoring';
import { MentorFeedbackOwed } from './MentorFeedbackOwed';
import { mentorHomeDe, mentorHomeEn, useMentorHomeT } from './messages';

/** The mentor's texts and the programme banner's, both loaded with this chunk. */
const MESSAGES: FeatureMessages = {
  en: { ...programmeDashboardEn, ...mentorHomeEn },
  de: { ...programmeDashboardDe, ...mentorHomeDe },
};

/** Where a mentor answers requests today: the Mentoring page (docs/product.md §12.4). */
const MENTORING_PAGE = '/mentoring';
/** The student's 'Upcoming Meetings' card, a chunk of its own as on their dashboard. */
const UpcomingMeetingsCard = lazyNamed(() => import('../UpcomingMeetingsCard'), 'UpcomingMeetingsCard');
/** How many waiting requests the dashboard lists; the Mentoring page has them all. */
const REQUESTS_SHOWN = 5;
/** A request for the mentor, told live. */
const REQUEST_NEWS = ['mentoring.requested'] as const;
/** What changes the teams' meetings and mentors, told live. */
const TEAM_NEWS = ['meeting.scheduled', 'meeting.updated', 'meeting.cancelled', 'mentoring.ended'] as const;

/**
 * What a mentor's dashboard shows below its greeting (./MentorDashboard): the programme's phase and next date, its
 * pinned announcements, the teams they mentor (milestones, next meeting), their upcoming meetings (the student's
 * card), the requests waiting for them (answered on the Mentoring page) and the feedback they owe.
 */
export function MentorSections() {
  return (
    <WithMessages messages={MESSAGES}>
      <Sections />
    </WithMessages>
  );
}

function Sections() {
  const t = useMentorHomeT();
  const { programme } = useCurrentProgramme();
  return (
    <Stack spacing={3}>
      <Typography color="text.secondary">{t('mentorHome.subtitle')}</Typography>
      {programme && (
        // The student's phase banner (../DashboardPage), with the programme's phase and next date.
        <Box
          component="section"
          aria-labelledby="phase-title"
          sx={{
            display: 'flex',
            alignItems: 'center',
            gap: 2,
            p: { xs: 2, md: 2.5 },
            borderRadius: 3,
            color: '#fff',
            background: 'linear-gradient(135deg, #4f46e5, #7c3aed 60%, #be185d)',
          }}
        >
          <ExploreIcon aria-hidden sx={{ fontSize: 36, flexShrink: 0 }} />
          <ProgrammePhaseText programme={programme} />
        </Box>
      )}
      <Grid container spacing={3}>
        <Grid size={{ xs: 12, md: 7 }}>
          <MentoredTeams />
        </Grid>
        <Grid size={{ xs: 12, md: 5 }}>
          <Stack spacing={3}>
            <PinnedAnnouncements />
            <Suspense fallback={null}>
              <UpcomingMeetingsCard />
            </Suspense>
            <WaitingRequests />
            <FeedbackOwed />
          </Stack>
        </Grid>
      </Grid>
    </Stack>
  );
}

/** How many projects waiting for feedback the dashboard lists. */
const FEEDBACK_SHOWN = 5;

/** 'Feedback to give': the projects of their teams without the mentor's feedback yet (showcase's query). */
function FeedbackOwed() {
  const query = useQuery(PROJECTS_AWAITING_MY_FEEDBACK_QUERY, {
    variables: { first: FEEDBACK_SHOWN },
    errorPolicy: 'all',
  });
  const nodes = query.data?.projectsAwaitingMyFeedback.nodes;
  return (
    <MentorFeedbackOwed
      projects={nodes?.map((project) => ({
        id: project.id,
        title: project.title,
        teamName: project.team?.name ?? '',
      }))}
    />
  );
}

/** 'Teams you mentor': each with its milestones ('3 of 5' and their marks) and its next meeting. */
function MentoredTeams() {
  const t = useMentorHomeT();
  const query = useQuery(MENTOR_DASHBOARD_TEAMS_QUERY, { errorPolicy: 'all' });
  useRefetchOnNotification(TEAM_NEWS, () => query.refetch());
  const teams = query.data?.myMentoredTeams ?? [];
  return (
    <MentorCard
      id="mentor-teams-title"
      title={t('mentorHome.teams.title')}
      icon={<TeamsIcon fontSize="small" />}
      loading={query.loading && !query.data}
    >
      {teams.length === 0 ? (
        <MentorEmpty title={t('mentorHome.teams.empty')} hint={t('mentorHome.teams.emptyHint')} />
      ) : (
        <Stack
          component="ul"
          aria-labelledby="mentor-teams-title"
          spacing={2}
          sx={{ listStyle: 'none', p: 0, m: 0 }}
        >
          {teams.map((team) => (
            <MentoredTeamItem key={team.id} team={team} />
          ))}
        </Stack>
      )}
    </MentorCard>
  );
}

function MentoredTeamItem({ team }: { team: MentorDashboardTeam }) {
  const t = useMentorHomeT();
  const intl = useIntl();
  // Upcoming meetings, soonest first (the teams service's order); a cancelled one is not the next.
  const next = team.meetings.find((meeting) => meeting.status !== 'cancelled');
  return (
    <Box component="li">
      <Typography sx={{ fontWeight: 600 }}>
        <EntityLink to={teamPath(team.id)} inText>
          {team.name}
        </EntityLink>
      </Typography>
      {team.milestones.length > 0 && (
        <Box sx={{ my: 0.5 }}>
          <TeamMilestones milestones={team.milestones} teamName={team.name} variant="compact" />
        </Box>
      )}
      <Typography variant="body2" color="text.secondary">
        {next ? (
          <time dateTime={next.scheduledAt}>
            {t('mentorHome.teams.nextMeeting', {
              title: next.title,
              date: intl.formatDate(next.scheduledAt, { dateStyle: 'medium', timeStyle: 'short' }),
            })}
          </time>
        ) : (
          t('mentorHome.teams.noMeeting')
        )}
      </Typography>
    </Box>
  );
}

/**
 * 'Requests waiting for you': the first pending requests addressed to the mentor (read again when one arrives), each
 * with its team, who asked and their message, and a link to the Mentoring page, where they are answered.
 */
function WaitingRequests() {
  const t = useMentorHomeT();
  const query = useQuery(MENTOR_DASHBOARD_REQUESTS_QUERY, {
    variables: { first: REQUESTS_SHOWN },
    errorPolicy: 'all',
  });
  useRefetchOnNotification(REQUEST_NEWS, () => query.refetch());
  const page = query.data?.incomingMentoringRequests;
  const requests = (page?.nodes ?? []).filter((request) => request.status === 'pending');
  return (
    <MentorCard
      id="mentor-requests-title"
      title={t('mentorHome.requests.title')}
      icon={<InboxIcon fontSize="small" />}
      loading={query.loading && !query.data}
    >
      {requests.length === 0 ? (
        <MentorEmpty title={t('mentorHome.requests.empty')} />
      ) : (
        <>
          <Stack
            component="ul"
            aria-labelledby="mentor-requests-title"
            spacing={2}
            sx={{ listStyle: 'none', p: 0, m: 0 }}
          >
            {requests.map((request) => (
              <WaitingRequest key={request.id} request={request} />
            ))}
          </Stack>
          {(page?.totalCount ?? 0) > requests.length && (
            <Typography variant="body2" sx={{ mt: 2 }}>
              <EntityLink to={MENTORING_PAGE} inText>
                {t('mentorHome.requests.all')}
              </EntityLink>
            </Typography>
          )}
        </>
      )}
    </MentorCard>
  );
}

function WaitingRequest({ request }: { request: MentorDashboardRequest }) {
  const t = useMentorHomeT();
  const team = request.team?.name ?? '';
  return (
    <Box component="li">
      <Typography sx={{ fontWeight: 600 }}>
        {request.team ? (
          <EntityLink to={teamPath(request.team.id)} inText>
            {team}
          </EntityLink>
        ) : (
          team
        )}
      </Typography>
      {request.requester && (
        <Typography variant="body2" color="text.secondary">
          {t('mentorHome.requests.from', { name: personName(request.requester) })}
        </Typography>
      )}
      {/* Plain text as written. */}
      <Typography
        variant="body2"
        sx={{
          mt: 0.5,
          whiteSpace: 'pre-wrap',
          overflowWrap: 'anywhere',
          display: '-webkit-box',
          WebkitLineClamp: 3,
          WebkitBoxOrient: 'vertical',
          overflow: 'hidden',
        }}
      >
        {request.message}
      </Typography>
      <Typography variant="body2">
        <EntityLink to={MENTORING_PAGE} inText>
          {/* 'Answer' shown; the whole of what it does read out. */}
          <span aria-hidden>{t('mentorHome.requests.answer')}</span>
          <Box component="span" sx={visuallyHidden}>
            {t('mentorHome.requests.answer.label', { team })}
          </Box>
        </EntityLink>
      </Typography>
    </Box>
  );
}
