import assert from 'node:assert/strict';
import { EventEmitter } from 'node:events';
import { describe, it } from '@jest/globals';
import type { JetStreamClient } from '@nats-io/jetstream';
import type { Pool } from 'pg';
import { publishOutboxBatch } from './outbox-batch.js';
import { pgTransaction } from './pg-transaction.js';

/** What PostgreSQL sends a connection when it shuts down (`pg_ctl stop -m fast`). */
const terminated = () =>
  Object.assign(new Error('terminating connection due to administrator command'), {
    severity: 'FATAL',
    code: '57P01',
  });

/**
 * A pool with one client that, like pg's, emits 'error' when its connection ends between queries (and throws that
 * emit at whoever emits it when nobody listens) and fails every query after that.
 */
function fakePool(rows: object[] = []) {
  const client = Object.assign(new EventEmitter(), {
    ended: null as Error | null,
    released: [] as unknown[],
    queries: [] as string[],
    async query(sql: string) {
      client.queries.push(sql.trim().split(/\s+/).slice(0, 2).join(' '));
      if (client.ended) throw new Error('Client has encountered a connection error and is not queryable');
      if (sql.includes('pg_try_advisory_xact_lock')) return { rows: [{ locked: true }], rowCount: 1 };
      if (sql.includes('FROM outbox_events')) return { rows, rowCount: rows.length };
      return { rows: [], rowCount: 0 };
    },
    release(err?: unknown) {
      client.released.push(err);
    },
    /** The server ends the connection: pg emits the error from its socket's handler, on a later turn. */
    end() {
      return new Promise<void>((resolve) =>
        setImmediate(() => {
          client.ended = terminated();
          try {
            client.emit('error', client.ended);
          } finally {
            resolve();
          }
        }),
      );
    },
  });
  return { client, pool: { connect: async () => client } as unknown as Pool };
}

const row = (id: string) => ({ id, name: 'team.created', payload: { teamId: id }, occurred_at: new Date() });
const options = { stream: 'EVENTS', subjectPrefix: '', batchSize: 10, publishTimeoutMs: 1_000 };

describe('a pooled connection ended by the server while in use', () => {
  it('does not crash the outbox relay waiting for JetStream; the client is destroyed, the rows stay unpublished', async () => {
    const { client, pool } = fakePool([row('e1'), row('e2')]);
    const js = {
      publish: async () => {
        await client.end(); // PostgreSQL shuts down while the relay waits for the stream's ack
        return { seq: 1 };
      },
    } as unknown as JetStreamClient;
    await assert.rejects(publishOutboxBatch(pool, js, options), /not queryable/);
    assert.equal(client.listenerCount('error'), 0, 'the listener is removed');
    assert.equal(client.released.length, 1);
    assert.ok(client.released[0] instanceof Error, 'released with an error: destroyed, not pooled');
    assert.ok(!client.queries.includes('COMMIT'), 'nothing was committed');
  });

  it('does not crash a consumer transaction waiting between its queries', async () => {
    const { client, pool } = fakePool();
    const run = pgTransaction(pool);
    await assert.rejects(
      run(async (tx) => {
        await tx.$executeRaw`INSERT INTO processed_events (event_id) VALUES (${'e1'})`;
        await client.end();
        await tx.$executeRaw`UPDATE teams SET progress = 60`;
      }),
      /not queryable/,
    );
    assert.equal(client.listenerCount('error'), 0);
    assert.deepEqual(client.released.length, 1);
    assert.ok(client.released[0] instanceof Error);
  });

  it('releases a client that did its work to the pool as it was', async () => {
    const { client, pool } = fakePool();
    assert.equal(await pgTransaction(pool)(async () => 'done'), 'done');
    assert.deepEqual(client.released, [undefined]);
    assert.equal(client.listenerCount('error'), 0);
  });
});
