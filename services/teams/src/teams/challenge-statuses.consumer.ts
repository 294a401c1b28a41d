import { Injectable } from '@nestjs/common';
import { EventConsumerFactory, prismaTransaction, ServiceEventConsumer } from '@creators/platform';
import { PrismaService } from '../database/prisma.service.js';
import type { Prisma } from '../generated/prisma/client.js';
import { CHALLENGE_STATUSES_CONSUMER, challengeStatusHandlers } from './challenge-statuses.events.js';

/**
 * Learns from challenges' challenge.updated events which challenges are closed or archived: its handler runs in
 * the teams database's transaction together with the processed_events row (each event once).
 */
@Injectable()
export class ChallengeStatusesConsumer extends ServiceEventConsumer<Prisma.TransactionClient> {
  constructor(prisma: PrismaService, consumers: EventConsumerFactory) {
    super(consumers, {
      name: CHALLENGE_STATUSES_CONSUMER,
      transaction: prismaTransaction(prisma),
      handlers: challengeStatusHandlers,
    });
  }
}
