import { EVENTS, type ChallengeStatus } from '@creators/contracts';
import { recordEvent, type EventHandlers, type SqlExecutor } from '@creators/platform';
import {
  erasedUserId,
  erasureConsumerName,
  scrubOutbox,
  tombstoneId,
} from '@creators/platform/privacy/erasure';
import { forgetCurrentProgramme } from '@creators/platform/programmes/current-programmes';

/** The durable consumer of user.erased in the challenges service (also its key in processed_events). */
export const ERASURE_CONSUMER = erasureConsumerName('challenges');

/** What erasing needs of the transaction: Prisma's raw SQL (a Prisma transaction client fits). */
export interface ErasureTransaction extends SqlExecutor {
  $queryRaw<T = unknown>(query: TemplateStringsArray, ...values: unknown[]): Promise<T>;
}

/** Of these challenge ids, the ones with teams (the teams service knows: ERASURE_RPC.challengesWithTeams). */
export type ChallengesWithTeams = (challengeIds: string[]) => Promise<string[]>;

/**
 * The challenges service's part of erasure (docs/product.md §15), in one transaction. Of the person's challenges:
 * - one that has teams stays, its text under "a deleted member": the author is a tombstone and the brainstorm
 *   conversation it came from goes (its insights stay, they are part of the challenge);
 * - one without teams is deleted.
 * Each records challenge.updated with the tombstone as author, so the read models of other services follow (a
 * deleted challenge reads as archived with an empty title: no new teams, its discussion closed). Their row of the
 * current_programmes read model goes, and so do published outbox rows that mention the person. Running it again finds
 * nothing of theirs.
 */
export async function eraseFromChallenges(
  tx: ErasureTransaction,
  userId: string,
  withTeams: ChallengesWithTeams,
): Promise<void> {
  const mine = await tx.$queryRaw<Array<{ id: string; title: string; status: string }>>`
    SELECT id::text AS id, title, status FROM challenges WHERE created_by = ${userId}::uuid ORDER BY id FOR UPDATE`;
  if (mine.length > 0) {
    const teamed = new Set(await withTeams(mine.map((challenge) => challenge.id)));
    const tombstone = tombstoneId();
    const updatedAt = new Date().toISOString();
    for (const challenge of mine) {
      if (teamed.has(challenge.id)) {
        await tx.$executeRaw`
          UPDATE challenges
          SET created_by = ${tombstone}::uuid, brainstorm_session = NULL, updated_at = ${updatedAt}::timestamptz
          WHERE id = ${challenge.id}::uuid`;
        await recordEvent(tx, EVENTS.challengeUpdated, {
          challengeId: challenge.id,
          title: challenge.title,
          createdBy: tombstone,
          status: challenge.status as ChallengeStatus,
          updatedAt,
        });
      } else {
        await tx.$executeRaw`DELETE FROM challenges WHERE id = ${challenge.id}::uuid`;
        await recordEvent(tx, EVENTS.challengeUpdated, {
          challengeId: challenge.id,
          title: '',
          createdBy: tombstone,
          status: 'archived',
          updatedAt,
        });
      }
    }
  }
  await forgetCurrentProgramme(tx, userId);
  await scrubOutbox(tx, userId);
}

/** The handlers of the erasure consumer, asking `withTeams` which of the person's challenges have teams. */
export function erasureHandlers(withTeams: ChallengesWithTeams): EventHandlers<ErasureTransaction> {
  return {
    'user.erased': async (event, tx) => {
      const userId = erasedUserId(event);
      if (userId) await eraseFromChallenges(tx, userId, withTeams);
    },
  };
}
