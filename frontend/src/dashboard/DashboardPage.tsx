import { Suspense, useState } from 'react';
import { useQuery } from '@apollo/client/react';
import Box from '@mui/material/Box';
import Fab from '@mui/material/Fab';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import ExploreIcon from '@mui/icons-material/ExploreOutlined';
import { lazyNamed } from '../ui/lazyNamed';
import { MY_ACHIEVEMENTS_QUERY, type SessionUser } from '../graphql/identity';
import { useT } from '../i18n/useT';
import { BrainstormPanel } from '../brainstorm/BrainstormPanel';
import { IslaAvatar } from '../isla/IslaAvatar';
import { useVoiceT } from '../voice/messages';
import { VoiceDialog } from '../voice/LazyVoiceDialog';
import { InvitationsCard } from './InvitationsCard';
import { journeyPhase } from './journeyProgress';
import { useSideCardsT } from './sideCardsMessages';
import { useJourney } from './useJourney';
import { IslaCard, ProgressCard, QuickActionsCard } from './IslaSidebar';
import {
  AchievementsCard,
  DASHBOARD_LIMITS,
  FeaturedProjectsCard,
  RecommendedMembersCard,
  ResourcesCard,
} from './SideCards';

/** Its own chunk (with its texts): the dashboard's initial JavaScript stays within its budget. */
const UpcomingMeetingsCard = lazyNamed(() => import('./UpcomingMeetingsCard'), 'UpcomingMeetingsCard');

export function DashboardPage({ user }: { user: SessionUser }) {
  const t = useT();
  const voiceT = useVoiceT();
  const st = useSideCardsT();
  const [voiceOpen, setVoiceOpen] = useState(false);
  const achievements = useQuery(MY_ACHIEVEMENTS_QUERY, {
    variables: { first: DASHBOARD_LIMITS.achievements },
    errorPolicy: 'all',
  });
  const achievementList = achievements.data?.myAchievements.nodes ?? [];
  const achievementsLoading = achievements.loading && !achievements.data;

  // The banner's phase follows 'Your Progress' (never 'Challenge Discovery' beside three completed steps).
  const phase = journeyPhase(useJourney().progress);

  // product.md §2.7: the avatar or 'Start Conversation' (large screens) and the floating Isla button (small screens) open the voice dialog.
  const startConversation = () => setVoiceOpen(true);

  return (
    <Stack spacing={3}>
      <Box>
        <Typography variant="h1">{t('dashboard.welcome', { firstName: user.firstName })}</Typography>
        <Typography color="text.secondary" sx={{ mt: 0.5 }}>
          {t('dashboard.welcomeSubtitle')}
        </Typography>
      </Box>

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
        <Box>
          <Typography variant="body2">{t('dashboard.phase.label')}</Typography>
          <Typography id="phase-title" variant="h2" sx={{ fontSize: '1.25rem' }}>
            {phase === 'discovery' ? t('dashboard.phase.name') : st(`dashboard.phase.${phase}.name`)}
          </Typography>
          <Typography variant="body2" sx={{ mt: 0.25 }}>
            {phase === 'discovery'
              ? t('dashboard.phase.description')
              : st(`dashboard.phase.${phase}.description`)}
          </Typography>
        </Box>
      </Box>

      <Grid container spacing={3}>
        <Grid size={{ xs: 12, lg: 3 }} sx={{ display: { xs: 'none', lg: 'block' } }}>
          <Stack component="aside" spacing={3} aria-labelledby="isla-title">
            <IslaCard onStartConversation={startConversation} />
            <QuickActionsCard />
            <ProgressCard
              skillCount={user.skills.length}
              badgeCount={
                achievements.error && !achievements.data
                  ? null
                  : achievementsLoading
                    ? null
                    : (achievements.data?.myAchievements.totalCount ?? 0)
              }
            />
          </Stack>
        </Grid>

        <Grid size={{ xs: 12, lg: 6 }}>
          <BrainstormPanel />
        </Grid>

        <Grid size={{ xs: 12, lg: 3 }}>
          <Stack spacing={3}>
            <InvitationsCard />
            <Suspense fallback={null}>
              <UpcomingMeetingsCard />
            </Suspense>
            <RecommendedMembersCard />
            <AchievementsCard achievements={achievementList} loading={achievementsLoading} />
            <ResourcesCard />
            <FeaturedProjectsCard />
          </Stack>
        </Grid>
      </Grid>

      <Fab
        color="primary"
        onClick={startConversation}
        aria-label={voiceT('voice.open')}
        sx={{
          display: { xs: 'flex', lg: 'none' },
          position: 'fixed',
          right: 20,
          bottom: 20,
          p: 0,
          overflow: 'hidden',
        }}
      >
        <IslaAvatar size={56} />
      </Fab>
      <VoiceDialog open={voiceOpen} onClose={() => setVoiceOpen(false)} firstName={user.firstName} />
    </Stack>
  );
}
