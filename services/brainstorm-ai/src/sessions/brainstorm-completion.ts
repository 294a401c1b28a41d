import { EVENTS } from '@creators/contracts';
import { isUuid, recordEvent, type EventHandlers } from '@creators/platform';
import type { Prisma } from '../generated/prisma/client.js';
import { SESSION_IDLE_MS } from './brainstorm-sessions.service.js';

/** The durable consumer that ends brainstorms in published challenges (also its key in processed_events). */
export const PUBLISHED_CHALLENGES_CONSUMER = 'brainstorm-ai-published-challenges';

/**
 * challenge.created (from challenges): a challenge its author publishes while a finished brainstorm with Isla is
 * open ends that brainstorm. Only a brainstorm this service runs (brainstorm/, the one record of a brainstorm; rows
 * without progress are old records of generateIslaResponse exchanges and count for nothing): not yet published, active
 * within the idle window, begun before the challenge, and finished, i.e. it reached creation (once is enough: going
 * back to refinement does not undo it). The session gets the challenge's id and brainstorm.completed is recorded in the
 * same transaction (outbox); identity awards brainstorm-completed from it. Nothing the client sends with the challenge
 * counts.
 */
export const publishedChallengeHandlers: EventHandlers<Prisma.TransactionClient> = {
  'challenge.created': async (event, tx) => {
    const { challengeId, createdBy } = event.payload;
    if (!isUuid(challengeId) || !isUuid(createdBy)) return;
    const publishedAt = new Date(Date.parse(event.occurredAt) || Date.now());
    const openSince = new Date(publishedAt.getTime() - SESSION_IDLE_MS);
    const [finished] = await tx.$queryRaw<Array<{ id: string }>>`
      SELECT id::text AS id
        FROM brainstorm_sessions
       WHERE user_id = ${createdBy}::uuid AND challenge_id IS NULL
         AND progress IS NOT NULL AND reached_creation_at IS NOT NULL
         AND updated_at >= ${openSince} AND created_at <= ${publishedAt}
       ORDER BY updated_at DESC, id DESC
       LIMIT 1
       FOR UPDATE`;
    if (!finished) return;
    await tx.$executeRaw`
      UPDATE brainstorm_sessions SET challenge_id = ${challengeId}::uuid, updated_at = now()
       WHERE id = ${finished.id}::uuid`;
    await recordEvent(tx, EVENTS.brainstormCompleted, { userId: createdBy, challengeId });
  },
};
