import type { DefaultJobOptions, KeepJobs } from 'bullmq';

const DAY_S = 24 * 60 * 60;

/** Finished jobs are kept for inspection, but bounded so Redis does not fill up. */
export const KEEP_COMPLETED: KeepJobs = { age: DAY_S, count: 1_000 };
export const KEEP_FAILED: KeepJobs = { age: 7 * DAY_S, count: 5_000 };

export const DEFAULT_JOB_OPTIONS: DefaultJobOptions = {
  attempts: 3,
  backoff: { type: 'exponential', delay: 1_000 },
  removeOnComplete: KEEP_COMPLETED,
  removeOnFail: KEEP_FAILED,
};
