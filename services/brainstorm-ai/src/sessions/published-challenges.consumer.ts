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
import { PUBLISHED_CHALLENGES_CONSUMER, publishedChallengeHandlers } from './brainstorm-completion.js';

/**
 * Ends brainstorms in the challenges their authors publish (brainstorm-completion.ts); wakes the relay after each
 * commit so brainstorm.completed goes out without waiting for the next poll.
 */
@Injectable()
export class PublishedChallengesConsumer extends ServiceEventConsumer<Prisma.TransactionClient> {
  constructor(
    prisma: PrismaService,
    consumers: EventConsumerFactory,
    @Inject(OUTBOX_RELAY) relay: Pick<OutboxRelay, 'wake'>,
  ) {
    super(consumers, {
      name: PUBLISHED_CHALLENGES_CONSUMER,
      transaction: prismaTransactionWakingRelay<Prisma.TransactionClient>(prisma, relay),
      handlers: publishedChallengeHandlers,
    });
  }
}
