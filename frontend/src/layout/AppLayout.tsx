import { useCallback, useRef, useState } from 'react';
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
import { useDismiss } from './useDismiss';
import { UserMenu } from './UserMenu';
import { TeamChatUnreadBadge } from '../teams/chat/TeamChatUnreadBadge';

interface NavItem {
  to: string;
  label: MessageId;
  /** Shown only to users of this role (docs/product.md §12: the mentor dashboard). */
  role?: string;
}

export const NAV_ITEMS: readonly NavItem[] = [
  { to: '/', label: 'nav.dashboard' },
  { to: '/challenges', label: 'nav.challenges' },
  { to: '/teams', label: 'nav.teams' },
  { to: '/mentors', label: 'nav.mentors' },
  { to: '/mentoring', label: 'nav.mentoring', role: 'mentor' },
  { to: '/resources', label: 'nav.resources' },
  { to: '/showcase', label: 'nav.showcase' },
];

/** The navigation entries a user sees. */
export const navItemsFor = (user: Pick<SessionUser, 'role'>) =>
  NAV_ITEMS.filter((item) => !item.role || item.role === user.role);

const activeLinkSx = {
  color: 'text.secondary',
  '&[aria-current="page"]': { color: 'primary.main', bgcolor: 'rgba(79, 70, 229, 0.08)' },
} as const;

function NavLinks({
  items,
  direction,
  onNavigate,
}: {
  items: readonly NavItem[];
  direction: 'row' | 'column';
  onNavigate?: () => void;
}) {
  const t = useT();
  return (
    <Stack component="ul" direction={direction} spacing={0.5} sx={{ listStyle: 'none', m: 0, p: 0 }}>
      {items.map((item) => (
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
            {item.to === '/teams' && <TeamChatUnreadBadge />}
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
  const items = navItemsFor(user);
  // Seven entries (with a mentor's dashboard) need a wide screen; below it they sit in the menu.
  // Close the small-screen menu when the route changes.
  if (menuPath !== pathname) {
    setMenuPath(pathname);
    setMenuOpen(false);
  }
  // The small-screen menu also closes on Escape (focus back on its button) and on a tap outside it.
  const menuButton = useRef<HTMLButtonElement>(null);
  const mobileMenu = useRef<HTMLElement>(null);
  const closeMenu = useCallback(() => setMenuOpen(false), []);
  useDismiss(menuOpen, closeMenu, [menuButton, mobileMenu], menuButton);

  return (
    <AppBar position="sticky" color="inherit" elevation={0} sx={{ borderBottom: 1, borderColor: 'divider' }}>
      <Toolbar sx={{ gap: 1 }}>
        {showNavigation && (
          <IconButton
            ref={menuButton}
            edge="start"
            aria-label={menuOpen ? t('nav.closeMenu') : t('nav.openMenu')}
            aria-expanded={menuOpen}
            aria-controls="mobile-navigation"
            onClick={() => setMenuOpen((open) => !open)}
            sx={{ display: { lg: 'none' } }}
          >
            {menuOpen ? <CloseIcon /> : <MenuIcon />}
          </IconButton>
        )}
        <Brand />
        {showNavigation && (
          <Box
            component="nav"
            aria-label={t('nav.label')}
            sx={{ display: { xs: 'none', lg: 'block' }, ml: 3 }}
          >
            <NavLinks items={items} direction="row" />
          </Box>
        )}
        <Box sx={{ flex: 1 }} />
        <LanguageSwitcher />
        <NotificationsButton />
        <UserMenu user={user} />
      </Toolbar>
      {showNavigation && menuOpen && (
        <Box
          ref={mobileMenu}
          component="nav"
          id="mobile-navigation"
          aria-label={t('nav.label')}
          sx={{ display: { lg: 'none' }, px: 2, pb: 2 }}
        >
          <NavLinks items={items} direction="column" onNavigate={() => setMenuOpen(false)} />
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
