import type { Redis } from 'ioredis';
import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes } from 'rate-limiter-flexible';
import type { Locale } from '@creators/contracts';
import { clientAddressKey, tooManyRequests, type GatewayContext } from '@creators/platform';
import type { IslaConfig } from '../isla.config.js';

/** What a quota counts: AI replies, idea validations, speech clips. */
export type IslaQuota = 'replies' | 'validations' | 'speech';

const QUOTAS: readonly IslaQuota[] = ['replies', 'validations', 'speech'];
const WINDOW_SECONDS = 60;

interface Limiters {
  user: RateLimiterRedis;
  ip: RateLimiterRedis;
}

/**
 * Isla's quotas per user and per client address (fixed one-minute windows in Redis, as identity's sign-in limits).
 * A signed-out caller counts only against its address. While Redis is unreachable an in-process limiter with the
 * same limits takes over, so the quotas still hold per instance.
 */
export class IslaQuotas {
  private readonly limiters: Record<IslaQuota, Limiters>;

  constructor(redis: Redis, config: IslaConfig['quotas']) {
    const limiter = (name: string, points: number) =>
      new RateLimiterRedis({
        storeClient: redis,
        keyPrefix: `${config.keyPrefix}:${name}`,
        points,
        duration: WINDOW_SECONDS,
        insuranceLimiter: new RateLimiterMemory({
          keyPrefix: `${config.keyPrefix}:${name}`,
          points,
          duration: WINDOW_SECONDS,
        }),
      });
    this.limiters = Object.fromEntries(
      QUOTAS.map((quota) => [
        quota,
        {
          user: limiter(`${quota}-user`, config[quota]),
          ip: limiter(`${quota}-ip`, config[quota] * config.ipFactor),
        },
      ]),
    ) as Record<IslaQuota, Limiters>;
  }

  /**
   * Counts one call of the caller; TOO_MANY_REQUESTS (`error.isla.rateLimited`, `extensions.retryAfterSeconds`)
   * when its user or its address has used up the quota of this minute.
   */
  async consume(quota: IslaQuota, caller: Pick<GatewayContext, 'user' | 'clientIp'>, locale: Locale) {
    const { user, ip } = this.limiters[quota];
    const counted = [
      ip.consume(clientAddressKey(caller.clientIp)),
      ...(caller.user ? [user.consume(caller.user.id)] : []),
    ];
    const results = await Promise.allSettled(counted);
    const refused = results
      .filter((result): result is PromiseRejectedResult => result.status === 'rejected')
      .map((result) => result.reason as unknown);
    if (refused.length === 0) return;
    const limited = refused.filter((reason): reason is RateLimiterRes => reason instanceof RateLimiterRes);
    if (limited.length === 0) throw refused[0];
    const waitMs = Math.max(...limited.map((res) => res.msBeforeNext));
    throw tooManyRequests(locale, 'error.isla.rateLimited', Math.max(1, Math.ceil(waitMs / 1000)));
  }
}
