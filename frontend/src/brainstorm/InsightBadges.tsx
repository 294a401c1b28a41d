import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import LightbulbIcon from '@mui/icons-material/LightbulbOutlined';
import { BRAINSTORM_LIMITS } from '@creators/contracts';
import { insightBadges } from '../isla/conversationRules';
import { useBrainstormT } from './messages';

/** The latest validated insights as badges (product.md §5: the last 2, truncated). */
export function InsightBadges({ insights }: { insights: string[] }) {
  const t = useBrainstormT();
  const badges = insightBadges(insights);
  if (!badges.length) return null;
  const latest = insights.slice(-BRAINSTORM_LIMITS.insightBadges);
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', flexWrap: 'wrap', gap: 1 }}>
      <Typography variant="body2" color="text.secondary" id="brainstorm-insights-label" component="span">
        {t('brainstorm.insights.label')}
      </Typography>
      <Box
        component="ul"
        aria-labelledby="brainstorm-insights-label"
        sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, listStyle: 'none', m: 0, p: 0 }}
      >
        {badges.map((badge, index) => (
          <Box component="li" key={`${index}-${badge}`}>
            <Chip
              size="small"
              icon={<LightbulbIcon aria-hidden />}
              label={badge}
              title={latest[index]}
              color="secondary"
              variant="outlined"
            />
          </Box>
        ))}
      </Box>
    </Box>
  );
}
