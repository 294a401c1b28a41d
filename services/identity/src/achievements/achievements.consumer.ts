import type { OnModuleDestroy, OnModuleInit } from '@nestjs/common';
import {
  EventConsumer,
  prismaTransaction,
  type EventConsumerOptions,
  type Logger,
  type OutboxRelay,
  type TransactionRunner,
} from '@creators/platform';
import type { PrismaService } from '../database/prisma.service.js';
import type { Prisma } from '../generated/prisma/client.js';
import { ACHIEVEMENTS_CONSUMER, achievementHandlers } from './achievement-awards.js';

export interface AchievementsConsumerOptions {
  prisma: PrismaService;
  /** The NATS connection or the pending one (NatsHolder.ready). */
  nats: EventConsumerOptions<Prisma.TransactionClient>['nats'];
  stream: string;
  subjectPrefix: string;
  /** Woken after each commit, so achievement.earned goes out without waiting for the next poll. */
  relay: Pick<OutboxRelay, 'wake'>;
  logger: Logger;
}

/**
 * Awards badges from other services' events (achievement-awards.ts): a durable JetStream consumer whose handler
 * runs in identity's transaction together with the processed_events row, so each event counts once and
 * achievement.earned is recorded with the award. Started with the module, stopped before the database and NATS close.
 */
export class AchievementsConsumer implements OnModuleInit, OnModuleDestroy {
  private readonly consumer: EventConsumer<Prisma.TransactionClient>;

  constructor(options: AchievementsConsumerOptions) {
    const inTransaction = prismaTransaction<Prisma.TransactionClient>(options.prisma);
    const transaction: TransactionRunner<Prisma.TransactionClient> = async (fn) => {
      const result = await inTransaction(fn);
      options.relay.wake();
      return result;
    };
    this.consumer = new EventConsumer({
      name: ACHIEVEMENTS_CONSUMER,
      nats: options.nats,
      stream: options.stream,
      subjectPrefix: options.subjectPrefix,
      transaction,
      handlers: achievementHandlers,
      logger: options.logger,
    });
  }

  onModuleInit(): void {
    this.consumer.start();
  }

  async onModuleDestroy(): Promise<void> {
    await this.consumer.stop();
  }
}
