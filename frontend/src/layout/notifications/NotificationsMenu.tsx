import { useMemo, useRef } from 'react';
import { Link as RouterLink } from 'react-router';
import { useIntl } from 'react-intl';
import { useQuery } from '@apollo/client/react';
import Divider from '@mui/material/Divider';
import ListSubheader from '@mui/material/ListSubheader';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Typography from '@mui/material/Typography';
import { ACHIEVEMENT_CATALOGUE_QUERY } from '../../graphql/achievementBadges';
import { MY_TEAMS_QUERY } from '../../graphql/teams';
import { MENU_NOTIFICATIONS, MY_NOTIFICATIONS_QUERY } from '../../graphql/notifications';
import { useT } from '../../i18n/useT';
import { WithMessages } from '../../i18n/WithMessages';
import { NotificationText } from './NotificationText';
import { describeNotification, type NotificationLookup } from './handlers';
import { notificationMessages } from './messages';
import { fromInbox, mergeNotifications, useNotifications } from './NotificationsProvider';
import type { InboxMessageId } from './inboxMessages';

/** Names and badge keys the client already holds (read from the cache only; the store refreshes them). */
function useNotificationLookup(): NotificationLookup {
  const myTeams = useQuery(MY_TEAMS_QUERY, { fetchPolicy: 'cache-only' });
  const catalogue = useQuery(ACHIEVEMENT_CATALOGUE_QUERY, { fetchPolicy: 'cache-only' });
  return useMemo(() => {
    const names = new Map<string, string>();
    for (const team of myTeams.data?.myTeams.nodes ?? []) {
      for (const member of team.members)
        if (member.user) names.set(member.userId, `${member.user.firstName} ${member.user.lastName}`.trim());
      for (const mentor of team.mentors ?? [])
        names.set(mentor.id, `${mentor.firstName} ${mentor.lastName}`.trim());
    }
    const keys = new Map((catalogue.data?.achievements ?? []).map((a) => [a.id, a.key]));
    return { userName: (id) => names.get(id) ?? null, badgeKey: (id) => keys.get(id) ?? null };
  }, [myTeams.data, catalogue.data]);
}

interface Props {
  anchor: HTMLElement | null;
  onClose(): void;
  /** The pending invitations (with their team), which the bell reads all along. */
  invitations: readonly { id: string; team?: { name: string } | null }[];
}

/**
 * The bell's menu (layout/notifications/NotificationsButton): the pending invitations, the latest notifications
 * (stored and live), "Mark all as read" and a link to the notifications page. Opening one marks it read.
 */
export function NotificationsMenu(props: Props) {
  return (
    <WithMessages messages={notificationMessages}>
      <LatestNotifications {...props} />
    </WithMessages>
  );
}

function LatestNotifications({ anchor, onClose: close, invitations }: Props) {
  const t = useT();
  const intl = useIntl();
  const tn = (id: InboxMessageId, values?: Record<string, string | number>) =>
    intl.formatMessage({ id }, values);
  const { notifications, unread: unreadCount, markAllRead, markRead, isRead } = useNotifications();
  const lookup = useNotificationLookup();
  const seeAllRef = useRef<HTMLAnchorElement>(null);
  const open = Boolean(anchor);
  // The latest stored notifications, read when the menu opens.
  const stored = useQuery(MY_NOTIFICATIONS_QUERY, {
    variables: { first: MENU_NOTIFICATIONS },
    skip: !open,
    fetchPolicy: 'network-only',
    errorPolicy: 'all',
  });
  const storedNodes = stored.data?.myNotifications.nodes;
  const shown = useMemo(
    () =>
      mergeNotifications((storedNodes ?? []).map(fromInbox), notifications)
        .flatMap((n) => {
          const content = describeNotification(n, intl, lookup);
          return content ? [{ ...n, ...content }] : [];
        })
        .slice(0, MENU_NOTIFICATIONS),
    [storedNodes, notifications, intl, lookup],
  );
  const unread = unreadCount > 0;

  return (
    <Menu
      id="notifications-menu"
      anchorEl={anchor}
      open={open}
      onClose={close}
      slotProps={{
        list: { 'aria-label': t('notifications.title') },
        paper: { sx: { width: 340, maxWidth: '100%' } },
      }}
    >
      {/* A menu holds menu items (the heading is presentation; the menu has its name), so the empty text is
          one that cannot be chosen. */}
      {invitations.length > 0 && (
        <ListSubheader role="presentation">{t('notifications.invitations')}</ListSubheader>
      )}
      {invitations.map((invitation) => (
        <MenuItem
          key={invitation.id}
          component={RouterLink}
          to="/"
          onClick={close}
          sx={{ whiteSpace: 'normal', alignItems: 'flex-start', flexDirection: 'column' }}
        >
          <span>{t('notifications.invitation', { team: invitation.team?.name ?? '' })}</span>
          <Typography variant="body2" color="text.secondary">
            {t('notifications.invitationHint')}
          </Typography>
        </MenuItem>
      ))}
      <ListSubheader role="presentation">{t('notifications.title')}</ListSubheader>
      {unread && (
        <MenuItem
          onClick={() => {
            markAllRead();
            // This item goes away with the last unread one: focus stays in the menu (Escape still closes it).
            seeAllRef.current?.focus();
          }}
          sx={{ color: 'primary.main' }}
        >
          {tn('notifications.markAllRead')}
        </MenuItem>
      )}
      {shown.length === 0 ? (
        <MenuItem
          disabled
          sx={{
            whiteSpace: 'normal',
            alignItems: 'flex-start',
            flexDirection: 'column',
            '&.Mui-disabled': { opacity: 1 },
          }}
        >
          <Typography variant="body2">{t('notifications.empty')}</Typography>
          <Typography variant="body2" color="text.secondary">
            {t('notifications.emptyHint')}
          </Typography>
        </MenuItem>
      ) : (
        shown.map((n) => {
          const linkProps = n.to ? { component: RouterLink, to: n.to } : {};
          const isNew = !isRead(n);
          return (
            <MenuItem
              key={n.id}
              {...linkProps}
              onClick={() => {
                if (isNew) markRead([n.id]);
                close();
              }}
              sx={{
                whiteSpace: 'normal',
                alignItems: 'flex-start',
                flexDirection: 'column',
                fontWeight: isNew ? 600 : 400,
              }}
            >
              <NotificationText
                title={n.title}
                description={n.description}
                receivedAt={n.receivedAt}
                isNew={isNew}
                unreadLabel={tn('notifications.unreadLabel')}
                dateStyle="short"
              />
            </MenuItem>
          );
        })
      )}
      <Divider />
      <MenuItem ref={seeAllRef} component={RouterLink} to="/notifications" onClick={close}>
        {tn('notifications.seeAll')}
      </MenuItem>
    </Menu>
  );
}
