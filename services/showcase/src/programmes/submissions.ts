import type { Locale } from '@creators/contracts';
import { translateWith } from '@creators/texts';
import { conflict, type AppError } from '@creators/platform';
import { deadlinesOf, type ProgrammeDeadline, type ProgrammesDb } from './programme-deadlines.js';

const DATE_LOCALES: Record<Locale, string> = { en: 'en-GB', de: 'de-DE' };

/** A time zone Intl knows, else UTC (a deadline is always shown, if need be in UTC). */
function knownTimeZone(timeZone: string): string {
  try {
    new Intl.DateTimeFormat('en', { timeZone });
    return timeZone;
  } catch {
    return 'UTC';
  }
}

/**
 * A deadline as a person reads it, in the programme's time zone: "7 December 2026, 18:00" (en),
 * "7. Dezember 2026, 18:00" (de).
 */
export function formatDeadline(deadline: Date, timeZone: string, locale: Locale): string {
  const zone = knownTimeZone(timeZone);
  const language = DATE_LOCALES[locale] ?? DATE_LOCALES.en;
  const date = new Intl.DateTimeFormat(language, {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: zone,
  }).format(deadline);
  const time = new Intl.DateTimeFormat(language, {
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
    timeZone: zone,
  }).format(deadline);
  return `${date}, ${time}`;
}

/** Whether the programme's submissions are closed at `now`: its deadline has passed. */
export const isClosed = (deadline: ProgrammeDeadline, now: Date): boolean =>
  deadline.submissionDeadline.getTime() <= now.getTime();

/**
 * CONFLICT error.programme.submissionsClosed, its message naming the deadline in the request's language and the
 * programme's time zone; extensions.submissionsClosedAt holds it as ISO 8601.
 */
export function submissionsClosed(deadline: ProgrammeDeadline, locale: Locale): AppError {
  const error = conflict(locale, 'error.programme.submissionsClosed');
  error.message = translateWith('error.programme.submissionsClosed', locale, {
    date: formatDeadline(deadline.submissionDeadline, deadline.timeZone, locale),
  });
  error.extensions.submissionsClosedAt = deadline.submissionDeadline.toISOString();
  return error;
}

/**
 * Refuses (submissionsClosed) a change to the projects of `programmeId` once its submission deadline has passed
 * (docs/product.md §16: at the deadline the programme's projects freeze). A project of no programme, or of one
 * whose calendar has not reached this service, is never frozen.
 */
export async function assertSubmissionsOpen(
  db: ProgrammesDb,
  programmeId: string | null,
  locale: Locale,
  now = new Date(),
): Promise<void> {
  if (programmeId === null) return;
  const deadline = (await deadlinesOf(db, [programmeId])).get(programmeId);
  if (deadline && isClosed(deadline, now)) throw submissionsClosed(deadline, locale);
}
