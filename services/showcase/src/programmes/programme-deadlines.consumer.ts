import { Injectable } from '@nestjs/common';
import { EventConsumerFactory, prismaTransaction, ServiceEventConsumer } from '@creators/platform';
import { PrismaService } from '../database/prisma.service.js';
import type { Prisma } from '../generated/prisma/client.js';
import { PROGRAMME_DEADLINES_CONSUMER, programmeDeadlineHandlers } from './programme-deadlines.events.js';

/**
 * Feeds programme_deadlines from programme.updated: its handler runs in the showcase database's transaction
 * together with the processed_events row (each event once).
 */
@Injectable()
export class ProgrammeDeadlinesConsumer extends ServiceEventConsumer<Prisma.TransactionClient> {
  constructor(prisma: PrismaService, consumers: EventConsumerFactory) {
    super(consumers, {
      name: PROGRAMME_DEADLINES_CONSUMER,
      transaction: prismaTransaction(prisma),
      handlers: programmeDeadlineHandlers,
    });
  }
}
