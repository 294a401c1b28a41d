import { Redis } from 'ioredis';
import type { EventEnvelope } from '@creators/contracts';
import {
  closeNats,
  connectNats,
  EventConsumer,
  type SqlExecutor,
  type WatchedConsumer,
} from '@creators/platform';
import { deleteKeysMatching, erasedUserId, erasureConsumerName } from '@creators/platform/privacy/erasure';
import type { GatewayConfig } from '../config.js';
import { withoutDatabase, type NotificationLog } from '../notifications/notification-consumer.js';
import type { SessionResolver } from '../session/resolver.js';

/** The gateway's durable consumer of user.erased, shared by every gateway instance (each event is handled once). */
export const GATEWAY_ERASURE_CONSUMER = erasureConsumerName('gateway');

export interface ErasureDependencies {
  /** Every key whose name contains the pattern's id goes (SCAN, UNLINK). */
  redis: Pick<Redis, 'scan' | 'unlink'>;
  /** The session lookups this instance remembers. */
  resolver: Pick<SessionResolver, 'forgetUser'>;
  log: Pick<NotificationLog, 'info'>;
}

/**
 * Erasure in Redis (docs/product.md §15): every key that names the erased person's id goes, whichever service made
 * it and under whichever prefix (creation limits, Isla's quotas and queue caps, sign-in and reset limits by user,
 * anything added later), and this instance forgets the session lookups it remembers of them (other instances' go
 * within seconds: SESSION_CACHE_MS; their sessions were deleted with the account). Keys named by the e-mail address
 * are deleted by identity, the only one that knows it; data inside BullMQ jobs by the services that own the queues.
 * Deleting twice deletes nothing more: no claim needed.
 */
export async function eraseFromGateway(event: EventEnvelope<'user.erased'>, deps: ErasureDependencies) {
  const userId = erasedUserId(event);
  if (!userId) return 0;
  deps.resolver.forgetUser?.(userId);
  const deleted = await deleteKeysMatching(deps.redis, `*${userId}*`);
  deps.log.info({ eventId: event.id, deleted }, 'erasure: Redis keys of the person deleted');
  return deleted;
}

export interface GatewayErasure {
  consumer: WatchedConsumer;
  stop(): Promise<void>;
}

type ErasureConfig = Pick<
  GatewayConfig,
  'NATS_URL' | 'NATS_USER' | 'NATS_PASSWORD' | 'REDIS_URL' | 'NATS_SUBJECT_PREFIX' | 'EVENT_STREAM'
>;

/**
 * Starts the gateway's consumer of user.erased: a NATS connection and a Redis client of its own (neither blocks
 * start-up). Durable and created to read the whole stream, so an erasure recorded while every gateway was down, or
 * before this consumer existed, is applied when one is up; while Redis is away the event is delivered again later.
 */
export function startGatewayErasure(
  config: ErasureConfig,
  resolver: Pick<SessionResolver, 'forgetUser'>,
  log: NotificationLog,
): GatewayErasure {
  const redis = new Redis(config.REDIS_URL, { enableOfflineQueue: false, maxRetriesPerRequest: 1 });
  let redisDown = false;
  redis.on('error', (err: Error) => {
    if (!redisDown) log.warn({ err }, 'erasure: Redis connection error');
    redisDown = true;
  });
  redis.on('ready', () => (redisDown = false));

  const abort = new AbortController();
  const nats = connectNats(config.NATS_URL, 'gateway-erasure', {
    logger: log,
    signal: abort.signal,
    auth: { user: config.NATS_USER, password: config.NATS_PASSWORD },
  });
  nats.catch(() => undefined);

  const consumer = new EventConsumer<SqlExecutor>({
    name: GATEWAY_ERASURE_CONSUMER,
    nats,
    stream: config.EVENT_STREAM,
    subjectPrefix: config.NATS_SUBJECT_PREFIX,
    // No database: deleting keys is idempotent by itself.
    transaction: withoutDatabase,
    handlers: {
      'user.erased': async (event) => {
        await eraseFromGateway(event, { redis, resolver, log });
      },
    },
    logger: log,
  });
  consumer.start();

  let stopping: Promise<void> | null = null;
  return {
    consumer,
    stop: () =>
      (stopping ??= (async () => {
        await consumer.stop();
        abort.abort();
        const nc = await nats.catch(() => null);
        if (nc) await closeNats(nc);
        await redis.quit().catch(() => redis.disconnect());
      })()),
  };
}
