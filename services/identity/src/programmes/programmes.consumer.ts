import { Injectable } from '@nestjs/common';
import { EventConsumerFactory, prismaTransaction, ServiceEventConsumer } from '@creators/platform';
import { PrismaService } from '../database/prisma.service.js';
import { programmeAuditHandlers } from '../moderation/programme-audit.js';
import type { Prisma } from '../generated/prisma/client.js';
import { PROGRAMMES_CONSUMER, programmeCopyHandlers } from './programme-copies.js';

/**
 * Keeps identity's copy of the programmes and their members (programme-copies.ts) and puts organisers' actions into
 * the staff audit log (programme-audit.ts), each event once, in identity's transaction with its processed_events
 * row. It starts from the beginning of the stream when first created, so what happened before it is known too.
 */
@Injectable()
export class ProgrammesConsumer extends ServiceEventConsumer<Prisma.TransactionClient> {
  constructor(prisma: PrismaService, consumers: EventConsumerFactory) {
    super(consumers, {
      name: PROGRAMMES_CONSUMER,
      transaction: prismaTransaction<Prisma.TransactionClient>(prisma),
      handlers: { ...programmeCopyHandlers, ...programmeAuditHandlers },
    });
  }
}
