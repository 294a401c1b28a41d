import type { Locale } from '@creators/contracts';
import { BinaryBody } from './route-definition.js';

/** What a meeting's calendar file is made of (GET /api/meetings/:id/calendar.ics). */
export interface CalendarMeeting {
  id: string;
  title: string;
  description?: string | null;
  scheduledAt: string;
  duration: number;
  meetingUrl?: string | null;
  status: string;
  updatedAt: string;
  teamName?: string | null;
  mentorName?: string | null;
}

export interface CalendarOptions {
  locale: Locale;
  /** The viewer's IANA time zone: the description states the time there (the event itself is in UTC). */
  timeZone: string;
  /** When the file is made (DTSTAMP). */
  now?: Date;
}

/** The labels of a calendar file's description (only the gateway writes them). */
const LABELS = {
  en: { time: 'When', minutes: 'minutes', team: 'Team', mentor: 'Mentor', join: 'Join' },
  de: { time: 'Wann', minutes: 'Minuten', team: 'Team', mentor: 'Mentor', join: 'Teilnehmen' },
} as const satisfies Record<Locale, Record<string, string>>;

/** RFC 5545 date-time in UTC: 20261201T150000Z. */
const utcStamp = (date: Date) =>
  date
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');

/** RFC 5545 TEXT: backslash, semicolon, comma and line breaks escaped. */
const escapeText = (value: string) =>
  value.replace(/\\/g, '\\\\').replace(/;/g, '\\;').replace(/,/g, '\\,').replace(/\r?\n/g, '\\n');

/** RFC 5545 folding: lines of at most 75 octets, continued with CRLF and a space, never inside a character. */
function fold(line: string): string {
  const parts: string[] = [];
  let current = '';
  let octets = 0;
  for (const char of line) {
    const size = Buffer.byteLength(char);
    if (octets + size > (parts.length === 0 ? 75 : 74)) {
      parts.push(current);
      current = '';
      octets = 0;
    }
    current += char;
    octets += size;
  }
  parts.push(current);
  return parts.join('\r\n ');
}

/**
 * A one-event iCalendar file for a meeting. Start and end are in UTC, so every calendar shows them in its own
 * time zone; the description (in the viewer's language) also names the time in the viewer's time zone, the team,
 * the mentor and the link. A cancelled meeting is STATUS:CANCELLED, so importing it again removes it; SEQUENCE
 * follows updatedAt so that a calendar takes a rescheduled file as newer.
 */
export function meetingCalendar(
  meeting: CalendarMeeting,
  { locale, timeZone, now = new Date() }: CalendarOptions,
): string {
  const label = LABELS[locale];
  const start = new Date(meeting.scheduledAt);
  const end = new Date(start.getTime() + meeting.duration * 60_000);
  const when = new Intl.DateTimeFormat(locale === 'de' ? 'de-DE' : 'en-GB', {
    dateStyle: 'full',
    timeStyle: 'short',
    timeZone,
  }).format(start);
  const lines = [
    `${label.time}: ${when} (${timeZone}), ${meeting.duration} ${label.minutes}`,
    meeting.teamName ? `${label.team}: ${meeting.teamName}` : null,
    meeting.mentorName ? `${label.mentor}: ${meeting.mentorName}` : null,
    meeting.meetingUrl ? `${label.join}: ${meeting.meetingUrl}` : null,
    meeting.description ? `\n${meeting.description}` : null,
  ].filter((line): line is string => line !== null);
  const sequence = Math.max(0, Math.floor(new Date(meeting.updatedAt).getTime() / 1000) - 1_700_000_000);
  const event = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Creators Programme//Meetings//EN',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    'BEGIN:VEVENT',
    `UID:${meeting.id}@creators-programme`,
    `DTSTAMP:${utcStamp(now)}`,
    `DTSTART:${utcStamp(start)}`,
    `DTEND:${utcStamp(end)}`,
    `SEQUENCE:${sequence}`,
    `SUMMARY:${escapeText(meeting.title)}`,
    `DESCRIPTION:${escapeText(lines.join('\n'))}`,
    ...(meeting.meetingUrl
      ? [`URL:${escapeText(meeting.meetingUrl)}`, `LOCATION:${escapeText(meeting.meetingUrl)}`]
      : []),
    `STATUS:${meeting.status === 'cancelled' ? 'CANCELLED' : 'CONFIRMED'}`,
    ...(meeting.status === 'cancelled'
      ? []
      : [
          'BEGIN:VALARM',
          'ACTION:DISPLAY',
          'TRIGGER:-PT15M',
          `DESCRIPTION:${escapeText(meeting.title)}`,
          'END:VALARM',
        ]),
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return `${event.map(fold).join('\r\n')}\r\n`;
}

/** The calendar file as a download named after the meeting's id. */
export const meetingCalendarFile = (meeting: CalendarMeeting, options: CalendarOptions): BinaryBody =>
  new BinaryBody(
    'text/calendar; charset=utf-8',
    Buffer.from(meetingCalendar(meeting, options), 'utf8'),
    `meeting-${meeting.id}.ics`,
  );
