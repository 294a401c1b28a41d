import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { QUEUES } from '@creators/contracts';
import {
  createMetricsRegistry,
  createWorker,
  jobRequestId,
  queueMetrics,
  startMetricsServer,
  type Logger,
  type MetricsServer,
} from '@creators/platform';
import { Queue, type Job, type Worker } from 'bullmq';
import { Redis } from 'ioredis';
import { createGenerator } from '../generation/select-generator.js';
import type { FallbackGenerator } from '../generation/fallback-generator.js';
import type { IslaWorkerConfig } from '../isla.config.js';
import { aiGenerationProcessor } from '../jobs/ai-generation.processor.js';
import { AudioStore } from '../jobs/audio-store.js';
import { speechSynthesisProcessor } from '../jobs/speech-synthesis.processor.js';
import type { FallbackSynthesizer } from '../speech/fallback-synthesizer.js';
import { createSynthesizer } from '../speech/select-synthesizer.js';

export interface IslaWorker {
  /** The health server's port (WORKER_PORT, or the free one it got for 0). */
  port: number;
  /** The metrics server's port (METRICS_PORT), when it runs. */
  metricsPort?: number;
  /** Stops taking jobs, lets running ones finish, closes Redis and the health server. */
  close(): Promise<void>;
}

export interface IslaWorkerOverrides {
  generator?: FallbackGenerator;
  synthesizer?: FallbackSynthesizer;
}

/**
 * The worker process's work: one BullMQ worker for AI generation and one for speech synthesis, with the providers
 * the configuration picks, a small HTTP server answering GET /health/live and /health/ready, and, with
 * METRICS_PORT, the metrics server (the queues' job counts: what an autoscaler of the workers follows).
 */
export async function startIslaWorker(
  config: IslaWorkerConfig,
  logger: Logger,
  overrides: IslaWorkerOverrides = {},
): Promise<IslaWorker> {
  const generator = overrides.generator ?? createGenerator(config.ai, logger);
  const synthesizer = overrides.synthesizer ?? createSynthesizer(config.speech, logger);
  const redis = new Redis(config.redisUrl, { maxRetriesPerRequest: 3 });
  redis.on('error', (err) => logger.warn({ err }, 'redis error'));
  const store = new AudioStore(redis, config.queuePrefix);
  const common = {
    connection: config.redisUrl,
    prefix: config.queuePrefix,
    lockDurationMs: config.worker.lockDurationMs,
    stalledIntervalMs: config.worker.stalledIntervalMs,
    logger,
  };
  const workers: Worker[] = [
    createWorker(QUEUES.aiGeneration, aiGenerationProcessor(generator), {
      ...common,
      concurrency: config.worker.aiConcurrency,
    }),
    createWorker(QUEUES.speechSynthesis, speechSynthesisProcessor(synthesizer, store), {
      ...common,
      concurrency: config.worker.speechConcurrency,
    }),
  ] as Worker[];
  for (const worker of workers) {
    worker.on('completed', (job: Job, result: { provider?: string }) =>
      logger.info(
        {
          queue: worker.name,
          jobId: job.id,
          jobName: job.name,
          requestId: jobRequestId(job),
          provider: result?.provider,
          ms: (job.finishedOn ?? Date.now()) - job.timestamp,
        },
        'job completed',
      ),
    );
  }

  // Counting jobs needs a Queue of each (on the worker's own connection).
  const counted = workers.map((worker) => {
    const queue = new Queue(worker.name, { connection: redis, prefix: config.queuePrefix });
    queue.on('error', (err) => logger.warn({ err, queue: worker.name }, 'queue connection error'));
    return queue;
  });
  const metrics = createMetricsRegistry();
  queueMetrics(metrics, counted, logger);

  const server = healthServer(workers, redis);
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(config.worker.port, config.host, () => resolve());
  });
  const port = (server.address() as AddressInfo).port;
  let metricsServer: MetricsServer | undefined;
  if (config.metricsPort !== undefined)
    metricsServer = await startMetricsServer(metrics, {
      port: config.metricsPort,
      host: config.host,
      logger,
    });
  await Promise.all(workers.map((worker) => worker.waitUntilReady()));
  logger.info(
    {
      port,
      queues: workers.map((worker) => worker.name),
      prefix: config.queuePrefix,
      ai: generator.providers,
      speech: config.speech.provider,
    },
    `brainstorm-ai worker ready (health on :${port})`,
  );

  let closing: Promise<void> | null = null;
  return {
    port,
    metricsPort: metricsServer?.port,
    close: () =>
      (closing ??= (async () => {
        await Promise.all(workers.map((worker) => worker.close()));
        await Promise.all(counted.map((queue) => queue.close()));
        await metricsServer?.close();
        await new Promise<void>((resolve) => server.close(() => resolve()));
        await redis.quit().catch(() => redis.disconnect());
      })()),
  };
}

function healthServer(workers: Worker[], redis: Redis): Server {
  return createServer((req, res) => {
    const answer = (status: number, body: object) => {
      res.writeHead(status, { 'content-type': 'application/json', 'cache-control': 'no-store' });
      res.end(JSON.stringify(body));
    };
    if (req.method !== 'GET') return answer(405, { status: 'method not allowed' });
    if (req.url === '/health/live') return answer(200, { status: 'ok' });
    if (req.url !== '/health/ready') return answer(404, { status: 'not found' });
    const running = workers.every((worker) => worker.isRunning());
    const ping = Promise.race([
      redis.ping(),
      new Promise<never>((_, reject) => setTimeout(() => reject(new Error('timeout')), 2_000).unref()),
    ]);
    ping.then(
      () =>
        answer(running ? 200 : 503, {
          status: running ? 'ok' : 'down',
          checks: { redis: 'up', workers: running ? 'up' : 'down' },
        }),
      () => answer(503, { status: 'down', checks: { redis: 'down', workers: running ? 'up' : 'down' } }),
    );
  });
}
