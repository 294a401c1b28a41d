import { Injectable } from '@nestjs/common';
import { EventConsumerFactory, prismaTransaction, ServiceEventConsumer } from '@creators/platform';
import { PrismaService } from '../database/prisma.service.js';
import type { Prisma } from '../generated/prisma/client.js';
import { SHOWCASED_PROJECTS_CONSUMER, showcasedProjectHandlers } from './showcased-projects.events.js';

/**
 * Learns from showcase's project.showcased events which teams have a showcased project: its handler runs in the
 * teams database's transaction together with the processed_events row (each event once).
 */
@Injectable()
export class ShowcasedProjectsConsumer extends ServiceEventConsumer<Prisma.TransactionClient> {
  constructor(prisma: PrismaService, consumers: EventConsumerFactory) {
    super(consumers, {
      name: SHOWCASED_PROJECTS_CONSUMER,
      transaction: prismaTransaction(prisma),
      handlers: showcasedProjectHandlers,
    });
  }
}
