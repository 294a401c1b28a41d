import type { QueueName } from '@creators/contracts';
import { Worker, type KeepJobs, type Processor } from 'bullmq';
import { defaultLogger, type Logger } from '../events/logger.js';
import { withRequestId } from '../logging/request-id.js';
import { toRedisOptions, type RedisConnection } from './connection.js';
import { dataWithoutRequestId, jobRequestId } from './job-request-id.js';
import { KEEP_COMPLETED, KEEP_FAILED } from './job-defaults.js';

export interface WorkerSettings {
  connection: RedisConnection;
  prefix?: string;
  /** Jobs this worker runs at the same time. */
  concurrency?: number;
  /**
   * How long a job's lock lasts without renewal (the worker renews it every half of this while alive).
   * A worker that dies mid-job leaves the job locked this long before it can be taken back.
   */
  lockDurationMs?: number;
  /** How often this worker looks for jobs whose worker died and puts them back in the queue. */
  stalledIntervalMs?: number;
  /** How many times a job may be taken back from a dead worker before it fails instead. */
  maxStalledCount?: number;
  keepCompleted?: KeepJobs;
  keepFailed?: KeepJobs;
  /** Start taking jobs at once (default); if false, call `worker.run()`. */
  autorun?: boolean;
  logger?: Logger;
}

/**
 * A worker for one queue. A job whose worker is killed mid-run is noticed by any live worker of the queue
 * within about lockDurationMs + 2 × stalledIntervalMs and run again, up to maxStalledCount times; processors
 * must therefore be safe to run twice. The processor must not block the event loop for longer than
 * lockDurationMs, or its lock lapses and the job is taken for dead.
 */
export function createWorker<Data = unknown, Result = unknown>(
  name: QueueName | (string & {}),
  processor: Processor<Data, Result>,
  settings: WorkerSettings,
): Worker<Data, Result> {
  const logger = settings.logger ?? defaultLogger(`worker:${name}`);
  // A job runs under the id of the request that added it (its log lines carry that id); the processor gets the
  // job's data without it, which is put back afterwards for the 'completed' and 'failed' listeners.
  const traced: Processor<Data, Result> = async (job, token, signal) => {
    const data = job.data;
    const own = dataWithoutRequestId(data);
    if (own === null) return processor(job, token, signal);
    job.data = own;
    try {
      return await withRequestId(jobRequestId({ data }), () => processor(job, token, signal));
    } finally {
      job.data = data;
    }
  };
  const worker = new Worker<Data, Result>(name, traced, {
    // Blocking commands must wait out a Redis outage rather than give up after ioredis' retry limit.
    connection: { ...toRedisOptions(settings.connection), maxRetriesPerRequest: null },
    prefix: settings.prefix,
    concurrency: settings.concurrency ?? 1,
    lockDuration: settings.lockDurationMs ?? 30_000,
    stalledInterval: settings.stalledIntervalMs ?? 30_000,
    maxStalledCount: settings.maxStalledCount ?? 1,
    removeOnComplete: settings.keepCompleted ?? KEEP_COMPLETED,
    removeOnFail: settings.keepFailed ?? KEEP_FAILED,
    autorun: settings.autorun ?? true,
  });
  // Without an 'error' listener an emitted error (Redis unreachable, say) would crash the process.
  worker.on('error', (err) => logger.error({ err, queue: name }, 'queue worker error'));
  worker.on('failed', (job, err) =>
    logger.warn(
      {
        err,
        queue: name,
        jobId: job?.id,
        jobName: job?.name,
        attemptsMade: job?.attemptsMade,
        requestId: jobRequestId(job),
      },
      'job failed',
    ),
  );
  worker.on('stalled', (jobId) =>
    logger.warn({ queue: name, jobId }, 'job stalled, its worker is gone; queued again'),
  );
  return worker;
}
