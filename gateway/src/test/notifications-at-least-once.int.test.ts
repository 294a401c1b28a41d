/**
 * Live notifications are delivered at least once: a gateway that dies after claiming an event and before sending
 * it (a child process killed with SIGKILL at that point) leaves the event to another gateway, which sends it once
 * the dead one's claim and JetStream's ack wait have run out.
 */
import { afterAll, beforeAll, test } from '@jest/globals';
import assert from 'node:assert/strict';
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import path from 'node:path';
import { headers } from '@nats-io/transport-node';
import { Redis } from 'ioredis';
import { eventSubject, type EventEnvelope } from '@creators/contracts';
import { createTestStream, NATS_URL, type TestStream } from '@creators/platform/events/testing/test-nats';
import { waitFor } from '@creators/platform/events/testing/wait-for';
import { GATEWAY_DIR } from '../config.js';
import type { LiveNotification } from '../notifications/notification.js';
import { createNotificationConsumer, type NotificationLog } from '../notifications/notification-consumer.js';
import { redisNotifiedEvents } from '../notifications/notified-events.js';
import { deleteRedisKeys } from './harness.js';

const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const ACK_WAIT_MS = 2_000;
const CONSUMER = `gateway-notifications-test-${randomBytes(4).toString('hex')}`;
const KEY_PREFIX = `gwtest:${randomBytes(4).toString('hex')}:notified`;

let stream: TestStream;
let redis: Redis;
let child: ChildProcess | undefined;

const quiet: NotificationLog = { debug() {}, info() {}, warn() {}, error() {} };

beforeAll(async () => {
  stream = await createTestStream();
  redis = new Redis(REDIS_URL);
});

afterAll(async () => {
  child?.kill('SIGKILL');
  redis?.disconnect();
  await deleteRedisKeys(REDIS_URL, `${KEY_PREFIX}:*`);
  await stream?.remove();
});

/** Starts the dying gateway and collects what it prints. */
function startCrashingNotifier(): { output: () => string } {
  let output = '';
  child = spawn(process.execPath, [path.join(GATEWAY_DIR, 'dist', 'test', 'crashing-notifier.js')], {
    env: {
      ...process.env,
      NATS_URL,
      REDIS_URL,
      STREAM: stream.stream,
      SUBJECT_PREFIX: stream.subjectPrefix,
      CONSUMER,
      KEY_PREFIX,
      ACK_WAIT_MS: String(ACK_WAIT_MS),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  return { output: () => output };
}

test('an event claimed by a gateway that died before sending it is sent by another gateway, once', async () => {
  const dying = startCrashingNotifier();
  // The durable consumer delivers new events only: publish once the dying gateway is attached.
  await waitFor('the dying gateway to consume', () => /event consumer: consuming/.test(dying.output()));

  // What identity records when it stored a notification (the gateway relays it).
  const notification = {
    id: randomUUID(),
    type: 'team.member_joined',
    createdAt: new Date().toISOString(),
    data: { teamId: randomUUID(), teamName: 'Alpha', userId: randomUUID(), leaderId: randomUUID() },
  };
  const joined: EventEnvelope<'notification.created'> = {
    id: randomUUID(),
    name: 'notification.created',
    occurredAt: new Date().toISOString(),
    payload: { audience: { kind: 'users', userIds: [notification.data.leaderId] }, notification },
  };
  const h = headers();
  h.set('Nats-Msg-Id', joined.id);
  stream.nc.publish(eventSubject(joined.name, stream.subjectPrefix), JSON.stringify(joined), { headers: h });

  await waitFor('the dying gateway to claim the event', () =>
    dying.output().includes(`claimed ${joined.id}`),
  );
  child!.kill('SIGKILL');
  await new Promise((resolve) => child!.once('exit', resolve));
  assert.ok(!dying.output().includes('sent to'), 'the dead gateway sent nothing');
  assert.equal(await redis.get(`${KEY_PREFIX}:${joined.id}`), 'claimed', 'its claim is left behind');

  // Another gateway: the same durable consumer, the same Redis keys.
  const sent: LiveNotification[] = [];
  const survivor = createNotificationConsumer({
    name: CONSUMER,
    nats: stream.nc,
    stream: stream.stream,
    subjectPrefix: stream.subjectPrefix,
    ackWaitMs: ACK_WAIT_MS,
    retryDelayMs: () => 250,
    sender: {
      notifyUsers: (_userIds, _event, payload) => sent.push(payload as LiveNotification),
      notifySignedIn: () => undefined,
      notifyPageViewers: () => undefined,
      endSessionRooms: () => undefined,
      forgetSessionsOf: () => undefined,
    },
    notified: redisNotifiedEvents(redis, KEY_PREFIX, 600, ACK_WAIT_MS / 1000),
    log: quiet,
  });
  survivor.start();
  try {
    await waitFor('the surviving gateway to send it', () => sent.length > 0, { timeoutMs: 30_000 });
    assert.equal(await redis.get(`${KEY_PREFIX}:${joined.id}`), 'sent');
    await waitFor('the event to be acknowledged', async () => {
      const info = await stream.jsm.consumers.info(stream.stream, CONSUMER);
      return info.num_pending === 0 && info.num_ack_pending === 0;
    });

    // The same event published again (a relay retrying after a lost ack) is not sent twice.
    stream.nc.publish(eventSubject(joined.name, stream.subjectPrefix), JSON.stringify(joined));
    await waitFor('the copy to be acknowledged', async () => {
      const info = await stream.jsm.consumers.info(stream.stream, CONSUMER);
      return info.delivered.stream_seq >= 2 && info.num_ack_pending === 0 && info.num_pending === 0;
    });
    assert.deepEqual(sent, [notification]);
  } finally {
    await survivor.stop();
  }
});
