import { Redis } from 'ioredis';
import { closeNats, connectNats, type WatchedConsumer } from '@creators/platform';
import type { GatewayConfig } from '../config.js';
import {
  createNotificationConsumer,
  NOTIFICATION_ACK_WAIT_MS,
  type NotificationLog,
  type NotificationSender,
} from './notification-consumer.js';
import { redisNotifiedEvents } from './notified-events.js';

export interface LiveNotifications {
  /** The durable consumer (its lag is in the metrics). */
  consumer: WatchedConsumer;
  stop(): Promise<void>;
}

type NotificationsConfig = Pick<
  GatewayConfig,
  | 'NATS_URL'
  | 'NATS_USER'
  | 'NATS_PASSWORD'
  | 'REDIS_URL'
  | 'NATS_SUBJECT_PREFIX'
  | 'EVENT_STREAM'
  | 'NOTIFICATIONS_CONSUMER'
  | 'NOTIFICATIONS_REDIS_KEY'
  | 'NOTIFICATIONS_DEDUPE_TTL_SECONDS'
>;

/**
 * Starts the live notifications: a NATS connection of their own (connecting in the background, never
 * blocking start-up), the durable consumer, and the Redis client that remembers notified event ids.
 */
export function startLiveNotifications(
  config: NotificationsConfig,
  sender: NotificationSender,
  log: NotificationLog,
): LiveNotifications {
  // Fails fast while Redis is away (no offline queue): the event is then redelivered later, not held up.
  const redis = new Redis(config.REDIS_URL, { enableOfflineQueue: false, maxRetriesPerRequest: 1 });
  let redisDown = false;
  redis.on('error', (err: Error) => {
    if (!redisDown) log.warn({ err }, 'notifications: Redis connection error');
    redisDown = true;
  });
  redis.on('ready', () => (redisDown = false));

  const abort = new AbortController();
  const nats = connectNats(config.NATS_URL, 'gateway-notifications', {
    logger: log,
    signal: abort.signal,
    auth: { user: config.NATS_USER, password: config.NATS_PASSWORD },
  });
  nats.catch(() => undefined);

  const consumer = createNotificationConsumer({
    name: config.NOTIFICATIONS_CONSUMER,
    nats,
    stream: config.EVENT_STREAM,
    subjectPrefix: config.NATS_SUBJECT_PREFIX,
    sender,
    notified: redisNotifiedEvents(
      redis,
      config.NOTIFICATIONS_REDIS_KEY,
      config.NOTIFICATIONS_DEDUPE_TTL_SECONDS,
      NOTIFICATION_ACK_WAIT_MS / 1000,
    ),
    log,
  });
  consumer.start();

  let stopping: Promise<void> | null = null;
  return {
    consumer,
    stop: () =>
      (stopping ??= (async () => {
        // The event in hand is finished first; events fetched ahead are redelivered to another instance.
        await consumer.stop();
        abort.abort();
        const nc = await nats.catch(() => null);
        if (nc) await closeNats(nc);
        await redis.quit().catch(() => redis.disconnect());
      })()),
  };
}
