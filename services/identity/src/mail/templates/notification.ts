import type { Locale } from '@creators/contracts';
import { achievementName } from '../../achievements/catalogue.js';
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

/** A deadline as people read it, in the programme's time zone when known (else UTC, said so). */
function deadlineText(locale: Locale, value: unknown, timeZone: unknown): string {
  const at = Date.parse(str(value));
  if (Number.isNaN(at)) return '';
  const zone = str(timeZone);
  const format = (tz: string) =>
    new Intl.DateTimeFormat(locale === 'de' ? 'de-DE' : 'en-GB', {
      weekday: 'long',
      day: 'numeric',
      month: 'long',
      year: 'numeric',
      hour: '2-digit',
      minute: '2-digit',
      timeZone: tz,
      timeZoneName: 'short',
    }).format(at);
  try {
    return format(zone || 'UTC');
  } catch {
    // A time zone this runtime does not know: UTC, named.
    return format('UTC');
  }
}

interface Described {
  /** The one line that says it all (also the subject, without a closing full stop). */
  line: string;
  /** Paragraphs after it (an announcement's text, a digest's titles). */
  more?: string[];
  to: string;
}

/** What a mailed notification says and where it leads, per language; null for a type that is never mailed. */
function describe(locale: Locale, type: string, raw: unknown): Described | null {
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
    case 'achievement.earned': {
      // The event carries the catalogue's English name; the reader reads the badge's name in their language.
      const badge = achievementName(data.key, locale, str(data.name));
      return {
        line: de ? `Du hast das Abzeichen ${badge} erhalten.` : `You earned the badge ${badge}.`,
        to: '/',
      };
    }
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
    case 'challenge.digest': {
      const challenges = (Array.isArray(data.challenges) ? data.challenges : [])
        .map((item: unknown) => (item && typeof item === 'object' ? (item as Record<string, unknown>) : {}))
        .filter((item) => str(item.title));
      const count = typeof data.count === 'number' && data.count > 0 ? data.count : challenges.length;
      if (count === 0) return null;
      const titles = challenges.map((item) => `• ${str(item.title)}`);
      const rest = count - challenges.length;
      const only = count === 1 && challenges[0] ? str(challenges[0].challengeId) : '';
      return {
        line: de
          ? count === 1
            ? `Eine neue Challenge wurde veröffentlicht: ${str(challenges[0]?.title)}`
            : `${count} neue Challenges wurden veröffentlicht.`
          : count === 1
            ? `A new challenge was published: ${str(challenges[0]?.title)}`
            : `${count} new challenges were published.`,
        more:
          count === 1
            ? []
            : [...titles, ...(rest > 0 ? [de ? `… und ${rest} weitere.` : `… and ${rest} more.`] : [])],
        to: only ? `/challenges/${path(only)}` : '/challenges',
      };
    }
    case 'programme.announcement': {
      const programme = str(data.programmeName);
      const title = str(data.title);
      if (!title) return null;
      return {
        line: programme ? `${programme}: ${title}` : title,
        more: str(data.body) ? [str(data.body)] : [],
        // The dashboard shows the programme's phase, next date and pinned announcements.
        to: '/',
      };
    }
    case 'programme.results_published': {
      const programme = str(data.programmeName);
      if (!programme) return null;
      return {
        line: de
          ? `Die Ergebnisse von ${programme} sind veröffentlicht, und du hast ein Abzeichen bekommen.`
          : `The results of ${programme} are published, and you received a badge.`,
        more: [
          de
            ? 'In den Einstellungen kannst du jedes Abzeichen als Nachweis (Open Badges) herunterladen.'
            : 'In Settings you can download each badge as a credential (Open Badges).',
        ],
        to: `/programmes/${path(str(data.programmeId))}/results`,
      };
    }
    case 'programme.deadline_reminder': {
      const programme = str(data.programmeName);
      const days = typeof data.daysBefore === 'number' ? data.daysBefore : 0;
      const when = deadlineText(locale, data.deadline, data.timeZone);
      const inDays = de
        ? days === 1
          ? 'morgen'
          : `in ${days} Tagen`
        : days === 1
          ? 'tomorrow'
          : `in ${days} days`;
      return {
        line: de
          ? `Die Abgabefrist von ${programme} endet ${inDays}.`
          : `The submission deadline of ${programme} is ${inDays}.`,
        more: when
          ? [
              de
                ? `Projekte können bis ${when} abgegeben werden.`
                : `Projects can be submitted until ${when}.`,
            ]
          : [],
        to: '/',
      };
    }
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
      paragraphs: [described.line, ...(described.more ?? [])],
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
    paragraphs: [described.line, ...(described.more ?? [])],
    action: { label: 'Open it', url },
    after: [`Choose which notifications reach you by email in your settings: ${settings}`],
    signature: 'The Creators Program',
  });
}
