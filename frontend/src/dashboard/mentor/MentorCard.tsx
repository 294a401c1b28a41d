import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';

/**
 * A titled card of the mentor's dashboard, a section named by its heading. Its own rather than the student side
 * cards' (../DashboardCard): a module both dashboards' chunks import would become a chunk the student's dashboard
 * names among what to preload (its initial JavaScript).
 */
export function MentorCard({
  id,
  title,
  icon,
  loading = false,
  children,
}: {
  id: string;
  title: string;
  icon: ReactNode;
  loading?: boolean;
  children: ReactNode;
}) {
  return (
    <Card component="section" aria-labelledby={id} aria-busy={loading || undefined}>
      <CardContent>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 1.5 }}>
          <Box aria-hidden sx={{ display: 'flex', color: 'primary.main' }}>
            {icon}
          </Box>
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

/** What a card says when it has nothing to list. */
export function MentorEmpty({ title, hint }: { title: string; hint?: string }) {
  return (
    <Box sx={{ py: 1 }}>
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
