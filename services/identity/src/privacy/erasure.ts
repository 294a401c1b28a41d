import type { EventEnvelope } from '@creators/contracts';
import type { EventHandlers, SqlExecutor } from '@creators/platform';
import {
  erasedUserId,
  erasureConsumerName,
  scrubOutbox,
  tombstoneId,
} from '@creators/platform/privacy/erasure';
import { revokeCredentialsOfErased } from '../credentials/programme-badges.js';

/** The durable consumer of user.erased in identity (also its key in processed_events). */
export const ERASURE_CONSUMER = erasureConsumerName('identity');

/** What erasing needs of the transaction: Prisma's raw SQL (a Prisma transaction client fits). */
export interface ErasureTransaction extends SqlExecutor {
  $queryRaw<T = unknown>(query: TemplateStringsArray, ...values: unknown[]): Promise<T>;
}

/**
 * Identity's part of erasure (docs/product.md §15), once the account itself is gone (AccountService.deleteMyAccount
 * deleted the user row, its sessions, badges, availability and reset links in the transaction that recorded
 * user.erased; a row left over is deleted here too):
 * - reports the person made are deleted; reports about them (a person report) keep their reason for staff but name a
 *   tombstone instead of them, and so does whatever staff resolved;
 * - their notifications, reads and notification preferences are deleted; other people's notifications about them
 *   name a tombstone instead, without their name;
 * - the audit log and cohort codes keep their entries, with a tombstone as actor, subject or creator;
 * - their programme memberships are deleted; the new challenges kept for the daily digests no longer name them as
 *   author (the challenge stays news for the others);
 * - the credentials of their badges are revoked and no longer name them (a downloaded one verifies as revoked);
 * - published outbox rows that mention the person go, up to and including user.erased itself.
 * Nothing is published. Running it again finds nothing left to change.
 */
export async function eraseFromIdentity(
  tx: ErasureTransaction,
  userId: string,
  event: Pick<EventEnvelope, 'id' | 'occurredAt'>,
): Promise<void> {
  const tombstone = tombstoneId();
  await tx.$executeRaw`DELETE FROM sessions WHERE sess ->> 'userId' = ${userId}`;
  await tx.$executeRaw`DELETE FROM users WHERE id = ${userId}::uuid`;
  // Their badges went with the user row; the credentials issued for them are revoked (docs/product.md §17.4).
  await revokeCredentialsOfErased(tx, userId, event.occurredAt);
  // The inbox (docs/product.md "Notification inbox"): their copies, their reads of broadcasts, their settings (gone
  // with the user row too), and the broadcasts' exceptions naming them. Notifications nobody holds any more go.
  await tx.$executeRaw`DELETE FROM notification_recipients WHERE user_id = ${userId}::uuid`;
  await tx.$executeRaw`DELETE FROM broadcast_reads WHERE user_id = ${userId}::uuid`;
  await tx.$executeRaw`DELETE FROM notification_settings WHERE user_id = ${userId}::uuid`;
  await tx.$executeRaw`
    UPDATE notifications SET except_user_ids = array_remove(except_user_ids, ${userId}::uuid)
    WHERE ${userId}::uuid = ANY(except_user_ids)`;
  // Other people's notifications that name them (a join, a mention): a tombstone instead of their id, and no name.
  await tx.$executeRaw`
    UPDATE notifications
    SET data = replace((data - 'userName' - 'authorName')::text, ${userId}, ${tombstone})::jsonb
    WHERE data::text LIKE ${`%${userId}%`}`;
  await tx.$executeRaw`
    DELETE FROM notifications n WHERE NOT n.broadcast
      AND NOT EXISTS (SELECT 1 FROM notification_recipients r WHERE r.notification_id = n.id)`;
  await tx.$executeRaw`DELETE FROM reports WHERE reporter_id = ${userId}::uuid`;
  await tx.$executeRaw`
    UPDATE reports
    SET item_id = ${tombstone}::uuid,
        open_key = CASE WHEN open_key IS NULL THEN NULL ELSE replace(open_key, ${userId}, ${tombstone}) END
    WHERE item_type = 'person' AND item_id = ${userId}::uuid`;
  await tx.$executeRaw`UPDATE reports SET resolved_by = ${tombstone}::uuid WHERE resolved_by = ${userId}::uuid`;
  await tx.$executeRaw`UPDATE moderation_actions SET actor_id = ${tombstone}::uuid WHERE actor_id = ${userId}::uuid`;
  await tx.$executeRaw`
    UPDATE moderation_actions SET subject_user_id = ${tombstone}::uuid WHERE subject_user_id = ${userId}::uuid`;
  await tx.$executeRaw`UPDATE moderation_actions SET item_id = ${tombstone}::uuid WHERE item_id = ${userId}::uuid`;
  await tx.$executeRaw`
    UPDATE moderation_actions SET details = replace(details::text, ${userId}, ${tombstone})::jsonb
    WHERE details::text LIKE ${`%${userId}%`}`;
  await tx.$executeRaw`UPDATE cohort_codes SET created_by = ${tombstone}::uuid WHERE created_by = ${userId}::uuid`;
  await tx.$executeRaw`DELETE FROM programme_members WHERE user_id = ${userId}::uuid`;
  await tx.$executeRaw`UPDATE challenge_notices SET created_by = NULL WHERE created_by = ${userId}::uuid`;
  await scrubOutbox(tx, userId, event);
}

/** What else is forgotten with the rows: mail jobs of the person that BullMQ still holds (ErasedAccountKeys). */
export type ForgetInRedis = (userId: string) => Promise<void>;

export function erasureHandlers(
  forget: ForgetInRedis = async () => undefined,
): EventHandlers<ErasureTransaction> {
  return {
    'user.erased': async (event, tx) => {
      const userId = erasedUserId(event);
      if (!userId) return;
      await eraseFromIdentity(tx, userId, event);
      await forget(userId);
    },
  };
}
