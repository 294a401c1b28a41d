import type { InboxMessageId } from './inboxMessages';

export const inboxDe: Record<InboxMessageId, string> = {
  'notifications.event.chatMention': '{author} hat dich in {team} erwähnt: „{excerpt}“',
  'notifications.event.chatMentionSomeone': 'Jemand hat dich in {team} erwähnt: „{excerpt}“',
  'notifications.unreadCount':
    '{count, plural, =0 {Keine ungelesenen Benachrichtigungen} one {# ungelesene Benachrichtigung} other {# ungelesene Benachrichtigungen}}',
  'notifications.unreadLabel': 'Ungelesen',
  'notifications.markAllRead': 'Alle als gelesen markieren',
  'notifications.seeAll': 'Alle Benachrichtigungen ansehen',
  'notifications.page.subtitle': 'Alles, was für dich passiert ist, das Neueste zuerst.',
  'notifications.page.list': 'Deine Benachrichtigungen',
};
