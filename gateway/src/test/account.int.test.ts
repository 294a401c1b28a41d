/**
 * Accounts through the REST facade with the real identity service (docs/product.md §13): change password, the
 * sessions list, ending one session or all the others; an ended session's socket is told `signedOut` and
 * disconnected on whichever gateway instance it is, and its next request is 401. The staff flag is never settable.
 */
import { afterAll, beforeAll, describe, test } from '@jest/globals';
import assert from 'node:assert/strict';
import type { Socket } from 'socket.io-client';
import { MESSAGES } from '@creators/texts';
import { SIGNED_OUT_EVENT } from '../realtime.js';
import { startTestSystem, type TestSystem } from './harness.js';
import {
  call as callAt,
  closeSockets,
  openSocket,
  student,
  waitFor,
  type Answer,
  type CallOptions,
} from './client.js';

const FIREFOX_WINDOWS = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0';

let system: TestSystem;
let second: string;

const call = (path: string, init?: CallOptions, base = system.gatewayUrl) => callAt(base, path, init);

interface Account {
  email: string;
  password: string;
  /** The cookie of registration (the "current" browser in these tests). */
  cookie: string;
}

const cookieOf = (answer: Answer) =>
  answer.headers
    .getSetCookie()
    .find((line) => line.startsWith('sid='))!
    .split(';')[0]!;

async function registered(): Promise<Account> {
  const body = student('Sam');
  const answer = await call('/api/auth/register', { method: 'POST', body });
  assert.equal(answer.status, 201, answer.text);
  assert.equal(answer.json.isStaff, false);
  return { email: body.email, password: body.password, cookie: cookieOf(answer) };
}

/** Signs in again, as another browser would (its own cookie), through `base`. */
async function signIn(
  account: Pick<Account, 'email' | 'password'>,
  headers: Record<string, string> = {},
  base?: string,
) {
  const answer = await call(
    '/api/auth/login',
    { method: 'POST', body: { email: account.email, password: account.password }, headers },
    base,
  );
  assert.equal(answer.status, 200, answer.text);
  return cookieOf(answer);
}

const sessions = async (cookie: string) => {
  const answer = await call('/api/users/me/sessions', { cookie });
  assert.equal(answer.status, 200, answer.text);
  return answer.json as Array<{
    id: string;
    current: boolean;
    browser: string | null;
    network: string | null;
  }>;
};

/** A socket on `base` with this cookie, recording `signedOut` and its disconnect. */
async function watchedSocket(base: string, cookie: string) {
  const socket: Socket = await openSocket(base, cookie);
  const seen = { signedOut: 0, disconnected: '' };
  socket.on(SIGNED_OUT_EVENT, () => (seen.signedOut += 1));
  socket.on('disconnect', (reason) => (seen.disconnected = reason));
  return seen;
}

/** The gateway remembers session lookups for 2 s: an ended session is 401 at most that much later. */
const eventuallyUnauthorized = (cookie: string, base?: string) =>
  waitFor(
    'the ended session to be signed out',
    async () => (await call('/api/auth/user', { cookie }, base)).status === 401,
    10_000,
  );

beforeAll(async () => {
  system = await startTestSystem();
  const other = await system.startGateway();
  second = other.url;
  const consuming = (output: () => string) => () => /event consumer: consuming/.test(output());
  await waitFor('the first gateway to consume', consuming(system.gateway.output), 60_000);
  await waitFor('the second gateway to consume', consuming(other.process.output), 60_000);
});

afterAll(async () => {
  closeSockets();
  await system?.stop();
});

describe('accounts through the REST facade', () => {
  test('the account paths need a signed-in user', async () => {
    for (const [method, path] of [
      ['GET', '/api/users/me/sessions'],
      ['POST', '/api/users/me/sessions/end-others'],
      ['DELETE', '/api/users/me/sessions/6f1c2a1e-0000-4000-8000-000000000001'],
      ['POST', '/api/users/me/password'],
    ] as const) {
      const answer = await call(path, {
        method,
        ...(method === 'POST' ? { body: { currentPassword: 'x', newPassword: 'y' } } : {}),
      });
      assert.equal(answer.status, 401, `${method} ${path}: ${answer.text}`);
    }
  });

  test('sessions list the browser and network, newest first, with the current one marked', async () => {
    const account = await registered();
    await signIn(account, { 'user-agent': FIREFOX_WINDOWS });
    const list = await sessions(account.cookie);
    assert.equal(list.length, 2);
    assert.deepEqual(
      list.map((session) => session.current),
      [false, true],
    );
    assert.equal(list[0]!.browser, 'Firefox on Windows');
    for (const session of list) {
      assert.match(session.network ?? '', /\/(24|48)$/);
      assert.ok(!account.cookie.includes(session.id));
    }
  });

  test('a password change refuses a wrong current password (400, en and de), then ends the other sessions at once', async () => {
    const account = await registered();
    const other = await signIn(account, {}, second);
    // The other browser's page is open on the second gateway instance.
    const seen = await watchedSocket(second, other);

    for (const [locale, headers] of [
      ['en', {}],
      ['de', { 'accept-language': 'de' }],
    ] as const) {
      const wrong = await call('/api/users/me/password', {
        method: 'POST',
        cookie: account.cookie,
        headers,
        body: { currentPassword: 'not-the-password', newPassword: 'a-new-password' },
      });
      assert.equal(wrong.status, 400, wrong.text);
      assert.deepEqual(wrong.json.fields, {
        currentPassword: MESSAGES[locale]['validation.password.current'],
      });
    }
    const short = await call('/api/users/me/password', {
      method: 'POST',
      cookie: account.cookie,
      body: { currentPassword: account.password, newPassword: 'short' },
    });
    assert.equal(short.status, 400, short.text);
    assert.deepEqual(short.json.fields, { newPassword: MESSAGES.en['validation.password.min'] });
    assert.equal((await call('/api/auth/user', { cookie: other }, second)).status, 200);

    const changed = await call('/api/users/me/password', {
      method: 'POST',
      cookie: account.cookie,
      body: { currentPassword: account.password, newPassword: 'a-new-password' },
    });
    assert.equal(changed.status, 204, changed.text);

    await waitFor('the other session’s socket to be told and closed', () => seen.disconnected !== '');
    assert.equal(seen.signedOut, 1);
    assert.equal(seen.disconnected, 'io server disconnect');
    await eventuallyUnauthorized(other, second);
    assert.equal((await call('/api/auth/user', { cookie: account.cookie })).status, 200);
    await signIn({ email: account.email, password: 'a-new-password' });
  });

  test('one other session ends by its id; the current one cannot; a stranger’s or an ended one is 404', async () => {
    const account = await registered();
    const other = await signIn(account);
    const seen = await watchedSocket(system.gatewayUrl, other);
    const list = await sessions(account.cookie);
    const current = list.find((session) => session.current)!;
    const target = list.find((session) => !session.current)!;

    const self = await call(`/api/users/me/sessions/${current.id}`, {
      method: 'DELETE',
      cookie: account.cookie,
      headers: { 'accept-language': 'de' },
    });
    assert.equal(self.status, 400, self.text);
    assert.equal(self.json.message, MESSAGES.de['error.session.current']);

    const stranger = await registered();
    const foreign = await call(`/api/users/me/sessions/${target.id}`, {
      method: 'DELETE',
      cookie: stranger.cookie,
    });
    assert.equal(foreign.status, 404, foreign.text);
    assert.equal(
      (await call(`/api/users/me/sessions/nope`, { method: 'DELETE', cookie: account.cookie })).status,
      404,
    );

    const ended = await call(`/api/users/me/sessions/${target.id}`, {
      method: 'DELETE',
      cookie: account.cookie,
    });
    assert.equal(ended.status, 204, ended.text);
    await waitFor('the ended session’s socket to close', () => seen.disconnected !== '');
    assert.equal(seen.signedOut, 1);
    await eventuallyUnauthorized(other);
    const again = await call(`/api/users/me/sessions/${target.id}`, {
      method: 'DELETE',
      cookie: account.cookie,
    });
    assert.equal(again.status, 404);
    assert.equal(again.json.message, MESSAGES.en['error.session.notFound']);
    assert.equal((await sessions(account.cookie)).length, 1);
  });

  test('"sign out everywhere else" ends every other session and says how many', async () => {
    const account = await registered();
    const others = [await signIn(account), await signIn(account, {}, second)];
    const ended = await call('/api/users/me/sessions/end-others', { method: 'POST', cookie: account.cookie });
    assert.equal(ended.status, 200, ended.text);
    assert.deepEqual(ended.json, { ended: 2 });
    await eventuallyUnauthorized(others[0]!);
    await eventuallyUnauthorized(others[1]!, second);
    assert.equal((await sessions(account.cookie)).length, 1);
  });

  test('the staff flag cannot be set through registration or a profile update', async () => {
    const registering = await call('/api/auth/register', {
      method: 'POST',
      body: { ...student(), isStaff: true },
    });
    assert.equal(registering.status, 400, registering.text);
    assert.deepEqual(registering.json.fields, { isStaff: MESSAGES.en['validation.unknownField'] });

    const account = await registered();
    const updating = await call('/api/auth/user', {
      method: 'PATCH',
      cookie: account.cookie,
      body: { isStaff: true },
    });
    assert.equal(updating.status, 400, updating.text);
    const me = await call('/api/auth/user', { cookie: account.cookie });
    assert.equal(me.json.isStaff, false);
  });
});
