import type { Locale } from '@creators/contracts';
import { renderContent, type RenderedMail } from './layout.js';

export interface NotificationMailData {
  firstName: string;
  /** The platform's public address (PUBLIC_URL). */
  publicUrl: string;
  type: string;
  data: unknown;
}

const str = (value: unknown): string => (typeof value === 'string' ? value.trim() : '');
const path = (...parts: string[]) => parts.map(encodeURIComponent).join('/');

/** What a mailed notification says and where it leads, per language; null for a type that is never mailed. */
function describe(locale: Locale, type: string, raw: unknown): { line: string; to: string } | null {
  const data = raw && typeof raw === 'object' ? (raw as Record<string, unknown>) : {};
  const de = locale === 'de';
  const team = str(data.teamName);
  switch (type) {
    case 'team.member_joined': {
      const name = str(data.userName);
      const line = de
        ? `${name || 'Jemand'} ist deinem Team ${team} beigetreten.`
        : `${name || 'Someone'} joined your team ${team}.`;
      return { line, to: `/teams/${path(str(data.teamId))}` };
    }
    case 'team.invitation_sent':
      return {
        line: de
          ? `Du wurdest zu ${team} eingeladen. Auf deinem Dashboard kannst du annehmen oder ablehnen.`
          : `You were invited to ${team}. Accept or decline on your dashboard.`,
        to: '/',
      };
    case 'project.liked':
      return {
        line: de ? `Jemandem gefällt ${str(data.title)}.` : `Someone liked ${str(data.title)}.`,
        to: `/projects/${path(str(data.projectId))}`,
      };
    case 'achievement.earned':
      return {
        line: de
          ? `Du hast das Abzeichen ${str(data.name)} erhalten.`
          : `You earned the badge ${str(data.name)}.`,
        to: '/',
      };
    case 'challenge.published':
      return {
        line: de
          ? `Neue Challenge veröffentlicht: ${str(data.title)}`
          : `New challenge published: ${str(data.title)}`,
        to: `/challenges/${path(str(data.challengeId))}`,
      };
    case 'team.chat_mention':
      return {
        line: de
          ? `${str(data.authorName) || 'Jemand'} hat dich in ${team} erwähnt: „${str(data.excerpt)}“`
          : `${str(data.authorName) || 'Someone'} mentioned you in ${team}: “${str(data.excerpt)}”`,
        to: `/teams/${path(str(data.teamId))}/chat`,
      };
    default:
      return null;
  }
}

/**
 * docs/product.md "Notification inbox": a notification the person asked for by e-mail, with a link to where it can
 * be acted on and to the settings where such mails are turned off. Null for a type that is never mailed.
 */
export function notificationMail(
  locale: Locale,
  { firstName, publicUrl, type, data }: NotificationMailData,
): RenderedMail | null {
  const described = describe(locale, type, data);
  if (!described) return null;
  const url = `${publicUrl}${described.to}`;
  const settings = `${publicUrl}/settings`;
  if (locale === 'de') {
    return renderContent(locale, {
      subject: described.line.replace(/\.$/, ''),
      greeting: `Hallo ${firstName},`,
      paragraphs: [described.line],
      action: { label: 'Ansehen', url },
      after: [
        `Welche Benachrichtigungen du per E-Mail bekommst, stellst du in den Einstellungen ein: ${settings}`,
      ],
      signature: 'Dein Creators Program',
    });
  }
  return renderContent(locale, {
    subject: described.line.replace(/\.$/, ''),
    greeting: `Hi ${firstName},`,
    paragraphs: [described.line],
    action: { label: 'Open it', url },
    after: [`Choose which notifications reach you by email in your settings: ${settings}`],
    signature: 'The Creators Program',
  });
}
