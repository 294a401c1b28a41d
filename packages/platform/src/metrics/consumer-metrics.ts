import { Gauge, type Registry } from 'prom-client';
import type { Logger } from '../logging/logger.js';
import { withinMs } from './registry.js';

export interface ConsumerPending {
  /** Messages of the stream the consumer has not been given yet (its lag). */
  pending: number;
  /** Messages given to it and not yet acknowledged. */
  ackPending: number;
}

/** What the metric reads of an EventConsumer. */
export interface WatchedConsumer {
  readonly name: string;
  readonly stream: string;
  /** Null while the consumer is not attached to NATS. */
  pendingMessages(): Promise<ConsumerPending | null>;
}

const SCRAPE_TIMEOUT_MS = 2_000;

/**
 * `jetstream_consumer_pending_messages{stream,consumer}` (the lag) and `jetstream_consumer_ack_pending_messages`
 * of every consumer added with `watch`, from the consumer's info on every scrape. A consumer that cannot be asked
 * (NATS down, not attached yet) has no samples in that scrape.
 */
export function consumerMetrics(registry: Registry, logger: Logger) {
  const consumers: WatchedConsumer[] = [];
  // A scrape starts collecting every metric in one synchronous pass: both gauges share its reads.
  let reading: Promise<Array<ConsumerPending | null>> | null = null;
  const read = () => {
    if (reading) return reading;
    reading = Promise.all(
      consumers.map((consumer) =>
        withinMs(consumer.pendingMessages(), SCRAPE_TIMEOUT_MS, `reading consumer ${consumer.name}`).catch(
          (err: unknown) => {
            logger.warn({ err, consumer: consumer.name }, 'metrics: could not read a consumer');
            return null;
          },
        ),
      ),
    );
    const current = reading;
    queueMicrotask(() => (reading = null));
    return current;
  };
  const gauge = (name: string, help: string, field: keyof ConsumerPending) =>
    new Gauge({
      name,
      help,
      labelNames: ['stream', 'consumer'] as const,
      registers: [registry],
      async collect() {
        const all = await read();
        this.reset();
        consumers.forEach((consumer, index) => {
          const info = all[index];
          if (info) this.set({ stream: consumer.stream, consumer: consumer.name }, info[field]);
        });
      },
    });
  gauge(
    'jetstream_consumer_pending_messages',
    'Messages of the stream a durable consumer has not been given yet (its lag).',
    'pending',
  );
  gauge(
    'jetstream_consumer_ack_pending_messages',
    'Messages given to a durable consumer and not yet acknowledged.',
    'ackPending',
  );
  return {
    watch(consumer: WatchedConsumer): void {
      consumers.push(consumer);
    },
  };
}
