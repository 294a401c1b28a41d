/** The notice of a session ended elsewhere (./NotificationsProvider), which the signed-in shell shows. */
export const signedOutEn = {
  'notifications.signedOut.title': 'You were signed out',
  'notifications.signedOut.description':
    'This session was ended from another browser, or your password was changed. Please sign in again.',
} as const;
