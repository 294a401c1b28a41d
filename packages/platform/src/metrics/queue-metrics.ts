import { Gauge, type Registry } from 'prom-client';
import type { Logger } from '../logging/logger.js';
import { withinMs } from './registry.js';

/** What the metric reads of a BullMQ Queue. */
export interface CountedQueue {
  readonly name: string;
  getJobCounts(...types: string[]): Promise<Record<string, number>>;
}

export const QUEUE_STATES = ['waiting', 'active', 'delayed', 'failed'] as const;

const SCRAPE_TIMEOUT_MS = 2_000;

/**
 * `bullmq_queue_jobs{queue,state}`: the jobs of each queue by state, read from Redis on every scrape. Waiting
 * includes prioritized jobs (both wait for a worker): it is what an autoscaler of the workers follows. A queue
 * whose counts cannot be read (Redis down) has no samples in that scrape, and a warning is logged.
 */
export function queueMetrics(registry: Registry, queues: readonly CountedQueue[], logger: Logger): void {
  new Gauge({
    name: 'bullmq_queue_jobs',
    help: 'Jobs in a BullMQ queue by state (waiting, active, delayed, failed).',
    labelNames: ['queue', 'state'] as const,
    registers: [registry],
    async collect() {
      this.reset();
      await Promise.all(
        queues.map(async (queue) => {
          try {
            const counts = await withinMs(
              queue.getJobCounts('waiting', 'prioritized', 'active', 'delayed', 'failed'),
              SCRAPE_TIMEOUT_MS,
              `counting the jobs of ${queue.name}`,
            );
            const count = (type: string) => counts[type] ?? 0;
            this.set({ queue: queue.name, state: 'waiting' }, count('waiting') + count('prioritized'));
            for (const state of ['active', 'delayed', 'failed'] as const)
              this.set({ queue: queue.name, state }, count(state));
          } catch (err) {
            logger.warn({ err, queue: queue.name }, 'metrics: could not count the jobs of a queue');
          }
        }),
      );
    },
  });
}
