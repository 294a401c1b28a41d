import { useId } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { WithMessages } from '../i18n/WithMessages';
import { visuallyHidden } from '../ui/visuallyHidden';
import { knownMilestone, milestoneMessages, useMilestonesT } from './milestoneMessages';

/** A milestone as the teams service reports it (Team.milestones: members, challenge, mentorMeeting, project, submitted). */
export interface MilestoneState {
  key: string;
  done: boolean;
}

interface Props {
  milestones: readonly MilestoneState[];
  /** Named in the list's label ('Milestones of {team}: 3 of 5'). */
  teamName?: string;
  /**
   * `full`: each milestone with 'Done' or what is missing, below 'Milestones: 3 of 5'. `compact`: '3 of 5' and a row
   * of marks, each named for screen readers and on hover.
   */
  variant?: 'full' | 'compact';
}

/**
 * A team's milestones as a checklist (docs/product.md §16.3): the share reached and, for each, done or what is
 * missing. With its own texts (English and German), so that any screen can show it.
 */
export function TeamMilestones(props: Props) {
  return (
    <WithMessages messages={milestoneMessages}>
      <Checklist {...props} />
    </WithMessages>
  );
}

/** A reached milestone's ✓ and a missing one's ○, as marks (the text beside them says which). */
const MARK_SX = {
  display: 'inline-block',
  width: 18,
  textAlign: 'center',
  fontWeight: 700,
  lineHeight: 1.4,
} as const;

function Checklist({ milestones, teamName, variant = 'full' }: Props) {
  const t = useMilestonesT();
  const titleId = useId();
  const done = milestones.filter((milestone) => milestone.done).length;
  const total = milestones.length;
  const summary = teamName
    ? t('milestones.summaryOf', { team: teamName, done, total })
    : t('milestones.summary', { done, total });
  const name = (key: string) => (knownMilestone(key) ? t(`milestones.${key}`) : key);
  const icon = (reached: boolean) => (
    <Box component="span" aria-hidden sx={{ ...MARK_SX, color: reached ? 'success.main' : 'text.disabled' }}>
      {reached ? '✓' : '○'}
    </Box>
  );
  if (variant === 'compact')
    return (
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
        <Typography variant="body2" sx={{ fontWeight: 600 }} aria-hidden>
          {t('milestones.share', { done, total })}
        </Typography>
        <Box
          component="ul"
          aria-label={summary}
          sx={{ display: 'flex', gap: 0.25, listStyle: 'none', p: 0, m: 0 }}
        >
          {milestones.map((milestone) => {
            const text = t(milestone.done ? 'milestones.item.done' : 'milestones.item.missing', {
              name: name(milestone.key),
            });
            return (
              <Box component="li" key={milestone.key} title={text} sx={{ display: 'flex' }}>
                {icon(milestone.done)}
                <Box component="span" sx={visuallyHidden}>
                  {text}
                </Box>
              </Box>
            );
          })}
        </Box>
      </Box>
    );

  return (
    <Box>
      <Typography id={titleId} variant="body2" sx={{ fontWeight: 600, mb: 0.5 }}>
        {summary}
      </Typography>
      <Box component="ul" aria-labelledby={titleId} sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {milestones.map((milestone) => (
          <Box component="li" key={milestone.key} sx={{ display: 'flex', gap: 1, py: 0.5 }}>
            <Box sx={{ display: 'flex', pt: 0.25 }}>{icon(milestone.done)}</Box>
            <Box sx={{ minWidth: 0 }}>
              <Typography variant="body2">{name(milestone.key)}</Typography>
              <Typography
                variant="caption"
                sx={{ display: 'block', color: milestone.done ? 'success.dark' : 'text.secondary' }}
              >
                {milestone.done
                  ? t('milestones.done')
                  : knownMilestone(milestone.key)
                    ? t(`milestones.${milestone.key}.missing`)
                    : t('milestones.missing')}
              </Typography>
            </Box>
          </Box>
        ))}
      </Box>
    </Box>
  );
}
