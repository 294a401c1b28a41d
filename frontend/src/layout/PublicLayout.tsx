import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import { Brand } from './Brand';
import { LanguageSwitcher } from './LanguageSwitcher';
import { mainLandmarkProps, mainLandmarkSx } from '../ui/mainContent';

/** Frame of the signed-out forms (auth, registration): brand and language switcher above a centred column. */
export function PublicLayout({ children, maxWidth = 'sm' }: { children: ReactNode; maxWidth?: 'sm' | 'md' }) {
  return (
    <Box sx={{ minHeight: '100vh', background: 'linear-gradient(180deg, #eef2ff 0%, #f8fafc 40%)' }}>
      <Box
        component="header"
        sx={{
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'space-between',
          px: { xs: 2, md: 4 },
          py: 2,
        }}
      >
        <Brand />
        <LanguageSwitcher />
      </Box>
      <Container
        component="main"
        {...mainLandmarkProps}
        maxWidth={maxWidth}
        sx={{ pb: 6, ...mainLandmarkSx }}
      >
        {children}
      </Container>
    </Box>
  );
}
