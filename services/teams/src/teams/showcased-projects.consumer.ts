import { Inject, Injectable, type OnApplicationBootstrap, type OnModuleDestroy } from '@nestjs/common';
import {
  EventConsumer,
  LOGGER,
  NATS,
  prismaTransaction,
  SERVICE_CONFIG,
  type Logger,
  type NatsHolder,
  type ServiceConfig,
} from '@creators/platform';
import { PrismaService } from '../database/prisma.service.js';
import type { Prisma } from '../generated/prisma/client.js';
import { SHOWCASED_PROJECTS_CONSUMER, showcasedProjectHandlers } from './showcased-projects.events.js';

/**
 * Learns from showcase's project.showcased events which teams have a showcased project: a durable JetStream
 * consumer whose handler runs in the teams database's transaction together with the processed_events row (each
 * event once). Started once the application is up, stopped before the database and NATS close.
 */
const STOP_WAIT_MS = 2_000;

@Injectable()
export class ShowcasedProjectsConsumer implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly consumer: EventConsumer<Prisma.TransactionClient>;

  constructor(
    prisma: PrismaService,
    @Inject(SERVICE_CONFIG) config: ServiceConfig,
    @Inject(NATS) nats: NatsHolder,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {
    this.consumer = new EventConsumer({
      name: SHOWCASED_PROJECTS_CONSUMER,
      nats: nats.ready,
      stream: config.nats.eventStream,
      subjectPrefix: config.nats.subjectPrefix,
      transaction: prismaTransaction(prisma),
      handlers: showcasedProjectHandlers,
      logger,
    });
  }

  onApplicationBootstrap(): void {
    this.consumer.start();
  }

  async onModuleDestroy(): Promise<void> {
    // EventConsumer.stop() never settles when called while the consumer is still attaching (it awaits
    // ConsumerMessages.close() on an iterator nobody reads), e.g. a shutdown right after start: do not let that
    // hold up the shutdown. Once attached, stopping takes milliseconds.
    let timer: NodeJS.Timeout | undefined;
    const gaveUp = new Promise<'gave-up'>((resolve) => (timer = setTimeout(() => resolve('gave-up'), STOP_WAIT_MS)));
    const outcome = await Promise.race([this.consumer.stop().then(() => 'stopped' as const), gaveUp]);
    clearTimeout(timer);
    if (outcome === 'gave-up') this.logger.warn({ consumer: this.consumer.name }, 'event consumer did not stop in time');
  }
}
