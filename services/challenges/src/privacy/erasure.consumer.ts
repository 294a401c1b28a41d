import { Inject, Injectable } from '@nestjs/common';
import { ERASURE_RPC, type ChallengesWithTeamsMessage } from '@creators/contracts';
import {
  EventConsumerFactory,
  isUuid,
  NATS,
  OUTBOX_RELAY,
  prismaTransactionWakingRelay,
  SERVICE_CONFIG,
  ServiceEventConsumer,
  type NatsHolder,
  type OutboxRelay,
  type ServiceConfig,
} from '@creators/platform';
import { PrismaService } from '../database/prisma.service.js';
import type { Prisma } from '../generated/prisma/client.js';
import { ERASURE_CONSUMER, erasureHandlers, type ChallengesWithTeams } from './erasure.js';

/** How long the teams service has to say which challenges have teams. */
const ASK_TIMEOUT_MS = 5_000;
/**
 * While the teams service cannot answer, the event is delivered again (backing off to a minute between tries):
 * this many deliveries are about a week, so an outage of the teams service delays an erasure but never drops it.
 */
const MAX_DELIVERIES = 10_000;

/**
 * Applies user.erased to the challenges service's rows (erasure.ts), once, in its transaction together with the
 * processed_events row; a durable consumer, so an erasure recorded while the service was down applies when it is
 * back. Which of the person's challenges have teams it asks the teams service over NATS (request/reply); without an
 * answer the transaction rolls back and the event comes again later. The relay is woken after each commit (the
 * erasure records challenge.updated).
 */
@Injectable()
export class ErasureConsumer extends ServiceEventConsumer<Prisma.TransactionClient> {
  constructor(
    prisma: PrismaService,
    consumers: EventConsumerFactory,
    @Inject(NATS) nats: NatsHolder,
    @Inject(SERVICE_CONFIG) config: ServiceConfig,
    @Inject(OUTBOX_RELAY) relay: Pick<OutboxRelay, 'wake'>,
  ) {
    const subject = `${config.nats.subjectPrefix}${ERASURE_RPC.challengesWithTeams}`;
    const withTeams: ChallengesWithTeams = async (challengeIds) => {
      const nc = await nats.ready;
      const asked: ChallengesWithTeamsMessage = { challengeIds };
      const answer = await nc.request(subject, JSON.stringify(asked), { timeout: ASK_TIMEOUT_MS });
      const reply = answer.json<Partial<ChallengesWithTeamsMessage>>();
      if (!Array.isArray(reply?.challengeIds))
        throw new Error('the teams service gave no list of challenges');
      return reply.challengeIds.filter(isUuid);
    };
    super(consumers, {
      name: ERASURE_CONSUMER,
      transaction: prismaTransactionWakingRelay<Prisma.TransactionClient>(prisma, relay),
      handlers: erasureHandlers(withTeams),
      maxDeliver: MAX_DELIVERIES,
    });
  }
}
