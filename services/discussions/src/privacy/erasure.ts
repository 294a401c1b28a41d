import { EVENTS, type CommentSubjectType } from '@creators/contracts';
import { recordEvent, type EventHandlers, type SqlExecutor } from '@creators/platform';
import {
  erasedUserId,
  erasureConsumerName,
  scrubOutbox,
  tombstoneId,
} from '@creators/platform/privacy/erasure';

/** The durable consumer of user.erased in the discussions service (also its key in processed_events). */
export const ERASURE_CONSUMER = erasureConsumerName('discussions');

/** What erasing needs of the transaction: Prisma's raw SQL (a Prisma transaction client fits). */
export interface ErasureTransaction extends SqlExecutor {
  $queryRaw<T = unknown>(query: TemplateStringsArray, ...values: unknown[]): Promise<T>;
}

interface ErasedComment {
  id: string;
  subject_type: CommentSubjectType;
  subject_id: string;
  deleted_at: Date | null;
}

/**
 * The discussions service's part of erasure (docs/product.md §15), in one transaction, as when the person deletes
 * their comments themselves (§11.4): their replies go; a comment of theirs with replies by others stays as "This
 * comment was deleted." (its text emptied, its author a tombstone), one without replies goes. Each comment that was
 * still shown records comment.deleted, so open pages read the discussion again. The copies of the challenges and
 * projects they own name a tombstone instead; published outbox rows that mention them go. Running it again finds
 * nothing of theirs.
 */
export async function eraseFromDiscussions(tx: ErasureTransaction, userId: string): Promise<void> {
  const tombstone = tombstoneId();
  const gone: ErasedComment[] = [];
  // Replies first: a comment of theirs that only they replied to then has no replies left.
  gone.push(
    ...(await tx.$queryRaw<ErasedComment[]>`
      DELETE FROM comments WHERE author_id = ${userId}::uuid AND parent_id IS NOT NULL
      RETURNING id::text AS id, subject_type, subject_id::text AS subject_id, deleted_at`),
  );
  gone.push(
    ...(await tx.$queryRaw<ErasedComment[]>`
      DELETE FROM comments c
      WHERE c.author_id = ${userId}::uuid
        AND NOT EXISTS (SELECT 1 FROM comments r WHERE r.parent_id = c.id)
      RETURNING c.id::text AS id, c.subject_type, c.subject_id::text AS subject_id, c.deleted_at`),
  );
  const kept = await tx.$queryRaw<ErasedComment[]>`
    UPDATE comments c
    SET author_id = ${tombstone}::uuid, body = '', deleted_at = COALESCE(c.deleted_at, now()), updated_at = now()
    FROM (SELECT id, deleted_at FROM comments WHERE author_id = ${userId}::uuid) before
    WHERE c.id = before.id
    RETURNING c.id::text AS id, c.subject_type, c.subject_id::text AS subject_id, before.deleted_at`;
  for (const comment of [...gone, ...kept]) {
    if (comment.deleted_at !== null) continue;
    await recordEvent(tx, EVENTS.commentDeleted, {
      commentId: comment.id,
      subjectType: comment.subject_type,
      subjectId: comment.subject_id,
    });
  }
  await tx.$executeRaw`
    UPDATE subjects SET owner_ids = array_replace(owner_ids, ${userId}::uuid, ${tombstone}::uuid)
    WHERE ${userId}::uuid = ANY(owner_ids)`;
  await scrubOutbox(tx, userId);
}

export const erasureHandlers: EventHandlers<ErasureTransaction> = {
  'user.erased': async (event, tx) => {
    const userId = erasedUserId(event);
    if (userId) await eraseFromDiscussions(tx, userId);
  },
};
