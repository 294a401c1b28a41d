import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import ListItemIcon from '@mui/material/ListItemIcon';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import LogoutIcon from '@mui/icons-material/Logout';
import PersonIcon from '@mui/icons-material/PersonOutlined';
import SettingsIcon from '@mui/icons-material/SettingsOutlined';
import ShieldIcon from '@mui/icons-material/ShieldOutlined';
import type { SessionUser } from '../graphql/identity';
import { useT } from '../i18n/useT';
import { initials } from '../ui/people';

export function UserAvatar({
  user,
  size = 32,
}: {
  user: Pick<SessionUser, 'firstName' | 'lastName' | 'profileImageUrl'>;
  size?: number;
}) {
  return (
    <Avatar
      src={user.profileImageUrl ?? undefined}
      alt=""
      aria-hidden
      sx={{ width: size, height: size, fontSize: size * 0.42, bgcolor: 'primary.main' }}
    >
      {initials(user)}
    </Avatar>
  );
}

/**
 * Avatar and name; the menu has Profile (the person's own page), Settings (/settings), for staff 'Staff' (docs/product.md §14) and Logout (a browser
 * navigation to /api/logout).
 */
export function UserMenu({ user }: { user: SessionUser }) {
  const t = useT();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const open = Boolean(anchor);
  const close = () => setAnchor(null);
  const name = `${user.firstName} ${user.lastName}`;

  return (
    <>
      <Button
        color="inherit"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? 'user-menu' : undefined}
        onClick={(event) => setAnchor(event.currentTarget)}
        sx={{ gap: 1, px: 1 }}
      >
        <UserAvatar user={user} />
        <Box
          component="span"
          sx={{
            display: { xs: 'none', sm: 'inline' },
            maxWidth: 180,
            overflow: 'hidden',
            textOverflow: 'ellipsis',
            whiteSpace: 'nowrap',
          }}
        >
          {name}
        </Box>
      </Button>
      <Menu
        id="user-menu"
        anchorEl={anchor}
        open={open}
        onClose={close}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
        slotProps={{ list: { 'aria-label': t('userMenu.label') } }}
      >
        {/* One's own person page, which leads on to the profile form ('Edit profile'). */}
        <MenuItem component={RouterLink} to={`/people/${user.id}`} onClick={close}>
          <ListItemIcon>
            <PersonIcon fontSize="small" />
          </ListItemIcon>
          {t('userMenu.profile')}
        </MenuItem>
        <MenuItem component={RouterLink} to="/settings" onClick={close}>
          <ListItemIcon>
            <SettingsIcon fontSize="small" />
          </ListItemIcon>
          {t('userMenu.settings')}
        </MenuItem>
        {user.isStaff && (
          <MenuItem component={RouterLink} to="/staff" onClick={close}>
            <ListItemIcon>
              <ShieldIcon fontSize="small" />
            </ListItemIcon>
            {t('userMenu.staff')}
          </MenuItem>
        )}
        <Divider />
        <MenuItem component="a" href="/api/logout">
          <ListItemIcon>
            <LogoutIcon fontSize="small" />
          </ListItemIcon>
          {t('userMenu.logout')}
        </MenuItem>
      </Menu>
    </>
  );
}
