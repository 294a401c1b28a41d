import type { signedOutEn } from './signedOutMessages.en';

export const signedOutDe: Record<keyof typeof signedOutEn, string> = {
  'notifications.signedOut.title': 'Du wurdest abgemeldet',
  'notifications.signedOut.description':
    'Diese Sitzung wurde in einem anderen Browser beendet, oder dein Passwort wurde geändert. Bitte melde dich erneut an.',
};
