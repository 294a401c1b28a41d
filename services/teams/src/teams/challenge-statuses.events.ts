import { CHALLENGE_STATUSES } from '@creators/contracts';
import type { EventHandlers } from '@creators/platform';
import { isUuid } from '@creators/platform';
import type { Prisma } from '../generated/prisma/client.js';

/** Durable consumer name (also its key in processed_events). */
export const CHALLENGE_STATUSES_CONSUMER = 'teams-challenge-statuses';

/**
 * challenge.updated (from challenges): the challenge's status goes into challenge_statuses, which createTeam reads
 * (no new team for a closed or archived challenge). The row keeps the newest version by the challenge's updatedAt,
 * so an older event delivered late changes nothing, and the same event again writes the same row. An event with
 * an id or status this service cannot store is ignored rather than retried forever.
 */
export const challengeStatusHandlers: EventHandlers<Prisma.TransactionClient> = {
  'challenge.updated': async (event, tx) => {
    const { challengeId, status, updatedAt } = event.payload;
    if (!isUuid(challengeId) || !(CHALLENGE_STATUSES as readonly string[]).includes(status)) return;
    const version = Number.isNaN(Date.parse(updatedAt)) ? event.occurredAt : updatedAt;
    if (Number.isNaN(Date.parse(version))) return;
    await tx.$executeRaw`
      INSERT INTO challenge_statuses (challenge_id, status, updated_at)
      VALUES (${challengeId}::uuid, ${status}, ${version}::timestamptz)
      ON CONFLICT (challenge_id) DO UPDATE SET status = EXCLUDED.status, updated_at = EXCLUDED.updated_at
      WHERE challenge_statuses.updated_at <= EXCLUDED.updated_at`;
  },
};
