import { Inject, Injectable, type OnModuleDestroy, type OnModuleInit } from '@nestjs/common';
import { OUTBOX_RELAY, type Logger, type OutboxRelay } from '@creators/platform';
import type { IdentityConfig } from '../config.js';
import { PrismaService } from '../database/prisma.service.js';
import { MailQueue } from '../mail/mail.queue.js';
import { IDENTITY_CONFIG, LOGGER } from '../tokens.js';
import { sweepChallengeDigests, type DigestSweepResult } from './challenge-digest.js';

/**
 * Sends the daily digests of new challenges (challenge-digest.ts): every CHALLENGE_DIGEST_SWEEP_SECONDS each instance
 * looks whether the day's run is due or a run is unfinished (after a restart, say) and does what is left. Everything
 * it knows is in PostgreSQL, so a restart loses nothing, and the run's row lock keeps two instances from doing the
 * same batch.
 */
@Injectable()
export class ChallengeDigestSweeper implements OnModuleInit, OnModuleDestroy {
  private timer?: NodeJS.Timeout;
  private running = false;

  constructor(
    private readonly prisma: PrismaService,
    private readonly mail: MailQueue,
    @Inject(IDENTITY_CONFIG) private readonly config: IdentityConfig,
    @Inject(OUTBOX_RELAY) private readonly relay: Pick<OutboxRelay, 'wake'>,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  onModuleInit(): void {
    this.timer = setInterval(() => {
      if (this.running) return;
      this.running = true;
      this.sweep()
        .catch((err: unknown) => this.logger.warn({ err }, 'sending the daily challenge digests failed'))
        .finally(() => {
          this.running = false;
        });
    }, this.config.challengeDigest.sweepSeconds * 1000);
    this.timer.unref();
  }

  onModuleDestroy(): void {
    clearInterval(this.timer);
  }

  /** One sweep as of `now` (sweepChallengeDigests); the relay is woken when someone was told. */
  async sweep(now = new Date()): Promise<DigestSweepResult> {
    const result = await sweepChallengeDigests(this.prisma, {
      now,
      hourUtc: this.config.challengeDigest.hourUtc,
      queueMail: (job, jobId) => this.mail.add(job, jobId),
    });
    if (result.told > 0) {
      this.relay.wake();
      this.logger.info({ ...result }, 'daily challenge digests sent');
    }
    return result;
  }
}
