import type { OnApplicationShutdown } from '@nestjs/common';
import { QUEUES } from '@creators/contracts';
import { createQueue, type JobQueue, type Logger } from '@creators/platform';
import { jobDataNames, removeJobsWhere } from '@creators/platform/privacy/erasure';
import { Redis } from 'ioredis';
import type { IslaConfig } from '../isla.config.js';
import { AudioStore } from '../jobs/audio-store.js';
import { JOB_OWNER_FIELD } from '../jobs/isla-jobs.js';

/** Isla's quotas, whose per-user counters are named after the user (quotas/isla-quotas.ts). */
const QUOTAS = ['replies', 'validations', 'speech'] as const;

/**
 * Erasure (docs/product.md §15) in Redis: a person's jobs on Isla's queues (BullMQ keeps finished ones for a day or
 * a week, with their prompts), the audio a speech job of theirs left, their quota counters and their queue-cap
 * counters. Jobs name their owner (JOB_OWNER_FIELD). Throws when Redis cannot be reached: the erasure is then tried
 * again later.
 */
export class IslaJobsEraser implements OnApplicationShutdown {
  private readonly queues: JobQueue[];
  private readonly redis: Redis;
  private readonly audio: AudioStore;

  constructor(
    private readonly config: IslaConfig,
    private readonly logger: Logger,
  ) {
    const settings = { logger };
    this.queues = [
      createQueue(QUEUES.aiGeneration, config.redisUrl, config.queuePrefix, settings),
      createQueue(QUEUES.speechSynthesis, config.redisUrl, config.queuePrefix, settings),
    ];
    this.redis = new Redis(config.redisUrl, { maxRetriesPerRequest: 1, lazyConnect: true });
    this.redis.on('error', (err) => logger.warn({ err }, 'redis error'));
    this.audio = new AudioStore(this.redis, config.queuePrefix);
  }

  async forget(userId: string): Promise<void> {
    let removed = 0;
    let busy = 0;
    for (const queue of this.queues) {
      const outcome = await removeJobsWhere(queue, (data) => jobDataNames(data, JOB_OWNER_FIELD, userId));
      removed += outcome.removed.length;
      busy += outcome.busy;
      if (queue.name === QUEUES.speechSynthesis && outcome.removed.length > 0)
        await this.redis.del(...outcome.removed.map((id) => this.audio.keyFor(id)));
    }
    const counters = [
      ...QUOTAS.map((quota) => `${this.config.quotas.keyPrefix}:${quota}-user:${userId}`),
      ...this.queues.map((queue) => `${this.config.queuePrefix}:isla-owners:${queue.name}:${userId}`),
    ];
    await this.redis.del(...counters);
    this.logger.info({ removedJobs: removed, busyJobs: busy }, 'erasure: Isla jobs and counters removed');
  }

  async onApplicationShutdown(): Promise<void> {
    await Promise.allSettled(this.queues.map((queue) => queue.close()));
    await this.redis.quit().catch(() => this.redis.disconnect());
  }
}
