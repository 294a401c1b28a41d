import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, it } from '@jest/globals';
import { QUEUES } from '@creators/contracts';
import { createLogger, createQueue } from '@creators/platform';
import { DEMO_USERS } from '@creators/platform/demo/users';
import { silentLogger } from '@creators/platform/events/testing/capture-logger';
import { PUBLISHED_CHALLENGES_CONSUMER } from '../sessions/brainstorm-completion.js';
import { eventually, startTestApp, type TestApp } from './harness.js';
import { deleteKeys, REDIS_URL } from './worker-process.js';

const SESSIONS = `query Sessions { myBrainstormSessions(first: 5) { totalCount } }`;
const user = { id: DEMO_USERS[0]!.id, role: 'student' as const };

/** The value of the sample `name{labels}` in Prometheus text, or undefined. */
function sample(text: string, name: string, labels: string): number | undefined {
  const line = text.split('\n').find((l) => l.startsWith(`${name}{${labels}} `));
  return line === undefined ? undefined : Number(line.split(' ').at(-1));
}

describe('brainstorm-ai metrics and request ids', () => {
  const prefix = `test-obs-${randomBytes(4).toString('hex')}`;
  const lines: Array<Record<string, unknown>> = [];
  let app: TestApp;
  let metricsUrl: string;

  beforeAll(async () => {
    const logger = createLogger('brainstorm-ai-test', {
      write: (line: string) => void lines.push(JSON.parse(line) as Record<string, unknown>),
    });
    logger.level = 'debug';
    app = await startTestApp({ METRICS_PORT: '0', QUEUE_PREFIX: prefix }, logger);
    assert.ok(app.server.metricsPort, 'the metrics server runs');
    metricsUrl = `http://127.0.0.1:${app.server.metricsPort}/metrics`;
  });
  afterAll(async () => {
    await app?.close();
    await deleteKeys(prefix);
  });

  it("keeps the gateway's X-Request-Id, answers it, and logs the request under it", async () => {
    const answer = await app.graphql(SESSIONS, { user, headers: { 'x-request-id': 'gw-req.42' } });
    assert.equal(answer.status, 200);
    assert.equal(answer.headers.get('x-request-id'), 'gw-req.42');
    await eventually(async () => {
      const logged = lines.find((line) => line.requestId === 'gw-req.42' && line.msg === 'request');
      assert.deepEqual(
        { path: logged?.path, status: logged?.status, service: logged?.service },
        { path: '/graphql', status: 200, service: 'brainstorm-ai-test' },
      );
    });
    const own = await app.graphql(SESSIONS, { user, headers: { 'x-request-id': 'spaces are not allowed' } });
    assert.match(own.headers.get('x-request-id') ?? '', /^[0-9a-f-]{36}$/);
  });

  it('serves the request and operation histograms, the queues, the outbox and the consumer lag on METRICS_PORT', async () => {
    await app.graphql(SESSIONS, { user });
    const queue = createQueue(QUEUES.aiGeneration, REDIS_URL, prefix, { logger: silentLogger });
    try {
      // A job no worker takes (none runs in this test) waits in the queue.
      await queue.add('generate-response', { kind: 'response' });
      await eventually(async () => {
        const text = await (await fetch(metricsUrl)).text();
        const http = 'method="POST",route="/graphql",status="200"';
        assert.ok(sample(text, 'http_request_duration_seconds_count', http)! >= 2, text);
        assert.ok(
          sample(text, 'graphql_operation_duration_seconds_count', 'operation="Sessions",type="query"')! >= 2,
        );
        const jobs = (name: string, state: string) =>
          sample(text, 'bullmq_queue_jobs', `queue="${name}",state="${state}"`);
        assert.equal(jobs(QUEUES.aiGeneration, 'waiting'), 1);
        assert.equal(jobs(QUEUES.aiGeneration, 'failed'), 0);
        assert.equal(jobs(QUEUES.speechSynthesis, 'waiting'), 0);
        assert.match(text, /^outbox_unpublished_events 0$/m);
        assert.match(text, /^outbox_oldest_unpublished_age_seconds 0$/m);
        const consumer = `stream="${app.config.nats.eventStream}",consumer="${PUBLISHED_CHALLENGES_CONSUMER}"`;
        assert.equal(sample(text, 'jetstream_consumer_pending_messages', consumer), 0);
        assert.match(text, /^process_resident_memory_bytes \d+/m);
      });
    } finally {
      await queue.close();
    }
  });

  it('keeps /metrics off the service port', async () => {
    assert.equal((await fetch(`${app.url}/metrics`)).status, 404);
  });
});
