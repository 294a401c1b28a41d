import { eventSubject } from '@creators/contracts';
import { jetstream } from '@nats-io/jetstream';
import assert from 'node:assert/strict';
import { afterAll, beforeAll, test } from '@jest/globals';
import { encodeEnvelope } from './envelope.js';
import { EventConsumer } from './event-consumer.js';
import { nextEventId } from './event-id.js';
import { closeNats, connectNats } from './nats-connection.js';
import { pgTransaction } from './pg-transaction.js';
import { silentLogger } from './testing/capture-logger.js';
import { TcpProxy } from './testing/tcp-proxy.js';
import { createTestDatabase, type TestDatabase } from './testing/test-database.js';
import { createTestStream, NATS_URL, type TestStream } from './testing/test-nats.js';
import { randomSuffix, waitFor } from './testing/wait-for.js';

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

// Messages that nats-server 2.9 hands to a pull request of the lost connection count as delivered: they come back
// only when their ack wait runs out, possibly out of order. A short ack wait keeps this test quick.
test('a consumer cut off from NATS gets every event, once, after NATS is back', async () => {
  const target = new URL(NATS_URL);
  const proxy = await TcpProxy.create({ host: target.hostname, port: Number(target.port) });
  await proxy.up();
  const nc = await connectNats(proxy.url, 'consumer-outage-test', { logger: silentLogger });
  const handled: string[] = [];
  const consumer = new EventConsumer({
    name: `test-outage-${randomSuffix()}`,
    nats: nc,
    stream: nats.stream,
    subjectPrefix: nats.subjectPrefix,
    transaction: pgTransaction(db.pool),
    logger: silentLogger,
    ackWaitMs: 3_000,
    handlers: {
      'brainstorm.completed': async (event) => {
        handled.push(event.id);
      },
    },
  });
  const js = jetstream(nats.nc);
  const publish = async () => {
    const { id, timestampMs } = nextEventId();
    const envelope = {
      id,
      name: 'brainstorm.completed' as const,
      occurredAt: new Date(timestampMs).toISOString(),
      payload: { userId: 'u', challengeId: 'c' },
    };
    await js.publish(eventSubject(envelope.name, nats.subjectPrefix), encodeEnvelope(envelope), {
      msgID: id,
    });
    return id;
  };

  consumer.start();
  try {
    const before = await publish();
    await waitFor('the event before the outage', () => handled.includes(before));

    await proxy.down();
    const during = [await publish(), await publish()];
    await proxy.up();
    await waitFor(
      'the events published during the outage',
      () => during.every((id) => handled.includes(id)),
      { timeoutMs: 90_000 },
    );
    assert.deepEqual([...handled].sort(), [before, ...during].sort());
  } finally {
    await consumer.stop();
    await closeNats(nc);
    await proxy.down();
  }
});
