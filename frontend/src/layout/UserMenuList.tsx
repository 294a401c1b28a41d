import { Link as RouterLink } from 'react-router';
import { useQuery } from '@apollo/client/react';
import Divider from '@mui/material/Divider';
import ListItemIcon from '@mui/material/ListItemIcon';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import LogoutIcon from '@mui/icons-material/Logout';
import GavelIcon from '@mui/icons-material/GavelOutlined';
import GroupsIcon from '@mui/icons-material/GroupsOutlined';
import PersonIcon from '@mui/icons-material/PersonOutlined';
import SettingsIcon from '@mui/icons-material/SettingsOutlined';
import ShieldIcon from '@mui/icons-material/ShieldOutlined';
import type { SessionUser } from '../graphql/identity';
import { MY_PROGRAMMES_QUERY, programmeManagePath, programmeName } from '../graphql/programmes';
import { useLocale } from '../i18n/LocaleProvider';
import { MY_JUDGING_QUEUE_QUERY } from '../judging/graphql';
import { JUDGING_QUEUE_PATH } from '../judging/paths';
import { useT } from '../i18n/useT';

interface Props {
  user: SessionUser;
  anchor: HTMLElement | null;
  onClose(): void;
}

/**
 * The user menu's list (layout/UserMenu): Profile, Settings, for staff 'Staff', for an organiser 'Manage <programme>'
 * of each programme they organise (its cohort view), for a judge with projects to judge 'Judging' (docs/product.md §17.1),
 * Logout.
 */
export function UserMenuList({ user, anchor, onClose: close }: Props) {
  const t = useT();
  const { locale } = useLocale();
  const open = Boolean(anchor);
  // Asked when the menu is first opened; without an answer (the programmes service away) the menu has no such entry.
  const programmes = useQuery(MY_PROGRAMMES_QUERY, { errorPolicy: 'all' });
  const organised = (programmes.data?.myProgrammes ?? []).filter((entry) => entry.organiser);
  const judging = useQuery(MY_JUDGING_QUEUE_QUERY, { errorPolicy: 'all' });
  const judges = (judging.data?.myJudgingQueue.length ?? 0) > 0;
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
      {judges && (
        <MenuItem component={RouterLink} to={JUDGING_QUEUE_PATH} onClick={close}>
          <ListItemIcon>
            <GavelIcon fontSize="small" />
          </ListItemIcon>
          {t('userMenu.judging')}
        </MenuItem>
      )}
      {organised.map(({ programme }) => (
        <MenuItem
          key={programme.id}
          component={RouterLink}
          to={programmeManagePath(programme.id)}
          onClick={close}
        >
          <ListItemIcon>
            <GroupsIcon fontSize="small" />
          </ListItemIcon>
          {t('userMenu.manageProgramme', { name: programmeName(programme, locale) })}
        </MenuItem>
      ))}
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
