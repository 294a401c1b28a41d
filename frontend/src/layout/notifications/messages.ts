/** Texts of the live notifications (docs/graphql-contract.md), rendered in the user's language. */
export const notificationsEn = {
  'notifications.event.memberJoined': '{name} joined your team {team}',
  'notifications.event.memberJoinedSomeone': 'Someone joined your team {team}',
  'notifications.event.invited': 'You were invited to {team}',
  'notifications.event.liked': 'Someone liked {title}',
  'notifications.event.achievement': 'You earned the badge {badge}',
  'notifications.event.challengePublished': 'New challenge published: {title}',
} as const;

export type NotificationsMessageId = keyof typeof notificationsEn;

export const notificationsDe: Record<NotificationsMessageId, string> = {
  'notifications.event.memberJoined': '{name} ist deinem Team {team} beigetreten',
  'notifications.event.memberJoinedSomeone': 'Jemand ist deinem Team {team} beigetreten',
  'notifications.event.invited': 'Du wurdest zu {team} eingeladen',
  'notifications.event.liked': 'Jemandem gefällt {title}',
  'notifications.event.achievement': 'Du hast das Abzeichen {badge} erhalten',
  'notifications.event.challengePublished': 'Neue Challenge veröffentlicht: {title}',
};
