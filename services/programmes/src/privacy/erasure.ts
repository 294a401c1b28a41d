import { type EventHandlers, type SqlExecutor } from '@creators/platform';
import {
  erasedUserId,
  erasureConsumerName,
  scrubOutbox,
  tombstoneId,
} from '@creators/platform/privacy/erasure';

/** The durable consumer of user.erased in the programmes service (also its key in processed_events). */
export const ERASURE_CONSUMER = erasureConsumerName('programmes');

/**
 * The programmes service's part of erasure (docs/product.md §15), in one transaction: the person leaves every
 * programme, roster and organiser list, their copy in the people read model and the announcements that reached them
 * go; announcements they posted and the audit entries of what they did stay, naming a tombstone. Running it again
 * finds nothing of theirs.
 */
export async function eraseFromProgrammes(tx: SqlExecutor, userId: string): Promise<void> {
  const tombstone = tombstoneId();
  await tx.$executeRaw`DELETE FROM programme_members WHERE user_id = ${userId}::uuid`;
  await tx.$executeRaw`DELETE FROM programme_organisers WHERE user_id = ${userId}::uuid`;
  await tx.$executeRaw`DELETE FROM people WHERE user_id = ${userId}::uuid`;
  await tx.$executeRaw`DELETE FROM announcement_recipients WHERE user_id = ${userId}::uuid`;
  await tx.$executeRaw`DELETE FROM roster_team_members WHERE user_id = ${userId}::uuid`;
  await tx.$executeRaw`
    UPDATE roster_teams SET mentor_ids = array_remove(mentor_ids, ${userId}::uuid)
    WHERE ${userId}::uuid = ANY(mentor_ids)`;
  await tx.$executeRaw`
    UPDATE roster_teams SET leader_id = ${tombstone}::uuid WHERE leader_id = ${userId}::uuid`;
  await tx.$executeRaw`UPDATE announcements SET posted_by = ${tombstone}::uuid WHERE posted_by = ${userId}::uuid`;
  await tx.$executeRaw`UPDATE programme_audit SET actor_id = ${tombstone}::uuid WHERE actor_id = ${userId}::uuid`;
  await tx.$executeRaw`DELETE FROM programme_judges WHERE user_id = ${userId}::uuid`;
  await tx.$executeRaw`DELETE FROM judging_assignments WHERE judge_id = ${userId}::uuid`;
  await tx.$executeRaw`DELETE FROM votes WHERE user_id = ${userId}::uuid`;
  await tx.$executeRaw`
    UPDATE scores SET judge_id = ${tombstone}::uuid, comment = NULL WHERE judge_id = ${userId}::uuid`;
  await tx.$executeRaw`
    UPDATE score_history SET judge_id = ${tombstone}::uuid, comment = NULL WHERE judge_id = ${userId}::uuid`;
  await tx.$executeRaw`UPDATE programmes SET created_by = ${tombstone}::uuid WHERE created_by = ${userId}::uuid`;
  await scrubOutbox(tx, userId);
}

export const erasureHandlers: EventHandlers<SqlExecutor> = {
  'user.erased': async (event, tx) => {
    const userId = erasedUserId(event);
    if (userId) await eraseFromProgrammes(tx, userId);
  },
};
