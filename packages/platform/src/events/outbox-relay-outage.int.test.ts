import type { EventEnvelope } from '@creators/contracts';
import assert from 'node:assert/strict';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, test } from '@jest/globals';
import { closeNats, connectNats } from './nats-connection.js';
import { OutboxRelay } from './outbox-relay.js';
import { pgTransaction } from './pg-transaction.js';
import { recordEvent } from './record-event.js';
import { silentLogger } from './testing/capture-logger.js';
import { readStream, streamMessageCount } from './testing/read-stream.js';
import { TcpProxy } from './testing/tcp-proxy.js';
import { createTestDatabase, type TestDatabase } from './testing/test-database.js';
import { createTestStream, NATS_URL, type TestStream } from './testing/test-nats.js';
import { waitFor } from './testing/wait-for.js';

let db: TestDatabase;
let nats: TestStream;

beforeAll(async () => {
  db = await createTestDatabase();
  nats = await createTestStream();
});
afterAll(async () => {
  await nats?.remove();
  await db?.drop();
});

const outboxRows = async () =>
  (
    await db.pool.query<{ id: string; published: boolean; attempts: number }>(
      'SELECT id, published_at IS NOT NULL AS published, attempts FROM outbox_events ORDER BY occurred_at, id',
    )
  ).rows;

test('the relay keeps events while NATS is unreachable and publishes each once when it is back', async () => {
  const target = new URL(NATS_URL);
  const proxy = await TcpProxy.create({ host: target.hostname, port: Number(target.port) });
  const giveUp = new AbortController();
  const connection = connectNats(proxy.url, 'outbox-outage-test', {
    logger: silentLogger,
    signal: giveUp.signal,
    retry: { initialMs: 100, maxMs: 500 },
  });
  connection.catch(() => undefined);
  const relay = new OutboxRelay({
    database: db.url,
    nats: connection,
    stream: nats.stream,
    subjectPrefix: nats.subjectPrefix,
    publishTimeoutMs: 1_000,
    retry: { initialMs: 100, maxMs: 1_000 },
    logger: silentLogger,
  });
  const transaction = pgTransaction(db.pool);
  const record = (count: number) =>
    transaction(async (tx) => {
      const events: EventEnvelope[] = [];
      for (let i = 0; i < count; i++) {
        events.push(
          await recordEvent(tx, 'user.registered', {
            userId: crypto.randomUUID(),
            role: 'student',
            firstName: `N${i}`,
          }),
        );
      }
      return events;
    });

  relay.start();
  try {
    // 1. NATS was never reachable: the relay waits for a first connection.
    const whileNeverConnected = await record(3);
    relay.wake();
    await sleep(1_000);
    assert.equal(await streamMessageCount(nats.jsm, nats.stream), 0);
    assert.ok((await outboxRows()).every((row) => !row.published));

    await proxy.up();
    await waitFor('the first events published', async () =>
      (await outboxRows()).every((row) => row.published),
    );
    assert.equal(await streamMessageCount(nats.jsm, nats.stream), 3);

    // 2. NATS goes away while connected: publishing fails, is retried with backoff, and the rows stay unpublished.
    await proxy.down();
    const whileDisconnected = await record(2);
    relay.wake();
    await waitFor('a failed publish attempt', async () =>
      (await outboxRows()).some((row) => row.attempts > 0),
    );
    assert.equal(await streamMessageCount(nats.jsm, nats.stream), 3);
    assert.equal((await outboxRows()).filter((row) => !row.published).length, 2);

    await proxy.up();
    await waitFor('every event published', async () => (await outboxRows()).every((row) => row.published));

    const recorded = [...whileNeverConnected, ...whileDisconnected];
    const stored = await readStream(nats.jsm, nats.stream);
    assert.deepEqual(
      stored.map((s) => s.envelope),
      recorded,
      'each event stored once, in order',
    );
  } finally {
    await relay.stop();
    giveUp.abort();
    await connection.then(
      (nc) => closeNats(nc),
      () => undefined,
    );
    await proxy.down();
  }
});
