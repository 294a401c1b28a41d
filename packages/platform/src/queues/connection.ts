import type { RedisOptions } from 'bullmq';

/** A Redis URL (`redis://host:6379/0`) or ioredis options. Each queue, worker and QueueEvents opens its own. */
export type RedisConnection = string | RedisOptions;

export const toRedisOptions = (connection: RedisConnection): RedisOptions =>
  typeof connection === 'string' ? { url: connection } : { ...connection };
