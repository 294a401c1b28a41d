import { Gauge, type Registry } from 'prom-client';
import type { Logger } from '../logging/logger.js';
import { withinMs } from './registry.js';

export interface OutboxBacklog {
  /** Rows not published yet. */
  unpublished: number;
  /** Age of the oldest of them in seconds; 0 when there is none. */
  oldestAgeSeconds: number;
}

const SCRAPE_TIMEOUT_MS = 2_000;

/**
 * `outbox_unpublished_events` and `outbox_oldest_unpublished_age_seconds`, from one query per scrape (see
 * OutboxRelay.backlog). While the database cannot be asked both are NaN (unknown, not 0: "nothing waiting").
 */
export function outboxMetrics(
  registry: Registry,
  source: { backlog(): Promise<OutboxBacklog> },
  logger: Logger,
): void {
  // A scrape starts collecting every metric in one synchronous pass: the two gauges share its one query.
  let reading: Promise<OutboxBacklog | null> | null = null;
  const read = () => {
    if (reading) return reading;
    reading = withinMs(source.backlog(), SCRAPE_TIMEOUT_MS, 'reading the outbox backlog').catch(
      (err: unknown) => {
        logger.warn({ err }, 'metrics: could not read the outbox backlog');
        return null;
      },
    );
    const current = reading;
    queueMicrotask(() => (reading = null));
    return current;
  };
  new Gauge({
    name: 'outbox_unpublished_events',
    help: 'Outbox rows (domain events) not yet published to NATS JetStream.',
    registers: [registry],
    async collect() {
      const backlog = await read();
      this.set(backlog ? backlog.unpublished : NaN);
    },
  });
  new Gauge({
    name: 'outbox_oldest_unpublished_age_seconds',
    help: 'Age of the oldest unpublished outbox row in seconds (0 when every row is published).',
    registers: [registry],
    async collect() {
      const backlog = await read();
      this.set(backlog ? backlog.oldestAgeSeconds : NaN);
    },
  });
}
