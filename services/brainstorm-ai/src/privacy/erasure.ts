import type { EventHandlers, SqlExecutor } from '@creators/platform';
import { erasedUserId, erasureConsumerName, scrubOutbox } from '@creators/platform/privacy/erasure';

/** The durable consumer of user.erased in brainstorm-ai (also its key in processed_events). */
export const ERASURE_CONSUMER = erasureConsumerName('brainstorm-ai');

/** What else is forgotten with the rows: the person's jobs and counters in Redis (IslaJobsEraser). */
export type ForgetInRedis = (userId: string) => Promise<void>;

/**
 * brainstorm-ai's part of erasure (docs/product.md §15): the person's brainstorm sessions (their conversations with
 * Isla) are deleted, published outbox rows that mention them go, and `forget` removes what Redis holds of them
 * (their jobs, the audio of their speech jobs, their counters). Nothing else names them: staff have no way to read a
 * brainstorm. Running it again finds nothing.
 */
export function erasureHandlers(forget: ForgetInRedis = async () => undefined): EventHandlers<SqlExecutor> {
  return {
    'user.erased': async (event, tx) => {
      const userId = erasedUserId(event);
      if (!userId) return;
      await tx.$executeRaw`DELETE FROM brainstorm_sessions WHERE user_id = ${userId}::uuid`;
      await scrubOutbox(tx, userId);
      // Inside the transaction: if Redis is away the whole erasure is tried again later.
      await forget(userId);
    },
  };
}
