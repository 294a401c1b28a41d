import { Injectable } from '@nestjs/common';
import { EventConsumerFactory, prismaTransaction, ServiceEventConsumer } from '@creators/platform';
import { PrismaService } from '../database/prisma.service.js';
import type { Prisma } from '../generated/prisma/client.js';
import { ErasedAccountKeys } from './erased-account-keys.js';
import { ERASURE_CONSUMER, erasureHandlers } from './erasure.js';

/**
 * Applies user.erased to identity's rows (erasure.ts), once, in identity's transaction together with the
 * processed_events row; a durable consumer, so an erasure recorded while it was down applies when it is back.
 */
@Injectable()
export class ErasureConsumer extends ServiceEventConsumer<Prisma.TransactionClient> {
  constructor(prisma: PrismaService, consumers: EventConsumerFactory, keys: ErasedAccountKeys) {
    super(consumers, {
      name: ERASURE_CONSUMER,
      transaction: prismaTransaction<Prisma.TransactionClient>(prisma),
      // A mail job still waiting when the account went (the deletion removed the others) goes too.
      handlers: erasureHandlers((userId) => keys.forgetMailJobs(userId)),
    });
  }
}
