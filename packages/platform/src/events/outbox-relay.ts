import { EVENT_STREAM } from '@creators/contracts';
import { jetstream } from '@nats-io/jetstream';
import type { NatsConnection } from '@nats-io/transport-node';
import pg from 'pg';
import type { OutboxBacklog } from '../metrics/outbox-metrics.js';
import { defaultLogger, type Logger } from './logger.js';
import { publishOutboxBatch } from './outbox-batch.js';
import { pruneOutbox } from './outbox-prune.js';
import { backoffDelay, delay, unlessAborted, type BackoffOptions } from './timing.js';

export interface OutboxRelayOptions {
  /** The service's database: a pg Pool (left open on stop) or a connection string (a pool of its own). */
  database: pg.Pool | string;
  /** With a connection string: the most connections of its own pool (OUTBOX_POOL_SIZE, default 2). */
  poolSize?: number;
  /** The NATS connection, or the pending promise from `connectNats`: the relay waits for it. */
  nats: NatsConnection | PromiseLike<NatsConnection>;
  stream?: string;
  subjectPrefix?: string;
  pollIntervalMs?: number;
  batchSize?: number;
  publishTimeoutMs?: number;
  /** Delay between tries while NATS or the database fails. */
  retry?: BackoffOptions;
  /** Published rows are deleted once older than this (0 keeps them forever). */
  retainPublishedMs?: number;
  logger?: Logger;
}

const HOUR_MS = 60 * 60 * 1000;

/**
 * Publishes outbox rows to JetStream: polls, publishes when woken after a commit, and keeps retrying with
 * backoff while NATS or the database is down. It logs failures and never throws out of its loop.
 */
export class OutboxRelay {
  private readonly pool: pg.Pool;
  private readonly ownsPool: boolean;
  private readonly logger: Logger;
  private readonly settings: Required<Omit<OutboxRelayOptions, 'database' | 'poolSize' | 'nats' | 'logger'>>;
  private readonly nats: NatsConnection | PromiseLike<NatsConnection>;
  private running?: { stop: AbortController; loop: Promise<void> };
  private wakeRequested = false;
  private wakeUp?: () => void;
  private lastPruneAt = 0;
  private poolEnded = false;

  constructor(options: OutboxRelayOptions) {
    this.ownsPool = typeof options.database === 'string';
    this.pool =
      typeof options.database === 'string'
        ? new pg.Pool({ connectionString: options.database, max: options.poolSize ?? 2 })
        : options.database;
    this.logger = options.logger ?? defaultLogger('outbox-relay');
    if (this.ownsPool) {
      // An idle client's error is emitted on the pool; unhandled it would crash the process.
      this.pool.on('error', (err) =>
        this.logger.warn({ err }, 'outbox relay: idle database connection failed'),
      );
    }
    this.nats = options.nats;
    this.settings = {
      stream: options.stream ?? EVENT_STREAM,
      subjectPrefix: options.subjectPrefix ?? '',
      pollIntervalMs: options.pollIntervalMs ?? 200,
      batchSize: options.batchSize ?? 100,
      publishTimeoutMs: options.publishTimeoutMs ?? 5_000,
      retry: options.retry ?? { initialMs: 500, maxMs: 15_000 },
      retainPublishedMs: options.retainPublishedMs ?? 7 * 24 * HOUR_MS,
    };
  }

  start(): void {
    if (this.running) return;
    const stop = new AbortController();
    this.running = { stop, loop: this.run(stop.signal) };
  }

  /** Publishes now rather than at the next poll; call it after committing a transaction that recorded events. */
  wake(): void {
    this.wakeRequested = true;
    this.wakeUp?.();
  }

  /** Finishes the batch in flight, then stops. Ends the pool only if the relay made it. */
  async stop(): Promise<void> {
    const running = this.running;
    if (running) {
      this.running = undefined;
      running.stop.abort();
      await running.loop;
    }
    if (this.ownsPool && !this.poolEnded) {
      this.poolEnded = true;
      await this.pool.end();
    }
  }

  private async run(signal: AbortSignal): Promise<void> {
    const nc = await unlessAborted(this.nats, signal).catch((err: unknown) => {
      this.logger.error({ err }, 'outbox relay: no NATS connection, not publishing');
    });
    if (!nc) return;
    const js = jetstream(nc);
    let failures = 0;
    while (!signal.aborted) {
      let pause = this.settings.pollIntervalMs;
      try {
        const { published, more, failure } = await publishOutboxBatch(this.pool, js, this.settings);
        if (failure !== undefined) throw failure;
        if (failures > 0) this.logger.info({ failures }, 'outbox relay: publishing again');
        failures = 0;
        if (published > 0) this.logger.debug({ published }, 'outbox relay: published events');
        if (more) pause = 0;
        await this.pruneIfDue();
      } catch (err) {
        failures += 1;
        pause = backoffDelay(failures, this.settings.retry);
        this.logger.warn({ err, failures, retryInMs: pause }, 'outbox relay: publishing failed, will retry');
      }
      // While failing, wake() must not turn every request into another doomed attempt.
      await this.pause(pause, failures === 0, signal);
    }
  }

  /** Rows not yet published and the age of the oldest in seconds (the metrics read it on each scrape). */
  async backlog(): Promise<OutboxBacklog> {
    // The index on (published_at, occurred_at) finds the unpublished rows and the oldest of them.
    const { rows } = await this.pool.query<{ unpublished: number; oldest: number }>(
      `SELECT count(*)::int AS unpublished,
              COALESCE(EXTRACT(EPOCH FROM now() - min(occurred_at)), 0)::float8 AS oldest
         FROM outbox_events WHERE published_at IS NULL`,
    );
    return { unpublished: rows[0].unpublished, oldestAgeSeconds: Math.max(0, rows[0].oldest) };
  }

  private async pause(ms: number, wakeable: boolean, signal: AbortSignal): Promise<void> {
    if (wakeable && this.wakeRequested) {
      this.wakeRequested = false;
      return;
    }
    if (ms === 0) return;
    const early = new AbortController();
    const onStop = () => early.abort();
    signal.addEventListener('abort', onStop, { once: true });
    if (wakeable) this.wakeUp = onStop;
    await delay(ms, early.signal);
    signal.removeEventListener('abort', onStop);
    this.wakeUp = undefined;
    this.wakeRequested = false;
  }

  private async pruneIfDue(): Promise<void> {
    const { retainPublishedMs } = this.settings;
    if (retainPublishedMs <= 0 || Date.now() - this.lastPruneAt < HOUR_MS) return;
    this.lastPruneAt = Date.now();
    const pruned = await pruneOutbox(this.pool, new Date(Date.now() - retainPublishedMs));
    if (pruned > 0) this.logger.info({ pruned }, 'outbox relay: deleted old published events');
  }
}
