import { test } from '@jest/globals';
import assert from 'node:assert/strict';
import { GraphQLError } from 'graphql';
import {
  CONTEXT_HEADER,
  REQUEST_ID_HEADER,
  SIGNATURE_HEADER,
  verifyGatewayContext,
  withRequestId,
} from '@creators/platform';
import { noSessionChange } from '../session/cookie.js';
import type { GatewayRequestContext } from './context.js';
import {
  SERVICE_UNAVAILABLE,
  SignedDataSource,
  signingFetcher,
  unavailableFieldErrors,
} from './data-source.js';

const SECRET = 'unit-test-secret';

function context(): GatewayRequestContext {
  return {
    req: {} as never,
    res: {} as never,
    locale: 'de',
    forwarded: { user: { id: 'u1', role: 'mentor' }, sessionId: 's1', clientIp: '10.0.0.7', locale: 'de' },
    session: noSessionChange(),
    requestId: 'req-1',
  };
}

/** The headers object RemoteGraphQLDataSource gives willSendRequest. */
function requestWithHeaders() {
  const headers = new Map<string, string>();
  return {
    headers,
    request: {
      query: '{ me { id } }',
      http: {
        method: 'POST',
        url: 'http://x',
        headers: { set: (k: string, v: string) => headers.set(k, v) },
      },
    },
  };
}

/** What RemoteGraphQLDataSource then sends: the fetcher gets the headers and the body; returns what went out. */
async function send(source: SignedDataSource, headers: Map<string, string>, body: string) {
  const sent: Array<{ headers: Record<string, string>; body: unknown }> = [];
  const inner = (async (_url: string, init: { headers: Record<string, string>; body: unknown }) => {
    sent.push(init);
    return { ok: true };
  }) as never;
  // The data source's fetcher wraps the one it was given; give it the capturing one for this call.
  const fetcher = signingFetcher(inner, source.name, SECRET);
  await fetcher('http://x', { method: 'POST', headers: Object.fromEntries(headers), body });
  return sent[0]!;
}

const BODY = JSON.stringify({ query: '{ me { id } }' });

/** The gateway context a subgraph verifies from a request sent with `ctx`. */
async function contextReceivedBy(name: string, ctx: GatewayRequestContext) {
  const source = new SignedDataSource(name, 'http://127.0.0.1:4000/graphql', SECRET);
  const { headers, request } = requestWithHeaders();
  source.willSendRequest({ request, context: ctx } as never);
  return verifyGatewayContext((await send(source, headers, BODY)).headers, SECRET, {
    audience: name,
    body: BODY,
  });
}

test('each subgraph request carries the context of the request, signed for that subgraph and body', async () => {
  const source = new SignedDataSource('identity', 'http://127.0.0.1:4001/graphql', SECRET);
  const { headers, request } = requestWithHeaders();
  const ctx = context();
  source.willSendRequest({ request, context: ctx } as never);
  const sent = await send(source, headers, BODY);
  assert.ok(CONTEXT_HEADER in sent.headers && SIGNATURE_HEADER in sent.headers);
  assert.equal(Object.keys(sent.headers).filter((name) => name.includes('pending')).length, 0);
  const verified = verifyGatewayContext(sent.headers, SECRET, { audience: 'identity', body: BODY });
  assert.ok(verified);
  assert.deepEqual({ ...verified, issuedAt: 0 }, { ...ctx.forwarded, issuedAt: 0 });
  assert.ok(Math.abs(verified.issuedAt - Date.now()) < 1_000);
  assert.equal(
    verifyGatewayContext(sent.headers, 'another-secret', { audience: 'identity', body: BODY }),
    null,
  );
  assert.equal(verifyGatewayContext(sent.headers, SECRET, { audience: 'teams', body: BODY }), null);
  assert.equal(verifyGatewayContext(sent.headers, SECRET, { audience: 'identity', body: `${BODY} ` }), null);
});

test('only identity is told the session id and the device tokens; other services get who is signed in', async () => {
  const ctx = context();
  ctx.forwarded.deviceTokens = ['token-1'];
  const received = (name: string) => contextReceivedBy(name, ctx);
  const identity = await received('identity');
  assert.equal(identity?.sessionId, 's1');
  assert.deepEqual(identity?.deviceTokens, ['token-1']);
  const teams = await received('teams');
  assert.equal(teams?.sessionId, null);
  assert.equal(teams?.deviceTokens, undefined);
  assert.deepEqual(teams?.user, ctx.forwarded.user);
});

test("only brainstorm-ai is told the person's first name, for Isla's greeting (product.md §4.3)", async () => {
  const ctx = context();
  ctx.forwarded.user = { id: 'u1', role: 'student', staff: false, firstName: 'Ada' };
  const received = (name: string) => contextReceivedBy(name, ctx);
  assert.deepEqual((await received('brainstorm-ai'))?.user, ctx.forwarded.user);
  for (const name of ['identity', 'teams', 'challenges'])
    assert.deepEqual((await received(name))?.user, { id: 'u1', role: 'student', staff: false }, name);
});

test('the data source signs through its fetcher, with the bytes Apollo sends', async () => {
  const seen: Array<{ headers: Record<string, string>; body: string }> = [];
  const source = new SignedDataSource('teams', 'http://127.0.0.1:4003/graphql', SECRET, (async (
    _url: string,
    init: { headers: Record<string, string>; body: string },
  ) => {
    seen.push(init);
    return new Response(JSON.stringify({ data: { team: null } }), {
      headers: { 'content-type': 'application/json' },
    });
  }) as never);
  await source.process({
    kind: 'incoming operation',
    request: { query: '{ team(id: "t1") { name } }', variables: {} },
    context: context(),
    incomingRequestContext: { context: context() },
    pathInIncomingRequest: [],
  } as never);
  assert.equal(seen.length, 1);
  const verified = verifyGatewayContext(seen[0]!.headers, SECRET, { audience: 'teams', body: seen[0]!.body });
  assert.equal(verified?.user?.id, 'u1');
});

test("each subgraph request carries the request's id; without a request context, the current one if any", () => {
  const source = new SignedDataSource('identity', 'http://x', SECRET);
  const withContext = requestWithHeaders();
  source.willSendRequest({ request: withContext.request, context: context() } as never);
  assert.equal(withContext.headers.get(REQUEST_ID_HEADER), 'req-1');
  const outside = requestWithHeaders();
  source.willSendRequest({ request: outside.request, context: {} } as never);
  assert.equal(outside.headers.has(REQUEST_ID_HEADER), false);
  const current = requestWithHeaders();
  withRequestId('req-2', () => source.willSendRequest({ request: current.request, context: {} } as never));
  assert.equal(current.headers.get(REQUEST_ID_HEADER), 'req-2');
});

test('requests without a request context (health checks) are signed with no user', async () => {
  const source = new SignedDataSource('identity', 'http://x', SECRET);
  const { headers, request } = requestWithHeaders();
  source.willSendRequest({ request, context: {} } as never);
  const sent = await send(source, headers, BODY);
  assert.equal(verifyGatewayContext(sent.headers, SECRET, { audience: 'identity', body: BODY })?.user, null);
});

const response = (headers: Record<string, string>) => ({ data: {}, http: { headers: new Headers(headers) } });

test("identity's x-set-session and x-clear-session land in the request context", () => {
  const source = new SignedDataSource('identity', 'http://x', SECRET);
  const ctx = context();
  source.didReceiveResponse({
    response: response({ 'x-set-session': 'newsid;3600' }),
    request: {},
    context: ctx,
  } as never);
  assert.deepEqual(ctx.session, { set: { sessionId: 'newsid', maxAgeSeconds: 3600 }, clear: false });
  source.didReceiveResponse({
    response: response({ 'x-clear-session': '1' }),
    request: {},
    context: ctx,
  } as never);
  assert.deepEqual(ctx.session, { set: null, clear: true });
  source.didReceiveResponse({ response: response({}), request: {}, context: ctx } as never);
  assert.deepEqual(ctx.session, { set: null, clear: true }, 'a response without the headers changes nothing');
});

test('an unreachable or failing subgraph is SERVICE_UNAVAILABLE; a refused signature is an internal error', () => {
  const source = new SignedDataSource('identity', 'http://x', SECRET);
  const unavailable = (run: () => void) =>
    assert.throws(
      run,
      (error: unknown) => error instanceof GraphQLError && error.extensions.code === SERVICE_UNAVAILABLE,
    );
  unavailable(() => source.didEncounterError(new Error('connect ECONNREFUSED'), {} as never));
  unavailable(() => source.didEncounterError(new Error('503'), {} as never, { status: 503 } as never));
  assert.throws(
    () => source.didEncounterError(new Error('401'), {} as never, { status: 401 } as never),
    (error: unknown) => !(error instanceof GraphQLError) && /GATEWAY_SECRET/.test((error as Error).message),
  );
});

test('only identity can set or clear the session cookie', () => {
  const source = new SignedDataSource('teams', 'http://x', SECRET);
  const ctx = context();
  source.didReceiveResponse({
    response: response({ 'x-set-session': 'evil;3600' }),
    request: {},
    context: ctx,
  } as never);
  assert.deepEqual(ctx.session, noSessionChange());
});

test('a subgraph that cannot answer stands for an error at each field it was asked for', () => {
  const unavailable = (path: (string | number)[]) => ({
    message: 'error.service.unavailable',
    path,
    extensions: { code: SERVICE_UNAVAILABLE, messageKey: 'error.service.unavailable' },
  });
  assert.deepEqual(
    unavailableFieldErrors({ query: '{ teams { nodes { id } } mine: myTeams { totalCount } __typename }' }),
    [unavailable(['teams']), unavailable(['mine'])],
  );
  assert.deepEqual(
    unavailableFieldErrors({
      query:
        'query ($representations: [_Any!]!) { _entities(representations: $representations) { ... on Team { __typename id name } ... on Challenge { count: teamCount } } }',
      variables: {
        representations: [
          { __typename: 'Team', id: 'a' },
          { __typename: 'Challenge', id: 'b' },
        ],
      },
    }),
    [
      unavailable(['_entities', 0, 'id']),
      unavailable(['_entities', 0, 'name']),
      unavailable(['_entities', 1, 'count']),
    ],
  );
  assert.deepEqual(unavailableFieldErrors({ query: 'not graphql' }), [unavailable([])]);
});

test("a fetch of a query plan whose subgraph is down answers those errors, which the gateway maps to the client's paths", async () => {
  const refused = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:4003'), { code: 'ECONNREFUSED' });
  const source = new SignedDataSource('teams', 'http://127.0.0.1:4003/graphql', SECRET, (() =>
    Promise.reject(refused)) as never);
  const options = {
    kind: 'incoming operation',
    request: { query: '{ team(id: "t1") { name } }', variables: {} },
    context: context(),
    incomingRequestContext: { context: context() },
    pathInIncomingRequest: [],
  };
  const result = await source.process(options as never);
  assert.deepEqual(
    result.errors?.map((error) => [error.path, error.extensions?.code]),
    [[['team'], SERVICE_UNAVAILABLE]],
  );
  assert.equal(result.data, undefined);
  // Anything else still fails the fetch, and health checks still see the failure.
  await assert.rejects(
    source.process({ ...options, kind: 'health check', incomingRequestContext: undefined } as never),
    (error: unknown) => error instanceof GraphQLError && error.extensions.code === SERVICE_UNAVAILABLE,
  );
});
