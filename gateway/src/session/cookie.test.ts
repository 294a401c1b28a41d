import { test } from '@jest/globals';
import assert from 'node:assert/strict';
import { IncomingMessage, ServerResponse } from 'node:http';
import { Socket } from 'node:net';
import express, { type Request, type Response } from 'express';
import {
  applySessionChange,
  COOKIE_SECURITY_SETTING,
  FORGET_SESSION,
  HOST_SESSION_COOKIE,
  parseSetSessionHeader,
  SESSION_COOKIE,
  sessionCookieName,
  sessionCookieOptions,
  sessionIdFromCookieHeader,
} from './cookie.js';

test('session cookie options: HttpOnly, SameSite=Lax, Path=/, Secure only over TLS, Max-Age from identity', () => {
  assert.deepEqual(sessionCookieOptions(false, 3600), {
    httpOnly: true,
    sameSite: 'lax',
    path: '/',
    secure: false,
    maxAge: 3_600_000,
  });
  assert.deepEqual(sessionCookieOptions(true), { httpOnly: true, sameSite: 'lax', path: '/', secure: true });
});

test('x-set-session is <sid>;<maxAgeSeconds>; anything else is ignored', () => {
  assert.deepEqual(parseSetSessionHeader('abc_DEF-123;86400'), {
    sessionId: 'abc_DEF-123',
    maxAgeSeconds: 86400,
  });
  assert.deepEqual(parseSetSessionHeader(' abc ; 60 '), { sessionId: 'abc', maxAgeSeconds: 60 });
  for (const bad of [
    null,
    undefined,
    '',
    'abc',
    'abc;',
    ';60',
    'abc;-1',
    'abc;1.5',
    'a b;60',
    'abc;60;x=1\r\nSet-Cookie',
  ]) {
    assert.equal(parseSetSessionHeader(bad), null, String(bad));
  }
});

test('the session id is read from the sid cookie only', () => {
  assert.equal(sessionIdFromCookieHeader(undefined), null);
  assert.equal(sessionIdFromCookieHeader('theme=dark'), null);
  assert.equal(sessionIdFromCookieHeader('theme=dark; sid=s3cr3t'), 's3cr3t');
  assert.equal(sessionIdFromCookieHeader('sid='), null);
});

/** A real Express response on a socket that is never connected (of an app with `security` set, if given). */
function fakeExchange(secure: boolean, security?: boolean | 'auto'): { req: Request; res: Response } {
  const req = new IncomingMessage(new Socket()) as unknown as Request;
  Object.defineProperty(req, 'secure', { value: secure });
  if (security !== undefined) {
    const app = express();
    app.set(COOKIE_SECURITY_SETTING, security);
    Object.defineProperty(req, 'app', { value: app });
  }
  const res = new ServerResponse(req as unknown as IncomingMessage) as unknown as Response;
  Object.setPrototypeOf(res, express.response);
  (res as unknown as { req: Request }).req = req;
  return { req, res };
}

const setCookies = (res: Response) => [res.getHeader('Set-Cookie') ?? []].flat().map(String);

test('applying a set writes one sid cookie with the attributes', () => {
  const { req, res } = fakeExchange(true);
  applySessionChange(req, res, { set: { sessionId: 'abc', maxAgeSeconds: 60 }, clear: false });
  const [cookie, ...rest] = setCookies(res);
  assert.equal(rest.length, 0);
  assert.match(cookie, new RegExp(`^${SESSION_COOKIE}=abc;`));
  for (const attribute of ['Max-Age=60', 'Path=/', 'HttpOnly', 'Secure', 'SameSite=Lax'])
    assert.ok(cookie.includes(attribute), `${attribute} in ${cookie}`);
});

test('a clear replaces an earlier sid cookie on the same response and keeps other cookies', () => {
  const { req, res } = fakeExchange(false);
  res.cookie('theme', 'dark');
  applySessionChange(req, res, { set: { sessionId: 'abc', maxAgeSeconds: 60 }, clear: false });
  applySessionChange(req, res, { set: null, clear: true });
  const cookies = setCookies(res);
  assert.equal(cookies.length, 2);
  assert.ok(cookies[0].startsWith('theme=dark'));
  assert.match(cookies[1], /^sid=; Path=\/; Expires=Thu, 01 Jan 1970 00:00:00 GMT; HttpOnly; SameSite=Lax$/);
});

test("the app's cookie security decides Secure: always (production behind a plain-HTTP proxy), never, or over TLS", () => {
  const secureAttribute = (secure: boolean, security?: boolean | 'auto') => {
    const { req, res } = fakeExchange(secure, security);
    applySessionChange(req, res, { set: { sessionId: 'abc', maxAgeSeconds: 60 }, clear: false });
    return /; Secure/.test(setCookies(res)[0]);
  };
  assert.equal(secureAttribute(false, true), true);
  assert.equal(secureAttribute(true, false), false);
  assert.equal(secureAttribute(false, 'auto'), false);
  assert.equal(secureAttribute(true, 'auto'), true);
  assert.equal(secureAttribute(false), false);
});

test('no change, no cookie', () => {
  const { req, res } = fakeExchange(false);
  applySessionChange(req, res, { set: null, clear: false });
  assert.deepEqual(setCookies(res), []);
});

test('setting or clearing the cookie forgets the session the request resolved', () => {
  const forgotten: string[] = [];
  for (const change of ['set', 'clear'] as const) {
    const { req, res } = fakeExchange(false);
    res.locals = { [FORGET_SESSION]: () => forgotten.push(change) };
    applySessionChange(req, res, {
      set: change === 'set' ? { sessionId: 'new', maxAgeSeconds: 60 } : null,
      clear: change === 'clear',
    });
  }
  const { req, res } = fakeExchange(false);
  applySessionChange(req, res, { set: null, clear: false });
  assert.deepEqual(forgotten, ['set', 'clear']);
});

test('where the cookie is always Secure (production) it is __Host-sid: Secure, Path=/, no Domain; read by that name only', () => {
  assert.equal(sessionCookieName(true), HOST_SESSION_COOKIE);
  assert.equal(HOST_SESSION_COOKIE, '__Host-sid');
  for (const security of ['auto', false, undefined])
    assert.equal(sessionCookieName(security), SESSION_COOKIE);

  const { req, res } = fakeExchange(false, true);
  applySessionChange(req, res, { set: { sessionId: 'abc', maxAgeSeconds: 60 }, clear: false });
  applySessionChange(req, res, { set: { sessionId: 'def', maxAgeSeconds: 60 }, clear: false });
  const [cookie, ...rest] = setCookies(res);
  assert.equal(rest.length, 0, 'one session cookie per response');
  assert.match(cookie, /^__Host-sid=def; /);
  for (const attribute of ['Path=/', 'HttpOnly', 'Secure', 'SameSite=Lax'])
    assert.ok(cookie.includes(attribute), `${attribute} in ${cookie}`);
  assert.doesNotMatch(cookie, /Domain=/i);

  const cleared = fakeExchange(false, true);
  applySessionChange(cleared.req, cleared.res, { set: null, clear: true });
  assert.match(
    setCookies(cleared.res)[0],
    /^__Host-sid=; Path=\/; Expires=Thu, 01 Jan 1970 00:00:00 GMT; HttpOnly; Secure/,
  );

  // A plain sid (which a sibling subdomain could plant) is not read where the gateway writes __Host-sid.
  assert.equal(sessionIdFromCookieHeader('sid=planted', HOST_SESSION_COOKIE), null);
  assert.equal(sessionIdFromCookieHeader('sid=planted; __Host-sid=own', HOST_SESSION_COOKIE), 'own');
  assert.equal(sessionIdFromCookieHeader('__Host-sid=own'), null);
});
