import assert from 'node:assert/strict';
import { afterAll, beforeAll, test } from '@jest/globals';
import { EventConsumer } from './event-consumer.js';
import { closeNats, connectNats } from './nats-connection.js';
import { silentLogger } from './testing/capture-logger.js';
import { TcpProxy } from './testing/tcp-proxy.js';
import { createTestStream, NATS_URL, type TestStream } from './testing/test-nats.js';
import { randomSuffix } from './testing/wait-for.js';

let nats: TestStream;

beforeAll(async () => {
  nats = await createTestStream();
});
afterAll(async () => {
  await nats?.remove();
});

const noDatabase = async <T>(fn: (tx: { $executeRaw: () => Promise<number> }) => Promise<T>) =>
  fn({ $executeRaw: async () => 1 });

test('stop() settles while the consumer is still attaching (NATS does not answer)', async () => {
  const target = new URL(NATS_URL);
  const proxy = await TcpProxy.create({ host: target.hostname, port: Number(target.port) });
  await proxy.up();
  const nc = await connectNats(proxy.url, 'consumer-stop-test', { logger: silentLogger });
  await proxy.down();
  const consumer = new EventConsumer({
    name: `test-stop-${randomSuffix()}`,
    nats: nc,
    stream: nats.stream,
    subjectPrefix: nats.subjectPrefix,
    transaction: noDatabase,
    logger: silentLogger,
    handlers: { 'brainstorm.completed': async () => undefined },
  });
  try {
    consumer.start();
    // Give it time to send its first JetStream API request, which nobody answers while the proxy is down.
    await new Promise((resolve) => setTimeout(resolve, 200));
    const stopped = consumer.stop().then(() => 'stopped' as const);
    // Requests made while disconnected wait for their own timeout; stop() must not.
    const outcome = await Promise.race([
      stopped,
      new Promise<'still waiting'>((resolve) => setTimeout(() => resolve('still waiting'), 4_000)),
    ]);
    assert.equal(outcome, 'stopped');
  } finally {
    await proxy.up();
    await closeNats(nc);
    await proxy.down();
  }
});

test('stop() right after start() settles, and stopping twice is harmless', async () => {
  const nc = await connectNats(NATS_URL, 'consumer-stop-test', { logger: silentLogger });
  try {
    for (const waitMs of [0, 1, 5, 20]) {
      const consumer = new EventConsumer({
        name: `test-stop-${randomSuffix()}`,
        nats: nc,
        stream: nats.stream,
        subjectPrefix: nats.subjectPrefix,
        transaction: noDatabase,
        logger: silentLogger,
        handlers: { 'brainstorm.completed': async () => undefined },
      });
      consumer.start();
      await new Promise((resolve) => setTimeout(resolve, waitMs));
      await consumer.stop();
      await consumer.stop();
    }
  } finally {
    await closeNats(nc);
  }
});
