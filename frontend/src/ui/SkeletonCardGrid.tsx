import { useIntl } from 'react-intl';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Grid from '@mui/material/Grid';
import Skeleton from '@mui/material/Skeleton';
import { visuallyHidden } from './visuallyHidden';

/** The card grid of the list pages: one column on phones, two on tablets, three on large screens. */
export const CARD_GRID_SIZE = { xs: 12, sm: 6, lg: 4 } as const;

/** product.md §9: skeleton cards while a list loads (6 or 9). */
export function SkeletonCardGrid({ count, height = 220 }: { count: number; height?: number }) {
  const intl = useIntl();
  return (
    <Box aria-busy="true">
      <Box component="span" sx={visuallyHidden}>
        {intl.formatMessage({ id: 'shared.loadingList' })}
      </Box>
      <Grid container spacing={3} aria-hidden>
        {Array.from({ length: count }, (_, i) => (
          <Grid key={i} size={CARD_GRID_SIZE}>
            <Card data-testid="skeleton-card">
              <CardContent>
                <Skeleton variant="text" width="60%" height={32} />
                <Skeleton variant="text" width="40%" />
                <Skeleton variant="rounded" height={height - 120} sx={{ my: 1.5 }} />
                <Skeleton variant="text" width="80%" />
              </CardContent>
            </Card>
          </Grid>
        ))}
      </Grid>
    </Box>
  );
}
