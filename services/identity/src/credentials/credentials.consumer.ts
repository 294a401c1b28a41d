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
import { CREDENTIALS_CONSUMER, credentialsHandlers } from './programme-badges.js';

/**
 * Gives the programmes' badges when results are published and revokes the credentials of awards whose project staff
 * hid (programme-badges.ts): each event once, in a transaction with its processed_events row. It starts from the
 * beginning of the stream when first created, so results published before it existed give their badges too.
 */
@Injectable()
export class CredentialsConsumer extends ServiceEventConsumer<Prisma.TransactionClient> {
  constructor(
    prisma: PrismaService,
    consumers: EventConsumerFactory,
    @Inject(OUTBOX_RELAY) relay: Pick<OutboxRelay, 'wake'>,
  ) {
    super(consumers, {
      name: CREDENTIALS_CONSUMER,
      transaction: prismaTransactionWakingRelay<Prisma.TransactionClient>(prisma, relay),
      handlers: credentialsHandlers,
    });
  }
}
