import { Suspense, useState } from 'react';
import Box from '@mui/material/Box';
import Fab from '@mui/material/Fab';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import ExploreIcon from '@mui/icons-material/ExploreOutlined';
import { AfterFirstPaint } from '../ui/AfterFirstPaint';
import { lazyNamed } from '../ui/lazyNamed';
import type { SessionUser } from '../graphql/identity';
import { useT } from '../i18n/useT';
import { BrainstormPanel } from '../brainstorm/BrainstormPanel';
import { IslaAvatar } from '../isla/IslaAvatar';
import { useVoiceT } from '../voice/messages';
import { VoiceDialog } from '../voice/LazyVoiceDialog';
import { journeyPhase } from './journeyProgress';
import { useSideCardsT } from './sideCardsMessages';
import { useJourney } from './useJourney';
import { isNewAccount } from '../auth/newAccount';

/**
 * The side cards, in a chunk of their own fetched right after the first paint (ui/AfterFirstPaint): the brainstorm,
 * the dashboard's largest content, neither waits for their code nor shares the network with it.
 */
const DashboardSidebar = lazyNamed(() => import('./DashboardSideCards'), 'DashboardSidebar');
const DashboardSideCards = lazyNamed(() => import('./DashboardSideCards'), 'DashboardSideCards');
/**
 * The parts fetched at once beside the page (./dashboardParts, one small chunk): the banner's phase of the person's
 * current programme (docs/product.md §16), and a mentor's own dashboard (which loads its sections on its own).
 */
const ProgrammePhase = lazyNamed(() => import('./dashboardParts'), 'ProgrammePhase');
const MentorDashboard = lazyNamed(() => import('./dashboardParts'), 'MentorDashboard');

export function DashboardPage({ user }: { user: SessionUser }) {
  return user.role === 'mentor' ? <MentorDashboard user={user} /> : <StudentDashboard user={user} />;
}

function StudentDashboard({ user }: { user: SessionUser }) {
  const t = useT();
  const voiceT = useVoiceT();
  const st = useSideCardsT();
  const [voiceOpen, setVoiceOpen] = useState(false);
  const wide = useMediaQuery(useTheme().breakpoints.up('lg'), { noSsr: true });
  // The banner's phase follows 'Your Progress' (never 'Challenge Discovery' beside three completed steps).
  const phase = journeyPhase(useJourney().progress);

  // product.md §2.7: the avatar or 'Start Conversation' (large screens) and the floating Isla button (small screens) open the voice dialog.
  const startConversation = () => setVoiceOpen(true);
  const journey = (
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
  );

  return (
    <Stack spacing={3}>
      <Box>
        <Typography variant="h1">
          {t(isNewAccount(user.id) ? 'dashboard.welcomeNew' : 'dashboard.welcome', {
            firstName: user.firstName,
          })}
        </Typography>
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
        {/* In a programme, its phase and next date; else (and until that is known) the journey's phase. */}
        <Suspense fallback={journey}>
          <ProgrammePhase>{journey}</ProgrammePhase>
        </Suspense>
      </Box>

      <Grid container spacing={3}>
        {/* Large screens only: small ones have the floating Isla button instead, and render none of it. */}
        {wide && (
          <Grid size={3}>
            <AfterFirstPaint>
              <Suspense fallback={null}>
                <DashboardSidebar user={user} onStartConversation={startConversation} />
              </Suspense>
            </AfterFirstPaint>
          </Grid>
        )}

        <Grid size={{ xs: 12, lg: 6 }}>
          <BrainstormPanel />
        </Grid>

        <Grid size={{ xs: 12, lg: 3 }}>
          {/* The side cards follow the brainstorm (on small screens below it, on large ones beside it). */}
          <AfterFirstPaint>
            <Suspense fallback={null}>
              <DashboardSideCards />
            </Suspense>
          </AfterFirstPaint>
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
