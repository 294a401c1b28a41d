import { Injectable } from '@nestjs/common';
import { EventConsumerFactory, prismaTransaction, ServiceEventConsumer } from '@creators/platform';
import { PrismaService } from '../database/prisma.service.js';
import type { Prisma } from '../generated/prisma/client.js';
import { TEAM_MEMBERS_CONSUMER, teamMemberHandlers } from './team-members.events.js';

/**
 * Feeds team_members (who may showcase for a team) from team.created, team.member_joined, team.member_left and
 * team.member_removed: its handlers run in the showcase database's transaction together with the processed_events
 * row (each event once).
 */
@Injectable()
export class TeamMembersConsumer extends ServiceEventConsumer<Prisma.TransactionClient> {
  constructor(prisma: PrismaService, consumers: EventConsumerFactory) {
    super(consumers, {
      name: TEAM_MEMBERS_CONSUMER,
      transaction: prismaTransaction(prisma),
      handlers: teamMemberHandlers,
    });
  }
}
