import { Injectable } from '@nestjs/common';
import { EventConsumerFactory, prismaTransaction, ServiceEventConsumer } from '@creators/platform';
import { PrismaService } from '../database/prisma.service.js';
import type { Prisma } from '../generated/prisma/client.js';
import { MENTOR_PROFILES_CONSUMER, mentorProfileHandlers } from './mentor-profiles.events.js';

/**
 * Learns from identity's mentor.availability_updated events who mentors, when and how many teams: its handler
 * runs in the teams database's transaction together with the processed_events row (each event once).
 */
@Injectable()
export class MentorProfilesConsumer extends ServiceEventConsumer<Prisma.TransactionClient> {
  constructor(prisma: PrismaService, consumers: EventConsumerFactory) {
    super(consumers, {
      name: MENTOR_PROFILES_CONSUMER,
      transaction: prismaTransaction(prisma),
      handlers: mentorProfileHandlers,
    });
  }
}
