import { useState } from 'react';
import { NavLink, Outlet, useLocation } from 'react-router';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Toolbar from '@mui/material/Toolbar';
import CloseIcon from '@mui/icons-material/Close';
import MenuIcon from '@mui/icons-material/Menu';
import type { SessionUser } from '../graphql/identity';
import type { MessageId } from '../i18n/en';
import { useT } from '../i18n/useT';
import { Brand } from './Brand';
import { LanguageSwitcher } from './LanguageSwitcher';
import { NotificationsButton } from './notifications/NotificationsButton';
import { mainLandmarkProps, mainLandmarkSx } from '../ui/mainContent';
import { UserMenu } from './UserMenu';

export const NAV_ITEMS: ReadonlyArray<{ to: string; label: MessageId }> = [
  { to: '/', label: 'nav.dashboard' },
  { to: '/challenges', label: 'nav.challenges' },
  { to: '/teams', label: 'nav.teams' },
  { to: '/resources', label: 'nav.resources' },
  { to: '/showcase', label: 'nav.showcase' },
];

const activeLinkSx = {
  color: 'text.secondary',
  '&[aria-current="page"]': { color: 'primary.main', bgcolor: 'rgba(79, 70, 229, 0.08)' },
} as const;

function NavLinks({ direction, onNavigate }: { direction: 'row' | 'column'; onNavigate?: () => void }) {
  const t = useT();
  return (
    <Stack component="ul" direction={direction} spacing={0.5} sx={{ listStyle: 'none', m: 0, p: 0 }}>
      {NAV_ITEMS.map((item) => (
        <li key={item.to}>
          {/* NavLink sets aria-current="page" on the link of the current route. */}
          <Button
            component={NavLink}
            to={item.to}
            end
            onClick={onNavigate}
            fullWidth={direction === 'column'}
            sx={{ ...activeLinkSx, justifyContent: direction === 'column' ? 'flex-start' : 'center' }}
          >
            {t(item.label)}
          </Button>
        </li>
      ))}
    </Stack>
  );
}

export function AppHeader({ user, showNavigation = true }: { user: SessionUser; showNavigation?: boolean }) {
  const t = useT();
  const [menuOpen, setMenuOpen] = useState(false);
  const { pathname } = useLocation();
  const [menuPath, setMenuPath] = useState(pathname);
  // Close the small-screen menu when the route changes.
  if (menuPath !== pathname) {
    setMenuPath(pathname);
    setMenuOpen(false);
  }

  return (
    <AppBar position="sticky" color="inherit" elevation={0} sx={{ borderBottom: 1, borderColor: 'divider' }}>
      <Toolbar sx={{ gap: 1 }}>
        {showNavigation && (
          <IconButton
            edge="start"
            aria-label={menuOpen ? t('nav.closeMenu') : t('nav.openMenu')}
            aria-expanded={menuOpen}
            aria-controls="mobile-navigation"
            onClick={() => setMenuOpen((open) => !open)}
            sx={{ display: { md: 'none' } }}
          >
            {menuOpen ? <CloseIcon /> : <MenuIcon />}
          </IconButton>
        )}
        <Brand />
        {showNavigation && (
          <Box
            component="nav"
            aria-label={t('nav.label')}
            sx={{ display: { xs: 'none', md: 'block' }, ml: 3 }}
          >
            <NavLinks direction="row" />
          </Box>
        )}
        <Box sx={{ flex: 1 }} />
        <LanguageSwitcher />
        <NotificationsButton />
        <UserMenu user={user} />
      </Toolbar>
      {showNavigation && menuOpen && (
        <Box
          component="nav"
          id="mobile-navigation"
          aria-label={t('nav.label')}
          sx={{ display: { md: 'none' }, px: 2, pb: 2 }}
        >
          <NavLinks direction="column" onNavigate={() => setMenuOpen(false)} />
        </Box>
      )}
    </AppBar>
  );
}

/** The signed-in frame: header with navigation, then the page. */
export function AppLayout({ user }: { user: SessionUser }) {
  return (
    <Box sx={{ minHeight: '100vh', bgcolor: 'background.default' }}>
      <AppHeader user={user} />
      <Container
        component="main"
        {...mainLandmarkProps}
        maxWidth="xl"
        sx={{ py: { xs: 3, md: 4 }, ...mainLandmarkSx }}
      >
        <Outlet />
      </Container>
    </Box>
  );
}
