import { CHALLENGE_STATUSES } from '@creators/contracts';
import type { EventHandlers } from '@creators/platform';
import { isUuid } from '@creators/platform';
import type { Prisma } from '../generated/prisma/client.js';

/** Durable consumer name (also its key in processed_events). */
export const CHALLENGE_STATUSES_CONSUMER = 'teams-challenge-statuses';

/**
 * challenge.updated (from challenges): the challenge's status goes into challenge_statuses, which createTeam reads
 * (no new team for a closed or archived challenge, nor a hidden one: content.moderated below). The row keeps the newest version by the challenge's updatedAt,
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
  /**
   * content.moderated (from challenges, docs/product.md §14): staff hid a challenge (no new teams, like archived)
   * or restored it. Only the hidden flag changes; a challenge not known yet gets a row that is active until its
   * first challenge.updated (versioned 1970, so any status event overwrites the status). Other items'
   * events are skipped. The flag keeps the newest hide or restore by the event's time (moderated_at): one
   * delivered late changes nothing.
   */
  'content.moderated': async (event, tx) => {
    const { itemType, itemId, hidden } = event.payload;
    if (itemType !== 'challenge' || !isUuid(itemId) || typeof hidden !== 'boolean') return;
    if (Number.isNaN(Date.parse(event.occurredAt))) return;
    await tx.$executeRaw`
      INSERT INTO challenge_statuses (challenge_id, status, updated_at, hidden, moderated_at)
      VALUES (${itemId}::uuid, 'active', '1970-01-01T00:00:00Z'::timestamptz, ${hidden}, ${event.occurredAt}::timestamptz)
      ON CONFLICT (challenge_id) DO UPDATE SET hidden = EXCLUDED.hidden, moderated_at = EXCLUDED.moderated_at
      WHERE challenge_statuses.moderated_at IS NULL OR challenge_statuses.moderated_at <= EXCLUDED.moderated_at`;
  },
};
