import { Suspense, type ReactElement } from 'react';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import LinearProgress from '@mui/material/LinearProgress';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import EmojiEventsIcon from '@mui/icons-material/EmojiEventsOutlined';
import HourglassIcon from '@mui/icons-material/HourglassEmptyOutlined';
import LockIcon from '@mui/icons-material/LockOutlined';
import RadioButtonUncheckedIcon from '@mui/icons-material/RadioButtonUnchecked';
import { useT } from '../i18n/useT';
import { lazyNamed } from '../ui/lazyNamed';
import type { StepState } from './journeyProgress';
import { useJourney } from './useJourney';
import { useSideCardsT, type SideCardsMessageId } from './sideCardsMessages';

const STATE_ICONS: Record<StepState, ReactElement> = {
  completed: <CheckCircleIcon fontSize="small" sx={{ color: 'success.main' }} />,
  inProgress: <HourglassIcon fontSize="small" sx={{ color: 'warning.main' }} />,
  notStarted: <RadioButtonUncheckedIcon fontSize="small" sx={{ color: 'action.disabled' }} />,
  locked: <LockIcon fontSize="small" sx={{ color: 'action.disabled' }} />,
};

const STEPS = ['challengePhase', 'teamFormation', 'prototyping'] as const;

/** In a team of their current programme, 'Your Progress' is the team's milestones; its own chunk (with its texts). */
const ProgrammeProgress = lazyNamed(() => import('./ProgrammeProgress'), 'ProgrammeProgress');

/**
 * 'Your Progress': in a team of their current programme, the team's milestones (docs/product.md §16.3); else the
 * person's journey (three steps, §4.6). With the badges they earned; nothing is shown that the platform does not know.
 */
export function ProgressCard({
  badgeCount,
}: {
  badgeCount: number | null;
  /** No longer shown; kept for the caller. */ skillCount?: number;
}) {
  const waiting = <JourneyProgress badgeCount={badgeCount} waiting />;
  return (
    <Suspense fallback={waiting}>
      <ProgrammeProgress badgeCount={badgeCount} waiting={waiting}>
        <JourneyProgress badgeCount={badgeCount} />
      </ProgrammeProgress>
    </Suspense>
  );
}

/** The badges earned, the last row of 'Your Progress'. */
export function BadgesRow({ badgeCount }: { badgeCount: number }) {
  const t = useT();
  return (
    <ListItem sx={{ px: 0, py: 0.75, gap: 1 }}>
      <EmojiEventsIcon
        aria-hidden
        fontSize="small"
        sx={{ color: badgeCount > 0 ? '#b45309' : 'action.disabled' }}
      />
      <Typography variant="body2" sx={{ flex: 1 }}>
        {t('dashboard.progress.badges')}
      </Typography>
      <Typography variant="body2" sx={{ fontWeight: 600 }}>
        {String(badgeCount)}
      </Typography>
    </ListItem>
  );
}

/** The person's journey (§4.6); `waiting`: loading, while it is not known yet whether they are in a programme. */
function JourneyProgress({ badgeCount, waiting = false }: { badgeCount: number | null; waiting?: boolean }) {
  const t = useT();
  const st = useSideCardsT();
  const journey = useJourney();
  const progress = waiting ? null : journey.progress;
  const loading = waiting || journey.loading;
  const done = progress ? STEPS.filter((step) => progress[step] === 'completed').length : 0;

  return (
    <Card component="section" aria-labelledby="progress-title">
      <CardContent>
        <Typography id="progress-title" variant="h3" component="h2" sx={{ mb: 1 }}>
          {t('dashboard.progress.title')}
        </Typography>
        {loading ? (
          <Box aria-hidden>
            <Skeleton height={28} />
            <Skeleton height={28} />
            <Skeleton height={28} />
          </Box>
        ) : (
          progress && (
            <>
              <LinearProgress
                variant="determinate"
                value={Math.round((done / STEPS.length) * 100)}
                aria-label={st('dashboard.progress.journey', { done, total: STEPS.length })}
                sx={{ height: 8, borderRadius: 4, my: 1 }}
              />
              <Typography variant="caption" color="text.secondary">
                {st('dashboard.progress.journey', { done, total: STEPS.length })}
              </Typography>
            </>
          )
        )}
        <List disablePadding>
          {progress &&
            STEPS.map((step) => (
              <ListItem key={step} sx={{ px: 0, py: 0.75, gap: 1, alignItems: 'flex-start' }}>
                <Box aria-hidden sx={{ display: 'flex', pt: 0.25 }}>
                  {STATE_ICONS[progress[step]]}
                </Box>
                <Box sx={{ flex: 1, minWidth: 0 }}>
                  <Typography variant="body2">
                    {st(`dashboard.progress.${step}` as SideCardsMessageId)}
                  </Typography>
                  {progress[step] !== 'completed' && (
                    <Typography variant="caption" color="text.secondary">
                      {st(`dashboard.progress.hint.${step}` as SideCardsMessageId)}
                    </Typography>
                  )}
                </Box>
                <Typography variant="body2" sx={{ fontWeight: 600 }}>
                  {st(`dashboard.progress.state.${progress[step]}` as SideCardsMessageId)}
                </Typography>
              </ListItem>
            ))}
          {badgeCount !== null && <BadgesRow badgeCount={badgeCount} />}
        </List>
      </CardContent>
    </Card>
  );
}
