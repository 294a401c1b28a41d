import { afterAll, beforeAll, test } from '@jest/globals';
import assert from 'node:assert/strict';
import { io as connect, type Socket } from 'socket.io-client';
import { eventually } from '@creators/platform/testing/index';
import { REALTIME_PATH } from '../realtime.js';
import { startTestSystem, type TestSystem } from './harness.js';

let system: TestSystem;
let metricsUrl: string;
const sockets: Socket[] = [];

beforeAll(async () => {
  // debug: the services log a line per request, which must carry the gateway's request id.
  system = await startTestSystem({ METRICS_PORT: '0' }, { logLevel: 'debug' });
  const port = /"metricsPort":(\d+)/.exec(system.gateway.output())?.[1];
  assert.ok(port, `the gateway logs its metrics port:\n${system.gateway.output().slice(-2000)}`);
  metricsUrl = `http://127.0.0.1:${port}/metrics`;
});

afterAll(async () => {
  for (const socket of sockets) socket.disconnect();
  await system?.stop();
});

/** The JSON log lines a process wrote. */
const logLines = (output: string): Array<Record<string, unknown>> =>
  output
    .split('\n')
    .filter((line) => line.startsWith('{'))
    .map((line) => JSON.parse(line) as Record<string, unknown>);

const askMe = (headers: Record<string, string> = {}) =>
  fetch(`${system.gatewayUrl}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify({ query: 'query Me { me { id } }' }),
  });

test("the gateway keeps a valid X-Request-Id, answers it, and identity logs the request's part under it", async () => {
  const answer = await askMe({ 'x-request-id': 'client-req.7' });
  assert.equal(answer.status, 200);
  assert.deepEqual(await answer.json(), { data: { me: null } });
  assert.equal(answer.headers.get('x-request-id'), 'client-req.7');
  await eventually(async () => {
    const gatewayLine = logLines(system.gateway.output()).find(
      (line) => line.requestId === 'client-req.7' && line.msg === 'request',
    );
    assert.deepEqual([gatewayLine?.path, gatewayLine?.status], ['/graphql', 200]);
    const identityLine = logLines(system.identity.output()).find(
      (line) => line.requestId === 'client-req.7' && line.msg === 'request',
    );
    assert.deepEqual([identityLine?.service, identityLine?.path], ['identity', '/graphql']);
  });
});

test('an invalid X-Request-Id is replaced by a new UUID, which reaches identity too', async () => {
  const answer = await askMe({ 'x-request-id': 'not valid; drop table' });
  const id = answer.headers.get('x-request-id') ?? '';
  assert.match(id, /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/);
  await eventually(async () => {
    assert.ok(logLines(system.identity.output()).some((line) => line.requestId === id));
  });
  assert.doesNotMatch(system.identity.output() + system.gateway.output(), /drop table/);
});

test("the gateway's metrics are on METRICS_PORT, never on its public port", async () => {
  for (const accept of ['*/*', 'text/html']) {
    const answer = await fetch(`${system.gatewayUrl}/metrics`, { headers: { accept } });
    assert.equal(answer.status, 404, accept);
    assert.doesNotMatch(await answer.text(), /http_request_duration_seconds/);
  }
  const socket = connect(system.gatewayUrl, {
    path: REALTIME_PATH,
    transports: ['websocket'],
    reconnection: false,
  });
  sockets.push(socket);
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', () => resolve());
    socket.once('connect_error', reject);
  });
  await askMe();
  await eventually(async () => {
    const answer = await fetch(metricsUrl);
    assert.equal(answer.status, 200);
    const text = await answer.text();
    const has = (pattern: RegExp) => assert.match(text, pattern);
    has(/^http_request_duration_seconds_count\{method="POST",route="\/graphql",status="200"\} [1-9]/m);
    has(/^graphql_operation_duration_seconds_count\{operation="Me",type="query"\} [1-9]/m);
    has(/^socketio_connections 1$/m);
    has(/^jetstream_consumer_pending_messages\{stream="[^"]+",consumer="gateway-notifications"\} 0$/m);
    has(/^process_cpu_user_seconds_total /m);
  });
});
