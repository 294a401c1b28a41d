import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import CheckIcon from '@mui/icons-material/Check';
import { BRAINSTORM_PHASES, type BrainstormPhase } from '@creators/contracts';
import { useBrainstormT } from './messages';

/** The four phases as an ordered list: done ones ticked, the current one marked as the current step. */
export function PhaseIndicator({ phase }: { phase: BrainstormPhase }) {
  const t = useBrainstormT();
  const currentIndex = BRAINSTORM_PHASES.indexOf(phase);
  return (
    <Box
      component="ol"
      aria-label={t('brainstorm.phases.label')}
      sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, listStyle: 'none', m: 0, p: 0 }}
    >
      {BRAINSTORM_PHASES.map((item, index) => {
        const current = index === currentIndex;
        const done = index < currentIndex;
        return (
          <Box component="li" key={item} aria-current={current ? 'step' : undefined}>
            <Chip
              size="small"
              icon={done ? <CheckIcon aria-hidden /> : undefined}
              label={t(`brainstorm.phase.${item}`)}
              color={current ? 'primary' : done ? 'success' : 'default'}
              variant={current ? 'filled' : 'outlined'}
              sx={{ fontWeight: current ? 700 : 500 }}
            />
          </Box>
        );
      })}
    </Box>
  );
}
