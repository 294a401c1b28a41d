import { useMemo } from 'react';
import { useNavigate } from 'react-router';
import { useIntl } from 'react-intl';
import { useQuery } from '@apollo/client/react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { MY_NOTIFICATIONS_QUERY, NOTIFICATIONS_PAGE_SIZE } from '../graphql/notifications';
import { useLoadMore } from '../graphql/paging';
import { describeNotification } from '../layout/notifications/handlers';
import type { InboxMessageId } from '../layout/notifications/inboxMessages';
import { notificationMessages } from '../layout/notifications/messages';
import { NotificationText } from '../layout/notifications/NotificationText';
import { WithMessages } from '../i18n/WithMessages';
import {
  fromInbox,
  mergeNotifications,
  useNotifications,
} from '../layout/notifications/NotificationsProvider';
import { LoadMore } from '../ui/LoadMore';
import { LoadErrorPanel } from '../ui/listPage';
import { PageHeader } from '../ui/PageHeader';

/**
 * /notifications (docs/product.md "Notification inbox"): every notification of the person, newest first, a page at a
 * time; the unread ones stand out; opening one marks it read and leads where it can be acted on.
 */
export function NotificationsPage() {
  return (
    <WithMessages messages={notificationMessages}>
      <Inbox />
    </WithMessages>
  );
}

function Inbox() {
  const intl = useIntl();
  const t = (id: InboxMessageId | 'notifications.title', values?: Record<string, string | number>) =>
    intl.formatMessage({ id }, values);
  const navigate = useNavigate();
  const { notifications: live, unread, markAllRead, markRead, isRead } = useNotifications();
  const query = useQuery(MY_NOTIFICATIONS_QUERY, {
    variables: { first: NOTIFICATIONS_PAGE_SIZE },
    fetchPolicy: 'cache-and-network',
    errorPolicy: 'none',
  });
  const page = query.data?.myNotifications;
  const paging = useLoadMore(page, query.fetchMore);
  const shown = useMemo(() => {
    const stored = (page?.nodes ?? []).map(fromInbox);
    // Live ones that arrived since the first page was read go on top.
    const newest = stored[0]?.receivedAt ?? 0;
    return mergeNotifications(
      stored,
      live.filter((n) => n.receivedAt >= newest),
    ).flatMap((n) => {
      const content = describeNotification(n, intl);
      return content ? [{ ...n, ...content }] : [];
    });
  }, [page, live, intl]);

  return (
    <>
      <PageHeader
        title={t('notifications.title')}
        subtitle={t('notifications.page.subtitle')}
        actions={
          <Button variant="outlined" onClick={markAllRead} disabled={unread === 0}>
            {t('notifications.markAllRead')}
          </Button>
        }
      />
      <Typography component="p" sx={{ mb: 2 }} aria-live="polite">
        {t('notifications.unreadCount', { count: unread })}
      </Typography>
      {!page && query.error ? (
        <LoadErrorPanel onRetry={() => void query.refetch().catch(() => undefined)} />
      ) : !page ? (
        <Typography color="text.secondary">{intl.formatMessage({ id: 'common.loading' })}</Typography>
      ) : shown.length === 0 ? (
        <Paper variant="outlined" sx={{ p: 3 }}>
          <Typography>{intl.formatMessage({ id: 'notifications.empty' })}</Typography>
          <Typography color="text.secondary">
            {intl.formatMessage({ id: 'notifications.emptyHint' })}
          </Typography>
        </Paper>
      ) : (
        <Paper variant="outlined" sx={{ maxWidth: 800 }}>
          <List aria-label={t('notifications.page.list')} disablePadding>
            {shown.map((n) => {
              const isNew = !isRead(n);
              return (
                <ListItem key={n.id} disablePadding divider>
                  <ListItemButton
                    onClick={() => {
                      if (isNew) markRead([n.id]);
                      if (n.to) void navigate(n.to);
                    }}
                    sx={{ alignItems: 'flex-start', gap: 1.5 }}
                    data-unread={isNew ? 'true' : undefined}
                  >
                    <Box
                      aria-hidden
                      sx={{
                        mt: 1,
                        width: 8,
                        height: 8,
                        flex: '0 0 8px',
                        borderRadius: '50%',
                        bgcolor: isNew ? 'error.main' : 'transparent',
                      }}
                    />
                    <Box sx={{ minWidth: 0 }}>
                      <NotificationText
                        title={n.title}
                        description={n.description}
                        receivedAt={n.receivedAt}
                        isNew={isNew}
                        unreadLabel={t('notifications.unreadLabel')}
                        dateStyle="medium"
                      />
                    </Box>
                  </ListItemButton>
                </ListItem>
              );
            })}
          </List>
        </Paper>
      )}
      {page && (
        <LoadMore hasMore={paging.hasMore} loading={paging.loadingMore} onLoadMore={paging.loadMore} />
      )}
    </>
  );
}
