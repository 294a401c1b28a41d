import { Suspense, useCallback, useState } from 'react';
import { useIntl } from 'react-intl';
import { useQuery } from '@apollo/client/react';
import Badge from '@mui/material/Badge';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import NotificationsIcon from '@mui/icons-material/NotificationsNone';
import { INVITATIONS_SHOWN, MY_INVITATIONS_QUERY } from '../../graphql/invitations';
import { useT } from '../../i18n/useT';
import { visuallyHidden } from '../../ui/visuallyHidden';
import { useNotifications } from './NotificationsProvider';
import type { InboxMessageId } from './inboxMessages';
import { NotificationsMenu } from '../lazyMenus';

/**
 * The bell (docs/product.md "Notification inbox"): the unread count as stored, kept live; its menu shows the latest
 * notifications (stored and live), "Mark all as read" and a link to the notifications page. Opening one marks it
 * read.
 */
export function NotificationsButton() {
  const t = useT();
  const intl = useIntl();
  const tn = (id: InboxMessageId, values?: Record<string, string | number>) =>
    intl.formatMessage({ id }, values);
  const { unread: unreadCount } = useNotifications();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [used, setUsed] = useState(false);
  const open = Boolean(anchor);
  // Pending invitations stay in the menu (also after a reload) until answered on the dashboard.
  const invitationsQuery = useQuery(MY_INVITATIONS_QUERY, {
    variables: { first: INVITATIONS_SHOWN },
    errorPolicy: 'all',
  });
  const invitations = (invitationsQuery.data?.myInvitations.nodes ?? []).filter(
    (invitation) => invitation.status === 'pending' && invitation.team,
  );

  const unread = unreadCount > 0;

  const openList = (target: HTMLElement) => {
    setUsed(true);
    setAnchor(target);
  };
  const close = useCallback(() => setAnchor(null), []);
  const preload = () => void NotificationsMenu.preload();

  return (
    <>
      {/* The count sits beside the button, not in it: its name stays "Notifications", the number is its description. */}
      <Badge
        badgeContent={unreadCount}
        max={99}
        color="error"
        invisible={!unread}
        overlap="circular"
        data-testid="notifications-dot"
        slotProps={{ badge: { 'aria-hidden': true } }}
      >
        <IconButton
          color="inherit"
          aria-label={t('notifications.button')}
          aria-describedby={unread ? 'notifications-unread' : undefined}
          aria-haspopup="menu"
          aria-expanded={open}
          aria-controls={open ? 'notifications-menu' : undefined}
          onPointerEnter={preload}
          onFocus={preload}
          onClick={(event) => openList(event.currentTarget)}
        >
          <NotificationsIcon />
        </IconButton>
      </Badge>
      {unread && (
        <Box component="span" id="notifications-unread" sx={visuallyHidden}>
          {tn('notifications.unreadCount', { count: unreadCount })}
        </Box>
      )}
      {used && (
        <Suspense fallback={null}>
          <NotificationsMenu anchor={anchor} onClose={close} invitations={invitations} />
        </Suspense>
      )}
    </>
  );
}
