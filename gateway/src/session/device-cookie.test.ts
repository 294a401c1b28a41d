import { test } from '@jest/globals';
import assert from 'node:assert/strict';
import express, { type Request, type Response } from 'express';
import { applySessionChange, COOKIE_SECURITY_SETTING } from './cookie.js';
import {
  DEVICE_COOKIE,
  deviceTokensFromCookieHeader,
  parseSetDeviceHeader,
  SECURE_DEVICE_COOKIE,
} from './device-cookie.js';

const token = (n: number) => `mz3k1a.${'N'.repeat(21)}${n}.${'S'.repeat(43)}`;

test('x-set-device is <tokens joined by ~>;<maxAgeSeconds>; anything else is ignored', () => {
  assert.deepEqual(parseSetDeviceHeader(`${token(1)}~${token(2)};31536000`), {
    value: `${token(1)}~${token(2)}`,
    maxAgeSeconds: 31_536_000,
  });
  for (const bad of [
    null,
    '',
    token(1),
    `${token(1)};`,
    `${token(1)};0`,
    `${token(1)};1.5`,
    `a b;60`,
    `a;b;60`,
    `${token(1)}%0d%0a;60`,
    `${Array.from({ length: 11 }, (_, i) => token(i)).join('~')};60`,
  ])
    assert.equal(parseSetDeviceHeader(bad), null, String(bad));
});

test('the tokens of the device cookies are forwarded, __Host- first, well-formed ones only, ten at most', () => {
  assert.equal(deviceTokensFromCookieHeader(undefined), undefined);
  assert.equal(deviceTokensFromCookieHeader('sid=abc'), undefined);
  assert.deepEqual(
    deviceTokensFromCookieHeader(
      `sid=abc; ${DEVICE_COOKIE}=${token(2)}~${token(1)}; ${SECURE_DEVICE_COOKIE}=${token(1)}~bad%20one`,
    ),
    [token(1), token(2)],
  );
  const many = Array.from({ length: 12 }, (_, i) => token(i)).join('~');
  assert.equal(deviceTokensFromCookieHeader(`${DEVICE_COOKIE}=${many}`)?.length, 10);
});

/** The Set-Cookie lines applySessionChange writes, on a response of an app with the given cookie security. */
function setCookies(secure: boolean, change: Parameters<typeof applySessionChange>[2]): string[] {
  const app = express();
  app.set(COOKIE_SECURITY_SETTING, secure);
  const headers: Record<string, unknown> = {};
  const res = {
    app,
    headersSent: false,
    locals: {},
    getHeader: (name: string) => headers[name.toLowerCase()],
    setHeader: (name: string, value: unknown) => (headers[name.toLowerCase()] = value),
    removeHeader: (name: string) => delete headers[name.toLowerCase()],
    cookie(name: string, value: string, options: Record<string, unknown>) {
      const line = `${name}=${(options.encode as (v: string) => string)?.(value) ?? value}; Max-Age=${Number(options.maxAge) / 1000}; Path=${String(options.path)}${options.httpOnly ? '; HttpOnly' : ''}${options.secure ? '; Secure' : ''}; SameSite=${String(options.sameSite)}`;
      const current = headers['set-cookie'];
      headers['set-cookie'] = [...(Array.isArray(current) ? current : []), line];
      return res;
    },
    clearCookie: () => res,
  };
  applySessionChange({ app } as unknown as Request, res as unknown as Response, change);
  return (headers['set-cookie'] as string[] | undefined) ?? [];
}

test('the device cookie is set with the session cookie: HttpOnly, SameSite=Lax, __Host- when Secure', () => {
  const change = {
    set: { sessionId: 'sid123', maxAgeSeconds: 60 },
    clear: false,
    device: { value: `${token(1)}~${token(2)}`, maxAgeSeconds: 3600 },
  };
  const secure = setCookies(true, change);
  assert.ok(
    secure.includes(
      `${SECURE_DEVICE_COOKIE}=${token(1)}~${token(2)}; Max-Age=3600; Path=/; HttpOnly; Secure; SameSite=lax`,
    ),
    secure.join('\n'),
  );
  const plain = setCookies(false, change);
  assert.ok(
    plain.includes(`${DEVICE_COOKIE}=${token(1)}~${token(2)}; Max-Age=3600; Path=/; HttpOnly; SameSite=lax`),
    plain.join('\n'),
  );
  assert.ok(plain.some((line) => line.startsWith('sid=sid123')));
  // A sign-out leaves the device cookie alone.
  assert.deepEqual(
    setCookies(false, { set: null, clear: true }).filter((line) => line.includes('device')),
    [],
  );
});
