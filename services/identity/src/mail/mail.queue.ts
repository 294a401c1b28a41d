import { Inject, Injectable, type OnModuleDestroy } from '@nestjs/common';
import { QUEUES } from '@creators/contracts';
import {
  KEEP_FAILED,
  createQueue,
  currentRequestId,
  withJobRequestId,
  type JobQueue,
  type Logger,
} from '@creators/platform';
import type { IdentityConfig } from '../config.js';
import { IDENTITY_CONFIG, LOGGER } from '../tokens.js';
import type { MailJob, MailJobResult } from './mail-jobs.js';

/**
 * Puts mails on the queue (docs/product.md §13); MailWorker sends them. A job is tried 6 times over about a minute
 * (exponential backoff from 2 s), and forgotten once sent: the queue holds addresses, so it keeps no more than it must.
 */
@Injectable()
export class MailQueue implements OnModuleDestroy {
  private readonly queue: JobQueue<MailJob, MailJobResult> | null;

  constructor(
    @Inject(IDENTITY_CONFIG) config: IdentityConfig,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {
    this.queue = config.mail.enabled
      ? createQueue<MailJob, MailJobResult>(QUEUES.mail, config.redisUrl, config.mail.queuePrefix, {
          logger,
          jobDefaults: {
            attempts: 6,
            backoff: { type: 'exponential', delay: 2_000 },
            removeOnComplete: true,
            removeOnFail: KEEP_FAILED,
          },
        })
      : null;
  }

  /** False with MAIL_DISABLED=true: nothing is queued, and no forgotten-password link is offered. */
  get enabled(): boolean {
    return this.queue !== null;
  }

  /**
   * Queues a mail; rejects when the queue cannot be reached (the caller decides what that means). With a `jobId`, a
   * second mail with the same id is not queued again (an event delivered twice mails once).
   */
  async add(job: MailJob, jobId?: string): Promise<void> {
    if (!this.queue) return;
    await this.queue.add(job.kind, withJobRequestId(job, currentRequestId()), jobId ? { jobId } : undefined);
  }

  /**
   * Queues a mail without waiting and without ever failing the caller: a welcome or password-changed mail that
   * cannot be queued is logged, and the registration or password change it follows stands.
   */
  addQuietly(job: MailJob): void {
    this.add(job).catch((err: unknown) =>
      this.logger.error({ err, mail: job.kind }, 'a mail could not be queued; it is not sent'),
    );
  }

  async onModuleDestroy(): Promise<void> {
    await this.queue?.close();
  }
}
