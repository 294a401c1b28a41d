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
import { ERASURE_CONSUMER, erasureHandlers } from './erasure.js';

/**
 * Applies user.erased to this service's rows (erasure.ts), once, in its transaction together with the
 * processed_events row; a durable consumer, so an erasure recorded while the service was down applies when it is
 * back. The relay is woken after each commit (the erasure may record events).
 */
@Injectable()
export class ErasureConsumer extends ServiceEventConsumer<Prisma.TransactionClient> {
  constructor(
    prisma: PrismaService,
    consumers: EventConsumerFactory,
    @Inject(OUTBOX_RELAY) relay: Pick<OutboxRelay, 'wake'>,
  ) {
    super(consumers, {
      name: ERASURE_CONSUMER,
      transaction: prismaTransactionWakingRelay<Prisma.TransactionClient>(prisma, relay),
      handlers: erasureHandlers,
    });
  }
}
