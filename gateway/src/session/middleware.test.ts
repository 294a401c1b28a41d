import { test } from '@jest/globals';
import assert from 'node:assert/strict';
import type { Request, Response } from 'express';
import { clearSessionCookie } from './cookie.js';
import { sessionMiddleware } from './middleware.js';
import type { SessionResolver } from './resolver.js';

const resolver: SessionResolver = {
  resolve: async (sessionId) => (sessionId === 'live' ? { id: 'ada', role: 'student', staff: false } : null),
  isConnected: () => true,
  close: async () => undefined,
};

function exchange(cookie: string) {
  const headers: Record<string, unknown> = {};
  const req = { headers: { cookie }, secure: false } as unknown as Request;
  const res = {
    locals: {},
    headersSent: false,
    getHeader: (name: string) => headers[name.toLowerCase()],
    setHeader: (name: string, value: unknown) => void (headers[name.toLowerCase()] = value),
    removeHeader: (name: string) => void delete headers[name.toLowerCase()],
    cookie: () => undefined,
    clearCookie: () => undefined,
  } as unknown as Response;
  return { req, res };
}

async function run(cookie: string, ended: string[]) {
  const { req, res } = exchange(cookie);
  await new Promise<void>((resolve, reject) =>
    sessionMiddleware(resolver, { warn() {} }, (id) => ended.push(id))(req, res, (error?: unknown) =>
      error ? reject(error as Error) : resolve(),
    ),
  );
  return { req, res };
}

test('a sign-out ends the session everywhere it is open; an expired cookie does too', async () => {
  const ended: string[] = [];
  const { req, res } = await run('sid=live', ended);
  assert.deepEqual(ended, []);
  clearSessionCookie(req, res);
  assert.deepEqual(ended, ['live']);

  await run('sid=expired', ended);
  assert.deepEqual(ended, ['live', 'expired']);
});
