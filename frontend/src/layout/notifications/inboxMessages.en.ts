/**
 * Texts of the notification inbox (docs/product.md "Notification inbox"): the bell's count and menu, the
 * notifications page, chat mentions. Loaded with the signed-in layout and the page, not with the first page's catalogue.
 */
export const inboxEn = {
  'notifications.event.chatMention': '{author} mentioned you in {team}: “{excerpt}”',
  'notifications.event.chatMentionSomeone': 'Someone mentioned you in {team}: “{excerpt}”',
  'notifications.unreadCount':
    '{count, plural, =0 {No unread notifications} one {# unread notification} other {# unread notifications}}',
  'notifications.unreadLabel': 'Unread',
  'notifications.markAllRead': 'Mark all as read',
  'notifications.seeAll': 'See all notifications',
  'notifications.page.subtitle': 'Everything that happened for you, newest first.',
  'notifications.page.list': 'Your notifications',
} as const;
