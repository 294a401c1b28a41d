import { afterAll, beforeAll, test } from '@jest/globals';
import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { request } from 'undici';
import {
  CLIENT_KEEP_ALIVE_MS,
  CONTEXT_HEADER,
  SERVER_KEEP_ALIVE_MS,
  SIGNATURE_HEADER,
  signGatewayContext,
} from '@creators/platform';
import type { RegistrationInput, User } from '@creators/contracts';
import { startTestSystem, type TestSystem } from './harness.js';
import { jsonOrUndefined, waitFor } from './client.js';

let system: TestSystem;

beforeAll(async () => {
  // Trusting the loopback proxy lets a test act as a TLS-terminating proxy in front of the gateway.
  system = await startTestSystem({ TRUST_PROXY: 'loopback' });
});

afterAll(async () => {
  const codes = await system?.stop();
  assert.equal(codes?.gateway, 0, `gateway exits cleanly:\n${system?.gateway.output().slice(-2000)}`);
});

const uniqueEmail = () => `gw-${randomBytes(6).toString('hex')}@example.com`;

function student(email = uniqueEmail()) {
  return {
    role: 'student',
    firstName: 'Ada',
    lastName: 'Lovelace',
    email,
    password: 'correct-horse',
    experience: 'beginner',
    bio: 'I like building small machines',
    skills: ['JavaScript', 'Design'],
    interests: ['Education'],
  } satisfies RegistrationInput;
}

interface Answer {
  status: number;
  headers: Headers;
  text: string;
  json: unknown;
}

interface CallOptions extends Omit<RequestInit, 'body'> {
  cookie?: string;
  /** JSON-encoded unless `raw`. */
  body?: unknown;
  raw?: boolean;
}

async function call(path: string, init: CallOptions = {}): Promise<Answer> {
  const headers = new Headers(init.headers);
  if (init.cookie) headers.set('cookie', init.cookie);
  let body: string | undefined;
  if (init.body !== undefined) {
    body = init.raw ? (init.body as string) : JSON.stringify(init.body);
    if (!headers.has('content-type')) headers.set('content-type', 'application/json');
  }
  const response = await fetch(`${system.gatewayUrl}${path}`, { ...init, headers, body, redirect: 'manual' });
  const text = await response.text();
  const json = jsonOrUndefined(text);
  return { status: response.status, headers: response.headers, text, json };
}

/** The `sid=<value>` pair of a response's Set-Cookie, and the whole header line. */
function sessionCookie(answer: Answer): { pair: string; line: string } | null {
  const line = answer.headers.getSetCookie().find((c) => c.startsWith('sid='));
  return line ? { pair: line.split(';')[0], line } : null;
}

function assertNoSecrets(user: unknown) {
  const keys = Object.keys(user as object);
  assert.ok(
    !keys.some((key) => /password|hash/i.test(key)),
    `no password or hash field in ${keys.join(', ')}`,
  );
}

async function register(payload = student()) {
  const answer = await call('/api/auth/register', { method: 'POST', body: payload });
  assert.equal(answer.status, 201, answer.text);
  const cookie = sessionCookie(answer);
  assert.ok(cookie, 'registration sets the session cookie');
  return { answer, cookie: cookie.pair, user: answer.json as User, payload };
}

test('register sets an HttpOnly SameSite=Lax session cookie; the user comes back without secrets', async () => {
  const { answer, cookie, payload } = await register();
  const line = sessionCookie(answer)!.line;
  assert.match(line, /HttpOnly/i);
  assert.match(line, /SameSite=Lax/i);
  assert.match(line, /Path=\//);
  assert.match(line, /Max-Age=\d+/);
  assert.doesNotMatch(line, /Secure/i, 'plain http: no Secure flag');
  assertNoSecrets(answer.json);
  assert.equal((answer.json as User).email, payload.email);

  const me = await call('/api/auth/user', { cookie });
  assert.equal(me.status, 200, me.text);
  assertNoSecrets(me.json);
  assert.equal((me.json as User).email, payload.email);
  assert.equal((me.json as User).role, 'student');
  assert.deepEqual((me.json as User).skills, ['JavaScript', 'Design']);
});

test('behind a trusted TLS-terminating proxy the session cookie is Secure', async () => {
  const answer = await call('/api/auth/register', {
    method: 'POST',
    body: student(),
    headers: { 'x-forwarded-proto': 'https' },
  });
  assert.equal(answer.status, 201, answer.text);
  assert.match(sessionCookie(answer)?.line ?? '', /; Secure/i);
  assert.equal(answer.headers.get('cache-control'), 'no-store');
});

test('signed out: GET /api/auth/user is 401 {"message":"Unauthorized"}', async () => {
  const answer = await call('/api/auth/user');
  assert.equal(answer.status, 401);
  assert.equal((answer.json as { message: string }).message, 'Unauthorized');
  const german = await call('/api/auth/user', { headers: { 'accept-language': 'de' } });
  assert.equal(
    (german.json as { message: string }).message,
    'Unauthorized',
    'the front end looks for this word',
  );
});

test('/api/logout ends the session: 302 to /, cookie cleared, then 401', async () => {
  const { cookie } = await register();
  const logout = await call('/api/logout', { cookie });
  assert.equal(logout.status, 302);
  assert.equal(logout.headers.get('location'), '/');
  const cleared = sessionCookie(logout);
  assert.ok(cleared, 'logout clears the cookie');
  assert.match(cleared.line, /^sid=;/);
  assert.match(cleared.line, /Expires=Thu, 01 Jan 1970/);

  const after = await call('/api/auth/user', { cookie });
  assert.equal(after.status, 401);
  assert.deepEqual(after.json, { message: 'Unauthorized', code: 'UNAUTHENTICATED' });
  assert.match(sessionCookie(after)?.line ?? '', /^sid=;/, 'a cookie identity does not know is cleared');
});

test('login: wrong password and unknown email look the same; the right password signs in with a new session', async () => {
  const { payload, cookie: first } = await register();
  const wrongPassword = await call('/api/auth/login', {
    method: 'POST',
    body: { email: payload.email, password: 'wrong-password' },
  });
  const unknownEmail = await call('/api/auth/login', {
    method: 'POST',
    body: { email: uniqueEmail(), password: 'wrong-password' },
  });
  assert.equal(wrongPassword.status, 401);
  assert.equal(unknownEmail.status, wrongPassword.status);
  assert.equal(unknownEmail.text, wrongPassword.text);
  assert.deepEqual(wrongPassword.json, { message: 'Invalid email or password', code: 'UNAUTHENTICATED' });
  assert.equal(sessionCookie(wrongPassword), null);

  const german = await call('/api/auth/login', {
    method: 'POST',
    body: { email: payload.email, password: 'wrong-password' },
    headers: { 'accept-language': 'de-DE,de;q=0.9' },
  });
  assert.equal((german.json as { message: string }).message, 'E-Mail oder Passwort ist falsch');

  const login = await call('/api/auth/login', {
    method: 'POST',
    body: { email: payload.email.toUpperCase(), password: payload.password },
  });
  assert.equal(login.status, 200, login.text);
  assertNoSecrets(login.json);
  const cookie = sessionCookie(login);
  assert.ok(cookie);
  assert.notEqual(cookie.pair, first, 'a new session id at each login');
  assert.equal((await call('/api/auth/user', { cookie: cookie.pair })).status, 200);
});

test('a duplicate email is 409 with the message', async () => {
  const { payload } = await register();
  const again = await call('/api/auth/register', {
    method: 'POST',
    body: { ...payload, firstName: 'Other' },
  });
  assert.equal(again.status, 409);
  assert.deepEqual(again.json, {
    message: 'An account with this email already exists. Please sign in instead.',
    code: 'CONFLICT',
  });
});

test("role 'admin' and unknown fields are refused with 400 before any GraphQL", async () => {
  const admin = await call('/api/auth/register', { method: 'POST', body: { ...student(), role: 'admin' } });
  assert.equal(admin.status, 400);
  assert.equal((admin.json as { code: string }).code, 'BAD_USER_INPUT');
  assert.ok((admin.json as { fields: Record<string, string> }).fields.role);

  const unknown = await call('/api/auth/register', { method: 'POST', body: { ...student(), isAdmin: true } });
  assert.equal(unknown.status, 400);
  assert.deepEqual((unknown.json as { fields: Record<string, string> }).fields, {
    isAdmin: 'This field is not accepted',
  });

  const profile = await call('/api/auth/user', { method: 'PATCH', body: { email: 'new@example.com' } });
  assert.equal(profile.status, 401, 'like every write, the sign-in is asked for first');
});

test('a bad email is 400 with the message, in German with Accept-Language de', async () => {
  const en = await call('/api/auth/register', {
    method: 'POST',
    body: { ...student(), email: 'not-an-email' },
  });
  assert.equal(en.status, 400);
  assert.equal((en.json as { message: string }).message, 'Please enter a valid email address');
  assert.deepEqual((en.json as { fields: Record<string, string> }).fields, {
    email: 'Please enter a valid email address',
  });

  const de = await call('/api/auth/login', {
    method: 'POST',
    body: { email: 'not-an-email', password: 'secret12' },
    headers: { 'accept-language': 'de' },
  });
  assert.equal(de.status, 400);
  assert.equal((de.json as { message: string }).message, 'Bitte gib eine gültige E-Mail-Adresse ein');
});

test('profile update, recommendations and achievements need a sign-in and work with one', async () => {
  const { cookie } = await register();
  const update = await call('/api/auth/user', {
    method: 'PATCH',
    cookie,
    body: { role: 'creator', bio: 'Now making things', skills: ['React', 'react', 'Swift'] },
  });
  assert.equal(update.status, 200, update.text);
  assert.equal((update.json as User).role, 'creator');
  assert.deepEqual((update.json as User).skills, ['React', 'Swift']);

  for (const path of ['/api/users/recommended', '/api/users/me/achievements']) {
    const signedIn = await call(path, { cookie });
    assert.equal(signedIn.status, 200, `${path}: ${signedIn.text}`);
    assert.ok(Array.isArray(signedIn.json));
    const signedOut = await call(path);
    assert.equal(signedOut.status, 401, path);
    assert.equal((signedOut.json as { message: string }).message, 'Unauthorized');
  }
  const signedOutUpdate = await call('/api/auth/user', { method: 'PATCH', body: { bio: 'Someone else' } });
  assert.equal(signedOutUpdate.status, 401);
});

test('malformed JSON is 400 and a body over the limit is 413, both JSON', async () => {
  const malformed = await call('/api/auth/login', { method: 'POST', body: '{"email":', raw: true });
  assert.equal(malformed.status, 400);
  assert.equal((malformed.json as { message: string }).message, 'The request is not valid');

  const huge = await call('/api/auth/register', {
    method: 'POST',
    body: { ...student(), bio: 'x'.repeat(400_000) },
  });
  assert.equal(huge.status, 413);
  assert.deepEqual(huge.json, { message: 'The request body is too large', code: 'PAYLOAD_TOO_LARGE' });
  const hugeGraphql = await call('/graphql', {
    method: 'POST',
    body: { query: `{ me { id } } #${'x'.repeat(400_000)}` },
  });
  assert.equal(hugeGraphql.status, 413);
});

test('unknown /api paths are 404 JSON, a wrong method 405 JSON', async () => {
  const missing = await call('/api/nothing/here');
  assert.equal(missing.status, 404);
  assert.equal((missing.json as { code: string }).code, 'NOT_FOUND');
  const wrongMethod = await call('/api/auth/login');
  assert.equal(wrongMethod.status, 405);
  assert.equal(wrongMethod.headers.get('allow'), 'POST');
  assert.equal((wrongMethod.json as { code: string }).code, 'METHOD_NOT_ALLOWED');
  assert.equal((await call('/api/auth/user', { method: 'DELETE' })).status, 405);
});

test('security headers: CSP, nosniff, frame-ancestors none, referrer policy, no x-powered-by', async () => {
  const answer = await call('/api/auth/user');
  const csp = answer.headers.get('content-security-policy') ?? '';
  assert.match(csp, /default-src 'self'/);
  assert.match(csp, /frame-ancestors 'none'/);
  assert.match(csp, /style-src 'self' 'unsafe-inline'/);
  assert.match(csp, /connect-src 'self' ws:\/\/127\.0\.0\.1:\d+ wss:\/\/127\.0\.0\.1:\d+/);
  assert.match(csp, /media-src 'self' blob: data:/);
  assert.match(csp, /img-src 'self' data: https:/);
  assert.equal(answer.headers.get('x-content-type-options'), 'nosniff');
  assert.ok(answer.headers.get('referrer-policy'));
  assert.equal(answer.headers.get('x-powered-by'), null);
});

test('/api/openapi.json and /api/docs answer', async () => {
  const spec = await call('/api/openapi.json');
  assert.equal(spec.status, 200);
  const document = spec.json as { openapi: string; paths: Record<string, unknown> };
  assert.match(document.openapi, /^3\.1/);
  for (const path of [
    '/api/auth/user',
    '/api/auth/login',
    '/api/auth/register',
    '/api/users/recommended',
    '/api/users/me/achievements',
    '/api/login',
    '/api/logout',
  ]) {
    assert.ok(document.paths[path], path);
  }
  let docs = await call('/api/docs');
  if (docs.status === 301 || docs.status === 302)
    docs = await call(new URL(docs.headers.get('location')!, system.gatewayUrl).pathname);
  assert.equal(docs.status, 200);
  assert.match(docs.text, /swagger-ui/);
  assert.match(docs.headers.get('content-security-policy') ?? '', /default-src 'self'/);
  const script = await call('/api/docs/swagger-ui-init.js');
  assert.equal(script.status, 200);
  assert.match(script.text, /\/api\/openapi\.json/);
});

test('/api/login redirects to /login', async () => {
  const answer = await call('/api/login');
  assert.equal(answer.status, 302);
  assert.equal(answer.headers.get('location'), '/login');
});

test('GraphQL at /graphql: CSRF prevention on, login sets the cookie', async () => {
  const { payload } = await register();
  const blocked = await call('/graphql', {
    method: 'POST',
    headers: { 'content-type': 'text/plain' },
    body: JSON.stringify({ query: '{ me { id } }' }),
    raw: true,
  });
  assert.equal(blocked.status, 400, 'a simple (non-preflighted) request is refused');

  const login = await call('/graphql', {
    method: 'POST',
    body: {
      query: 'mutation($input: LoginInput!) { login(input: $input) { id email } }',
      variables: { input: { email: payload.email, password: payload.password } },
    },
  });
  assert.equal(login.status, 200, login.text);
  const cookie = sessionCookie(login);
  assert.ok(cookie);
  assert.match(cookie.line, /HttpOnly/);
  const me = await call('/graphql', {
    method: 'POST',
    cookie: cookie.pair,
    body: { query: '{ me { email } }' },
  });
  assert.deepEqual(me.json, { data: { me: { email: payload.email } } });
  const german = await call('/graphql', {
    method: 'POST',
    headers: { 'accept-language': 'de' },
    body: {
      query: 'mutation { login(input: { email: "x@example.com", password: "wrong-password" }) { id } }',
    },
  });
  assert.equal(
    (german.json as { errors: { message: string }[] }).errors[0].message,
    'E-Mail oder Passwort ist falsch',
  );
});

test('a context sent by a client or tampered with never reaches identity as a user', async () => {
  const { user } = await register();
  const body = JSON.stringify({ query: '{ me { id email } }' });
  const forged = signGatewayContext(
    { user: { id: user.id, role: 'student' }, sessionId: null, clientIp: '127.0.0.1', locale: 'en' },
    system.secret,
    { audience: 'identity', body },
  );

  // 1. Through the gateway: headers from the client are not forwarded; only the cookie counts.
  const throughGateway = await call('/api/auth/user', { headers: forged });
  assert.equal(throughGateway.status, 401);

  const identity = (headers: Record<string, string>) =>
    fetch(system.identityUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body,
    }).then(async (r) => ({
      status: r.status,
      body: (await r.json()) as { data?: { me: { id: string } | null }; errors?: unknown[] },
    }));

  // 2. Straight to identity, unsigned: refused.
  const unsigned = await identity({});
  assert.equal(unsigned.status, 401);
  assert.ok(!unsigned.body.data?.me);

  // 3. A valid signature over another user id: refused.
  const encoded = JSON.parse(Buffer.from(forged[CONTEXT_HEADER], 'base64url').toString('utf8'));
  const tampered = Buffer.from(
    JSON.stringify({ ...encoded, user: { id: '00000000-0000-4000-8000-000000000000', role: 'mentor' } }),
  ).toString('base64url');
  const tamperedAnswer = await identity({
    [CONTEXT_HEADER]: tampered,
    [SIGNATURE_HEADER]: forged[SIGNATURE_HEADER],
  });
  assert.equal(tamperedAnswer.status, 401);
  assert.ok(!tamperedAnswer.body.data?.me);

  // 4. Signed with another secret: refused.
  const otherSecret = signGatewayContext(
    { user: { id: user.id, role: 'student' }, sessionId: null, clientIp: '127.0.0.1', locale: 'en' },
    'not-the-secret',
    { audience: 'identity', body },
  );
  assert.equal((await identity(otherSecret)).status, 401);

  // The genuine signature is accepted, so the refusals above are about the signature.
  const genuine = await identity(forged);
  assert.equal(genuine.body.data?.me?.id, user.id);
});

test('idle connections: the gateway and the services keep them longer than the gateway keeps its own', async () => {
  assert.ok(SERVER_KEEP_ALIVE_MS - CLIENT_KEEP_ALIVE_MS >= 30_000);
  for (const url of [
    new URL('/health/live', system.gatewayUrl),
    new URL('/health/live', system.identityUrl),
  ]) {
    const answer = await request(url);
    await answer.body.dump();
    assert.equal(answer.headers['keep-alive'], `timeout=${SERVER_KEEP_ALIVE_MS / 1000}`, url.href);
  }
});

test('health: live and ready', async () => {
  assert.equal((await call('/health/live')).status, 200);
  const ready = await call('/health/ready');
  assert.equal(ready.status, 200, ready.text);
  assert.deepEqual(ready.json, {
    status: 'ok',
    checks: { nats: true, redis: true, supergraph: true, accepting: true },
  });
});

test('on SIGTERM a gateway answers not ready first, still serves while it drains, then exits 0', async () => {
  const draining = await system.startGateway({ SHUTDOWN_DRAIN_MS: '1500' });
  const ready = () => request(new URL('/health/ready', draining.url));
  // Ready once its Redis and NATS clients are connected, which a loaded machine may take a moment for.
  await waitFor('ready before the signal', async () => {
    const answer = await ready();
    await answer.body.dump();
    return answer.statusCode === 200;
  });
  const exited = draining.process.stop(15_000);
  let checks: Record<string, boolean> = {};
  await waitFor('not ready while draining', async () => {
    const answer = await ready();
    ({ checks } = (await answer.body.json()) as { checks: Record<string, boolean> });
    return answer.statusCode === 503;
  });
  assert.equal(checks.accepting, false);
  const served = await request(new URL('/health/live', draining.url));
  assert.equal(served.statusCode, 200, 'still serving while draining');
  await served.body.dump();
  assert.equal(await exited, 0, draining.process.output());
});

test('without Redis a gateway answers not ready, and still stops at once', async () => {
  const cutOff = await system.startGateway({ REDIS_URL: 'redis://127.0.0.1:1' });
  const answer = await request(new URL('/health/ready', cutOff.url));
  const { checks } = (await answer.body.json()) as { checks: Record<string, boolean> };
  assert.equal(answer.statusCode, 503);
  assert.equal(checks.redis, false);
  const started = Date.now();
  assert.equal(await cutOff.process.stop(15_000), 0, cutOff.process.output());
  assert.ok(Date.now() - started < 10_000, `stopped after ${Date.now() - started} ms`);
});

test('without a built front end, / answers 503 saying how to build it; API paths are not the SPA', async () => {
  const root = await call('/', { headers: { accept: 'text/html' } });
  assert.equal(root.status, 503);
  assert.match(root.text, /npm run build -w frontend/);
  const deep = await call('/challenges', { headers: { accept: 'text/html' } });
  assert.equal(deep.status, 503);
});

test('when identity cannot be asked about a cookie, the request is a 503, not signed out', async () => {
  const { cookie } = await register();
  await system.identity.stop();
  const answer = await call('/api/auth/user', { cookie });
  assert.equal(answer.status, 503);
  assert.equal((answer.json as { code: string }).code, 'SERVICE_UNAVAILABLE');
  assert.equal(sessionCookie(answer), null, 'the cookie is kept');

  const signedOut = await call('/api/auth/login', {
    method: 'POST',
    body: { email: uniqueEmail(), password: 'whatever1' },
  });
  assert.equal(signedOut.status, 503, 'an unreachable subgraph is 503 too');
  assert.equal((signedOut.json as { code: string }).code, 'SERVICE_UNAVAILABLE');
});
