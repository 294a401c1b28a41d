import type { QueueName } from '@creators/contracts';
import { Queue, QueueEvents, type DefaultJobOptions } from 'bullmq';
import { defaultLogger, type Logger } from '../events/logger.js';
import { toRedisOptions, type RedisConnection } from './connection.js';
import { DEFAULT_JOB_OPTIONS } from './job-defaults.js';

/** A BullMQ Queue with its data and result types spelled out, so generic code can add jobs to it. */
export type JobQueue<Data = unknown, Result = unknown> = Queue<Data, Result, string, Data, Result, string>;

export interface QueueSettings {
  /** Merged over DEFAULT_JOB_OPTIONS; the options of one `add` override both. */
  jobDefaults?: DefaultJobOptions;
  logger?: Logger;
}

/**
 * A producer for one queue. Jobs retry 3 times with exponential backoff from 1 s and are kept a bounded
 * time once finished, unless `jobDefaults` say otherwise. The producer's connection keeps ioredis' retry
 * limit, so adding a job fails rather than hangs while Redis is down.
 */
export function createQueue<Data = unknown, Result = unknown>(
  name: QueueName | (string & {}),
  connection: RedisConnection,
  prefix?: string,
  { jobDefaults = {}, logger = defaultLogger(`queue:${name}`) }: QueueSettings = {},
): JobQueue<Data, Result> {
  const queue = new Queue<Data, Result, string, Data, Result, string>(name, {
    connection: toRedisOptions(connection),
    prefix,
    defaultJobOptions: { ...DEFAULT_JOB_OPTIONS, ...jobDefaults },
  });
  // Without an 'error' listener a connection error would be thrown as an uncaught exception.
  queue.on('error', (err) => logger.error({ err, queue: name }, 'queue connection error'));
  return queue;
}

/**
 * A new QueueEvents reads the events stream from '$' only once its first XREAD reaches Redis, after it
 * reports ready: a job finishing in between would never be reported to `runJobAndWait`. Starting from a
 * little before now closes that gap (the margin also covers clock skew between this host and Redis); the
 * few older events it replays have no one waiting for them.
 */
const STARTUP_REPLAY_MS = 10_000;

/** Listens for the completion and failure of a queue's jobs, which `runJobAndWait` needs. Keep one per queue. */
export function createQueueEvents(
  name: QueueName | (string & {}),
  connection: RedisConnection,
  prefix?: string,
  logger: Logger = defaultLogger(`queue-events:${name}`),
): QueueEvents {
  const events = new QueueEvents(name, {
    connection: toRedisOptions(connection),
    prefix,
    lastEventId: `${Date.now() - STARTUP_REPLAY_MS}-0`,
  });
  events.on('error', (err) => logger.error({ err, queue: name }, 'queue events connection error'));
  return events;
}
