import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';

interface Props {
  id: string;
  title: string;
  icon?: ReactNode;
  loading?: boolean;
  children: ReactNode;
}

/** A titled card of the dashboard's side columns; a section named by its heading. */
export function DashboardCard({ id, title, icon, loading, children }: Props) {
  return (
    <Card component="section" aria-labelledby={id} aria-busy={loading || undefined}>
      <CardContent>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 1.5 }}>
          {icon && (
            <Box aria-hidden sx={{ display: 'flex', color: 'primary.main' }}>
              {icon}
            </Box>
          )}
          <Typography id={id} variant="h3" component="h2">
            {title}
          </Typography>
        </Box>
        {loading ? (
          <Box aria-hidden>
            <Skeleton height={28} />
            <Skeleton height={28} width="70%" />
          </Box>
        ) : (
          children
        )}
      </CardContent>
    </Card>
  );
}

export function EmptyState({ title, hint }: { title: string; hint?: string }) {
  return (
    <Box sx={{ textAlign: 'center', py: 2 }}>
      <Typography variant="body2" color="text.secondary">
        {title}
      </Typography>
      {hint && (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5, fontSize: '0.8rem' }}>
          {hint}
        </Typography>
      )}
    </Box>
  );
}
