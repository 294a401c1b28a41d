import type { OnModuleDestroy, OnModuleInit } from '@nestjs/common';
import { EventConsumer, prismaTransaction, type EventConsumerOptions, type Logger } from '@creators/platform';
import type { PrismaService } from '../database/prisma.service.js';
import type { Prisma } from '../generated/prisma/client.js';
import { TEAM_MEMBERS_CONSUMER, teamMemberHandlers } from './team-members.events.js';

export interface TeamMembersConsumerOptions {
  prisma: PrismaService;
  /** The NATS connection or the pending one (NatsHolder.ready). */
  nats: EventConsumerOptions<Prisma.TransactionClient>['nats'];
  stream: string;
  subjectPrefix: string;
  logger: Logger;
}

/**
 * Feeds team_members from team.created and team.member_joined: a durable JetStream consumer whose handlers run
 * in the showcase database's transaction together with the processed_events row (each event once). Started with
 * the module, stopped before the database and NATS close.
 */
export class TeamMembersConsumer implements OnModuleInit, OnModuleDestroy {
  private readonly consumer: EventConsumer<Prisma.TransactionClient>;

  constructor(options: TeamMembersConsumerOptions) {
    this.consumer = new EventConsumer({
      name: TEAM_MEMBERS_CONSUMER,
      nats: options.nats,
      stream: options.stream,
      subjectPrefix: options.subjectPrefix,
      transaction: prismaTransaction(options.prisma),
      handlers: teamMemberHandlers,
      logger: options.logger,
    });
  }

  onModuleInit(): void {
    this.consumer.start();
  }

  async onModuleDestroy(): Promise<void> {
    await this.consumer.stop();
  }
}
