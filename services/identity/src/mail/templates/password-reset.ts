import type { Locale } from '@creators/contracts';
import { PASSWORD_RESET } from '../../password-reset/reset-tokens.js';
import { renderContent, type RenderedMail } from './layout.js';

export interface PasswordResetMailData {
  firstName: string;
  /** `${PUBLIC_URL}/reset-password?token=…`: works once, for PASSWORD_RESET.validMinutes. */
  link: string;
}

/** docs/product.md §13: the forgotten-password link. */
export function passwordResetMail(locale: Locale, { firstName, link }: PasswordResetMailData): RenderedMail {
  const minutes = PASSWORD_RESET.validMinutes;
  if (locale === 'de') {
    return renderContent(locale, {
      subject: 'Setze dein Passwort zurück',
      greeting: `Hallo ${firstName},`,
      paragraphs: [
        'jemand (hoffentlich du) möchte das Passwort deines Kontos im Creators Program zurücksetzen. Mit diesem Link wählst du ein neues:',
      ],
      action: { label: 'Neues Passwort wählen', url: link },
      after: [
        `Der Link funktioniert einmal und ist ${minutes} Minuten gültig. Danach wirst du überall abgemeldet und meldest dich mit dem neuen Passwort an.`,
        'Du hast das nicht angefordert? Dann ignoriere diese E-Mail einfach: Dein Passwort bleibt, wie es ist.',
      ],
      signature: 'Dein Creators Program',
    });
  }
  return renderContent(locale, {
    subject: 'Reset your password',
    greeting: `Hi ${firstName},`,
    paragraphs: [
      'someone (hopefully you) asked to reset the password of your Creators Program account. Choose a new one with this link:',
    ],
    action: { label: 'Choose a new password', url: link },
    after: [
      `The link works once and for ${minutes} minutes. Afterwards you are signed out everywhere and sign in with the new password.`,
      'You did not ask for this? Then simply ignore this email: your password stays as it is.',
    ],
    signature: 'The Creators Program',
  });
}
