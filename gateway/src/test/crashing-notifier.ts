/**
 * A gateway's notification consumer that dies between claiming an event and sending it: spawned by
 * notifications-at-least-once.int.test.ts, which kills it (SIGKILL) once it prints `claimed <event id>`. It never
 * sends and never acknowledges. Configured by the environment the test gives it.
 */
import { Redis } from 'ioredis';
import { connectNats } from '@creators/platform';
import { createNotificationConsumer, type NotificationLog } from '../notifications/notification-consumer.js';
import { redisNotifiedEvents, type NotifiedEvents } from '../notifications/notified-events.js';

const env = (name: string): string => {
  const value = process.env[name];
  if (!value) throw new Error(`${name} is not set`);
  return value;
};

const print = (line: string) => process.stdout.write(`${line}\n`);
const log: NotificationLog = {
  debug: () => undefined,
  info: (obj, msg) => print(`${msg ?? ''} ${JSON.stringify(obj)}`),
  warn: (obj, msg) => print(`${msg ?? ''} ${JSON.stringify(obj)}`),
  error: (obj, msg) => print(`${msg ?? ''} ${JSON.stringify(obj)}`),
};

const ackWaitMs = Number(env('ACK_WAIT_MS'));
const redis = new Redis(env('REDIS_URL'));
const notified = redisNotifiedEvents(redis, env('KEY_PREFIX'), 600, ackWaitMs / 1000);
const dying: NotifiedEvents = {
  ...notified,
  async claim(eventId) {
    const claim = await notified.claim(eventId);
    if (claim !== 'claimed') return claim;
    print(`claimed ${eventId}`);
    // The process is about to be killed: it never gets to send.
    return new Promise<never>(() => undefined);
  },
};

createNotificationConsumer({
  name: env('CONSUMER'),
  nats: connectNats(env('NATS_URL'), 'crashing-notifier', { logger: log }),
  stream: env('STREAM'),
  subjectPrefix: env('SUBJECT_PREFIX'),
  ackWaitMs,
  sender: {
    notifyUsers: (userIds) => print(`sent to ${userIds.join(',')}`),
    notifySignedIn: () => print('sent to everyone'),
    notifyPageViewers: () => undefined,
    endSessionRooms: () => undefined,
    forgetSessionsOf: () => undefined,
  },
  notified: dying,
  log,
}).start();
