import { randomUUID } from 'node:crypto';
import type { EventEnvelope } from '@creators/contracts';
import type { Redis } from 'ioredis';
import { isUuid } from '../database/uuid.js';
import type { SqlExecutor } from '../events/sql-executor.js';
import type { JobQueue } from '../queues/queue.js';

/**
 * Erasure (docs/product.md §15): when a person deletes their account, identity records `user.erased` { userId } and
 * every service erases or anonymises its rows of that person in its own durable consumer `<service>-erasure`,
 * once (processed_events) and idempotently. These are the pieces every service's consumer shares.
 */

/** The durable consumer of `user.erased` in a service (also its key in processed_events). */
export const erasureConsumerName = (service: string) => `${service}-erasure`;

/**
 * A fresh random id that stands where the erased person's id stood when another person's data must keep a
 * reference (a team's member, a challenge that has teams): no lookup resolves it, so pages show "a deleted
 * member", and the person's own id appears in no table. One per service and erasure, so rows of one service that
 * belonged together (a membership and a leadership) still point at the same tombstone.
 */
export const tombstoneId = (): string => randomUUID();

/** The erased person's id from a user.erased event; null (nothing to do) when it is not a uuid. */
export function erasedUserId(event: EventEnvelope<'user.erased'>): string | null {
  const userId = event.payload?.userId;
  return typeof userId === 'string' && isUuid(userId) ? userId.toLowerCase() : null;
}

/**
 * Deletes the service's outbox rows whose payload mentions `userId`: they are history, already delivered (the
 * relay prunes published rows later anyway). Only published rows go, so an event still waiting for the relay is
 * never lost; `through` (identity, which records user.erased itself) also takes the rows up to and including that
 * event, which the relay has published in order by the time the event is delivered (a row it is still marking is
 * waited for, as the relay holds it locked). Returns how many went.
 */
export async function scrubOutbox(
  tx: SqlExecutor,
  userId: string,
  through?: Pick<EventEnvelope, 'id' | 'occurredAt'>,
): Promise<number> {
  if (!isUuid(userId)) return 0;
  const pattern = `%${userId.toLowerCase()}%`;
  if (!through) {
    return tx.$executeRaw`
      DELETE FROM outbox_events WHERE published_at IS NOT NULL AND payload::text LIKE ${pattern}`;
  }
  return tx.$executeRaw`
    DELETE FROM outbox_events
    WHERE payload::text LIKE ${pattern}
      AND (published_at IS NOT NULL
        OR (occurred_at, id) <= (${through.occurredAt}::timestamptz, ${through.id}::uuid))`;
}

/** `text` with Redis glob characters escaped, for a SCAN MATCH pattern that must match it literally. */
export function escapeRedisGlob(text: string): string {
  return text.replace(/[*?[\]\\]/g, (c) => `\\${c}`);
}

/**
 * Deletes every key matching the SCAN pattern (SCAN, never KEYS; UNLINK frees them in the background); returns how
 * many went. For erasure only: a whole keyspace scan is fine for an event that happens rarely.
 */
export async function deleteKeysMatching(
  redis: Pick<Redis, 'scan' | 'unlink'>,
  pattern: string,
): Promise<number> {
  let cursor = '0';
  let deleted = 0;
  do {
    const [next, keys] = await redis.scan(cursor, 'MATCH', pattern, 'COUNT', 1000);
    if (keys.length > 0) deleted += await redis.unlink(...keys);
    cursor = next;
  } while (cursor !== '0');
  return deleted;
}

/** The job states whose jobs erasure looks through (an active job is locked by its worker: it cannot be removed). */
const JOB_STATES = [
  'completed',
  'failed',
  'wait',
  'delayed',
  'prioritized',
  'waiting-children',
  'active',
] as const;
/** Jobs read per round trip. */
const JOB_BATCH = 200;

/** What removeJobsWhere needs of a BullMQ queue. */
export type ErasableQueue = Pick<JobQueue, 'getJobs' | 'remove'>;

/**
 * Removes a queue's jobs whose data `matches` (a person's, on erasure), finished ones included: BullMQ keeps
 * completed and failed jobs for a while, with their data. Active jobs cannot be removed (their worker holds them);
 * they are counted in `busy` and finish as usual. Returns the removed job ids.
 */
export async function removeJobsWhere(
  queue: ErasableQueue,
  matches: (data: unknown) => boolean,
): Promise<{ removed: string[]; busy: number }> {
  const found = new Map<string, boolean>();
  for (const state of JOB_STATES) {
    for (let start = 0; ; start += JOB_BATCH) {
      const jobs = await queue.getJobs([state], start, start + JOB_BATCH - 1, true);
      for (const job of jobs)
        if (job?.id !== undefined && matches(job.data)) found.set(job.id, state === 'active');
      if (jobs.length < JOB_BATCH) break;
    }
  }
  const removed: string[] = [];
  let busy = 0;
  for (const [id, active] of found) {
    if (active) {
      busy += 1;
      continue;
    }
    // 0 when it went meanwhile; a job that became active meanwhile is locked and refused.
    const gone = await queue.remove(id).catch(() => -1);
    if (gone === 1) removed.push(id);
    else if (gone === -1) busy += 1;
  }
  return { removed, busy };
}

/** Whether a job's data is an object whose `field` is `value` (ignoring case: ids and addresses). */
export const jobDataNames = (data: unknown, field: string, value: string): boolean =>
  typeof data === 'object' &&
  data !== null &&
  typeof (data as Record<string, unknown>)[field] === 'string' &&
  ((data as Record<string, unknown>)[field] as string).toLowerCase() === value.toLowerCase();
