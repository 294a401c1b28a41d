/** Texts of the live notifications (docs/graphql-contract.md), rendered in the user's language. */
export const notificationsEn = {
  'notifications.event.memberJoined': '{name} joined your team {team}',
  'notifications.event.memberJoinedSomeone': 'Someone joined your team {team}',
  'notifications.event.invited': 'You were invited to {team}',
  'notifications.event.liked': 'Someone liked {title}',
  'notifications.event.achievement': 'You earned the badge {badge}',
  'notifications.event.challengePublished': 'New challenge published: {title}',
  'notifications.event.memberLeft': '{name} left your team {team}',
  'notifications.event.memberLeftSomeone': 'Someone left your team {team}',
  'notifications.event.removed': 'You were removed from the team {team}',
  'notifications.event.leadTransferred': 'You now lead the team {team}',
  'notifications.event.invitationAccepted': 'Your invitation to {team} was accepted',
  'notifications.event.invitationDeclined': 'Your invitation to {team} was declined',
  'notifications.event.invitationWithdrawn': 'Your invitation to {team} was withdrawn',
  'notifications.event.commented': 'New comment on {title}',
} as const;

export type NotificationsMessageId = keyof typeof notificationsEn;

export const notificationsDe: Record<NotificationsMessageId, string> = {
  'notifications.event.memberJoined': '{name} ist deinem Team {team} beigetreten',
  'notifications.event.memberJoinedSomeone': 'Jemand ist deinem Team {team} beigetreten',
  'notifications.event.invited': 'Du wurdest zu {team} eingeladen',
  'notifications.event.liked': 'Jemandem gefällt {title}',
  'notifications.event.achievement': 'Du hast das Abzeichen {badge} erhalten',
  'notifications.event.challengePublished': 'Neue Challenge veröffentlicht: {title}',
  'notifications.event.memberLeft': '{name} hat dein Team {team} verlassen',
  'notifications.event.memberLeftSomeone': 'Jemand hat dein Team {team} verlassen',
  'notifications.event.removed': 'Du wurdest aus dem Team {team} entfernt',
  'notifications.event.leadTransferred': 'Du leitest jetzt das Team {team}',
  'notifications.event.invitationAccepted': 'Deine Einladung zu {team} wurde angenommen',
  'notifications.event.invitationDeclined': 'Deine Einladung zu {team} wurde abgelehnt',
  'notifications.event.invitationWithdrawn': 'Deine Einladung zu {team} wurde zurückgezogen',
  'notifications.event.commented': 'Neuer Kommentar zu {title}',
};
