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
import { SHOWCASED_PROJECTS_CONSUMER, showcasedProjectHandlers } from './showcased-projects.events.js';

/**
 * Learns from showcase's project.showcased, project.updated and project.removed events which projects each team has
 * (team_projects, for its milestones): its handlers run in the teams database's transaction together with the
 * processed_events row (each event once), and the relay is woken after each commit (they may record
 * team.milestones_changed).
 */
@Injectable()
export class ShowcasedProjectsConsumer extends ServiceEventConsumer<Prisma.TransactionClient> {
  constructor(
    prisma: PrismaService,
    consumers: EventConsumerFactory,
    @Inject(OUTBOX_RELAY) relay: Pick<OutboxRelay, 'wake'>,
  ) {
    super(consumers, {
      name: SHOWCASED_PROJECTS_CONSUMER,
      transaction: prismaTransactionWakingRelay<Prisma.TransactionClient>(prisma, relay),
      handlers: showcasedProjectHandlers,
    });
  }
}
