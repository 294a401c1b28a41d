/** The notice of a session ended elsewhere (./NotificationsProvider), which the signed-in shell shows. */
export const signedOutEn = {
  'notifications.signedOut.title': 'You were signed out',
  'notifications.signedOut.description':
    'This session was ended from another browser, or your password was changed. Please sign in again.',
} as const;

export const signedOutDe: Record<keyof typeof signedOutEn, string> = {
  'notifications.signedOut.title': 'Du wurdest abgemeldet',
  'notifications.signedOut.description':
    'Diese Sitzung wurde in einem anderen Browser beendet, oder dein Passwort wurde geändert. Bitte melde dich erneut an.',
};
