import assert from 'node:assert/strict';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { describe, it } from '@jest/globals';
import { GraphQLError } from 'graphql';
import { CONTEXT_HEADER, SIGNATURE_HEADER, signGatewayContext } from '../trust/gateway-context.js';
import { createSubgraphContextFactory } from './context.js';
import { requireUser } from './current-user.js';
import { AppError } from './errors.js';

const SECRET = 'test-secret';
const base = {
  user: { id: 'u1', role: 'student' },
  sessionId: 's1',
  clientIp: '10.0.0.1',
  locale: 'de' as const,
};
const request = (headers: Record<string, string>) => ({
  req: { headers } as unknown as IncomingMessage,
  res: {} as ServerResponse,
});

async function refused(promise: Promise<unknown>) {
  await assert.rejects(promise, (error: unknown) => {
    assert.ok(error instanceof GraphQLError);
    assert.equal(error.extensions.code, 'UNAUTHENTICATED');
    assert.deepEqual(error.extensions.http, { status: 401 });
    return true;
  });
}

describe('createSubgraphContextFactory', () => {
  const factory = createSubgraphContextFactory(SECRET);

  it('exposes the verified gateway context with req and res', async () => {
    const ctx = await factory(request(signGatewayContext(base, SECRET)));
    assert.deepEqual(ctx.gateway.user, base.user);
    assert.equal(ctx.gateway.locale, 'de');
    assert.ok(ctx.req && ctx.res);
  });

  it('refuses an unsigned request', async () => {
    await refused(factory(request({})));
  });

  it('refuses a context signed with another secret', async () => {
    await refused(factory(request(signGatewayContext(base, 'other-secret'))));
  });

  it('refuses a tampered context', async () => {
    const headers = signGatewayContext(base, SECRET);
    const forged = JSON.parse(Buffer.from(headers[CONTEXT_HEADER], 'base64url').toString());
    forged.user = { id: 'admin', role: 'creator' };
    await refused(
      factory(
        request({ ...headers, [CONTEXT_HEADER]: Buffer.from(JSON.stringify(forged)).toString('base64url') }),
      ),
    );
    await refused(
      factory(
        request({
          ...headers,
          [SIGNATURE_HEADER]: headers[SIGNATURE_HEADER].replace(/^./, (c) => (c === 'a' ? 'b' : 'a')),
        }),
      ),
    );
  });

  it('refuses a stale context', async () => {
    await refused(factory(request(signGatewayContext(base, SECRET, Date.now() - 5 * 60_000))));
  });

  it('falls back to en for an unknown locale', async () => {
    const ctx = await factory(request(signGatewayContext({ ...base, locale: 'fr' as never }, SECRET)));
    assert.equal(ctx.gateway.locale, 'en');
  });

  it('needs a secret', () => {
    assert.throws(() => createSubgraphContextFactory(''));
  });
});

describe('requireUser', () => {
  it('returns the signed-in user', () => {
    assert.deepEqual(requireUser({ gateway: { ...base, issuedAt: 0 } }), base.user);
  });
  it('refuses a signed-out request with UNAUTHENTICATED in its locale', () => {
    assert.throws(
      () => requireUser({ gateway: { ...base, user: null, issuedAt: 0 } }),
      (error: unknown) =>
        error instanceof AppError &&
        error.extensions.code === 'UNAUTHENTICATED' &&
        error.message === 'Nicht angemeldet',
    );
  });
});
