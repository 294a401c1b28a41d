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
import { MODERATION_CONSUMER, moderationHandlers } from './moderation.events.js';

/**
 * Follows staff's hide and restore from the services that own the items (moderation.events.ts): each event is
 * applied once, in a transaction with its processed_events row; the relay is woken after each commit so that
 * reports.resolved goes out at once.
 */
@Injectable()
export class ModerationConsumer extends ServiceEventConsumer<Prisma.TransactionClient> {
  constructor(
    prisma: PrismaService,
    consumers: EventConsumerFactory,
    @Inject(OUTBOX_RELAY) relay: Pick<OutboxRelay, 'wake'>,
  ) {
    super(consumers, {
      name: MODERATION_CONSUMER,
      transaction: prismaTransactionWakingRelay<Prisma.TransactionClient>(prisma, relay),
      handlers: moderationHandlers,
    });
  }
}
