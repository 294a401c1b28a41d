import type { Redis } from 'ioredis';

/**
 * What claiming an event found: `claimed` (this instance sends it now, then marks it sent), `sent` (an instance
 * sent it before: skip it) or `in-flight` (another instance claimed it and has not sent it yet: try again later;
 * if that instance died, its claim runs out and the event is sent by whoever tries next).
 */
export type Claim = 'claimed' | 'sent' | 'in-flight';

/**
 * Which events have been notified already, so that a redelivered event (or one published twice) is not sent
 * again, without losing one whose sender died before sending it. Shared by every gateway instance.
 */
export interface NotifiedEvents {
  claim(eventId: string): Promise<Claim>;
  /** The event was sent: later deliveries of it are skipped. */
  markSent(eventId: string): Promise<void>;
  /** Gives a claim back (sending failed), so that the redelivery notifies it at once. */
  release(eventId: string): Promise<void>;
}

const SENT = 'sent';

/**
 * In Redis, one key per event: `SET <prefix>:<eventId> claimed NX EX <leaseSeconds>` claims it for as long as a
 * delivery may take (the consumer's ack wait, after which JetStream redelivers an unacknowledged event); once
 * sent, the key says `sent` for `ttlSeconds`.
 */
export function redisNotifiedEvents(
  redis: Redis,
  keyPrefix: string,
  ttlSeconds: number,
  leaseSeconds: number,
): NotifiedEvents {
  const key = (eventId: string) => `${keyPrefix}:${eventId}`;
  return {
    async claim(eventId) {
      if ((await redis.set(key(eventId), 'claimed', 'EX', leaseSeconds, 'NX')) === 'OK') return 'claimed';
      return (await redis.get(key(eventId))) === SENT ? 'sent' : 'in-flight';
    },
    async markSent(eventId) {
      await redis.set(key(eventId), SENT, 'EX', ttlSeconds);
    },
    async release(eventId) {
      await redis.del(key(eventId));
    },
  };
}

/** In memory, for unit tests and single-process use (claims never run out: nobody else could take them over). */
export function memoryNotifiedEvents(): NotifiedEvents & { states: Map<string, 'claimed' | 'sent'> } {
  const states = new Map<string, 'claimed' | 'sent'>();
  return {
    states,
    async claim(eventId) {
      const state = states.get(eventId);
      if (state === 'sent') return 'sent';
      if (state === 'claimed') return 'in-flight';
      states.set(eventId, 'claimed');
      return 'claimed';
    },
    async markSent(eventId) {
      states.set(eventId, 'sent');
    },
    async release(eventId) {
      states.delete(eventId);
    },
  };
}
