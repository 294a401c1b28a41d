import type { Redis } from 'ioredis';

/**
 * Which events have been notified already, so that a redelivered event (or one published twice) is not sent
 * again. Shared by every gateway instance.
 */
export interface NotifiedEvents {
  /** True when this call claimed the event (notify it now); false when it was claimed before (skip it). */
  claim(eventId: string): Promise<boolean>;
  /** Gives a claim back (sending failed), so that the redelivery notifies it. */
  release(eventId: string): Promise<void>;
}

/** `SET <prefix>:<eventId> 1 NX EX <ttl>` in Redis: the first instance to set the key notifies the event. */
export function redisNotifiedEvents(redis: Redis, keyPrefix: string, ttlSeconds: number): NotifiedEvents {
  const key = (eventId: string) => `${keyPrefix}:${eventId}`;
  return {
    async claim(eventId) {
      return (await redis.set(key(eventId), '1', 'EX', ttlSeconds, 'NX')) === 'OK';
    },
    async release(eventId) {
      await redis.del(key(eventId));
    },
  };
}

/** In memory, for unit tests and single-process use. */
export function memoryNotifiedEvents(): NotifiedEvents & { claimed: Set<string> } {
  const claimed = new Set<string>();
  return {
    claimed,
    async claim(eventId) {
      if (claimed.has(eventId)) return false;
      claimed.add(eventId);
      return true;
    },
    async release(eventId) {
      claimed.delete(eventId);
    },
  };
}
