import { Injectable } from '@nestjs/common';
import { EventConsumerFactory, prismaTransaction, ServiceEventConsumer } from '@creators/platform';
import { PrismaService } from '../database/prisma.service.js';
import type { Prisma } from '../generated/prisma/client.js';
import { ERASURE_CONSUMER, erasureHandlers } from './erasure.js';
import { IslaJobsEraser } from './isla-jobs-eraser.js';

/**
 * Applies user.erased to brainstorm-ai (erasure.ts), once, in its transaction together with the processed_events
 * row; a durable consumer, so an erasure recorded while the service was down applies when it is back.
 */
@Injectable()
export class ErasureConsumer extends ServiceEventConsumer<Prisma.TransactionClient> {
  constructor(prisma: PrismaService, consumers: EventConsumerFactory, jobs: IslaJobsEraser) {
    super(consumers, {
      name: ERASURE_CONSUMER,
      transaction: prismaTransaction<Prisma.TransactionClient>(prisma),
      handlers: erasureHandlers((userId) => jobs.forget(userId)),
    });
  }
}
