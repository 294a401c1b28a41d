import type { Locale } from '@creators/contracts';
import { renderContent, type RenderedMail } from './layout.js';

export interface WelcomeMailData {
  firstName: string;
  /** The platform's public address (PUBLIC_URL). */
  publicUrl: string;
}

/** docs/product.md §13: sent once a person has registered. */
export function welcomeMail(locale: Locale, { firstName, publicUrl }: WelcomeMailData): RenderedMail {
  const url = `${publicUrl}/login`;
  if (locale === 'de') {
    return renderContent(locale, {
      subject: `Willkommen beim Creators Program, ${firstName}!`,
      greeting: `Hallo ${firstName},`,
      paragraphs: [
        'schön, dass du dabei bist! Im Creators Program findest du echte Probleme, bildest Teams, baust Prototypen und zeigst, was du gemacht hast. Isla, deine KI-Begleiterin, hilft dir dabei.',
      ],
      action: { label: 'Jetzt anmelden', url },
      after: ['Du hast dich nicht registriert? Dann kannst du diese E-Mail einfach ignorieren.'],
      signature: 'Viel Spaß beim Entdecken!\nDein Creators Program',
    });
  }
  return renderContent(locale, {
    subject: `Welcome to the Creators Program, ${firstName}!`,
    greeting: `Hi ${firstName},`,
    paragraphs: [
      'we are glad you joined! In the Creators Program you find real problems, form teams, build prototypes and showcase what you made, with Isla, your AI guide, at your side.',
    ],
    action: { label: 'Sign in now', url },
    after: ['You did not register? Then you can simply ignore this email.'],
    signature: 'Have fun exploring!\nThe Creators Program',
  });
}
