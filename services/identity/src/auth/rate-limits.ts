import { Inject, Injectable } from '@nestjs/common';
import type { Redis } from 'ioredis';
import type { Logger } from '@creators/platform';
import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes } from 'rate-limiter-flexible';
import { translateWith, type Locale } from '@creators/contracts';
import { clientAddressKey, tooManyRequests, type AppError } from '@creators/platform';
import type { AccountDelay, IdentityConfig, RateLimit } from '../config.js';
import { IDENTITY_CONFIG, LOGGER, REDIS } from '../tokens.js';

/** The account a sign-in is for: the email as typed, trimmed and lower-cased ('' without a usable one). */
export function accountKey(email: unknown): string {
  return typeof email === 'string' ? email.trim().toLowerCase() : '';
}

/** The key of a login attempt: client address (an IPv6 one by its /64) and the account. */
export function loginKey(clientIp: string, email: unknown): string {
  return `${clientAddressKey(clientIp)}|${accountKey(email)}`;
}

/**
 * How long the next sign-in of an account waits after `failures` failed ones in a row: nothing for the first
 * `freeFailures`, then the first delay, doubling with each further failure up to the maximum.
 */
export function accountDelaySeconds(failures: number, policy: AccountDelay): number {
  const over = failures - policy.freeFailures;
  if (over <= 0) return 0;
  return Math.min(policy.maxDelaySeconds, policy.firstDelaySeconds * 2 ** Math.min(over - 1, 30));
}

/**
 * A fixed-window limiter in Redis under `<keyPrefix>:<name>`; while Redis is unreachable an in-process one with the
 * same limits takes over, so limits still hold per instance.
 */
export function redisLimiter(
  redis: Redis,
  keyPrefix: string,
  name: string,
  limit: RateLimit,
): RateLimiterRedis {
  return new RateLimiterRedis({
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
}

/**
 * Login and registration limits in Redis: fixed windows per address and per address and account, and a growing
 * delay per account after failed sign-ins from any address (a guess spread over many addresses is slowed too).
 * While Redis is unreachable an in-process limiter with the same limits takes over, so limits still hold per
 * instance.
 */
@Injectable()
export class AuthRateLimits {
  private readonly loginPerIpEmail: RateLimiterRedis;
  private readonly loginPerIp: RateLimiterRedis;
  private readonly registerPerIp: RateLimiterRedis;
  /** Failed sign-ins per account (a counter over the window). */
  private readonly accountFailures: RateLimiterRedis;
  /** An account waiting out its delay: blocked until then. */
  private readonly accountWait: RateLimiterRedis;
  private readonly accountPolicy: AccountDelay;

  constructor(
    @Inject(REDIS) redis: Redis,
    @Inject(IDENTITY_CONFIG) config: IdentityConfig,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {
    const { keyPrefix } = config.rateLimit;
    const limiter = (name: string, limit: RateLimit) => redisLimiter(redis, keyPrefix, name, limit);
    this.loginPerIpEmail = limiter('login-ip-email', config.rateLimit.loginPerIpEmail);
    this.loginPerIp = limiter('login-ip', config.rateLimit.loginPerIp);
    this.registerPerIp = limiter('register-ip', config.rateLimit.registerPerIp);
    this.accountPolicy = config.rateLimit.loginPerAccount;
    this.accountFailures = limiter('login-account-failures', {
      points: Number.MAX_SAFE_INTEGER,
      durationSeconds: this.accountPolicy.windowSeconds,
    });
    this.accountWait = limiter('login-account-wait', { points: 1, durationSeconds: 1 });
  }

  /**
   * Counts a login attempt before the password is checked; TOO_MANY_REQUESTS when the address, the address and
   * account, or the account's delay after failed sign-ins says to wait.
   */
  async consumeLogin(clientIp: string, email: unknown, locale: Locale): Promise<void> {
    const address = clientAddressKey(clientIp);
    await this.consume(
      [
        [this.loginPerIp, address],
        [this.loginPerIpEmail, loginKey(clientIp, email)],
      ],
      locale,
    );
    const waiting = await this.accountWait.get(accountKey(email)).catch((err: unknown) => {
      this.logger.warn({ err }, 'reading an account sign-in delay failed');
      return null;
    });
    if (waiting && waiting.consumedPoints > 1 && waiting.msBeforeNext > 0) {
      throw tooManyRequests(locale, 'error.auth.accountDelayed', Math.ceil(waiting.msBeforeNext / 1000));
    }
  }

  /** A failed sign-in of the account: past the free failures, the account's next sign-in waits, longer each time. */
  async recordLoginFailure(email: unknown): Promise<void> {
    const account = accountKey(email);
    try {
      const counted = await this.accountFailures.penalty(account, 1);
      const delay = accountDelaySeconds(counted.consumedPoints, this.accountPolicy);
      if (delay > 0) await this.accountWait.block(account, delay);
    } catch (err) {
      this.logger.warn({ err }, 'counting a failed sign-in failed');
    }
  }

  /** After a successful login the failed attempts for that address and account no longer count. */
  async resetLogin(clientIp: string, email: unknown): Promise<void> {
    const account = accountKey(email);
    await Promise.all([
      this.loginPerIpEmail.delete(loginKey(clientIp, email)),
      this.accountFailures.delete(account),
      this.accountWait.delete(account),
    ]).catch((err: unknown) => this.logger.warn({ err }, 'resetting a login rate limit failed'));
  }

  async consumeRegistration(clientIp: string, locale: Locale): Promise<void> {
    await this.consume([[this.registerPerIp, clientAddressKey(clientIp)]], locale);
  }

  /**
   * A registration with a usable cohort code that failed all the same (the email taken, a field refused, the code
   * used up meanwhile) counts against the address after all (docs/product.md §14): only registrations that take
   * a use of the code go past the address limit. Never refuses by itself.
   */
  async countFailedCohortRegistration(clientIp: string): Promise<void> {
    await this.registerPerIp
      .penalty(clientAddressKey(clientIp), 1)
      .catch((err: unknown) => this.logger.warn({ err }, 'counting a failed registration failed'));
  }

  private async consume(limits: Array<[RateLimiterRedis, string]>, locale: Locale): Promise<void> {
    const results = await Promise.allSettled(limits.map(([limiter, key]) => limiter.consume(key)));
    const refused = results.find((result): result is PromiseRejectedResult => result.status === 'rejected');
    if (!refused) return;
    if (refused.reason instanceof RateLimiterRes) throw waitMinutes(locale, refused.reason.msBeforeNext);
    throw refused.reason;
  }
}

/**
 * TOO_MANY_REQUESTS saying how long to wait: 'Too many attempts. Please try again in 12 minutes.', from the
 * window's reset (at least 1 minute); extensions.retryAfterSeconds gives the Retry-After header, minutes the
 * number in the message. extensions.messageKey keeps the key error.rateLimit.wait.
 */
export function waitMinutes(locale: Locale, msBeforeNext: number): AppError {
  const seconds = Math.max(1, Math.ceil(msBeforeNext / 1000));
  const minutes = Math.max(1, Math.ceil(seconds / 60));
  const error = tooManyRequests(locale, 'error.rateLimit.wait', seconds);
  error.message = translateWith('error.rateLimit.wait', locale, { minutes });
  error.extensions.minutes = minutes;
  return error;
}
