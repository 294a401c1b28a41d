import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import type { SessionUser } from '../graphql/identity';
import { AppHeader } from './AppLayout';
import { mainLandmarkProps, mainLandmarkSx } from '../ui/mainContent';

/** Frame of the profile setup while the profile is incomplete: no navigation (every path leads here). */
export function SetupLayout({ user, children }: { user: SessionUser; children: ReactNode }) {
  return (
    <Box sx={{ minHeight: '100vh', bgcolor: 'background.default' }}>
      <AppHeader user={user} showNavigation={false} />
      <Container
        component="main"
        {...mainLandmarkProps}
        maxWidth="md"
        sx={{ py: { xs: 3, md: 5 }, ...mainLandmarkSx }}
      >
        {children}
      </Container>
    </Box>
  );
}
