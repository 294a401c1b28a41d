import assert from 'node:assert/strict';
import { afterAll, describe, it } from '@jest/globals';
import { Redis } from 'ioredis';
import { createLogger, createMetricsRegistry, type AppError } from '@creators/platform';
import { loadIdentityConfig } from '../config.js';
import { AuthMetrics } from './auth-metrics.js';
import { accountDelaySeconds, AuthRateLimits, ipv6NetworkKey, loginKey, waitMinutes } from './rate-limits.js';

describe('loginKey', () => {
  it('joins the address with the email as typed, trimmed and lower-cased', () => {
    assert.equal(loginKey('10.0.0.1', '  Ada@Example.TEST '), '10.0.0.1|ada@example.test');
  });
  it('still counts attempts without a usable email', () => {
    assert.equal(loginKey('10.0.0.1', undefined), '10.0.0.1|');
    assert.equal(loginKey('10.0.0.1', 42), '10.0.0.1|');
  });
});

describe('accountDelaySeconds', () => {
  const policy = { freeFailures: 5, firstDelaySeconds: 2, maxDelaySeconds: 900, windowSeconds: 86_400 };
  it('lets the first failures go, then doubles the wait with each failure up to the maximum', () => {
    const delays = [1, 5, 6, 7, 8, 9, 14, 15, 1000].map((n) => accountDelaySeconds(n, policy));
    assert.deepEqual(delays, [0, 0, 2, 4, 8, 16, 512, 900, 900]);
  });
});

describe('loginKey of an IPv6 client', () => {
  it('counts the /64, not the single address', () => {
    assert.equal(loginKey('2001:db8:1:2::7', 'a@b.test'), loginKey('2001:db8:1:2:ffff::1', 'A@b.test '));
    assert.notEqual(loginKey('2001:db8:1:3::7', 'a@b.test'), loginKey('2001:db8:1:2::7', 'a@b.test'));
  });
});

describe('waitMinutes', () => {
  it('says how many minutes to wait, at least one, with Retry-After seconds (en and de)', () => {
    const soon = waitMinutes('en', 1_500);
    assert.equal(soon.message, 'Too many attempts. Please try again in 1 minute.');
    assert.equal(soon.extensions.code, 'TOO_MANY_REQUESTS');
    assert.equal(soon.extensions.retryAfterSeconds, 2);
    assert.equal(soon.extensions.messageKey, 'error.rateLimit.wait');
    const hour = waitMinutes('de', 3_599_400);
    assert.equal(hour.message, 'Zu viele Versuche. Bitte versuche es in 60 Minuten erneut.');
    assert.equal(hour.extensions.minutes, 60);
    assert.equal(hour.extensions.retryAfterSeconds, 3600);
    assert.equal(waitMinutes('en', 0).extensions.retryAfterSeconds, 1);
  });
});

describe('ipv6NetworkKey', () => {
  it('is the /48 of an IPv6 address, and nothing for IPv4', () => {
    assert.equal(ipv6NetworkKey('2001:db8:1:2::7'), '2001:db8:1::/48');
    assert.equal(ipv6NetworkKey('2001:db8:1:ffff::1'), ipv6NetworkKey('2001:db8:1:2::7'));
    assert.notEqual(ipv6NetworkKey('2001:db8:2::1'), ipv6NetworkKey('2001:db8:1::1'));
    assert.equal(ipv6NetworkKey('203.0.113.7'), null);
    assert.equal(ipv6NetworkKey('::ffff:203.0.113.7'), null);
  });
});

/**
 * The delay logic of AuthRateLimits on its in-process limiters: the Redis it is given refuses every command, as a
 * Redis that is down does, so the insurance limiters (the same limits, per instance) hold the counts.
 */
describe('AuthRateLimits: device cookies against lockout (OWASP)', () => {
  const config = loadIdentityConfig({
    LOGIN_ACCOUNT_FREE_FAILURES: '2',
    LOGIN_ACCOUNT_FIRST_DELAY_SECONDS: '60',
    LOGIN_DEVICE_MAX_FAILURES: '3',
    LOGIN_RATE_LIMIT_PER_IP_EMAIL: '1000',
    REGISTER_RATE_LIMIT_PER_IP: '2',
    REGISTER_RATE_LIMIT_PER_IPV6_48: '3',
  });
  const redis = new Redis('redis://127.0.0.1:1', {
    lazyConnect: true,
    enableOfflineQueue: false,
    maxRetriesPerRequest: 0,
  });
  const registry = createMetricsRegistry();
  const limits = new AuthRateLimits(
    redis,
    config,
    createLogger('rate-limits-test', { write: () => undefined }),
    new AuthMetrics(registry),
  );
  afterAll(() => redis.disconnect());

  let n = 0;
  const address = () => `198.51.100.${++n}`;
  const from = (deviceTokens?: string[]) => ({ clientIp: address(), locale: 'en' as const, deviceTokens });
  const code = async (promise: Promise<unknown>) => {
    try {
      await promise;
      return 'OK';
    } catch (error) {
      return (error as AppError).extensions.code;
    }
  };
  const fail = async (email: string, deviceTokens?: string[]) =>
    limits.recordLoginFailure(await limits.consumeLogin(from(deviceTokens), email));
  const counted = async (name: string) =>
    (await registry.getSingleMetric(name)!.get()).values.map(({ labels, value }) => ({ labels, value }));

  it('a browser with the device cookie signs in while unknown browsers wait out the failures of others', async () => {
    const victim = 'victim@example.test';
    const cookie = limits.deviceCookieAfterSignIn({}, victim).value.split('~');
    for (let i = 0; i < 3; i++) await fail(victim);
    const attacker = await code(limits.consumeLogin(from(), victim));
    assert.equal(attacker, 'TOO_MANY_REQUESTS');
    try {
      await limits.consumeLogin(from(), victim);
      assert.fail('an unknown browser waits');
    } catch (error) {
      const refused = error as AppError;
      assert.equal(refused.extensions.messageKey, 'error.auth.accountDelayed');
      const seconds = Number(refused.extensions.retryAfterSeconds);
      assert.ok(seconds > 50 && seconds <= 60, `one failure past the free ones: 60 s, not ${seconds}`);
    }
    const known = await limits.consumeLogin(from(cookie), victim);
    assert.ok(known.device, 'the device token counts');
    await limits.loginSucceeded(known);
    assert.equal(await code(limits.consumeLogin(from(), victim)), 'TOO_MANY_REQUESTS', 'still slowed');
    // Another account's token, a tampered one or one for the same email typed differently: unknown browsers.
    const other = limits.deviceCookieAfterSignIn({}, 'other@example.test').value.split('~');
    assert.equal(await code(limits.consumeLogin(from(other), victim)), 'TOO_MANY_REQUESTS');
    const tampered = cookie.map((token) => `${token.slice(0, -2)}AA`);
    assert.equal(await code(limits.consumeLogin(from(tampered), victim)), 'TOO_MANY_REQUESTS');
    assert.equal(await code(limits.consumeLogin(from(cookie), ' Victim@Example.TEST ')), 'OK');
  });

  it("a known browser's own failures lock its device token, which then counts as an unknown browser", async () => {
    const person = 'person@example.test';
    const cookie = limits.deviceCookieAfterSignIn({}, person).value.split('~');
    for (let i = 0; i < 2; i++) await fail(person, cookie);
    // Its failures are its own: unknown browsers are not slowed by them.
    assert.equal(await code(limits.consumeLogin(from(), person)), 'OK');
    await fail(person, cookie);
    const locked = await limits.consumeLogin(from(cookie), person);
    assert.equal(locked.device, null, 'the third failure locks the token');
    // As an unknown browser its failures now grow the unknown browsers' delay.
    await limits.recordLoginFailure(locked);
    await fail(person);
    await fail(person);
    assert.equal(await code(limits.consumeLogin(from(cookie), person)), 'TOO_MANY_REQUESTS');
    // A new sign-in (after the wait) gives a new token, which is not locked.
    const fresh = limits.deviceCookieAfterSignIn({ deviceTokens: cookie }, person).value.split('~');
    assert.equal(fresh.length, 1, 'the old token for the account is replaced');
    assert.notDeepEqual(fresh, cookie);
    assert.equal(await code(limits.consumeLogin(from(fresh), person)), 'OK');
  });

  it('a successful sign-in from an unknown browser forgets the unknown browsers’ failures', async () => {
    const person = 'forgiven@example.test';
    await fail(person);
    await fail(person);
    const attempt = await limits.consumeLogin(from(), person);
    await limits.loginSucceeded(attempt);
    await fail(person);
    await fail(person);
    assert.equal(await code(limits.consumeLogin(from(), person)), 'OK', 'only two failures since');
  });

  it('counts registrations per IPv6 /64 and per /48', async () => {
    const register = (clientIp: string) => code(limits.consumeRegistration(clientIp, 'en'));
    const perSixtyFour = [];
    for (const host of [1, 2, 3]) perSixtyFour.push(await register(`2001:db8:aa:1::${host}`));
    assert.deepEqual(perSixtyFour, ['OK', 'OK', 'TOO_MANY_REQUESTS'], 'two per /64');
    const perFortyEight = [];
    for (const subnet of [1, 2, 3, 4]) perFortyEight.push(await register(`2001:db8:bb:${subnet}::1`));
    assert.deepEqual(
      perFortyEight,
      ['OK', 'OK', 'OK', 'TOO_MANY_REQUESTS'],
      'three per /48, one per /64 each',
    );
    assert.equal(await register('2001:db8:cc:1::1'), 'OK', 'another /48');
    assert.equal(await register('203.0.113.9'), 'OK', 'IPv4 counts per address only');
  });

  it('counts failed sign-ins by kind of browser, and refusals, for the metrics', async () => {
    const failures = await counted('auth_sign_in_failures_total');
    const value = (browser: string) => failures.find(({ labels }) => labels.browser === browser)?.value;
    assert.ok(value('known')! >= 3, JSON.stringify(failures));
    assert.ok(value('unknown')! >= 8, JSON.stringify(failures));
    const refused = await counted('auth_rate_limited_total');
    assert.ok(refused.find(({ labels }) => labels.action === 'sign_in')!.value >= 5);
    assert.ok(refused.find(({ labels }) => labels.action === 'registration')!.value >= 2);
  });
});
