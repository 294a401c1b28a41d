/**
 * Sign-in cannot be turned against the person (OWASP device cookies, docs/reliability.md "Sign-in throttling"): the
 * lockout attack through the gateway with the real identity, Redis and PostgreSQL. The victim signs in from browser
 * K, which gets the device cookie; an attacker fails again and again at the victim's account from many addresses and
 * browsers without it; K then signs in at once with the right password, while the attacker's browser waits (429 with
 * Retry-After), even with the right password.
 */
import { afterAll, beforeAll, describe, test } from '@jest/globals';
import assert from 'node:assert/strict';
import { MESSAGES } from '@creators/texts';
import { DEVICE_COOKIE } from '../session/device-cookie.js';
import { startTestSystem, type TestSystem } from './harness.js';
import { call, student, type Answer } from './client.js';

let system: TestSystem;

beforeAll(async () => {
  // One proxy in front of the gateway: X-Forwarded-For gives each request its client address.
  system = await startTestSystem(
    { TRUST_PROXY: '1' },
    // A wait longer than the test, so that nothing depends on how fast this machine is.
    { serviceEnv: { LOGIN_ACCOUNT_FIRST_DELAY_SECONDS: '120' } },
  );
});
afterAll(async () => {
  await system?.stop();
});

let lastOctet = 0;
const nextAddress = () => `198.51.100.${++lastOctet}`;

/** The `name=value` pairs a response set, by cookie name. */
function cookiesSet(answer: Answer): Map<string, string> {
  return new Map(
    answer.headers.getSetCookie().map((line) => {
      const pair = line.split(';')[0]!;
      const at = pair.indexOf('=');
      return [pair.slice(0, at), pair] as const;
    }),
  );
}

const signIn = (email: string, password: string, from: { address: string; cookie?: string }) =>
  call(system.gatewayUrl, '/api/auth/login', {
    method: 'POST',
    body: { email, password },
    cookie: from.cookie,
    headers: { 'x-forwarded-for': from.address, 'accept-language': 'en' },
  });

describe('the lockout attack', () => {
  test('the browser the person signed in from before signs in at once; the attacker waits', async () => {
    const victim = student('Vic');
    const registered = await call(system.gatewayUrl, '/api/auth/register', {
      method: 'POST',
      body: victim,
      headers: { 'x-forwarded-for': '203.0.113.10' },
    });
    assert.equal(registered.status, 201, registered.text);

    // Browser K signs in once: it gets the session cookie and the device cookie.
    const browserK = { address: '203.0.113.10', cookie: '' };
    const first = await signIn(victim.email, victim.password, browserK);
    assert.equal(first.status, 200, first.text);
    const device = cookiesSet(first).get(DEVICE_COOKIE);
    assert.ok(device, `the device cookie is set: ${first.headers.getSetCookie().join(' | ')}`);
    const line = first.headers.getSetCookie().find((set) => set.startsWith(`${DEVICE_COOKIE}=`))!;
    assert.match(line, /HttpOnly/i);
    assert.match(line, /SameSite=Lax/i);
    assert.match(line, /Max-Age=\d{8}/, 'long-lived');
    browserK.cookie = device;

    // The attacker fails at the account from many addresses, without the device cookie.
    const statuses: number[] = [];
    for (let i = 0; i < 10; i++)
      statuses.push((await signIn(victim.email, 'not-the-password', { address: nextAddress() })).status);
    assert.deepEqual(statuses.slice(0, 6), Array(6).fill(401), statuses.join(','));
    assert.ok(
      statuses.slice(6).every((status) => status === 429),
      statuses.join(','),
    );

    // Browser K signs in at once with the right password.
    const known = await signIn(victim.email, victim.password, browserK);
    assert.equal(known.status, 200, known.text);
    assert.equal(known.json.email, victim.email);
    assert.ok(cookiesSet(known).get('sid'), 'signed in');
    assert.ok(cookiesSet(known).get(DEVICE_COOKIE), 'a fresh device cookie');

    // The attacker's browser is slowed, even with the right password, and is told how long to wait.
    for (const password of ['not-the-password', victim.password]) {
      const slowed = await signIn(victim.email, password, { address: nextAddress() });
      assert.equal(slowed.status, 429, slowed.text);
      const retryAfter = Number(slowed.headers.get('retry-after'));
      assert.ok(retryAfter > 0 && retryAfter <= 120, `Retry-After ${retryAfter}`);
      assert.equal(slowed.json.message, MESSAGES.en['error.auth.accountDelayed']);
      assert.equal(cookiesSet(slowed).get('sid'), undefined);
    }
    // A forged or another account's device cookie is an unknown browser.
    const forged = await signIn(victim.email, victim.password, {
      address: nextAddress(),
      cookie: `${DEVICE_COOKIE}=${device.split('=')[1]!.slice(0, -3)}AAA`,
    });
    assert.equal(forged.status, 429, forged.text);
  });
});
