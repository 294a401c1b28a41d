import assert from 'node:assert/strict';
import { once } from 'node:events';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { describe, it } from '@jest/globals';
import { pino } from 'pino';
import { consumerMetrics } from './consumer-metrics.js';
import { graphqlMetricsPlugin, operationLabeller } from './graphql-metrics.js';
import { httpMetrics, OTHER_ROUTE, routeLabel } from './http-metrics.js';
import { startMetricsServer } from './metrics-server.js';
import { outboxMetrics } from './outbox-metrics.js';
import { queueMetrics } from './queue-metrics.js';
import { createMetricsRegistry } from './registry.js';

const quiet = pino({ level: 'silent' });

/** The value of the sample `name{labels}` in Prometheus text, or undefined. */
function sample(text: string, name: string, labels = ''): number | undefined {
  const line = text.split('\n').find((l) => l.startsWith(`${name}${labels ? `{${labels}}` : ''} `));
  return line === undefined ? undefined : Number(line.split(' ').at(-1));
}

describe('labels', () => {
  it('names operations, with a bounded number of distinct names', () => {
    const label = operationLabeller(2);
    assert.equal(label(undefined), '(anonymous)');
    assert.equal(label('Me'), 'Me');
    assert.equal(label('not a name'), '(other)');
    assert.equal(label('Teams'), 'Teams');
    assert.equal(label('Third'), '(other)');
    assert.equal(label('Me'), 'Me');
  });

  it('labels a request by its route template, never by its raw path', () => {
    assert.equal(routeLabel({ route: { path: '/api/teams/:id' }, baseUrl: '' } as never), '/api/teams/:id');
    assert.equal(routeLabel({ route: { path: '/:id' }, baseUrl: '/api/teams' } as never), '/api/teams/:id');
    assert.equal(routeLabel({ baseUrl: '/graphql' } as never), '/graphql');
    assert.equal(routeLabel({ url: '/assets/x-123.js' } as never), OTHER_ROUTE);
  });
});

describe('metrics', () => {
  it('default process metrics are in every registry', async () => {
    const text = await createMetricsRegistry().metrics();
    assert.ok(sample(text, 'process_cpu_user_seconds_total')! >= 0);
    assert.match(text, /^nodejs_eventloop_lag_seconds /m);
  });

  it('observes HTTP requests by method, route and status, and counts 5xx answers', async () => {
    const registry = createMetricsRegistry();
    const measure = httpMetrics(registry);
    const server = createServer((req, res) =>
      measure(req, res, () => {
        if (req.url === '/boom') res.writeHead(503).end();
        else res.end('ok');
      }),
    );
    server.listen(0, '127.0.0.1');
    await once(server, 'listening');
    const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    try {
      await (await fetch(`${url}/a`)).text();
      await (await fetch(`${url}/boom`, { method: 'POST' })).text();
    } finally {
      server.close();
    }
    const text = await registry.metrics();
    const ok = 'method="GET",route="(other)",status="200"';
    const failed = 'method="POST",route="(other)",status="503"';
    assert.equal(sample(text, 'http_request_duration_seconds_count', ok), 1);
    assert.equal(sample(text, 'http_request_duration_seconds_count', failed), 1);
    assert.equal(sample(text, 'http_request_errors_total', failed), 1);
    assert.equal(sample(text, 'http_request_errors_total', ok), undefined);
  });

  it('observes GraphQL operations by name and type, and counts the ones answered with errors', async () => {
    const registry = createMetricsRegistry();
    const plugin = graphqlMetricsPlugin(registry);
    const run = async (name: string | null, type: string | null, errors?: unknown[]) => {
      const listener = await plugin.requestDidStart({ request: { operationName: name } });
      if (type) await listener.didResolveOperation({ operationName: name, operation: { operation: type } });
      await listener.willSendResponse({ response: { body: { kind: 'single', singleResult: { errors } } } });
    };
    await run('Me', 'query');
    await run('Register', 'mutation', [{ message: 'taken' }]);
    await run(null, null, [{ message: 'syntax error' }]);
    const text = await registry.metrics();
    assert.equal(sample(text, 'graphql_operation_duration_seconds_count', 'operation="Me",type="query"'), 1);
    assert.equal(sample(text, 'graphql_operation_errors_total', 'operation="Me",type="query"'), undefined);
    assert.equal(sample(text, 'graphql_operation_errors_total', 'operation="Register",type="mutation"'), 1);
    assert.equal(sample(text, 'graphql_operation_errors_total', 'operation="(anonymous)",type="unknown"'), 1);
  });

  it('reads the BullMQ job counts of each queue on scrape; waiting includes prioritized jobs', async () => {
    const registry = createMetricsRegistry();
    const asked: string[][] = [];
    const counts = { waiting: 3, prioritized: 2, active: 1, delayed: 0, failed: 4 };
    queueMetrics(
      registry,
      [
        { name: 'ai-generation', getJobCounts: async (...types) => (asked.push(types), counts) },
        { name: 'down', getJobCounts: () => Promise.reject(new Error('Redis is down')) },
      ],
      quiet,
    );
    const text = await registry.metrics();
    const jobs = (queue: string, state: string) =>
      sample(text, 'bullmq_queue_jobs', `queue="${queue}",state="${state}"`);
    assert.equal(jobs('ai-generation', 'waiting'), 5);
    assert.equal(jobs('ai-generation', 'active'), 1);
    assert.equal(jobs('ai-generation', 'delayed'), 0);
    assert.equal(jobs('ai-generation', 'failed'), 4);
    assert.equal(jobs('down', 'waiting'), undefined, 'a queue that cannot be read has no samples');
    assert.equal(asked.length, 1);
  });

  it('reads the outbox backlog with one query per scrape', async () => {
    const registry = createMetricsRegistry();
    let queries = 0;
    let backlog: () => Promise<{ unpublished: number; oldestAgeSeconds: number }> = async () => (
      queries++,
      { unpublished: 7, oldestAgeSeconds: 12.5 }
    );
    outboxMetrics(registry, { backlog: () => backlog() }, quiet);
    let text = await registry.metrics();
    assert.equal(sample(text, 'outbox_unpublished_events'), 7);
    assert.equal(sample(text, 'outbox_oldest_unpublished_age_seconds'), 12.5);
    assert.equal(queries, 1);
    backlog = () => Promise.reject(new Error('database down'));
    text = await registry.metrics();
    assert.ok(Number.isNaN(sample(text, 'outbox_unpublished_events')), 'unknown, not 0');
  });

  it('reads the lag of each watched consumer', async () => {
    const registry = createMetricsRegistry();
    const lag = consumerMetrics(registry, quiet);
    lag.watch({
      name: 'teams-x',
      stream: 'EVENTS',
      pendingMessages: async () => ({ pending: 9, ackPending: 2 }),
    });
    lag.watch({ name: 'not-attached', stream: 'EVENTS', pendingMessages: async () => null });
    const text = await registry.metrics();
    assert.equal(
      sample(text, 'jetstream_consumer_pending_messages', 'stream="EVENTS",consumer="teams-x"'),
      9,
    );
    assert.equal(
      sample(text, 'jetstream_consumer_ack_pending_messages', 'stream="EVENTS",consumer="teams-x"'),
      2,
    );
    assert.doesNotMatch(text, /not-attached/);
  });

  it('serves the registry at GET /metrics on its own port, and nothing else', async () => {
    const registry = createMetricsRegistry();
    const server = await startMetricsServer(registry, { port: 0, host: '127.0.0.1', logger: quiet });
    const url = `http://127.0.0.1:${server.port}`;
    try {
      const answer = await fetch(`${url}/metrics`);
      assert.equal(answer.status, 200);
      assert.match(answer.headers.get('content-type') ?? '', /^text\/plain; version=0\.0\.4/);
      assert.match(await answer.text(), /^# HELP process_cpu_user_seconds_total/m);
      assert.equal((await fetch(`${url}/`)).status, 404);
      assert.equal((await fetch(`${url}/metrics`, { method: 'POST' })).status, 405);
    } finally {
      await server.close();
    }
  });
});
