import type { Redis } from 'ioredis';
import type { JobQueue } from './queue.js';

export interface JobCaps {
  /** Jobs one owner (a user, say) may have queued or running on a queue at once. */
  perOwner: number;
  /** Jobs waiting on a queue in all; beyond it new jobs are refused until workers catch up. */
  waiting: number;
  /** What a refused caller is told to wait (Retry-After). */
  retryAfterSeconds: number;
  /**
   * How long an owner's count lives without being touched: a process that dies between adding and finishing
   * leaves its count behind for at most this long. Keep it above the longest wait for a job.
   */
  holdSeconds: number;
}

/** A job was refused because its owner already has `perOwner` jobs, or the queue has `waiting` jobs waiting. */
export class QueueFullError extends Error {
  override readonly name = 'QueueFullError';
  constructor(
    readonly queue: string,
    readonly cap: 'owner' | 'queue',
    readonly retryAfterSeconds: number,
  ) {
    super(`queue ${queue} is full (${cap} cap)`);
  }
}

/**
 * Caps what goes into queues: per owner (a counter in Redis per queue and owner, held while the owner's job is
 * queued or running) and in all (the queue's own count of waiting jobs). `run` refuses with QueueFullError
 * before adding anything, so a full queue costs a caller two Redis round trips and no work.
 */
export class JobAdmission {
  constructor(
    private readonly redis: Redis,
    private readonly keyPrefix: string,
    private readonly caps: JobCaps,
  ) {}

  private keyFor(queue: string, owner: string): string {
    return `${this.keyPrefix}:${queue}:${owner}`;
  }

  /** Runs `work` (which adds one job to `queue` and waits for it) when the caps allow, counting it for `owner`. */
  async run<T>(
    queue: Pick<JobQueue, 'name' | 'getWaitingCount'>,
    owner: string,
    work: () => Promise<T>,
  ): Promise<T> {
    const key = this.keyFor(queue.name, owner);
    const [waiting, counted] = await Promise.all([
      queue.getWaitingCount(),
      this.redis.multi().incr(key).expire(key, this.caps.holdSeconds).exec(),
    ]);
    const [incrError, mine] = counted?.[0] ?? [new Error('no answer from Redis'), 0];
    if (incrError) throw incrError;
    const cap =
      (mine as number) > this.caps.perOwner ? 'owner' : waiting >= this.caps.waiting ? 'queue' : null;
    if (cap) {
      await this.release(key);
      throw new QueueFullError(queue.name, cap, this.caps.retryAfterSeconds);
    }
    try {
      return await work();
    } finally {
      await this.release(key);
    }
  }

  private async release(key: string): Promise<void> {
    await this.redis.decr(key).catch(() => 0);
  }
}
