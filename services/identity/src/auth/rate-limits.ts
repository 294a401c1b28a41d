import { Inject, Injectable } from '@nestjs/common';
import type { Redis } from 'ioredis';
import type { Logger } from '@creators/platform';
import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes } from 'rate-limiter-flexible';
import { type Locale } from '@creators/contracts';
import { translateWith } from '@creators/texts';
import {
  clientAddressKey,
  clientNetwork,
  tooManyRequests,
  type AppError,
  type GatewayContext,
} from '@creators/platform';
import type {
  AccountDelay,
  DeviceCookieConfig,
  DeviceLockout,
  IdentityConfig,
  RateLimit,
} from '../config.js';
import { IDENTITY_CONFIG, LOGGER, REDIS } from '../tokens.js';
import { AuthMetrics } from './auth-metrics.js';
import { deviceCookieAfterSignIn, deviceTokenFor, type DeviceToken } from './device-tokens.js';

/** The account a sign-in is for: the email as typed, trimmed and lower-cased ('' without a usable one). */
export function accountKey(email: unknown): string {
  return typeof email === 'string' ? email.trim().toLowerCase() : '';
}

/** The key of a login attempt: client address (an IPv6 one by its /64) and the account. */
export function loginKey(clientIp: string, email: unknown): string {
  return `${clientAddressKey(clientIp)}|${accountKey(email)}`;
}

/**
 * How long the next sign-in of an account from an unknown browser waits after `failures` failed ones from such
 * browsers: nothing for the first
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

/** What the gateway tells about the request that a sign-in's limits read. */
export type LoginRequest = Pick<GatewayContext, 'clientIp' | 'locale' | 'deviceTokens'>;

/** A sign-in attempt that passed the limits: what its failure or success is counted against. */
export interface LoginAttempt {
  clientIp: string;
  /** accountKey of the email typed. */
  account: string;
  /** The device token of the account the browser presented, valid and not locked; null: an unknown browser. */
  device: DeviceToken | null;
}

/** The IPv6 /48 of a client address (a site's whole network), or null for an IPv4 one. */
export function ipv6NetworkKey(clientIp: string): string | null {
  const network = clientNetwork(clientIp);
  return network?.endsWith('/48') ? network : null;
}

/**
 * Login and registration limits in Redis: fixed windows per address (an IPv6 one by its /64; registrations by its
 * /48 too) and per address and account, and OWASP's device cookies against guessing and lockout alike. A browser
 * that signed in to the account before (a valid device token for it) is not held back by failures from elsewhere:
 * only its own failures count against it, and a few of them lock its token for a while (it then counts as unknown).
 * Failures from unknown browsers (any address) grow a delay that slows unknown browsers only, so a guess spread over
 * many addresses is slowed and still cannot lock the person out of a browser they used before.
 * While Redis is unreachable an in-process limiter with the same limits takes over, so limits still hold per
 * instance.
 */
@Injectable()
export class AuthRateLimits {
  private readonly loginPerIpEmail: RateLimiterRedis;
  private readonly loginPerIp: RateLimiterRedis;
  private readonly registerPerIp: RateLimiterRedis;
  private readonly registerPerIpv6Network: RateLimiterRedis;
  /** Failed sign-ins per account from unknown browsers (a counter over the window). */
  private readonly accountFailures: RateLimiterRedis;
  /** An account waiting out its delay for unknown browsers: blocked until then. */
  private readonly accountWait: RateLimiterRedis;
  /** A known browser's failed sign-ins per device token; blocked (locked) past the limit. */
  private readonly deviceFailures: RateLimiterRedis;
  private readonly accountPolicy: AccountDelay;
  private readonly devicePolicy: DeviceLockout;
  private readonly deviceCookie: DeviceCookieConfig;

  constructor(
    @Inject(REDIS) redis: Redis,
    @Inject(IDENTITY_CONFIG) config: IdentityConfig,
    @Inject(LOGGER) private readonly logger: Logger,
    private readonly metrics: AuthMetrics,
  ) {
    const { keyPrefix } = config.rateLimit;
    const limiter = (name: string, limit: RateLimit) => redisLimiter(redis, keyPrefix, name, limit);
    this.loginPerIpEmail = limiter('login-ip-email', config.rateLimit.loginPerIpEmail);
    this.loginPerIp = limiter('login-ip', config.rateLimit.loginPerIp);
    this.registerPerIp = limiter('register-ip', config.rateLimit.registerPerIp);
    this.registerPerIpv6Network = limiter('register-ipv6-48', config.rateLimit.registerPerIpv6Network);
    this.accountPolicy = config.rateLimit.loginPerAccount;
    this.devicePolicy = config.rateLimit.loginPerDevice;
    this.deviceCookie = config.deviceCookie;
    this.accountFailures = limiter('login-account-failures', {
      points: Number.MAX_SAFE_INTEGER,
      durationSeconds: this.accountPolicy.windowSeconds,
    });
    this.accountWait = limiter('login-account-wait', { points: 1, durationSeconds: 1 });
    this.deviceFailures = limiter('login-device-failures', {
      points: this.devicePolicy.maxFailures,
      durationSeconds: this.devicePolicy.lockSeconds,
    });
  }

  /**
   * Counts a login attempt before the password is checked; TOO_MANY_REQUESTS when the address or the address and
   * account say to wait, or, for a browser without a valid unlocked device token of the account, when the
   * account's delay for unknown browsers does.
   */
  async consumeLogin(request: LoginRequest, email: unknown): Promise<LoginAttempt> {
    const { clientIp, locale } = request;
    const address = clientAddressKey(clientIp);
    await this.consume(
      [
        [this.loginPerIp, address],
        [this.loginPerIpEmail, loginKey(clientIp, email)],
      ],
      locale,
      'sign_in',
    );
    const account = accountKey(email);
    const device = await this.unlockedDevice(request.deviceTokens, account);
    if (device) return { clientIp, account, device };
    const waiting = await this.accountWait.get(account).catch((err: unknown) => {
      this.logger.warn({ err }, 'reading an account sign-in delay failed');
      return null;
    });
    if (waiting && waiting.consumedPoints > 1 && waiting.msBeforeNext > 0) {
      this.metrics.refused('sign_in');
      throw tooManyRequests(locale, 'error.auth.accountDelayed', Math.ceil(waiting.msBeforeNext / 1000));
    }
    return { clientIp, account, device: null };
  }

  /**
   * A failed sign-in. From a known browser: counted against its device token, which is locked after
   * LOGIN_DEVICE_MAX_FAILURES. From an unknown one: past the free failures, the account's next sign-in from an
   * unknown browser waits, longer each time.
   */
  async recordLoginFailure(attempt: LoginAttempt): Promise<void> {
    this.metrics.signInFailed(attempt.device !== null);
    try {
      if (attempt.device) {
        const counted = await this.deviceFailures.penalty(attempt.device.id, 1);
        if (counted.consumedPoints >= this.devicePolicy.maxFailures)
          await this.deviceFailures.block(attempt.device.id, this.devicePolicy.lockSeconds);
        return;
      }
      const counted = await this.accountFailures.penalty(attempt.account, 1);
      const delay = accountDelaySeconds(counted.consumedPoints, this.accountPolicy);
      if (delay > 0) await this.accountWait.block(attempt.account, delay);
    } catch (err) {
      this.logger.warn({ err }, 'counting a failed sign-in failed');
    }
  }

  /**
   * After a successful sign-in the failed attempts of that address and account no longer count, and the failures
   * of the kind of browser it came from: the device token's own, or those of unknown browsers. A known browser's
   * success leaves the unknown browsers' delay as it is (a guess from elsewhere goes on being slowed).
   */
  async loginSucceeded(attempt: LoginAttempt): Promise<void> {
    await Promise.all([
      this.loginPerIpEmail.delete(loginKey(attempt.clientIp, attempt.account)),
      ...(attempt.device
        ? [this.deviceFailures.delete(attempt.device.id)]
        : [this.accountFailures.delete(attempt.account), this.accountWait.delete(attempt.account)]),
    ]).catch((err: unknown) => this.logger.warn({ err }, 'resetting a login rate limit failed'));
  }

  /**
   * The device cookie after a sign-in to the account (identity asks the gateway to set it): a new token for it
   * and the browser's tokens for other accounts.
   */
  deviceCookieAfterSignIn(request: Pick<GatewayContext, 'deviceTokens'>, email: unknown) {
    return {
      value: deviceCookieAfterSignIn(this.deviceCookie, request.deviceTokens, accountKey(email)),
      maxAgeSeconds: this.deviceCookie.maxAgeSeconds,
    };
  }

  /** A new password was set by a reset link: the account's failed sign-ins from unknown browsers are forgotten. */
  async resetLogin(clientIp: string, email: unknown): Promise<void> {
    const account = accountKey(email);
    await Promise.all([
      this.loginPerIpEmail.delete(loginKey(clientIp, email)),
      this.accountFailures.delete(account),
      this.accountWait.delete(account),
    ]).catch((err: unknown) => this.logger.warn({ err }, 'resetting a login rate limit failed'));
  }

  /** Counts a registration against the address (an IPv6 one by its /64, and by its /48 too). */
  async consumeRegistration(clientIp: string, locale: Locale): Promise<void> {
    await this.consume(this.registrationKeys(clientIp), locale, 'registration');
  }

  /**
   * A registration with a usable cohort code that failed all the same (the email taken, a field refused, the code
   * used up meanwhile) counts against the address after all (docs/product.md §14): only registrations that take
   * a use of the code go past the address limit. Never refuses by itself.
   */
  async countFailedCohortRegistration(clientIp: string): Promise<void> {
    await Promise.all(this.registrationKeys(clientIp).map(([limiter, key]) => limiter.penalty(key, 1))).catch(
      (err: unknown) => this.logger.warn({ err }, 'counting a failed registration failed'),
    );
  }

  private registrationKeys(clientIp: string): Array<[RateLimiterRedis, string]> {
    const network = ipv6NetworkKey(clientIp);
    return [
      [this.registerPerIp, clientAddressKey(clientIp)],
      ...(network ? [[this.registerPerIpv6Network, network] as [RateLimiterRedis, string]] : []),
    ];
  }

  /** The browser's valid device token of the account, unless its own failures locked it. */
  private async unlockedDevice(tokens: unknown, account: string): Promise<DeviceToken | null> {
    const device = deviceTokenFor(this.deviceCookie, Array.isArray(tokens) ? tokens : undefined, account);
    if (!device) return null;
    const failures = await this.deviceFailures.get(device.id).catch((err: unknown) => {
      this.logger.warn({ err }, 'reading a device cookie lockout failed');
      return null;
    });
    const locked =
      !!failures && failures.consumedPoints >= this.devicePolicy.maxFailures && failures.msBeforeNext > 0;
    return locked ? null : device;
  }

  private async consume(
    limits: Array<[RateLimiterRedis, string]>,
    locale: Locale,
    action: 'sign_in' | 'registration',
  ): Promise<void> {
    const results = await Promise.allSettled(limits.map(([limiter, key]) => limiter.consume(key)));
    const refused = results.find((result): result is PromiseRejectedResult => result.status === 'rejected');
    if (!refused) return;
    if (refused.reason instanceof RateLimiterRes) {
      this.metrics.refused(action);
      throw waitMinutes(locale, refused.reason.msBeforeNext);
    }
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
