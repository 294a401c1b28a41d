import type { Locale } from '@creators/contracts';
import { renderContent, type RenderedMail } from './layout.js';

export interface PasswordChangedMailData {
  firstName: string;
  /** The platform's public address (PUBLIC_URL). */
  publicUrl: string;
}

/** docs/product.md §13: the password was changed (on the Settings page or with a reset link). */
export function passwordChangedMail(
  locale: Locale,
  { firstName, publicUrl }: PasswordChangedMailData,
): RenderedMail {
  const url = `${publicUrl}/forgot-password`;
  if (locale === 'de') {
    return renderContent(locale, {
      subject: 'Dein Passwort wurde geändert',
      greeting: `Hallo ${firstName},`,
      paragraphs: [
        'das Passwort deines Kontos im Creators Program wurde gerade geändert. Browser, die noch mit dem alten Passwort angemeldet waren, wurden abgemeldet.',
        'Warst du das? Dann ist alles in Ordnung.',
        'Warst du das nicht? Dann setze dein Passwort sofort zurück und sag dem Team des Programms Bescheid:',
      ],
      action: { label: 'Passwort zurücksetzen', url },
      signature: 'Dein Creators Program',
    });
  }
  return renderContent(locale, {
    subject: 'Your password was changed',
    greeting: `Hi ${firstName},`,
    paragraphs: [
      'the password of your Creators Program account was just changed. Browsers still signed in with the old password were signed out.',
      'Was it you? Then all is well.',
      "It was not you? Then reset your password right away and tell the programme's staff:",
    ],
    action: { label: 'Reset your password', url },
    signature: 'The Creators Program',
  });
}
