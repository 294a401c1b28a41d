import { EVENTS } from '@creators/contracts';
import { isUuid, recordEvent, type EventHandlers } from '@creators/platform';
import type { Prisma } from '../generated/prisma/client.js';
import { reachedTheEnd } from './brainstorm-record.js';
import { SESSION_IDLE_MS } from './brainstorm-sessions.service.js';

/** The durable consumer that ends brainstorms in published challenges (also its key in processed_events). */
export const PUBLISHED_CHALLENGES_CONSUMER = 'brainstorm-ai-published-challenges';

/** The author's open brainstorms looked at for one challenge, most recently active first. */
const CANDIDATES = 5;

/**
 * challenge.created (from challenges): a challenge its author publishes while a finished brainstorm with Isla is
 * open ends that brainstorm. Open and finished by this service's own record only: not yet published, active within
 * the idle window, begun before the challenge, and finished: a brainstorm this service runs (brainstorm/) that
 * reached creation, or a record of generateIslaResponse exchanges that, replayed through the phase rules, reached the
 * end of what Isla answers (reachedTheEnd). The session gets the challenge's id and brainstorm.completed is recorded
 * in the same transaction (outbox); identity awards brainstorm-completed from it. Nothing the client sends with the
 * challenge counts.
 */
export const publishedChallengeHandlers: EventHandlers<Prisma.TransactionClient> = {
  'challenge.created': async (event, tx) => {
    const { challengeId, createdBy } = event.payload;
    if (!isUuid(challengeId) || !isUuid(createdBy)) return;
    const publishedAt = new Date(Date.parse(event.occurredAt) || Date.now());
    const openSince = new Date(publishedAt.getTime() - SESSION_IDLE_MS);
    const open = await tx.$queryRaw<
      Array<{ id: string; messages: unknown; runHere: boolean; reachedCreation: boolean }>
    >`
      SELECT id::text AS id, messages, progress IS NOT NULL AS "runHere",
             reached_creation_at IS NOT NULL AS "reachedCreation"
        FROM brainstorm_sessions
       WHERE user_id = ${createdBy}::uuid AND challenge_id IS NULL
         AND updated_at >= ${openSince} AND created_at <= ${publishedAt}
       ORDER BY updated_at DESC, id DESC
       LIMIT ${CANDIDATES}
       FOR UPDATE`;
    const finished = open.find((session) =>
      session.runHere ? session.reachedCreation : reachedTheEnd(session.messages),
    );
    if (!finished) return;
    await tx.$executeRaw`
      UPDATE brainstorm_sessions SET challenge_id = ${challengeId}::uuid, updated_at = now()
       WHERE id = ${finished.id}::uuid`;
    await recordEvent(tx, EVENTS.brainstormCompleted, { userId: createdBy, challengeId });
  },
};
