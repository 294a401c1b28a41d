import { jest, test } from '@jest/globals';
import assert from 'node:assert/strict';
import { createServer } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import { MockAgent } from 'undici';
import { applyServerKeepAlive, CLIENT_KEEP_ALIVE_MS } from '@creators/platform';
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

/** A service answering {"data":{}}, counting its connections; `keepAlive` gives it the platform's idle timeout. */
async function service(keepAlive: boolean) {
  const server = createServer((_request, response) => response.end('{"data":{}}'));
  if (keepAlive) applyServerKeepAlive(server);
  const sockets: Socket[] = [];
  server.on('connection', (socket) => sockets.push(socket));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/graphql`,
    sockets,
    close: async () => {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}

/**
 * How long the service keeps a connection open once it is idle: Node sets it on the socket after each answer. Polled
 * between I/O events, which the fake clock leaves alone.
 */
const idleTimeout = async (socket: Socket) => {
  for (let i = 0; i < 10_000 && socket.timeout === undefined; i++)
    await new Promise((resolve) => setImmediate(resolve));
  assert.ok(socket.timeout !== undefined, 'the connection is idle on the service');
  return socket.timeout;
};

// The gateway's idle timer runs on undici's timers, which jest's fake clock drives (the service's own timers stay real:
// its side is read from the socket). The test takes no real time.
test('an idle connection to a service outlives Node’s 5 s default and is reused, not closed under a request', async () => {
  const platform = await service(true);
  const plain = await service(false);
  const post = { method: 'POST', body: '{}' } as const;
  jest.useFakeTimers({ doNotFake: ['nextTick', 'setImmediate', 'queueMicrotask'] });
  try {
    const fetcher = createSubgraphFetcher();
    assert.equal((await fetcher(platform.url, post)).status, 200);
    // The service keeps it open longer than the gateway does: the gateway never sends on a connection being closed.
    assert.ok((await idleTimeout(platform.sockets[0]!)) > CLIENT_KEEP_ALIVE_MS);
    // A plain Node server keeps it 5 s (its default keepAliveTimeout) and says so in its Keep-Alive header.
    const plainFetcher = createSubgraphFetcher();
    assert.equal((await plainFetcher(plain.url, post)).status, 200);
    assert.ok((await idleTimeout(plain.sockets[0]!)) <= 6_000);

    await jest.advanceTimersByTimeAsync(5_500);
    assert.equal((await fetcher(platform.url, post)).status, 200);
    assert.equal(platform.sockets.length, 1, 'the idle connection was reused');
    // Against the plain server the gateway closed it before the server would: the clock does move its timers.
    assert.equal((await plainFetcher(plain.url, post)).status, 200);
    assert.equal(plain.sockets.length, 2);
  } finally {
    jest.useRealTimers();
    await Promise.all([platform.close(), plain.close()]);
  }
});
