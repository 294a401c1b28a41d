import { Injectable } from '@nestjs/common';
import { EventConsumerFactory, prismaTransaction, ServiceEventConsumer } from '@creators/platform';
import { PrismaService } from '../database/prisma.service.js';
import type { Prisma } from '../generated/prisma/client.js';
import { TEAM_MENTORS_CONSUMER, teamMentorHandlers } from './team-mentors.events.js';

/**
 * Feeds team_mentors (who may give feedback on a team's project and see its scores) from mentoring.answered and
 * mentoring.ended: its handlers run in the showcase database's transaction together with the processed_events row
 * (each event once).
 */
@Injectable()
export class TeamMentorsConsumer extends ServiceEventConsumer<Prisma.TransactionClient> {
  constructor(prisma: PrismaService, consumers: EventConsumerFactory) {
    super(consumers, {
      name: TEAM_MENTORS_CONSUMER,
      transaction: prismaTransaction(prisma),
      handlers: teamMentorHandlers,
    });
  }
}
