import { Global, Inject, Module, type DynamicModule, type OnApplicationShutdown, type OnModuleInit } from '@nestjs/common';
import type { NatsConnection } from '@nats-io/transport-node';
import { Redis } from 'ioredis';
import type { Logger } from '@creators/platform';
import { closeNats, connectNats, OutboxRelay } from '@creators/platform';
import type { IdentityConfig } from './config.js';
import { PrismaService } from './database/prisma.service.js';
import { IDENTITY_CONFIG, LOGGER, NATS, OUTBOX_RELAY, REDIS } from './tokens.js';

/** The NATS connection once made; connecting keeps retrying in the background and never blocks start-up. */
export class NatsHolder {
  connection: NatsConnection | null = null;
  private readonly abort = new AbortController();
  readonly ready: Promise<NatsConnection>;

  constructor(url: string, logger: Logger) {
    this.ready = connectNats(url, 'identity', { logger, signal: this.abort.signal });
    this.ready.then(
      (nc) => (this.connection = nc),
      () => undefined,
    );
  }

  async close(): Promise<void> {
    this.abort.abort();
    const nc = await this.ready.catch(() => null);
    if (nc) await closeNats(nc);
  }
}

/** Closes what the module opened, in reverse order of need. */
class InfrastructureLifecycle implements OnModuleInit, OnApplicationShutdown {
  constructor(
    @Inject(OUTBOX_RELAY) private readonly relay: OutboxRelay,
    @Inject(NATS) private readonly nats: NatsHolder,
    @Inject(REDIS) private readonly redis: Redis,
  ) {}

  onModuleInit(): void {
    this.relay.start();
  }

  async onApplicationShutdown(): Promise<void> {
    await this.relay.stop();
    await this.nats.close();
    this.redis.disconnect();
  }
}

/** Configuration, logger, database, Redis, NATS and the outbox relay, available to every module of the service. */
@Global()
@Module({})
export class InfrastructureModule {
  static register(config: IdentityConfig, logger: Logger): DynamicModule {
    return {
      module: InfrastructureModule,
      providers: [
        { provide: IDENTITY_CONFIG, useValue: config },
        { provide: LOGGER, useValue: logger },
        { provide: PrismaService, useFactory: () => new PrismaService(config.databaseUrl) },
        {
          provide: REDIS,
          useFactory: () => {
            // No offline queue: while Redis is down, commands fail at once (rate limits fall back to memory, health reports it).
            const redis = new Redis(config.redisUrl, { enableOfflineQueue: false, maxRetriesPerRequest: 1 });
            redis.on('error', (err) => logger.warn({ err }, 'redis error'));
            return redis;
          },
        },
        { provide: NATS, useFactory: () => new NatsHolder(config.natsUrl, logger) },
        {
          provide: OUTBOX_RELAY,
          inject: [NATS],
          useFactory: (nats: NatsHolder) =>
            new OutboxRelay({ database: config.databaseUrl, nats: nats.ready, subjectPrefix: config.nats.subjectPrefix, stream: config.nats.eventStream, logger }),
        },
        InfrastructureLifecycle,
      ],
      exports: [IDENTITY_CONFIG, LOGGER, PrismaService, REDIS, NATS, OUTBOX_RELAY],
    };
  }
}
