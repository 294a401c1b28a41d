import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, it, jest } from '@jest/globals';
import argon2 from 'argon2';
import { MESSAGES, translateWith } from '@creators/texts';
import { CONTEXT_HEADER, signGatewayContext } from '@creators/platform';
import { storedSessionKey } from '../sessions/session-expiry.js';
import { SessionsService } from '../sessions/sessions.service.js';
import {
  LOGIN,
  LOGOUT,
  ME,
  parseSetSession,
  randomIp,
  REGISTER,
  startTestIdentity,
  studentInput,
  uniqueEmail,
  type GraphQLResponse,
  type TestIdentity,
} from './harness.js';

let identity: TestIdentity;
beforeAll(async () => {
  identity = await startTestIdentity({
    LOGIN_RATE_LIMIT_PER_IP_EMAIL: '5',
    LOGIN_RATE_LIMIT_PER_IP: '12',
    REGISTER_RATE_LIMIT_PER_IP: '4',
  });
});
afterAll(async () => {
  await identity?.stop();
});

/**
 * Repeats a sign-in every 250 ms while it is refused with TOO_MANY_REQUESTS (the account's wait is not over), 10 s
 * at most; returns the first answer that is not refused. A refused sign-in counts as no failure.
 */
async function onceTheWaitIsOver(signIn: () => Promise<GraphQLResponse>): Promise<GraphQLResponse> {
  const deadline = Date.now() + 10_000;
  for (;;) {
    const res = await signIn();
    if (res.body.errors?.[0]?.extensions?.code !== 'TOO_MANY_REQUESTS' || Date.now() > deadline) return res;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

async function registered(overrides: Record<string, unknown> = {}) {
  const input = studentInput(overrides);
  const res = await identity.gql(REGISTER, { input });
  assert.equal(res.body.errors, undefined, res.text);
  return {
    id: res.body.data!.register.id as string,
    email: input.email as string,
    password: input.password as string,
    sessionId: parseSetSession(res.headers)!.id,
  };
}

describe('login', () => {
  it('signs in with the right password (email in any case) and issues a session', async () => {
    const user = await registered();
    const res = await identity.gql(LOGIN, {
      input: { email: user.email.toUpperCase(), password: user.password },
    });
    assert.equal(res.body.errors, undefined, res.text);
    assert.equal(res.body.data!.login.id, user.id);
    assert.equal(res.body.data!.login.email, user.email);
    const session = parseSetSession(res.headers)!;
    assert.equal(session.maxAge, identity.config.session.absoluteSeconds);
    assert.deepEqual(await identity.resolveSession(session.id), {
      user: { id: user.id, role: 'student', staff: false, firstName: 'Ada' },
    });
  });

  it('a wrong password and an unknown email look the same (code, message, body) in en and de', async () => {
    const user = await registered();
    for (const locale of ['en', 'de'] as const) {
      const wrong = await identity.gql(
        LOGIN,
        { input: { email: user.email, password: 'wrong-password' } },
        { locale },
      );
      const unknown = await identity.gql(
        LOGIN,
        { input: { email: uniqueEmail('nobody'), password: 'wrong-password' } },
        { locale },
      );
      assert.equal(wrong.status, unknown.status);
      assert.equal(wrong.text, unknown.text);
      const [error] = wrong.body.errors!;
      assert.equal(error.extensions?.code, 'UNAUTHENTICATED');
      assert.equal(error.message, MESSAGES[locale]['error.auth.invalidCredentials']);
      assert.equal(wrong.headers.get('x-set-session'), null);
      assert.equal(unknown.headers.get('x-set-session'), null);
    }
  });

  it('an unknown email still runs a password verification (against a dummy hash), as a wrong password does', async () => {
    const user = await registered();
    const verify = jest.spyOn(argon2, 'verify');
    try {
      await identity.gql(LOGIN, { input: { email: user.email, password: 'wrong-password' } });
      assert.equal(verify.mock.calls.length, 1, 'a wrong password is verified once');
      verify.mockClear();
      await identity.gql(LOGIN, { input: { email: uniqueEmail('nobody'), password: 'wrong-password' } });
      assert.equal(verify.mock.calls.length, 1, 'an unknown email is verified once too');
      assert.equal(verify.mock.calls[0][1], 'wrong-password');
      assert.match(String(verify.mock.calls[0][0]), /^\$argon2id\$/, 'against a real argon2id hash');
    } finally {
      verify.mockRestore();
    }
  });

  it('issues a new session id at every login and ends the one the browser had', async () => {
    const user = await registered();
    const first = parseSetSession(
      (
        await identity.gql(
          LOGIN,
          { input: { email: user.email, password: user.password } },
          { sessionId: user.sessionId },
        )
      ).headers,
    )!;
    const second = parseSetSession(
      (
        await identity.gql(
          LOGIN,
          { input: { email: user.email, password: user.password } },
          { sessionId: first.id },
        )
      ).headers,
    )!;
    assert.equal(new Set([user.sessionId, first.id, second.id]).size, 3);
    assert.deepEqual(await identity.resolveSession(user.sessionId), { user: null });
    assert.deepEqual(await identity.resolveSession(first.id), { user: null });
    assert.equal((await identity.resolveSession(second.id)).user?.id, user.id);
  });

  it('registration and every sign-in ask the gateway to set the device cookie: a new token, other accounts kept', async () => {
    const user = await registered();
    const other = await registered();
    const token = (res: { headers: Headers }) => {
      const [value, maxAge] = res.headers.get('x-set-device')!.split(';');
      assert.equal(Number(maxAge), identity.config.deviceCookie.maxAgeSeconds);
      return value.split('~');
    };
    const first = await identity.gql(LOGIN, { input: { email: user.email, password: user.password } });
    const [mine] = token(first);
    assert.match(mine, /^[0-9a-z]+\.[\w-]{22}\.[\w-]{43}$/);
    const elsewhere = await identity.gql(LOGIN, { input: { email: other.email, password: other.password } });
    const [theirs] = token(elsewhere);
    // One browser signing in to the account again: its old token is replaced, the other account's kept.
    const again = await identity.gql(
      LOGIN,
      { input: { email: user.email, password: user.password } },
      { deviceTokens: [mine, theirs] },
    );
    const tokens = token(again);
    assert.equal(tokens.length, 2);
    assert.notEqual(tokens[0], mine);
    assert.equal(tokens[1], theirs);
    const wrong = await identity.gql(
      LOGIN,
      { input: { email: user.email, password: 'wrong-password' } },
      { deviceTokens: tokens },
    );
    assert.equal(wrong.headers.get('x-set-device'), null, 'no cookie for a failed sign-in');
  });

  it('validates the login input', async () => {
    const res = await identity.gql(LOGIN, { input: { email: 'nope', password: '123' } }, { locale: 'de' });
    const [error] = res.body.errors!;
    assert.equal(error.extensions?.code, 'BAD_USER_INPUT');
    assert.deepEqual(error.extensions?.fields, {
      email: MESSAGES.de['validation.email.invalid'],
      password: MESSAGES.de['validation.password.min'],
    });
  });
});

describe('logout', () => {
  it('ends the session and asks the gateway to clear the cookie', async () => {
    const user = await registered();
    const res = await identity.gql(
      LOGOUT,
      {},
      { user: { id: user.id, role: 'student' }, sessionId: user.sessionId },
    );
    assert.equal(res.body.data!.logout, true);
    assert.equal(res.headers.get('x-clear-session'), '1');
    assert.deepEqual(await identity.resolveSession(user.sessionId), { user: null });
  });

  it('is harmless when signed out', async () => {
    const res = await identity.gql(LOGOUT);
    assert.equal(res.body.data!.logout, true);
    assert.equal(res.headers.get('x-clear-session'), '1');
  });
});

describe('NATS identity.session.resolve', () => {
  it('answers null for unknown or malformed session ids', async () => {
    for (const sessionId of ['x'.repeat(43), 'short', 42, null, undefined]) {
      assert.deepEqual(await identity.resolveSession(sessionId), { user: null });
    }
  });

  it('keeps only a hash of the session id: a copy of the table gives no working cookie', async () => {
    const user = await registered();
    assert.equal(await identity.prisma.session.count({ where: { sid: user.sessionId } }), 0);
    const row = await identity.prisma.session.findUniqueOrThrow({
      where: { sid: storedSessionKey(user.sessionId) },
    });
    assert.match(row.sid, /^[0-9a-f]{64}$/);
    assert.deepEqual(await identity.resolveSession(row.sid), { user: null });
    assert.equal((await identity.resolveSession(user.sessionId)).user?.id, user.id);
  });

  it('answers null once the session expired, and purging removes it', async () => {
    const user = await registered();
    await identity.prisma.session.update({
      where: { sid: storedSessionKey(user.sessionId) },
      data: { expire: new Date(Date.now() - 1000) },
    });
    assert.deepEqual(await identity.resolveSession(user.sessionId), { user: null });
    const purged = await identity.server.app.get(SessionsService).purgeExpired();
    assert.ok(purged >= 1);
    assert.equal(
      await identity.prisma.session.count({ where: { sid: storedSessionKey(user.sessionId) } }),
      0,
    );
  });

  it('slides the idle expiry, never beyond the absolute expiry', async () => {
    const user = await registered();
    const { idleSeconds, absoluteSeconds } = identity.config.session;
    const soon = new Date(Date.now() + 60_000);
    await identity.prisma.session.update({
      where: { sid: storedSessionKey(user.sessionId) },
      data: { expire: soon },
    });
    const before = Date.now();
    assert.equal((await identity.resolveSession(user.sessionId)).user?.id, user.id);
    const slid = await identity.prisma.session.findUniqueOrThrow({
      where: { sid: storedSessionKey(user.sessionId) },
    });
    assert.ok(
      Math.abs(slid.expire.getTime() - (before + idleSeconds * 1000)) < 5_000,
      `idle expiry slid: ${slid.expire.toISOString()}`,
    );

    // A session signed in almost 30 days ago keeps its absolute expiry however active it is.
    const createdAt = new Date(Date.now() - (absoluteSeconds - 3600) * 1000);
    const sess = { ...(slid.sess as Record<string, string>), createdAt: createdAt.toISOString() };
    await identity.prisma.session.update({
      where: { sid: storedSessionKey(user.sessionId) },
      data: { sess },
    });
    await identity.resolveSession(user.sessionId);
    const capped = await identity.prisma.session.findUniqueOrThrow({
      where: { sid: storedSessionKey(user.sessionId) },
    });
    assert.equal(capped.expire.getTime(), createdAt.getTime() + absoluteSeconds * 1000);
  });

  it('reports the current role and staff flag', async () => {
    const user = await registered();
    await identity.prisma.user.update({ where: { id: user.id }, data: { role: 'creator' } });
    assert.deepEqual(await identity.resolveSession(user.sessionId), {
      user: { id: user.id, role: 'creator', staff: false, firstName: 'Ada' },
    });
    await identity.prisma.user.update({ where: { id: user.id }, data: { isStaff: true } });
    assert.deepEqual(await identity.resolveSession(user.sessionId), {
      user: { id: user.id, role: 'creator', staff: true, firstName: 'Ada' },
    });
  });
});

describe('rate limits', () => {
  it('limits logins per address and email with TOO_MANY_REQUESTS (en and de)', async () => {
    const user = await registered();
    const clientIp = randomIp();
    for (let i = 0; i < 5; i++) {
      const res = await identity.gql(
        LOGIN,
        { input: { email: user.email, password: 'wrong-password' } },
        { clientIp },
      );
      assert.equal(res.body.errors![0].extensions?.code, 'UNAUTHENTICATED');
    }
    for (const locale of ['en', 'de'] as const) {
      const res = await identity.gql(
        LOGIN,
        { input: { email: user.email, password: user.password } },
        { clientIp, locale },
      );
      const [error] = res.body.errors!;
      assert.equal(error.extensions?.code, 'TOO_MANY_REQUESTS', res.text);
      // How long to wait, in minutes (docs/product.md §14): the window's reset, at least 1.
      const minutes = error.extensions?.minutes as number;
      assert.ok(minutes >= 1 && minutes <= 15, `minutes ${minutes}`);
      assert.equal(error.message, translateWith('error.rateLimit.wait', locale, { minutes }));
      assert.ok(Number(error.extensions?.retryAfterSeconds) > 0);
      assert.equal(res.headers.get('x-set-session'), null);
    }
    // Another address may still sign in to the same account.
    const elsewhere = await identity.gql(LOGIN, { input: { email: user.email, password: user.password } });
    assert.equal(elsewhere.body.errors, undefined, elsewhere.text);
  });

  it('limits logins per address across emails', async () => {
    const clientIp = randomIp();
    const codes: string[] = [];
    for (let i = 0; i < 13; i++) {
      const res = await identity.gql(
        LOGIN,
        { input: { email: uniqueEmail('spray'), password: 'wrong-password' } },
        { clientIp },
      );
      codes.push(res.body.errors![0].extensions!.code);
    }
    assert.deepEqual(codes.slice(0, 12), Array(12).fill('UNAUTHENTICATED'));
    assert.equal(codes[12], 'TOO_MANY_REQUESTS');
  });

  it('a successful login forgives the failed attempts for that address and email', async () => {
    const user = await registered();
    const clientIp = randomIp();
    for (let round = 0; round < 2; round++) {
      for (let i = 0; i < 4; i++)
        await identity.gql(LOGIN, { input: { email: user.email, password: 'wrong-password' } }, { clientIp });
      const ok = await identity.gql(
        LOGIN,
        { input: { email: user.email, password: user.password } },
        { clientIp },
      );
      assert.equal(ok.body.errors, undefined, ok.text);
    }
  });

  it('counts IPv6 clients per /64: rotating addresses inside it does not escape the limit', async () => {
    const prefix = `2001:db8:${randomBytes(2).toString('hex')}:${randomBytes(2).toString('hex')}`;
    const codes: string[] = [];
    for (let i = 0; i < 13; i++) {
      const res = await identity.gql(
        LOGIN,
        { input: { email: uniqueEmail('v6'), password: 'wrong-password' } },
        { clientIp: `${prefix}::${(i + 1).toString(16)}` },
      );
      codes.push(res.body.errors![0].extensions!.code);
    }
    assert.equal(codes[12], 'TOO_MANY_REQUESTS');
  });

  it('slows a guess at one account spread over many addresses and unknown browsers, longer after each failure', async () => {
    const user = await registered();
    const attempt = (password: string, locale: 'en' | 'de' = 'en') =>
      identity.gql(LOGIN, { input: { email: user.email, password } }, { clientIp: randomIp(), locale });
    const code = (res: Awaited<ReturnType<typeof attempt>>) => res.body.errors?.[0]?.extensions?.code;
    for (let i = 0; i < 6; i++) assert.equal(code(await attempt('wrong-password')), 'UNAUTHENTICATED');

    // The sixth failure: the account's next sign-in waits 2 s, even with the right password from a new address.
    for (const locale of ['en', 'de'] as const) {
      const waiting = await attempt(user.password, locale);
      const [error] = waiting.body.errors!;
      assert.equal(error.extensions?.code, 'TOO_MANY_REQUESTS', waiting.text);
      assert.equal(error.message, MESSAGES[locale]['error.auth.accountDelayed']);
      assert.ok(Number(error.extensions?.retryAfterSeconds) <= 2, waiting.text);
      assert.equal(waiting.headers.get('x-set-session'), null);
    }
    // Another failure, once the wait is over, doubles it.
    assert.equal(code(await onceTheWaitIsOver(() => attempt('wrong-password'))), 'UNAUTHENTICATED');
    const longer = await attempt(user.password);
    assert.equal(code(longer), 'TOO_MANY_REQUESTS');
    assert.ok(Number(longer.body.errors![0].extensions?.retryAfterSeconds) > 2, longer.text);
    // The right password after the wait signs in and forgets the failures.
    assert.equal(code(await onceTheWaitIsOver(() => attempt(user.password))), undefined);
    assert.equal(code(await attempt('wrong-password')), 'UNAUTHENTICATED');
    assert.equal(code(await attempt(user.password)), undefined);
  });

  it("a browser with the account's device cookie signs in at once while unknown browsers wait (OWASP)", async () => {
    const user = await registered();
    const signIn = (password: string, deviceTokens?: string[]) =>
      identity.gql(
        LOGIN,
        { input: { email: user.email, password } },
        { clientIp: randomIp(), ...(deviceTokens ? { deviceTokens } : {}) },
      );
    const code = (res: Awaited<ReturnType<typeof signIn>>) => res.body.errors?.[0]?.extensions?.code;
    const known = (await signIn(user.password)).headers.get('x-set-device')!.split(';')[0].split('~');
    for (let i = 0; i < 6; i++) assert.equal(code(await signIn('wrong-password')), 'UNAUTHENTICATED');
    // Unknown browsers now wait 2 s; one more failure after it makes them wait 4 s.
    assert.equal(code(await onceTheWaitIsOver(() => signIn('wrong-password'))), 'UNAUTHENTICATED');
    const attacker = await signIn(user.password);
    assert.equal(code(attacker), 'TOO_MANY_REQUESTS', attacker.text);
    assert.equal(attacker.body.errors![0].extensions?.messageKey, 'error.auth.accountDelayed');
    const person = await signIn(user.password, known);
    assert.equal(person.body.errors, undefined, person.text);
    // Its success leaves the unknown browsers' failures in place (a busy machine may outlast the 4 s wait, so this
    // does not rely on it): once their wait is over, one more failure doubles it again, to 8 s.
    const deadline = Date.now() + 10_000;
    while (code(await signIn('wrong-password')) === 'TOO_MANY_REQUESTS' && Date.now() < deadline)
      await new Promise((resolve) => setTimeout(resolve, 250));
    const stillWaiting = await signIn(user.password);
    assert.equal(code(stillWaiting), 'TOO_MANY_REQUESTS', 'unknown browsers still wait');
    assert.ok(Number(stillWaiting.body.errors![0].extensions?.retryAfterSeconds) > 4, stillWaiting.text);

    // Its own failures lock the token after LOGIN_DEVICE_MAX_FAILURES: then it is an unknown browser too, whose
    // failures count with the others' (once the current wait is over) and whose sign-ins wait with theirs.
    const renewed = person.headers.get('x-set-device')!.split(';')[0].split('~');
    const { maxFailures } = identity.config.rateLimit.loginPerDevice;
    for (let i = 0; i < maxFailures; i++)
      assert.equal(code(await signIn('wrong-password', renewed)), 'UNAUTHENTICATED');
    const lockDeadline = Date.now() + 10_000;
    while (code(await signIn('wrong-password', renewed)) === 'TOO_MANY_REQUESTS' && Date.now() < lockDeadline)
      await new Promise((resolve) => setTimeout(resolve, 250));
    assert.equal(code(await signIn(user.password, renewed)), 'TOO_MANY_REQUESTS', 'the locked token waits');
  });

  it('limits registrations per address', async () => {
    const clientIp = randomIp();
    const codes: Array<string | undefined> = [];
    for (let i = 0; i < 5; i++) {
      const res = await identity.gql(REGISTER, { input: studentInput() }, { clientIp });
      codes.push(res.body.errors?.[0].extensions?.code);
    }
    assert.deepEqual(codes, [undefined, undefined, undefined, undefined, 'TOO_MANY_REQUESTS']);
  });
});

describe('gateway trust', () => {
  const body = { query: ME };
  const post = (headers: Record<string, string>, sent: unknown = body) => identity.raw(headers, sent);
  const sign = (context: Parameters<typeof signGatewayContext>[0], secret: string, now?: number) =>
    signGatewayContext(context, secret, { audience: 'identity', body: JSON.stringify(body) }, now);

  it('refuses an unsigned request with 401', async () => {
    const res = await post({});
    assert.equal(res.status, 401);
    assert.equal(res.body.errors?.[0].extensions?.code, 'UNAUTHENTICATED');
    assert.equal(res.body.data, undefined);
  });

  it('refuses a context signed with another secret, a tampered one and a stale one', async () => {
    const context = {
      user: { id: '00000000-0000-4000-8000-000000000001', role: 'creator' },
      sessionId: null,
      clientIp: '10.0.0.1',
      locale: 'en' as const,
    };
    assert.equal((await post(sign(context, 'not-the-secret'))).status, 401);
    const signed = sign({ ...context, user: null }, identity.config.gatewaySecret);
    const tampered = {
      ...signed,
      [CONTEXT_HEADER]: sign(context, 'not-the-secret')[CONTEXT_HEADER],
    };
    assert.equal((await post(tampered)).status, 401);
    assert.equal((await post(sign(context, identity.config.gatewaySecret, Date.now() - 11_000))).status, 401);
  });

  it('refuses a context signed for another service or another body (a captured header replayed)', async () => {
    const context = { user: null, sessionId: null, clientIp: '10.0.0.1', locale: 'en' as const };
    const secret = identity.config.gatewaySecret;
    assert.equal((await post(sign(context, secret))).status, 200);
    const forTeams = signGatewayContext(context, secret, { audience: 'teams', body: JSON.stringify(body) });
    assert.equal((await post(forTeams)).status, 401);
    const other = { query: '{ __typename }' };
    assert.equal((await post(sign(context, secret), other)).status, 401);
  });

  it('refuses even the federation SDL query when unsigned', async () => {
    const res = await identity.raw({}, { query: '{ _service { sdl } }' });
    assert.equal(res.status, 401);
  });

  it('health needs no signature', async () => {
    const live = await fetch(`${identity.server.url}/health/live`);
    assert.equal(live.status, 200);
    const ready = await fetch(`${identity.server.url}/health/ready`);
    assert.equal(ready.status, 200);
    assert.deepEqual(await ready.json(), {
      status: 'ok',
      checks: { database: 'up', redis: 'up', nats: 'up' },
    });
  });
});

describe('me', () => {
  it('is null when signed out', async () => {
    const res = await identity.gql(ME);
    assert.deepEqual(res.body, { data: { me: null } });
  });

  it('is the signed-in user with their email', async () => {
    const user = await registered();
    const res = await identity.gql(ME, {}, { user: { id: user.id, role: 'student' } });
    assert.equal(res.body.data!.me.id, user.id);
    assert.equal(res.body.data!.me.email, user.email);
  });

  it('federation references show the email only to its owner', async () => {
    const user = await registered();
    const query = `query($r: [_Any!]!) { _entities(representations: $r) { ... on User { id email firstName } } }`;
    const representations = [
      { __typename: 'User', id: user.id },
      { __typename: 'User', id: 'not-a-uuid' },
    ];
    const other = await identity.gql(
      query,
      { r: representations },
      { user: { id: '00000000-0000-4000-8000-00000000ffff', role: 'student' } },
    );
    assert.deepEqual(other.body.data!._entities, [{ id: user.id, email: null, firstName: 'Ada' }, null]);
    const owner = await identity.gql(
      query,
      { r: representations },
      { user: { id: user.id, role: 'student' } },
    );
    assert.equal(owner.body.data!._entities[0].email, user.email);
  });
});
