import type { ReactElement } from 'react';
import { useIntl } from 'react-intl';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';

/** One of the showcase's totals (product.md §2.13): a skeleton while it loads, '–' when it could not be read. */
export function StatTile({
  icon,
  label,
  value,
}: {
  icon: ReactElement;
  label: string;
  value: number | null | undefined;
}) {
  const intl = useIntl();
  return (
    <Card sx={{ height: '100%' }}>
      <CardContent sx={{ display: 'flex', alignItems: 'center', gap: 2 }}>
        <Box
          aria-hidden
          sx={{
            display: 'grid',
            placeItems: 'center',
            width: 44,
            height: 44,
            borderRadius: 2,
            bgcolor: 'rgba(79, 70, 229, 0.08)',
            color: 'primary.main',
          }}
        >
          {icon}
        </Box>
        <Box>
          <Typography variant="body2" color="text.secondary">
            {label}
          </Typography>
          <Typography component="div" sx={{ fontSize: '1.5rem', fontWeight: 700 }}>
            {value === undefined ? <Skeleton width={48} /> : value === null ? '–' : intl.formatNumber(value)}
          </Typography>
        </Box>
      </CardContent>
    </Card>
  );
}
