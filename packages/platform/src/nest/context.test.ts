import assert from 'node:assert/strict';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { beforeEach, describe, it } from '@jest/globals';
import { GraphQLError } from 'graphql';
import {
  CONTEXT_HEADER,
  CONTEXT_MAX_AGE_MS,
  SIGNATURE_HEADER,
  signGatewayContext,
} from '../trust/gateway-context.js';
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
const SERVICE = 'teams';
const BODY = JSON.stringify({ query: '{ me { id } }' });
const sign = (context: typeof base, secret = SECRET, now?: number, audience = SERVICE, body = BODY) =>
  signGatewayContext(context, secret, { audience, body }, now);
/** `body` null: a request without one (a GET). */
const request = (headers: Record<string, string>, body: string | null = BODY) => ({
  req: { headers, rawBody: body === null ? undefined : Buffer.from(body) } as unknown as IncomingMessage,
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
  const reasons: string[] = [];
  const factory = createSubgraphContextFactory({
    gatewaySecret: SECRET,
    service: SERVICE,
    onRefused: (reason) => reasons.push(reason),
  });
  beforeEach(() => {
    reasons.length = 0;
  });
  const refusedBecause = async (reason: string, promise: Promise<unknown>) => {
    await refused(promise);
    assert.deepEqual(reasons.splice(0), [reason]);
  };

  it('exposes the verified gateway context with req and res', async () => {
    const ctx = await factory(request(sign(base)));
    assert.deepEqual(ctx.gateway.user, base.user);
    assert.equal(ctx.gateway.locale, 'de');
    assert.ok(!('audience' in ctx.gateway) && !('bodyHash' in ctx.gateway));
    assert.ok(ctx.req && ctx.res);
  });

  it('refuses an unsigned request', async () => {
    await refusedBecause('missing', factory(request({})));
  });

  it('refuses a context signed with another secret', async () => {
    await refusedBecause('signature', factory(request(sign(base, 'other-secret'))));
  });

  it('refuses a tampered context', async () => {
    const headers = sign(base);
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

  it('accepts a context seconds old (clock skew) and refuses an older one', async () => {
    const now = Date.now();
    await factory(request(sign(base, SECRET, now - CONTEXT_MAX_AGE_MS + 1_000)));
    await factory(request(sign(base, SECRET, now + CONTEXT_MAX_AGE_MS - 1_000)));
    assert.ok(CONTEXT_MAX_AGE_MS <= 15_000, 'a signed context lives seconds, not a minute');
    await refusedBecause('stale', factory(request(sign(base, SECRET, now - CONTEXT_MAX_AGE_MS - 1_000))));
    await refusedBecause('stale', factory(request(sign(base, SECRET, now + CONTEXT_MAX_AGE_MS + 1_000))));
  });

  it('refuses a context signed for another service', async () => {
    await refusedBecause('audience', factory(request(sign(base, SECRET, undefined, 'identity'))));
  });

  it('refuses a context replayed with another body, or on a request without one', async () => {
    const headers = sign(base);
    await refusedBecause('body', factory(request(headers, JSON.stringify({ query: '{ __typename }' }))));
    await refusedBecause('body', factory(request(headers, `${BODY} `)));
    await refusedBecause('body', factory(request(headers, null)));
    // Signed over an empty body, yet sent as a GET: the operation in its URL is covered by nothing.
    await refusedBecause('body', factory(request(sign(base, SECRET, undefined, SERVICE, ''), null)));
    await refusedBecause('missing', factory(request({}, null)));
    // The exact bytes count, not the text's meaning: a body sent as a Buffer hashes the same as its string.
    const bytes = signGatewayContext(base, SECRET, { audience: SERVICE, body: Buffer.from(BODY) });
    await factory(request(bytes));
  });

  it('falls back to en for an unknown locale', async () => {
    const ctx = await factory(request(sign({ ...base, locale: 'fr' as never })));
    assert.equal(ctx.gateway.locale, 'en');
  });

  it('needs a secret and a service name', () => {
    assert.throws(() => createSubgraphContextFactory({ gatewaySecret: '', service: SERVICE }));
    assert.throws(() => createSubgraphContextFactory({ gatewaySecret: SECRET, service: '' }));
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
