import { Injectable } from '@nestjs/common';
import { EventConsumerFactory, prismaTransaction, ServiceEventConsumer } from '@creators/platform';
import { PrismaService } from '../database/prisma.service.js';
import type { Prisma } from '../generated/prisma/client.js';
import { CURRENT_PROGRAMMES_CONSUMER, currentProgrammeHandlers } from './current-programmes.events.js';

/**
 * Feeds current_programmes from programme.current_changed: its handler runs in the challenges database's
 * transaction together with the processed_events row (each event once).
 */
@Injectable()
export class CurrentProgrammesConsumer extends ServiceEventConsumer<Prisma.TransactionClient> {
  constructor(prisma: PrismaService, consumers: EventConsumerFactory) {
    super(consumers, {
      name: CURRENT_PROGRAMMES_CONSUMER,
      transaction: prismaTransaction(prisma),
      handlers: currentProgrammeHandlers,
    });
  }
}
