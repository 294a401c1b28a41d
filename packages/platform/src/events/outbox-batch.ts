import { eventSubject, type EventEnvelope, type EventName } from '@creators/contracts';
import type { JetStreamClient } from '@nats-io/jetstream';
import type { Pool, PoolClient } from 'pg';
import { encodeEnvelope } from './envelope.js';
import { watchClientErrors } from './pg-client-errors.js';

export interface OutboxBatchOptions {
  stream: string;
  subjectPrefix: string;
  batchSize: number;
  publishTimeoutMs: number;
}

export interface OutboxBatchResult {
  published: number;
  /** The batch was full: more rows are probably waiting. */
  more: boolean;
  /** Why publishing stopped early; the rows from the failed one on stay unpublished for the next try. */
  failure?: unknown;
}

interface OutboxRow {
  id: string;
  name: EventName;
  payload: EventEnvelope['payload'];
  occurred_at: Date;
}

/**
 * Only one relay per database publishes at a time, so events leave in (occurred_at, id) order even when a
 * service runs several instances; the others find the lock taken and try again at their next poll.
 * Advisory locks are per database, and each service has its own.
 */
const RELAY_LOCK_KEY = '7308617555183792236';

/**
 * Publishes the oldest unpublished outbox rows, one at a time and in order, with the row id as the JetStream
 * message id (JetStream drops a duplicate of a message it already stored within its duplicate window), and
 * marks the published ones in the same transaction that locked them.
 */
export async function publishOutboxBatch(
  pool: Pool,
  js: JetStreamClient,
  options: OutboxBatchOptions,
): Promise<OutboxBatchResult> {
  const client = await pool.connect();
  // The client waits for JetStream between its queries: the server may end the connection meanwhile.
  const watch = watchClientErrors(client);
  let broken: Error | undefined;
  try {
    await client.query('BEGIN');
    const result = await publishLocked(client, js, options);
    await client.query('COMMIT');
    return result;
  } catch (err) {
    broken = err instanceof Error ? err : new Error(String(err));
    await client.query('ROLLBACK').catch(() => undefined);
    throw err;
  } finally {
    watch.stop();
    client.release(broken ?? watch.error);
  }
}

async function publishLocked(
  client: PoolClient,
  js: JetStreamClient,
  options: OutboxBatchOptions,
): Promise<OutboxBatchResult> {
  const lock = await client.query<{ locked: boolean }>(
    'SELECT pg_try_advisory_xact_lock($1::bigint) AS locked',
    [RELAY_LOCK_KEY],
  );
  if (!lock.rows[0]?.locked) return { published: 0, more: false };

  // SKIP LOCKED: a row someone else holds is never waited for nor published twice at the same time.
  const { rows } = await client.query<OutboxRow>(
    `SELECT id, name, payload, occurred_at FROM outbox_events
     WHERE published_at IS NULL
     ORDER BY occurred_at, id
     LIMIT $1
     FOR UPDATE SKIP LOCKED`,
    [options.batchSize],
  );

  const published: string[] = [];
  let failure: unknown;
  for (const row of rows) {
    const envelope: EventEnvelope = {
      id: row.id,
      name: row.name,
      occurredAt: row.occurred_at.toISOString(),
      payload: row.payload,
    };
    try {
      await js.publish(eventSubject(row.name, options.subjectPrefix), encodeEnvelope(envelope), {
        msgID: row.id,
        timeout: options.publishTimeoutMs,
        expect: { streamName: options.stream },
      });
      published.push(row.id);
    } catch (err) {
      failure = err;
      await client.query('UPDATE outbox_events SET attempts = attempts + 1 WHERE id = $1', [row.id]);
      break;
    }
  }
  if (published.length > 0) {
    await client.query('UPDATE outbox_events SET published_at = now() WHERE id = ANY($1::uuid[])', [
      published,
    ]);
  }
  return {
    published: published.length,
    more: failure === undefined && rows.length === options.batchSize,
    failure,
  };
}
