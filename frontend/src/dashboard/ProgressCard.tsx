import type { ReactElement } from 'react';
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

/** The user's journey (three steps) and the badges they earned; nothing is shown that the platform does not know. */
export function ProgressCard({
  badgeCount,
}: {
  badgeCount: number | null;
  /** No longer shown; kept for the caller. */ skillCount?: number;
}) {
  const t = useT();
  const st = useSideCardsT();
  const { progress, loading } = useJourney();
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
          {badgeCount !== null && (
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
          )}
        </List>
      </CardContent>
    </Card>
  );
}
