import { Inject, Injectable } from '@nestjs/common';
import type { Redis } from 'ioredis';
import type { Logger } from '@creators/platform';
import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes } from 'rate-limiter-flexible';
import type { Locale } from '@creators/contracts';
import { tooManyRequests } from '@creators/platform';
import type { IdentityConfig, RateLimit } from '../config.js';
import { IDENTITY_CONFIG, LOGGER, REDIS } from '../tokens.js';

/** The key of a login attempt: client address and the email as typed (trimmed, lower-cased). */
export function loginKey(clientIp: string, email: unknown): string {
  return `${clientIp}|${typeof email === 'string' ? email.trim().toLowerCase() : ''}`;
}

/**
 * Login and registration limits in Redis (fixed windows). While Redis is unreachable an in-process limiter
 * with the same limits takes over, so limits still hold per instance.
 */
@Injectable()
export class AuthRateLimits {
  private readonly loginPerIpEmail: RateLimiterRedis;
  private readonly loginPerIp: RateLimiterRedis;
  private readonly registerPerIp: RateLimiterRedis;

  constructor(
    @Inject(REDIS) redis: Redis,
    @Inject(IDENTITY_CONFIG) config: IdentityConfig,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {
    const { keyPrefix } = config.rateLimit;
    const limiter = (name: string, limit: RateLimit) =>
      new RateLimiterRedis({
        storeClient: redis,
        keyPrefix: `${keyPrefix}:${name}`,
        points: limit.points,
        duration: limit.durationSeconds,
        insuranceLimiter: new RateLimiterMemory({
          keyPrefix: `${keyPrefix}:${name}`,
          points: limit.points,
          duration: limit.durationSeconds,
        }),
      });
    this.loginPerIpEmail = limiter('login-ip-email', config.rateLimit.loginPerIpEmail);
    this.loginPerIp = limiter('login-ip', config.rateLimit.loginPerIp);
    this.registerPerIp = limiter('register-ip', config.rateLimit.registerPerIp);
  }

  /** Counts a login attempt; TOO_MANY_REQUESTS when either limit is exceeded. */
  async consumeLogin(clientIp: string, email: unknown, locale: Locale): Promise<void> {
    await this.consume(
      [
        [this.loginPerIp, clientIp],
        [this.loginPerIpEmail, loginKey(clientIp, email)],
      ],
      locale,
    );
  }

  /** After a successful login the failed attempts for that address and email no longer count. */
  async resetLogin(clientIp: string, email: unknown): Promise<void> {
    await this.loginPerIpEmail
      .delete(loginKey(clientIp, email))
      .catch((err: unknown) => this.logger.warn({ err }, 'resetting a login rate limit failed'));
  }

  async consumeRegistration(clientIp: string, locale: Locale): Promise<void> {
    await this.consume([[this.registerPerIp, clientIp]], locale);
  }

  private async consume(limits: Array<[RateLimiterRedis, string]>, locale: Locale): Promise<void> {
    const results = await Promise.allSettled(limits.map(([limiter, key]) => limiter.consume(key)));
    const refused = results.find((result): result is PromiseRejectedResult => result.status === 'rejected');
    if (!refused) return;
    if (refused.reason instanceof RateLimiterRes) {
      throw tooManyRequests(locale, 'error.auth.rateLimited', Math.ceil(refused.reason.msBeforeNext / 1000));
    }
    throw refused.reason;
  }
}
