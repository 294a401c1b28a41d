import { Inject, Injectable } from '@nestjs/common';
import {
  EventConsumerFactory,
  OUTBOX_RELAY,
  prismaTransactionWakingRelay,
  ServiceEventConsumer,
  type OutboxRelay,
} from '@creators/platform';
import { PrismaService } from '../database/prisma.service.js';
import type { Prisma } from '../generated/prisma/client.js';
import { ACHIEVEMENTS_CONSUMER, achievementHandlers } from './achievement-awards.js';

/**
 * Awards badges from other services' events (achievement-awards.ts): the handler runs in identity's transaction
 * together with the processed_events row, so each event counts once and achievement.earned is recorded with the
 * award; the relay is woken after each commit so it goes out without waiting for the next poll.
 */
@Injectable()
export class AchievementsConsumer extends ServiceEventConsumer<Prisma.TransactionClient> {
  constructor(
    prisma: PrismaService,
    consumers: EventConsumerFactory,
    @Inject(OUTBOX_RELAY) relay: Pick<OutboxRelay, 'wake'>,
  ) {
    super(consumers, {
      name: ACHIEVEMENTS_CONSUMER,
      transaction: prismaTransactionWakingRelay<Prisma.TransactionClient>(prisma, relay),
      handlers: achievementHandlers,
    });
  }
}
