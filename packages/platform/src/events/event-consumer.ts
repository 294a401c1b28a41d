import { EVENT_STREAM, eventSubject, type EventName } from '@creators/contracts';
import {
  jetstream,
  jetstreamManager,
  type ConsumerMessages,
  type JetStreamManager,
} from '@nats-io/jetstream';
import type { NatsConnection } from '@nats-io/transport-node';
import { ensureDurableConsumer } from './durable-consumer.js';
import { deliver, type DeliveryContext, type EventHandlers } from './event-delivery.js';
import { eventStreamSubjects } from './event-stream.js';
import type { ConsumerPending } from '../metrics/consumer-metrics.js';
import { defaultLogger, type Logger } from './logger.js';
import type { SqlExecutor, TransactionRunner } from './sql-executor.js';
import { backoffDelay, delay, unlessAborted, type BackoffOptions } from './timing.js';

export interface EventConsumerOptions<Tx extends SqlExecutor> {
  /** Durable consumer name, `<service>-<purpose>` (e.g. `identity-achievements`); also the processed_events key. */
  name: string;
  /** The NATS connection, or the pending promise from `connectNats`. */
  nats: NatsConnection | PromiseLike<NatsConnection>;
  /** Runs a handler in the service's transaction: `prismaTransaction(prisma)` or `pgTransaction(pool)`. */
  transaction: TransactionRunner<Tx>;
  // NoInfer: Tx comes from `transaction` alone, so handlers get the typed client (Prisma's, say).
  handlers: EventHandlers<NoInfer<Tx>>;
  stream?: string;
  subjectPrefix?: string;
  /** Deliveries of an event whose handler keeps throwing before it is terminated (logged as an error). */
  maxDeliver?: number;
  /** Delay before a failed event is delivered again, by how many times it has been delivered. */
  retryDelayMs?: (deliveryCount: number) => number;
  /** Unacknowledged this long, a message is redelivered (a slow handler keeps extending it). */
  ackWaitMs?: number;
  /** Where a consumer created now starts: every event the stream holds (default) or only new ones. */
  deliverFrom?: 'all' | 'new';
  /** Messages fetched ahead; they are handled one at a time, in order, so keep prefetch × handler time under ackWaitMs. */
  prefetch?: number;
  /** Delay between attempts to (re)attach while NATS or the stream is unavailable. */
  retry?: BackoffOptions;
  logger?: Logger;
}

const CONSUMER_NAME = /^[A-Za-z0-9_-]+$/;

/**
 * A durable JetStream consumer that hands each event to its handler inside the service's own database
 * transaction, idempotently (see `deliver`). It (re)attaches on its own while NATS or the stream is away.
 */
export class EventConsumer<Tx extends SqlExecutor> {
  private readonly logger: Logger;
  private readonly delivery: DeliveryContext<Tx>;
  private readonly spec: {
    stream: string;
    filterSubject: string;
    deliverFrom: 'all' | 'new';
    prefetch: number;
  };
  private readonly retry: BackoffOptions;
  private running?: { stop: AbortController; loop: Promise<void> };
  private messages?: ConsumerMessages;
  /** Set once attached: the metrics ask it for the consumer's info. */
  private jsm?: JetStreamManager;

  constructor(private readonly options: EventConsumerOptions<Tx>) {
    if (!CONSUMER_NAME.test(options.name)) {
      throw new Error(`event consumer name "${options.name}" may only contain letters, digits, '-' and '_'`);
    }
    const events = Object.keys(options.handlers) as EventName[];
    if (events.length === 0) throw new Error(`event consumer "${options.name}" has no handlers`);
    const subjectPrefix = options.subjectPrefix ?? '';
    this.logger = options.logger ?? defaultLogger('event-consumer');
    this.retry = options.retry ?? { initialMs: 500, maxMs: 15_000 };
    const ackWaitMs = options.ackWaitMs ?? 30_000;
    this.spec = {
      stream: options.stream ?? EVENT_STREAM,
      // nats-server 2.9 filters on one subject only: several events share the wildcard and the rest are skipped.
      filterSubject:
        events.length === 1 ? eventSubject(events[0], subjectPrefix) : eventStreamSubjects(subjectPrefix)[0],
      deliverFrom: options.deliverFrom ?? 'all',
      prefetch: options.prefetch ?? 10,
    };
    this.delivery = {
      consumer: options.name,
      handlers: options.handlers,
      transaction: options.transaction,
      maxDeliver: options.maxDeliver ?? 8,
      retryDelayMs: options.retryDelayMs ?? ((n) => backoffDelay(n, { initialMs: 1_000, maxMs: 60_000 })),
      ackWaitMs,
      logger: this.logger,
    };
  }

  /** The durable consumer name, also its key in processed_events. */
  get name(): string {
    return this.options.name;
  }

  /** The stream it reads. */
  get stream(): string {
    return this.spec.stream;
  }

  /** The consumer's lag and unacknowledged messages, from its info on the server; null until it has attached. */
  async pendingMessages(): Promise<ConsumerPending | null> {
    if (!this.jsm) return null;
    const info = await this.jsm.consumers.info(this.spec.stream, this.options.name);
    return { pending: info.num_pending, ackPending: info.num_ack_pending };
  }

  start(): void {
    if (this.running) return;
    const stop = new AbortController();
    this.running = { stop, loop: this.run(stop.signal) };
  }

  /** Finishes the event in hand and stops; events fetched ahead but not handled are redelivered later. */
  async stop(): Promise<void> {
    const running = this.running;
    if (!running) return;
    this.running = undefined;
    running.stop.abort();
    // Ends the message iterator the loop reads; a loop still attaching returns as soon as it sees the abort.
    void this.messages?.close().catch(() => undefined);
    await running.loop;
  }

  private async run(signal: AbortSignal): Promise<void> {
    const nc = await unlessAborted(this.options.nats, signal).catch((err: unknown) => {
      this.logger.error(
        { err, consumer: this.options.name },
        'event consumer: no NATS connection, not consuming',
      );
    });
    if (!nc) return;
    let failures = 0;
    while (!signal.aborted) {
      try {
        await this.consume(nc, signal, () => (failures = 0));
      } catch (err) {
        failures += 1;
        const retryInMs = backoffDelay(failures, this.retry);
        this.logger.warn(
          { err, consumer: this.options.name, retryInMs },
          'event consumer: cannot consume, will retry',
        );
        await delay(retryInMs, signal);
      }
    }
  }

  private async consume(nc: NatsConnection, signal: AbortSignal, attached: () => void): Promise<void> {
    const { stream } = this.spec;
    // Attaching talks to NATS, which may not answer for a while: stop() must not wait for it.
    const attaching = this.attach(nc);
    const messages = await unlessAborted(attaching, signal);
    if (!messages) {
      void attaching.then((late) => late.close()).catch(() => undefined);
      return;
    }
    this.messages = messages;
    // stop() closes this.messages; if it ran just before the line above, it could not see this one.
    if (signal.aborted) {
      void messages.close().catch(() => undefined);
      return;
    }
    attached();
    this.logger.info(
      { consumer: this.options.name, stream, filterSubject: this.spec.filterSubject },
      'event consumer: consuming',
    );
    let unavailable = 0;
    for await (const msg of messages) {
      if (signal.aborted) return;
      const outcome = await deliver(msg, this.delivery);
      // Without the database every event would fail in turn: slow down until one goes through.
      unavailable = outcome === 'unavailable' ? unavailable + 1 : 0;
      if (unavailable > 0) await delay(backoffDelay(unavailable, this.retry), signal);
    }
    if (!signal.aborted) throw new Error('the message iterator ended');
  }

  private async attach(nc: NatsConnection): Promise<ConsumerMessages> {
    const { stream, filterSubject, deliverFrom, prefetch } = this.spec;
    const jsm = await jetstreamManager(nc);
    await ensureDurableConsumer(jsm, {
      stream,
      name: this.options.name,
      filterSubject,
      ackWaitMs: this.delivery.ackWaitMs,
      deliverFrom,
    });
    const consumer = await jetstream(nc).consumers.get(stream, this.options.name);
    this.jsm = jsm;
    return consumer.consume({ max_messages: prefetch });
  }
}
