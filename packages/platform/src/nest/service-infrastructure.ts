import type { DatabasePoolOptions } from '../database/prisma-adapter.js';
import {
  Global,
  Inject,
  Module,
  type DynamicModule,
  type OnApplicationShutdown,
  type OnModuleInit,
  type Provider,
} from '@nestjs/common';
import type { NatsConnection } from '@nats-io/transport-node';
import { Redis } from 'ioredis';
import type { ServiceConfig } from '../config/service-config.js';
import { ensureEventStream } from '../events/event-stream.js';
import { closeNats, connectNats, type NatsAuth } from '../events/nats-connection.js';
import { OutboxRelay } from '../events/outbox-relay.js';
import { backoffDelay, delay } from '../events/timing.js';
import type { Logger } from '../logging/logger.js';
import { consumerMetrics } from '../metrics/consumer-metrics.js';
import { outboxMetrics } from '../metrics/outbox-metrics.js';
import { createMetricsRegistry, type Registry } from '../metrics/registry.js';
import { databaseCheck, HealthModule, natsCheck, redisCheck, type HealthCheck } from './health.js';
import { EventConsumerFactory } from './service-event-consumer.js';

/** The service's configuration (its own config object, which extends ServiceConfig). */
export const SERVICE_CONFIG = Symbol('SERVICE_CONFIG');
export const LOGGER = Symbol('LOGGER');
/** The NATS connection holder (see NatsHolder): the outbox relay waits for it; health reads it. */
export const NATS = Symbol('NATS');
/** The outbox relay publishing this service's events (wake it after a commit that recorded one). */
export const OUTBOX_RELAY = Symbol('OUTBOX_RELAY');
/** ioredis, when the service registers with `redis: true`. */
export const REDIS = Symbol('REDIS');
/** The service's Prometheus registry (served by bootstrapSubgraph's metrics server on METRICS_PORT). */
export const METRICS = Symbol('METRICS');

/** The NATS connection once made; connecting keeps retrying in the background and never blocks start-up. */
export class NatsHolder {
  connection: NatsConnection | null = null;
  private readonly abort = new AbortController();
  readonly ready: Promise<NatsConnection>;

  constructor(url: string, name: string, logger: Logger, auth?: NatsAuth) {
    this.ready = connectNats(url, name, { logger, signal: this.abort.signal, auth });
    this.ready.then(
      (nc) => (this.connection = nc),
      () => undefined,
    );
  }

  /** Aborted when the holder closes: background work waiting for NATS stops with it. */
  get signal(): AbortSignal {
    return this.abort.signal;
  }

  async close(): Promise<void> {
    this.abort.abort();
    const nc = await this.ready.catch(() => null);
    if (nc) await closeNats(nc);
  }
}

/** Readiness of NATS through the holder: down until the first connection is made. */
export const natsHolderCheck = (nats: NatsHolder, name = 'nats'): HealthCheck => ({
  name,
  check: async () => {
    if (!nats.connection) throw new Error('NATS not connected yet');
    await natsCheck(nats.connection).check();
  },
});

/**
 * Once NATS is connected, creates the event stream (or brings it up to date), retrying with backoff until it
 * works or `signal` aborts. Services start without it; the outbox relay keeps retrying until the stream exists.
 */
export async function ensureEventStreamWhenConnected(
  nats: PromiseLike<NatsConnection>,
  options: { stream: string; subjectPrefix: string; replicas?: number; logger: Logger; signal: AbortSignal },
): Promise<boolean> {
  const { stream, subjectPrefix, replicas, logger, signal } = options;
  const nc = await Promise.resolve(nats).then(
    (connection) => connection,
    () => null,
  );
  for (let attempt = 1; nc && !signal.aborted; attempt++) {
    try {
      await ensureEventStream(nc, { stream, subjectPrefix, replicas });
      logger.info({ stream, subjectPrefix, replicas }, 'event stream ready');
      return true;
    } catch (err) {
      // Two services creating the stream at once: one gets "already in use" and succeeds on the next try.
      const retryInMs = backoffDelay(attempt, { initialMs: 200, maxMs: 10_000 });
      logger.warn({ err, stream, attempt, retryInMs }, 'could not create the event stream, retrying');
      await delay(retryInMs, signal);
    }
  }
  return false;
}

/** Starts the relay and the event stream; closes what the module opened, in reverse order of need. */
class ServiceInfrastructureLifecycle implements OnModuleInit, OnApplicationShutdown {
  /** Settles once the event stream exists (true) or start-up gave up on it (false: shut down first). */
  eventStream: Promise<boolean> = Promise.resolve(false);

  constructor(
    @Inject(SERVICE_CONFIG) private readonly config: ServiceConfig,
    @Inject(LOGGER) private readonly logger: Logger,
    @Inject(OUTBOX_RELAY) private readonly relay: OutboxRelay,
    @Inject(NATS) private readonly nats: NatsHolder,
    @Inject(REDIS) private readonly redis: Redis | null,
  ) {}

  onModuleInit(): void {
    this.eventStream = ensureEventStreamWhenConnected(this.nats.ready, {
      stream: this.config.nats.eventStream,
      subjectPrefix: this.config.nats.subjectPrefix,
      replicas: this.config.nats.eventStreamReplicas,
      logger: this.logger,
      signal: this.nats.signal,
    });
    this.relay.start();
  }

  async onApplicationShutdown(): Promise<void> {
    await this.relay.stop();
    await this.nats.close();
    await this.eventStream;
    this.redis?.disconnect();
  }
}

export { ServiceInfrastructureLifecycle };

export interface ServiceInfrastructureOptions<Config extends ServiceConfig> {
  /** Service name: NATS connection name. */
  name: string;
  /** Provided as SERVICE_CONFIG (a service may alias its own token to it). */
  config: Config;
  logger: Logger;
  /** The service's Prisma client class: the injection token, constructed with the database URL. */
  prisma: new (
    databaseUrl: string,
    pool?: DatabasePoolOptions,
  ) => { $queryRawUnsafe(query: string): Promise<unknown> };
  /** Also provide REDIS (ioredis without offline queue), checked by readiness and disconnected on shutdown. */
  redis?: boolean;
  /** Further providers of the global module, exported with the rest. */
  providers?: Provider[];
}

/**
 * Configuration, logger, database, NATS, the outbox relay, EventConsumerFactory, the metrics registry (outbox
 * backlog and consumer lag included; and Redis if asked), available to every module of
 * the service, plus `/health/live` and `/health/ready` (database, NATS, Redis). On start the relay runs and,
 * once NATS is connected, the event stream `config.nats.eventStream` is created for `config.nats.subjectPrefix`.
 */
@Global()
@Module({})
export class ServiceInfrastructureModule {
  static register<Config extends ServiceConfig>(
    options: ServiceInfrastructureOptions<Config>,
  ): DynamicModule {
    const { name, config, logger, prisma } = options;
    const providers: Provider[] = [
      { provide: SERVICE_CONFIG, useValue: config },
      { provide: LOGGER, useValue: logger },
      { provide: METRICS, useValue: createMetricsRegistry() },
      {
        provide: prisma,
        useFactory: () => new prisma(config.databaseUrl, { poolSize: config.databasePool.size }),
      },
      {
        provide: REDIS,
        useFactory: () => {
          if (!options.redis) return null;
          // No offline queue: while Redis is down, commands fail at once (callers fall back, health reports it).
          const redis = new Redis(config.redisUrl, { enableOfflineQueue: false, maxRetriesPerRequest: 1 });
          redis.on('error', (err) => logger.warn({ err }, 'redis error'));
          return redis;
        },
      },
      { provide: NATS, useFactory: () => new NatsHolder(config.natsUrl, name, logger, config.nats) },
      {
        provide: OUTBOX_RELAY,
        inject: [NATS, METRICS],
        useFactory: (nats: NatsHolder, metrics: Registry) => {
          const relay = new OutboxRelay({
            database: config.databaseUrl,
            poolSize: config.databasePool.outboxSize,
            nats: nats.ready,
            subjectPrefix: config.nats.subjectPrefix,
            stream: config.nats.eventStream,
            logger,
          });
          outboxMetrics(metrics, relay, logger);
          return relay;
        },
      },
      {
        provide: EventConsumerFactory,
        inject: [NATS, METRICS],
        useFactory: (nats: NatsHolder, metrics: Registry) =>
          new EventConsumerFactory(nats, config, logger, consumerMetrics(metrics, logger)),
      },
      ServiceInfrastructureLifecycle,
      ...(options.providers ?? []),
    ];
    const health = HealthModule.forRootAsync({
      inject: [prisma, NATS, REDIS],
      useFactory: (db: InstanceType<typeof prisma>, nats: NatsHolder, redis: Redis | null) => [
        databaseCheck(db),
        ...(redis ? [redisCheck(redis)] : []),
        natsHolderCheck(nats),
      ],
      logger,
    });
    return {
      module: ServiceInfrastructureModule,
      imports: [health],
      providers,
      exports: [
        SERVICE_CONFIG,
        LOGGER,
        METRICS,
        prisma,
        REDIS,
        NATS,
        OUTBOX_RELAY,
        EventConsumerFactory,
        ...(options.providers ?? []).map((p) => ('provide' in p ? p.provide : p)),
      ],
    };
  }
}
