import type { EventHandlers } from '@creators/platform';
import { isUuid } from '@creators/platform';
import { applyProgrammeDeadline, type ProgrammesDb } from './programme-deadlines.js';

/** The durable consumer that keeps programme_deadlines up to date (also its key in processed_events). */
export const PROGRAMME_DEADLINES_CONSUMER = 'showcase-programmes';

const isTime = (value: unknown): value is string =>
  typeof value === 'string' && !Number.isNaN(Date.parse(value));

/**
 * programme.updated (from programmes): the programme's submission deadline and time zone, ordered by its updatedAt
 * (programme-deadlines.ts). Moving the deadline later reopens the programme's projects; earlier closes them sooner.
 * A snapshot with a malformed id or time is ignored rather than retried forever.
 */
export const programmeDeadlineHandlers: EventHandlers<ProgrammesDb> = {
  'programme.updated': async (event, tx) => {
    const { programmeId, submissionDeadline, timeZone, updatedAt } = event.payload;
    if (!isUuid(programmeId) || !isTime(submissionDeadline) || !isTime(updatedAt)) return;
    await applyProgrammeDeadline(tx, {
      programmeId,
      submissionDeadline,
      timeZone: typeof timeZone === 'string' && timeZone !== '' ? timeZone : 'UTC',
      updatedAt,
    });
  },
};
