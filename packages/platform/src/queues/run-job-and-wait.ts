import { Job, type JobsOptions, type QueueEvents } from 'bullmq';
import { currentRequestId } from '../logging/request-id.js';
import type { JobQueue } from './queue.js';
import { withJobRequestId } from './job-request-id.js';

/** The job did not finish in time. It stays queued (or running): remove it with `queue.remove(jobId)` if unwanted. */
export class JobTimeoutError extends Error {
  override readonly name = 'JobTimeoutError';
  constructor(
    readonly queue: string,
    readonly jobId: string,
    readonly timeoutMs: number,
  ) {
    super(`job ${jobId} on queue ${queue} did not finish within ${timeoutMs} ms`);
  }
}

/** The job failed on its last attempt; `message` is the processor's error message. */
export class JobFailedError extends Error {
  override readonly name = 'JobFailedError';
  constructor(
    readonly queue: string,
    readonly jobId: string,
    readonly attemptsMade: number,
    failedReason: string,
  ) {
    super(failedReason);
  }
}

/**
 * Adds a job and waits for its result through `queueEvents` (a QueueEvents of the same queue and prefix),
 * rejecting with JobFailedError once it has failed for good, or JobTimeoutError after `timeoutMs`. A job added
 * while a request is handled carries the request's id, so the worker's log lines of that job have it too.
 */
export async function runJobAndWait<Data, Result>(
  queue: JobQueue<Data, Result>,
  queueEvents: QueueEvents,
  jobName: string,
  data: Data,
  timeoutMs: number,
  options?: JobsOptions,
): Promise<Result> {
  const job = await queue.add(jobName, withJobRequestId(data, currentRequestId()), options);
  const jobId = job.id as string;
  let timer: NodeJS.Timeout | undefined;
  const timedOut = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new JobTimeoutError(queue.name, jobId, timeoutMs)), timeoutMs);
  });
  // BullMQ's own ttl, a little later than ours, only removes its listeners should the job never finish.
  const finished = job.waitUntilFinished(queueEvents, timeoutMs + 1_000) as Promise<Result>;
  finished.catch(() => undefined);
  try {
    return await Promise.race([finished, timedOut]);
  } catch (err) {
    if (err instanceof JobTimeoutError) throw err;
    const failed = await Job.fromId(queue, jobId);
    if (failed?.failedReason !== undefined && (await failed.isFailed())) {
      throw new JobFailedError(queue.name, jobId, failed.attemptsMade, failed.failedReason);
    }
    throw err;
  } finally {
    clearTimeout(timer);
  }
}
