import type { Redis } from 'ioredis';
import {
  RateLimiterMemory,
  RateLimiterRedis,
  RateLimiterRes,
  type RateLimiterAbstract,
} from 'rate-limiter-flexible';

/** So many points per fixed window of so many seconds. */
export interface RateLimit {
  points: number;
  durationSeconds: number;
}

/**
 * A fixed-window limiter counted in Redis under `keyPrefix`, shared by every instance. While Redis is unreachable
 * an in-process limiter with the same limit takes over, so the limit still holds per instance; without Redis
 * (`null`) the in-process limiter is the only one.
 */
export function fixedWindowLimiter(
  redis: Redis | null,
  keyPrefix: string,
  limit: RateLimit,
): RateLimiterAbstract {
  const inProcess = new RateLimiterMemory({
    keyPrefix,
    points: limit.points,
    duration: limit.durationSeconds,
  });
  if (!redis) return inProcess;
  return new RateLimiterRedis({
    storeClient: redis,
    keyPrefix,
    points: limit.points,
    duration: limit.durationSeconds,
    insuranceLimiter: inProcess,
  });
}

/** Whether a limiter's rejection is a refusal (the limit is used up) rather than a failure. */
export const isRefusal = (reason: unknown): reason is RateLimiterRes => reason instanceof RateLimiterRes;

/** Whole seconds until a refused caller may try again (for `Retry-After`), at least 1. */
export const retryAfterSeconds = (refusal: RateLimiterRes): number =>
  Math.max(1, Math.ceil(refusal.msBeforeNext / 1000));
