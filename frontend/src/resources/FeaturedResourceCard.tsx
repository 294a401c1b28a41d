import { useIntl } from 'react-intl';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import ScheduleIcon from '@mui/icons-material/ScheduleOutlined';
import { DIFFICULTY_COLORS, difficultyLabel } from '../ui/domainLabels';
import type { FEATURED_RESOURCES } from './featuredResources';
import { useResourcesT } from './messages';
import { ExternalLinkButton, TYPE_ICONS, useResourceTypeLabel } from './ResourceCard';

/** One of the three fixed 'Featured Resources' (product.md §2.12). */
export function FeaturedResourceCard({ item }: { item: (typeof FEATURED_RESOURCES)[number] }) {
  const t = useResourcesT();
  const intl = useIntl();
  const typeLabel = useResourceTypeLabel();
  return (
    <Card
      component="article"
      aria-labelledby={`featured-${item.key}`}
      sx={{
        height: '100%',
        display: 'flex',
        flexDirection: 'column',
        background: 'linear-gradient(135deg, #eef2ff, #fdf2f8)',
      }}
    >
      <CardContent sx={{ flex: 1 }}>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, color: 'primary.main', mb: 1 }}>
          <Box aria-hidden sx={{ display: 'flex' }}>
            {TYPE_ICONS[item.type]}
          </Box>
          <Typography variant="body2" sx={{ fontWeight: 600 }}>
            {typeLabel(item.type)} · {item.provider}
          </Typography>
        </Box>
        <Typography id={`featured-${item.key}`} variant="h3">
          {t(`resources.featured.${item.key}.title`)}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
          {t(`resources.featured.${item.key}.description`)}
        </Typography>
        <Stack direction="row" spacing={1} sx={{ mt: 1.5, alignItems: 'center' }}>
          <Chip
            size="small"
            variant="outlined"
            color={DIFFICULTY_COLORS[item.difficulty]}
            label={difficultyLabel(intl, item.difficulty)}
          />
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5, color: 'text.secondary' }}>
            <ScheduleIcon fontSize="small" aria-hidden />
            <Typography variant="body2">
              {t(
                item.duration.id,
                item.duration.count === undefined ? undefined : { count: item.duration.count },
              )}
            </Typography>
          </Box>
        </Stack>
      </CardContent>
      <CardActions sx={{ px: 2, pb: 2 }}>
        <ExternalLinkButton href={item.url} label={t('resources.access')} variant="contained" />
      </CardActions>
    </Card>
  );
}
