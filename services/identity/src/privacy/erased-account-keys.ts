import { Inject, Injectable, type OnModuleDestroy } from '@nestjs/common';
import type { Redis } from 'ioredis';
import { QUEUES } from '@creators/contracts';
import { createQueue, type JobQueue, type Logger } from '@creators/platform';
import {
  deleteKeysMatching,
  escapeRedisGlob,
  jobDataNames,
  removeJobsWhere,
} from '@creators/platform/privacy/erasure';
import type { IdentityConfig } from '../config.js';
import { IDENTITY_CONFIG, LOGGER, REDIS } from '../tokens.js';

/**
 * Erasure (docs/product.md §15) of what identity keeps in Redis about an account by its e-mail address, which only
 * identity knows and only until the row is gone: the rate-limit keys that count sign-ins and password resets per
 * address, and mail jobs BullMQ still holds (failed ones are kept a week) for the person or the address. Keys that
 * carry the person's id are purged by the gateway's consumer of user.erased, whatever service made them.
 */
@Injectable()
export class ErasedAccountKeys implements OnModuleDestroy {
  private mailQueue: JobQueue | null = null;

  constructor(
    @Inject(REDIS) private readonly redis: Redis | null,
    @Inject(IDENTITY_CONFIG) private readonly config: IdentityConfig,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  /** Deletes the keys and jobs of the account of `userId` and `email`; never throws (they expire anyway). */
  async forget(userId: string, email: string): Promise<void> {
    await Promise.all([this.forgetKeys(email), this.forgetMailJobs(userId, email)]);
  }

  private async forgetKeys(email: string): Promise<void> {
    if (!this.redis) return;
    const prefix = escapeRedisGlob(this.config.rateLimit.keyPrefix);
    const forms = [...new Set([email, email.trim().toLowerCase()])].filter((form) => form.length > 0);
    try {
      let deleted = 0;
      for (const form of forms)
        deleted += await deleteKeysMatching(this.redis, `${prefix}:*${escapeRedisGlob(form)}*`);
      this.logger.info({ deleted }, 'erased account: rate-limit keys of its address deleted');
    } catch (err) {
      this.logger.warn({ err }, 'erased account: could not delete the rate-limit keys of its address');
    }
  }

  /** Removes the mail jobs for `userId` (or, when given, for `email`) that BullMQ still holds; never throws. */
  async forgetMailJobs(userId: string, email?: string): Promise<void> {
    const { mail } = this.config;
    if (!mail?.enabled) return;
    this.mailQueue ??= createQueue(QUEUES.mail, this.config.redisUrl, mail.queuePrefix, {
      logger: this.logger,
    });
    try {
      const { removed } = await removeJobsWhere(
        this.mailQueue,
        (data) =>
          jobDataNames(data, 'userId', userId) || (email !== undefined && jobDataNames(data, 'email', email)),
      );
      this.logger.info({ removed: removed.length }, 'erased account: its mail jobs removed');
    } catch (err) {
      this.logger.warn({ err }, 'erased account: could not remove its mail jobs');
    }
  }

  async onModuleDestroy(): Promise<void> {
    await this.mailQueue?.close().catch(() => undefined);
  }
}
