import { useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import Badge from '@mui/material/Badge';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import ListSubheader from '@mui/material/ListSubheader';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Typography from '@mui/material/Typography';
import NotificationsIcon from '@mui/icons-material/NotificationsNone';
import { useT } from '../../i18n/useT';
import { visuallyHidden } from '../../ui/visuallyHidden';
import { describeNotification } from './handlers';
import { useNotifications } from './NotificationsProvider';

export function NotificationsButton() {
  const t = useT();
  const intl = useIntl();
  const { notifications, markAllRead } = useNotifications();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const open = Boolean(anchor);

  const shown = useMemo(
    () => notifications.flatMap((n) => {
      const content = describeNotification(n, intl);
      return content ? [{ ...n, ...content }] : [];
    }),
    [notifications, intl],
  );
  const unread = shown.some((n) => !n.read);

  return (
    <>
      <IconButton
        color="inherit"
        aria-label={t('notifications.button')}
        aria-describedby={unread ? 'notifications-unread' : undefined}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? 'notifications-menu' : undefined}
        onClick={(event) => setAnchor(event.currentTarget)}
      >
        <Badge variant="dot" color="error" invisible={!unread} data-testid="notifications-dot">
          <NotificationsIcon />
        </Badge>
      </IconButton>
      {unread && (
        <Box component="span" id="notifications-unread" sx={visuallyHidden}>
          {t('notifications.unread')}
        </Box>
      )}
      <Menu
        id="notifications-menu"
        anchorEl={anchor}
        open={open}
        onClose={() => {
          setAnchor(null);
          markAllRead();
        }}
        slotProps={{ list: { 'aria-label': t('notifications.title') }, paper: { sx: { width: 340, maxWidth: '100%' } } }}
      >
        <ListSubheader>{t('notifications.title')}</ListSubheader>
        {shown.length === 0 ? (
          <Box sx={{ px: 2, py: 1.5 }}>
            <Typography variant="body2">{t('notifications.empty')}</Typography>
            <Typography variant="body2" color="text.secondary">
              {t('notifications.emptyHint')}
            </Typography>
          </Box>
        ) : (
          shown.map((n) => (
            <MenuItem key={n.id} sx={{ whiteSpace: 'normal', alignItems: 'flex-start', flexDirection: 'column', fontWeight: n.read ? 400 : 600 }}>
              <span>{n.title}</span>
              {n.description && (
                <Typography variant="body2" color="text.secondary">
                  {n.description}
                </Typography>
              )}
            </MenuItem>
          ))
        )}
      </Menu>
    </>
  );
}

