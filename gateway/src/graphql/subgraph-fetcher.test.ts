import { test } from '@jest/globals';
import assert from 'node:assert/strict';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import { MockAgent } from 'undici';
import { applyServerKeepAlive } from '@creators/platform';
import { createSubgraphFetcher } from './subgraph-fetcher.js';

function subgraph() {
  const agent = new MockAgent();
  agent.disableNetConnect();
  return { agent, pool: agent.get('http://subgraph.test') };
}

test('sends the request as given and answers like fetch: status, ok, headers, JSON', async () => {
  const { agent, pool } = subgraph();
  pool
    .intercept({
      path: '/graphql',
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-gateway-signature': 'abc' },
      body: '{"query":"{ a }"}',
    })
    .reply(
      200,
      { data: { a: 1 } },
      { headers: { 'content-type': 'application/json', 'x-set-session': 's;60' } },
    );
  const fetcher = createSubgraphFetcher(agent);
  const response = await fetcher('http://subgraph.test/graphql', {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-gateway-signature': 'abc' },
    body: '{"query":"{ a }"}',
  });
  assert.equal(response.status, 200);
  assert.equal(response.ok, true);
  assert.equal(response.statusText, 'OK');
  assert.equal(response.url, 'http://subgraph.test/graphql');
  assert.equal(response.headers.get('Content-Type'), 'application/json');
  assert.equal(response.headers.get('x-set-session'), 's;60');
  const copy = response.clone();
  assert.deepEqual(await response.json(), { data: { a: 1 } });
  assert.equal(response.bodyUsed, true);
  assert.equal(await copy.text(), '{"data":{"a":1}}');
  await agent.close();
});

test('an error status is not ok and keeps its body for the error message', async () => {
  const { agent, pool } = subgraph();
  pool.intercept({ path: '/graphql', method: 'POST' }).reply(503, 'down for maintenance');
  const response = await createSubgraphFetcher(agent)('http://subgraph.test/graphql', {
    method: 'POST',
    body: '{}',
  });
  assert.equal(response.ok, false);
  assert.equal(response.status, 503);
  assert.equal(response.statusText, 'Service Unavailable');
  assert.equal(await response.text(), 'down for maintenance');
  await agent.close();
});

test('a subgraph that cannot be reached rejects, as fetch does', async () => {
  const { agent } = subgraph();
  await assert.rejects(
    createSubgraphFetcher(agent)('http://subgraph.test/graphql', { method: 'POST', body: '{}' }),
  );
  await agent.close();
});

test('an idle connection to a service outlives Node’s 5 s default and is reused, not closed under a request', async () => {
  const server = createServer((_request, response) => response.end('{"data":{}}'));
  applyServerKeepAlive(server);
  let connections = 0;
  server.on('connection', () => (connections += 1));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/graphql`;
  const fetcher = createSubgraphFetcher();
  try {
    assert.equal((await fetcher(url, { method: 'POST', body: '{}' })).status, 200);
    // Past Node's default keepAliveTimeout (5 s), within the gateway's own (CLIENT_KEEP_ALIVE_MS).
    await sleep(5_500);
    assert.equal((await fetcher(url, { method: 'POST', body: '{}' })).status, 200);
    assert.equal(connections, 1);
  } finally {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  }
}, 15_000);
