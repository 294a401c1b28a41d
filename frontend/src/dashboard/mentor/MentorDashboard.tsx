import { Suspense } from 'react';
import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { BrainstormPanel } from '../../brainstorm/BrainstormPanel';
import type { SessionUser } from '../../graphql/identity';
import { useT } from '../../i18n/useT';
import { lazyNamed } from '../../ui/lazyNamed';
import { isNewAccount } from '../../auth/newAccount';

/**
 * Its sections, a chunk of their own: this module imports only what the dashboard has loaded already, so that the
 * student's dashboard, which may load it, names no more chunks to preload with it (its initial JavaScript).
 */
const MentorSections = lazyNamed(() => import('./MentorSections'), 'MentorSections');

/**
 * `/` for a signed-in mentor (students keep theirs; docs/product.md §12, §16): their greeting, the programme's phase
 * and next date, its pinned announcements, the teams they mentor, the requests waiting for them, the feedback they
 * owe, and Isla's brainstorm below, as on every dashboard.
 */
export function MentorDashboard({ user }: { user: SessionUser }) {
  const t = useT();
  return (
    <Stack spacing={3}>
      <Box>
        <Typography variant="h1">
          {t(isNewAccount(user.id) ? 'dashboard.welcomeNew' : 'dashboard.welcome', {
            firstName: user.firstName,
          })}
        </Typography>
      </Box>
      <Suspense fallback={<Skeleton variant="rounded" height={240} aria-hidden />}>
        <MentorSections />
      </Suspense>
      <BrainstormPanel />
    </Stack>
  );
}
