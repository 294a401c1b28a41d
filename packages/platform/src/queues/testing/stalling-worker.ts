/**
 * Test fixture run as a child process: a worker that takes one job, reports it on stdout and never finishes,
 * so the test can kill it mid-job. Settings come from the environment the test passes.
 */
import { createWorker } from '../worker.js';
import { silentLogger } from '../../events/testing/capture-logger.js';

const { QUEUE_NAME, QUEUE_PREFIX, REDIS_URL, LOCK_DURATION_MS } = process.env;
if (!QUEUE_NAME || !QUEUE_PREFIX || !REDIS_URL || !LOCK_DURATION_MS)
  throw new Error('stalling-worker: settings missing');

createWorker(
  QUEUE_NAME,
  async (job) => {
    process.stdout.write(`started ${job.id}\n`);
    await new Promise(() => setInterval(() => undefined, 60_000));
  },
  {
    connection: REDIS_URL,
    prefix: QUEUE_PREFIX,
    lockDurationMs: Number(LOCK_DURATION_MS),
    stalledIntervalMs: Number(LOCK_DURATION_MS),
    logger: silentLogger,
  },
);
