import { Injectable } from '@nestjs/common';
import { EventConsumerFactory, prismaTransaction, ServiceEventConsumer } from '@creators/platform';
import { PrismaService } from '../database/prisma.service.js';
import type { Prisma } from '../generated/prisma/client.js';
import { SUBJECTS_CONSUMER, subjectHandlers } from './subjects.events.js';

/**
 * Feeds subjects (what may be discussed, by whom it is owned, whether it takes comments) from the challenges and
 * showcase services' events: its handlers run in the discussions database's transaction together with the
 * processed_events row (each event once).
 */
@Injectable()
export class SubjectsConsumer extends ServiceEventConsumer<Prisma.TransactionClient> {
  constructor(prisma: PrismaService, consumers: EventConsumerFactory) {
    super(consumers, {
      name: SUBJECTS_CONSUMER,
      transaction: prismaTransaction(prisma),
      handlers: subjectHandlers,
    });
  }
}
