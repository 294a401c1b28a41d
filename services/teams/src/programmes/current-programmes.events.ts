import type { EventHandlers } from '@creators/platform';
import { isUuid } from '@creators/platform';
import { applyCurrentProgramme, type CurrentProgrammesDb } from './current-programmes.js';

/** The durable consumer that keeps current_programmes up to date (also its key in processed_events). */
export const CURRENT_PROGRAMMES_CONSUMER = 'teams-current-programmes';

/**
 * programme.current_changed (from programmes): the programme a person works in now, which the teams they create
 * from then on belong to. Ordered by changedAt (current-programmes.ts); an event with a malformed id or time is
 * ignored rather than retried forever.
 */
export const currentProgrammeHandlers: EventHandlers<CurrentProgrammesDb> = {
  'programme.current_changed': async (event, tx) => {
    const { userId, programmeId, changedAt } = event.payload;
    if (!isUuid(userId) || (programmeId !== null && !isUuid(programmeId))) return;
    if (typeof changedAt !== 'string' || Number.isNaN(Date.parse(changedAt))) return;
    await applyCurrentProgramme(tx, { userId, programmeId, changedAt });
  },
};
