export type { RedisConnection } from './connection.js';
export { DEFAULT_JOB_OPTIONS, KEEP_COMPLETED, KEEP_FAILED } from './job-defaults.js';
export { createQueue, createQueueEvents, type JobQueue, type QueueSettings } from './queue.js';
export { createWorker, type WorkerSettings } from './worker.js';
export { runJobAndWait, JobTimeoutError, JobFailedError } from './run-job-and-wait.js';
export { JobAdmission, QueueFullError, type JobCaps } from './job-caps.js';
export {
  withJobRequestId,
  jobRequestId,
  dataWithoutRequestId,
  JOB_REQUEST_ID_FIELD,
} from './job-request-id.js';
