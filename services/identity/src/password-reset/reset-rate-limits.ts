import { Inject, Injectable } from '@nestjs/common';
import type { Redis } from 'ioredis';
import { RateLimiterRes, type RateLimiterRedis } from 'rate-limiter-flexible';
import { type Locale } from '@creators/contracts';
import { translateWith } from '@creators/texts';
import { clientAddressKey, tooManyRequests, type Logger } from '@creators/platform';
import { redisLimiter } from '../auth/rate-limits.js';
import type { IdentityConfig, RateLimit } from '../config.js';
import { IDENTITY_CONFIG, LOGGER, REDIS } from '../tokens.js';

/**
 * docs/product.md §13 forgotten password, limited in Redis like sign-in (auth/rate-limits.ts): reset links asked
 * for per client address and per account (the address typed, whether an account has it or not, so the limit tells
 * nothing either), and links used per client address. While Redis is unreachable an in-process limiter with the
 * same limits takes over.
 */
@Injectable()
export class PasswordResetRateLimits {
  private readonly requestPerIp: RateLimiterRedis;
  private readonly requestPerAccount: RateLimiterRedis;
  private readonly usePerIp: RateLimiterRedis;

  constructor(
    @Inject(REDIS) redis: Redis,
    @Inject(IDENTITY_CONFIG) config: IdentityConfig,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {
    const { keyPrefix } = config.rateLimit;
    const limiter = (name: string, limit: RateLimit) => redisLimiter(redis, keyPrefix, name, limit);
    this.requestPerIp = limiter('reset-request-ip', config.rateLimit.passwordResetPerIp);
    this.requestPerAccount = limiter('reset-request-account', config.rateLimit.passwordResetPerAccount);
    this.usePerIp = limiter('reset-use-ip', config.rateLimit.passwordResetPerIp);
  }

  /** Counts a request for a link from this client address (before the input is even read). */
  consumeRequestFromAddress(clientIp: string, locale: Locale): Promise<void> {
    return this.consume(this.requestPerIp, clientAddressKey(clientIp), locale);
  }

  /** Counts a request for a link for this address (trimmed, lower-cased). */
  consumeRequestForAccount(email: string, locale: Locale): Promise<void> {
    return this.consume(this.requestPerAccount, email, locale);
  }

  /** Counts a use of a link (a token guessed at is no use, but a flood of tries still is one). */
  consumeUse(clientIp: string, locale: Locale): Promise<void> {
    return this.consume(this.usePerIp, clientAddressKey(clientIp), locale);
  }

  private async consume(limiter: RateLimiterRedis, key: string, locale: Locale): Promise<void> {
    try {
      await limiter.consume(key);
    } catch (refused) {
      if (!(refused instanceof RateLimiterRes)) throw refused;
      const seconds = Math.max(1, Math.ceil(refused.msBeforeNext / 1000));
      const minutes = Math.max(1, Math.ceil(seconds / 60));
      this.logger.info({ limiter: limiter.keyPrefix }, 'password reset rate limited');
      // Like the sign-in limits: the key stays in extensions.messageKey, the message says how many minutes.
      const error = tooManyRequests(locale, 'error.reset.rateLimited', seconds);
      error.message = translateWith('error.reset.rateLimited', locale, { minutes });
      error.extensions.minutes = minutes;
      throw error;
    }
  }
}
