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
import { SERVICE_UNAVAILABLE, SignedDataSource, unavailableFieldErrors } from './data-source.js';

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

test('each subgraph request carries the signed context of the request', () => {
  const source = new SignedDataSource('identity', 'http://127.0.0.1:4001/graphql', SECRET);
  const { headers, request } = requestWithHeaders();
  const ctx = context();
  source.willSendRequest({ request, context: ctx } as never);
  const verified = verifyGatewayContext(Object.fromEntries(headers), SECRET);
  assert.ok(verified);
  assert.deepEqual({ ...verified, issuedAt: 0 }, { ...ctx.forwarded, issuedAt: 0 });
  assert.equal(verifyGatewayContext(Object.fromEntries(headers), 'another-secret'), null);
  assert.ok(headers.has(CONTEXT_HEADER) && headers.has(SIGNATURE_HEADER));
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

test('requests without a request context (health checks) are signed with no user', () => {
  const source = new SignedDataSource('identity', 'http://x', SECRET);
  const { headers, request } = requestWithHeaders();
  source.willSendRequest({ request, context: {} } as never);
  assert.equal(verifyGatewayContext(Object.fromEntries(headers), SECRET)?.user, null);
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

test('a request is signed once, however many subgraph requests its plan makes', () => {
  const source = new SignedDataSource('challenges', 'http://x', SECRET);
  const other = new SignedDataSource('teams', 'http://y', SECRET);
  const ctx = context();
  const sent = [source, other, source].map((dataSource, i) => {
    const { headers, request } = requestWithHeaders();
    // Apollo's executeOperation hands plugins and data sources shallow copies of the context.
    dataSource.willSendRequest({ request, context: i === 2 ? { ...ctx } : ctx } as never);
    return Object.fromEntries(headers);
  });
  assert.deepEqual(sent[1], sent[0]);
  assert.deepEqual(sent[2], sent[0]);
  const { headers, request } = requestWithHeaders();
  source.willSendRequest({ request, context: context() } as never);
  assert.notEqual(headers.get(SIGNATURE_HEADER), undefined);
  assert.ok(verifyGatewayContext(Object.fromEntries(headers), SECRET));
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
