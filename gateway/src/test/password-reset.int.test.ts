/**
 * The forgotten password through the REST facade with the real identity service and a real MailDev (docs/product.md
 * §13): POST /api/auth/forgot-password answers 202 with the same body for every address, the link arrives by mail,
 * POST /api/auth/reset-password sets the new password once (204) and signs the person out everywhere; an expired or
 * used link is a 400 in the request's language; too many requests a 429 with Retry-After.
 */
import { afterAll, beforeAll, describe, test } from '@jest/globals';
import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { MESSAGES } from '@creators/texts';
import { call as callAt, student, waitFor, type CallOptions } from './client.js';
import { startTestSystem, type TestSystem } from './harness.js';

const PUBLIC_URL = 'http://creators.test';
let system: TestSystem;

const call = (path: string, init?: CallOptions) => callAt(system.gatewayUrl, path, init);
/** A client address of its own (the gateway trusts the loopback proxy), so that limits bite only where meant. */
const from = (address = `2001:db8:${randomBytes(2).toString('hex')}::1`) => ({ 'x-forwarded-for': address });

/** The mails MailDev caught for an address (the integration tests' setup runs it: MAILDEV_API_URL). */
async function mailsTo(address: string): Promise<{ subject: string; text?: string }[]> {
  const response = await fetch(
    `${process.env.MAILDEV_API_URL}/email?to.address=${encodeURIComponent(address)}&sort=asc`,
  );
  return (await response.json()) as { subject: string; text?: string }[];
}

/** The token of a reset link mailed to `address`, once it has `links` of them (they may arrive in any order). */
async function linkTo(address: string, links: number): Promise<string> {
  let tokens: string[] = [];
  await waitFor(`${links} reset links to ${address}`, async () => {
    tokens = (await mailsTo(address))
      .map((mail) => /\/reset-password\?token=([A-Za-z0-9_-]+)/.exec(mail.text ?? '')?.[1])
      .filter((token): token is string => Boolean(token));
    return tokens.length >= links;
  });
  return tokens.at(-1)!;
}

beforeAll(async () => {
  system = await startTestSystem(
    { TRUST_PROXY: 'loopback' },
    { serviceEnv: { PUBLIC_URL, PASSWORD_RESET_RATE_LIMIT_PER_IP: '4' } },
  );
});
afterAll(async () => {
  await system?.stop();
});

describe('forgotten password (REST)', () => {
  test('GET /api/auth/features offers the reset while mail is on', async () => {
    const answer = await call('/api/auth/features');
    assert.equal(answer.status, 200, answer.text);
    assert.deepEqual(answer.json, { passwordReset: true });
  });

  test('a known and an unknown address get the same 202; the link sets the password once and signs out', async () => {
    const details = student('Reset');
    const registered = await call('/api/auth/register', { method: 'POST', body: details, headers: from() });
    assert.equal(registered.status, 201, registered.text);
    const cookie = registered.headers
      .getSetCookie()
      .find((line) => line.startsWith('sid='))!
      .split(';')[0]!;

    const known = await call('/api/auth/forgot-password', {
      method: 'POST',
      body: { email: details.email },
      headers: from(),
    });
    const unknown = await call('/api/auth/forgot-password', {
      method: 'POST',
      body: { email: `nobody-${randomBytes(4).toString('hex')}@example.com` },
      headers: from(),
    });
    assert.equal(known.status, 202, known.text);
    assert.equal(unknown.status, 202, unknown.text);
    assert.equal(known.text, unknown.text);
    assert.deepEqual(known.json, { message: MESSAGES.en['notice.reset.sent'] });
    const german = await call('/api/auth/forgot-password', {
      method: 'POST',
      body: { email: details.email },
      headers: { ...from(), 'accept-language': 'de' },
    });
    assert.deepEqual(german.json, { message: MESSAGES.de['notice.reset.sent'] });

    // Two links were asked for: either works (until one of them is used).
    const token = await linkTo(details.email, 2);
    const reset = await call('/api/auth/reset-password', {
      method: 'POST',
      body: { token, password: 'a-new-password' },
      headers: from(),
    });
    assert.equal(reset.status, 204, reset.text);
    assert.equal((await call('/api/auth/user', { cookie })).status, 401, 'the old session ended');
    const signedIn = await call('/api/auth/login', {
      method: 'POST',
      body: { email: details.email, password: 'a-new-password' },
      headers: from(),
    });
    assert.equal(signedIn.status, 200, signedIn.text);

    for (const locale of ['en', 'de'] as const) {
      const again = await call('/api/auth/reset-password', {
        method: 'POST',
        body: { token, password: 'another-password' },
        headers: { ...from(), 'accept-language': locale },
      });
      assert.equal(again.status, 400, again.text);
      assert.equal(again.json.message, MESSAGES[locale]['error.reset.invalid']);
      assert.equal(again.json.fields.token, MESSAGES[locale]['error.reset.invalid']);
    }
  });

  test('too many requests from one address: 429 with Retry-After, in the request language', async () => {
    const address = from();
    for (let i = 0; i < 4; i++) {
      const answer = await call('/api/auth/forgot-password', {
        method: 'POST',
        body: { email: `flood-${i}-${randomBytes(3).toString('hex')}@example.com` },
        headers: address,
      });
      assert.equal(answer.status, 202, answer.text);
    }
    const refused = await call('/api/auth/forgot-password', {
      method: 'POST',
      body: { email: 'one-more@example.com' },
      headers: { ...address, 'accept-language': 'de' },
    });
    assert.equal(refused.status, 429, refused.text);
    assert.ok(Number(refused.headers.get('retry-after')) > 0, 'Retry-After');
    assert.match(refused.json.message, /^Du hast zu viele Links zum Zurücksetzen angefordert/);
  });

  test('refuses bodies that are not one: unknown fields, no address, a short password', async () => {
    const extra = await call('/api/auth/forgot-password', {
      method: 'POST',
      body: { email: 'ada@example.com', admin: true },
      headers: from(),
    });
    assert.equal(extra.status, 400, extra.text);
    assert.equal(extra.json.fields.admin, MESSAGES.en['validation.unknownField']);
    const short = await call('/api/auth/reset-password', {
      method: 'POST',
      body: { token: 'A'.repeat(43), password: '123' },
      headers: from(),
    });
    assert.equal(short.status, 400, short.text);
    assert.equal(short.json.fields.password, MESSAGES.en['validation.password.min']);
  });
});
