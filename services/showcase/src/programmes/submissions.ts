import type { Locale } from '@creators/contracts';
import { translateWith } from '@creators/texts';
import { conflict, type AppError } from '@creators/platform';
import { formatProgrammeDate } from '@creators/platform/programmes/dates';
import { deadlinesOf, type ProgrammeDeadline, type ProgrammesDb } from './programme-deadlines.js';

/**
 * A deadline as a person reads it, in the programme's time zone: "7 December 2026, 18:00" (en),
 * "7. Dezember 2026, 18:00" (de).
 */
export const formatDeadline = formatProgrammeDate;

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
