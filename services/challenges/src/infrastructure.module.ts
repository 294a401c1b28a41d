import {
  Global,
  Inject,
  Module,
  type DynamicModule,
  type OnApplicationShutdown,
  type OnModuleInit,
} from '@nestjs/common';
import type { Logger } from '@creators/platform';
import { closeNats, connectNats, OutboxRelay } from '@creators/platform/events/index';
import type { ChallengesConfig } from './config.js';
import { PrismaService } from './database/prisma.service.js';
import { CHALLENGES_CONFIG, LOGGER, NATS, OUTBOX_RELAY } from './tokens.js';

type NatsConnection = Awaited<ReturnType<typeof connectNats>>;

/** The NATS connection once made; connecting keeps retrying in the background and never blocks start-up. */
export class NatsHolder {
  connection: NatsConnection | null = null;
  private readonly abort = new AbortController();
  readonly ready: Promise<NatsConnection>;

  constructor(url: string, logger: Logger) {
    this.ready = connectNats(url, 'challenges', { logger, signal: this.abort.signal });
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
  ) {}

  onModuleInit(): void {
    this.relay.start();
  }

  async onApplicationShutdown(): Promise<void> {
    await this.relay.stop();
    await this.nats.close();
  }
}

/** Configuration, logger, database, NATS and the outbox relay, available to every module of the service. */
@Global()
@Module({})
export class InfrastructureModule {
  static register(config: ChallengesConfig, logger: Logger): DynamicModule {
    return {
      module: InfrastructureModule,
      providers: [
        { provide: CHALLENGES_CONFIG, useValue: config },
        { provide: LOGGER, useValue: logger },
        { provide: PrismaService, useFactory: () => new PrismaService(config.databaseUrl) },
        { provide: NATS, useFactory: () => new NatsHolder(config.natsUrl, logger) },
        {
          provide: OUTBOX_RELAY,
          inject: [NATS],
          useFactory: (nats: NatsHolder) =>
            new OutboxRelay({
              database: config.databaseUrl,
              nats: nats.ready,
              subjectPrefix: config.events.subjectPrefix,
              logger,
            }),
        },
        InfrastructureLifecycle,
      ],
      exports: [CHALLENGES_CONFIG, LOGGER, PrismaService, NATS, OUTBOX_RELAY],
    };
  }
}
