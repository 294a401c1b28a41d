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
import { PeopleRepository } from '../programmes/people.repository.js';
import { ProgrammesService } from '../programmes/programmes.service.js';
import { ROSTER_CONSUMER, rosterHandlers } from './roster.events.js';
import { RosterRepository } from './roster.repository.js';

/**
 * Feeds the roster and people read models from the other services' events, each once, in the programmes
 * database's transaction with its processed_events row. A registration with a programme's code records the
 * join's events, so the relay is woken after each commit.
 */
@Injectable()
export class RosterConsumer extends ServiceEventConsumer<Prisma.TransactionClient> {
  constructor(
    prisma: PrismaService,
    consumers: EventConsumerFactory,
    @Inject(OUTBOX_RELAY) relay: Pick<OutboxRelay, 'wake'>,
    roster: RosterRepository,
    people: PeopleRepository,
    programmes: ProgrammesService,
  ) {
    super(consumers, {
      name: ROSTER_CONSUMER,
      transaction: prismaTransactionWakingRelay<Prisma.TransactionClient>(prisma, relay),
      handlers: rosterHandlers(roster, people, async (tx, programmeId, userId) => {
        // A code of a programme since removed joins nothing.
        if (await tx.programme.findUnique({ where: { id: programmeId }, select: { id: true } }))
          await programmes.joinInTransaction(tx, programmeId, userId);
      }),
    });
  }
}
