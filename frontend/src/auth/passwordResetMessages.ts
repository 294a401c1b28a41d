import type { FeatureMessages } from '../i18n/WithMessages';
import { useDomainT } from '../i18n/useDomainT';

/** The forgotten-password pages (/forgot-password, /reset-password; docs/product.md §13), in English. */
export const passwordResetEn = {
  'passwordReset.forgot.title': 'Forgot your password?',
  'passwordReset.forgot.subtitle':
    'Type the email address of your account. We send you a link to choose a new password.',
  'passwordReset.forgot.email': 'Email',
  'passwordReset.forgot.submit': 'Send reset link',
  'passwordReset.forgot.submitting': 'Sending...',
  'passwordReset.forgot.sent':
    'If an account exists for this address, we sent a link to reset its password. It is valid for 30 minutes.',
  'passwordReset.forgot.failed': 'The link could not be sent. Please try again.',
  'passwordReset.backToSignIn': 'Back to sign in',
  'passwordReset.reset.title': 'Choose a new password',
  'passwordReset.reset.subtitle':
    'After this you are signed out everywhere and sign in with your new password.',
  'passwordReset.reset.password': 'New password',
  'passwordReset.reset.passwordHint': '6 to 128 characters',
  'passwordReset.reset.confirm': 'Confirm new password',
  'passwordReset.reset.showPassword': 'Show new password',
  'passwordReset.reset.hidePassword': 'Hide new password',
  'passwordReset.reset.showConfirm': 'Show confirmed password',
  'passwordReset.reset.hideConfirm': 'Hide confirmed password',
  'passwordReset.reset.submit': 'Set new password',
  'passwordReset.reset.submitting': 'Saving...',
  'passwordReset.reset.done.title': 'Password changed',
  'passwordReset.reset.done.description': 'Please sign in with your new password.',
  'passwordReset.reset.failed': 'Your password could not be changed. Please try again.',
  'passwordReset.reset.askAgain': 'Ask for a new link',
} as const;

export type PasswordResetMessageId = keyof typeof passwordResetEn;

export const passwordResetDe: Record<PasswordResetMessageId, string> = {
  'passwordReset.forgot.title': 'Passwort vergessen?',
  'passwordReset.forgot.subtitle':
    'Gib die E-Mail-Adresse deines Kontos ein. Wir schicken dir einen Link, mit dem du ein neues Passwort wählst.',
  'passwordReset.forgot.email': 'E-Mail',
  'passwordReset.forgot.submit': 'Link zum Zurücksetzen senden',
  'passwordReset.forgot.submitting': 'Wird gesendet...',
  'passwordReset.forgot.sent':
    'Falls es ein Konto mit dieser Adresse gibt, haben wir dir einen Link zum Zurücksetzen des Passworts geschickt. Er ist 30 Minuten gültig.',
  'passwordReset.forgot.failed': 'Der Link konnte nicht gesendet werden. Bitte versuche es erneut.',
  'passwordReset.backToSignIn': 'Zurück zur Anmeldung',
  'passwordReset.reset.title': 'Neues Passwort wählen',
  'passwordReset.reset.subtitle':
    'Danach wirst du überall abgemeldet und meldest dich mit deinem neuen Passwort an.',
  'passwordReset.reset.password': 'Neues Passwort',
  'passwordReset.reset.passwordHint': '6 bis 128 Zeichen',
  'passwordReset.reset.confirm': 'Neues Passwort bestätigen',
  'passwordReset.reset.showPassword': 'Neues Passwort anzeigen',
  'passwordReset.reset.hidePassword': 'Neues Passwort verbergen',
  'passwordReset.reset.showConfirm': 'Bestätigtes Passwort anzeigen',
  'passwordReset.reset.hideConfirm': 'Bestätigtes Passwort verbergen',
  'passwordReset.reset.submit': 'Neues Passwort speichern',
  'passwordReset.reset.submitting': 'Wird gespeichert...',
  'passwordReset.reset.done.title': 'Passwort geändert',
  'passwordReset.reset.done.description': 'Bitte melde dich mit deinem neuen Passwort an.',
  'passwordReset.reset.failed': 'Dein Passwort konnte nicht geändert werden. Bitte versuche es erneut.',
  'passwordReset.reset.askAgain': 'Neuen Link anfordern',
};

/** Loaded with the two pages (i18n/WithMessages), not with the app's first page. */
export const passwordResetMessages: FeatureMessages = { en: passwordResetEn, de: passwordResetDe };

export const usePasswordResetT = () => useDomainT<PasswordResetMessageId>();
