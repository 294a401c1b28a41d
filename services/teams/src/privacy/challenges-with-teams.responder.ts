import { Inject, Injectable, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { ERASURE_RPC, type ChallengesWithTeamsMessage } from '@creators/contracts';
import {
  isUuid,
  LOGGER,
  NATS,
  SERVICE_CONFIG,
  type Logger,
  type NatsHolder,
  type ServiceConfig,
} from '@creators/platform';
import { PrismaService } from '../database/prisma.service.js';
import { challengesWithTeams } from './erasure.js';

type Subscription = ReturnType<NonNullable<NatsHolder['connection']>['subscribe']>;

/** What answering needs of a request. */
interface Request {
  json<T>(): T;
  respond(data: string): boolean;
}

/** At most this many ids are answered per request (a person's challenges are far fewer). */
const MAX_IDS = 10_000;

/**
 * Answers the challenges service's question on erasure (docs/product.md §15): which of these challenges have teams
 * (ERASURE_RPC.challengesWithTeams under the subject prefix, one answer per request across instances: a queue
 * group). A request it cannot answer gets no reply: the asker times out and its event is delivered again later.
 */
@Injectable()
export class ChallengesWithTeamsResponder implements OnApplicationBootstrap, OnApplicationShutdown {
  private subscription?: Subscription;
  private closed = false;

  constructor(
    private readonly prisma: PrismaService,
    @Inject(NATS) private readonly nats: NatsHolder,
    @Inject(SERVICE_CONFIG) private readonly config: ServiceConfig,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  onApplicationBootstrap(): void {
    const subject = `${this.config.nats.subjectPrefix}${ERASURE_RPC.challengesWithTeams}`;
    this.nats.ready.then(
      (nc) => {
        if (this.closed) return;
        this.subscription = nc.subscribe(subject, {
          queue: 'teams',
          callback: (err, msg) => {
            if (err) return this.logger.warn({ err }, 'challenges-with-teams subscription error');
            void this.answer(msg);
          },
        });
      },
      () => undefined,
    );
  }

  private async answer(msg: Request): Promise<void> {
    try {
      const asked = msg.json<Partial<ChallengesWithTeamsMessage>>();
      const ids = Array.isArray(asked?.challengeIds)
        ? asked.challengeIds.filter(isUuid).slice(0, MAX_IDS)
        : [];
      const reply: ChallengesWithTeamsMessage = { challengeIds: await challengesWithTeams(this.prisma, ids) };
      msg.respond(JSON.stringify(reply));
    } catch (err) {
      this.logger.warn({ err }, 'could not answer which challenges have teams');
    }
  }

  onApplicationShutdown(): void {
    this.closed = true;
    this.subscription?.unsubscribe();
  }
}
