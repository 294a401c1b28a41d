import { Redis } from 'ioredis';
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, test } from '@jest/globals';
import type { Worker } from 'bullmq';
import { silentLogger } from '../events/testing/capture-logger.js';
import { randomSuffix, waitFor } from '../events/testing/wait-for.js';
import { currentRequestId, withRequestId } from '../logging/request-id.js';
import { createQueue, createQueueEvents } from './queue.js';
import { JobFailedError, JobTimeoutError, runJobAndWait } from './run-job-and-wait.js';
import { createWorker } from './worker.js';

const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const prefix = `test-platform-${randomSuffix()}`;

/** Everything a test opens, closed in reverse order afterwards. */
const closers: Array<() => Promise<unknown>> = [];

function queueWithEvents<Data, Result>(name: string) {
  const queue = createQueue<Data, Result>(name, REDIS_URL, prefix, { logger: silentLogger });
  const events = createQueueEvents(name, REDIS_URL, prefix, silentLogger);
  closers.push(
    () => queue.close(),
    () => events.close(),
  );
  return { queue, events };
}

function worker<Data, Result>(...args: Parameters<typeof createWorker<Data, Result>>): Worker<Data, Result> {
  const w = createWorker<Data, Result>(args[0], args[1], { logger: silentLogger, ...args[2] });
  closers.push(() => w.close());
  return w;
}

afterAll(async () => {
  for (const close of closers.reverse()) await close();
  const redis = new Redis(REDIS_URL);
  for await (const keys of redis.scanStream({ match: `${prefix}:*`, count: 500 }) as AsyncIterable<
    string[]
  >) {
    if (keys.length > 0) await redis.del(...keys);
  }
  await redis.quit();
});

describe('queues', () => {
  test('runs a job and returns its result', async () => {
    const { queue, events } = queueWithEvents<{ a: number; b: number }, { sum: number }>('round-trip');
    worker<{ a: number; b: number }, { sum: number }>(
      'round-trip',
      async (job) => ({ sum: job.data.a + job.data.b }),
      {
        connection: REDIS_URL,
        prefix,
      },
    );
    assert.deepEqual(await runJobAndWait(queue, events, 'add', { a: 2, b: 3 }, 30_000), { sum: 5 });
  });

  test('a job added during a request runs under its id; the processor sees only its own data', async () => {
    type Data = { text: string };
    const { queue, events } = queueWithEvents<Data, { seen: string; requestId?: string }>('traced');
    worker<Data, { seen: string; requestId?: string }>(
      'traced',
      async (job) => ({ seen: JSON.stringify(job.data), requestId: currentRequestId() }),
      { connection: REDIS_URL, prefix },
    );
    const traced = await withRequestId('req-queue.1', () =>
      runJobAndWait(queue, events, 'say', { text: 'hi' }, 30_000),
    );
    assert.deepEqual(traced, { seen: '{"text":"hi"}', requestId: 'req-queue.1' });
    const untraced = await runJobAndWait(queue, events, 'say', { text: 'ho' }, 30_000);
    assert.deepEqual(untraced, { seen: '{"text":"ho"}' });
  });

  test('a job that always throws fails after its attempts, with the error message', async () => {
    const { queue, events } = queueWithEvents<string, never>('always-fails');
    let runs = 0;
    worker<string, never>(
      'always-fails',
      async () => {
        runs += 1;
        throw new Error('speech engine exploded');
      },
      { connection: REDIS_URL, prefix },
    );
    const failure = await runJobAndWait(queue, events, 'speak', 'hello', 30_000, {
      attempts: 3,
      backoff: { type: 'fixed', delay: 20 },
    }).then(
      () => assert.fail('the job should have failed'),
      (err: unknown) => err,
    );
    assert.ok(failure instanceof JobFailedError);
    assert.equal(failure.message, 'speech engine exploded');
    assert.equal(failure.attemptsMade, 3);
    assert.equal(runs, 3);
    assert.equal(await queue.getJobState(failure.jobId), 'failed');
  });

  test('waiting gives up with a JobTimeoutError when no worker finishes the job in time', async () => {
    const { queue, events } = queueWithEvents<string, string>('nobody-home');
    const failure = await runJobAndWait(queue, events, 'lonely', 'x', 300).catch((err: unknown) => err);
    assert.ok(failure instanceof JobTimeoutError);
    assert.match(failure.message, /did not finish within 300 ms/);
    assert.equal(await queue.getJobState(failure.jobId), 'waiting');
  });

  test('a job whose worker is killed mid-run is finished by another worker', async () => {
    const name = 'killed-worker';
    const lockDurationMs = 1_000;
    const { queue, events } = queueWithEvents<string, string>(name);
    const job = await queue.add('slow', 'payload');
    const finished = job.waitUntilFinished(events) as Promise<string>;
    finished.catch(() => undefined);

    const child = spawn(
      process.execPath,
      [fileURLToPath(new URL('../../dist/queues/testing/stalling-worker.js', import.meta.url))],
      {
        env: {
          ...process.env,
          QUEUE_NAME: name,
          QUEUE_PREFIX: prefix,
          REDIS_URL,
          LOCK_DURATION_MS: String(lockDurationMs),
        },
        stdio: ['ignore', 'pipe', 'inherit'],
      },
    );
    let output = '';
    child.stdout.setEncoding('utf8').on('data', (chunk: string) => (output += chunk));
    await waitFor('the child worker to start the job', () => output.includes(`started ${job.id}`));
    child.kill('SIGKILL');
    await once(child, 'exit');
    assert.equal(await queue.getJobState(job.id!), 'active', 'the killed worker left the job active');

    worker<string, string>(name, async (j) => `finished ${j.data} after ${j.stalledCounter} stall(s)`, {
      connection: REDIS_URL,
      prefix,
      lockDurationMs,
      stalledIntervalMs: lockDurationMs,
    });
    assert.equal(await finished, 'finished payload after 1 stall(s)');
  });
});
