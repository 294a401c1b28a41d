import { Link as RouterLink } from 'react-router';
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

interface Props {
  user: SessionUser;
  anchor: HTMLElement | null;
  onClose(): void;
}

/** The user menu's list (layout/UserMenu): Profile, Settings, for staff 'Staff', Logout. */
export function UserMenuList({ user, anchor, onClose: close }: Props) {
  const t = useT();
  const open = Boolean(anchor);
  return (
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
  );
}
