import { Inject, Injectable, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import type { Worker } from 'bullmq';
import { createWorker, LOGGER, SERVICE_CONFIG, type Logger } from '@creators/platform';
import type { ProgrammesConfig } from '../config.js';
import { ProgrammesRepository } from '../programmes/programmes.repository.js';
import { ReminderScheduler, REMINDER_QUEUE, type ReminderJob } from './reminder-scheduler.js';
import { ReminderSender } from './reminder-sender.js';

/**
 * Runs the due reminders in the service's own process (every replica takes jobs; BullMQ gives each to one). At
 * start it plans the reminders of every programme whose deadline is ahead again: a job lost with Redis's data
 * comes back, one that exists is left as it is.
 */
@Injectable()
export class ReminderWorker implements OnApplicationBootstrap, OnApplicationShutdown {
  private worker: Worker<ReminderJob, boolean> | null = null;

  constructor(
    @Inject(SERVICE_CONFIG) private readonly config: ProgrammesConfig,
    @Inject(LOGGER) private readonly logger: Logger,
    private readonly sender: ReminderSender,
    private readonly scheduler: ReminderScheduler,
    private readonly programmes: ProgrammesRepository,
  ) {}

  onApplicationBootstrap(): void {
    this.worker = createWorker<ReminderJob, boolean>(REMINDER_QUEUE, (job) => this.sender.send(job.data), {
      connection: this.config.redisUrl,
      prefix: this.config.queuePrefix,
      logger: this.logger,
    });
    void this.replan();
  }

  private async replan(): Promise<void> {
    try {
      for (const programme of await this.programmes.withDeadlineAfter(new Date()))
        await this.scheduler.schedule(programme);
    } catch (err) {
      this.logger.error({ err }, 'could not plan the deadline reminders at start');
    }
  }

  async onApplicationShutdown(): Promise<void> {
    await this.worker?.close();
  }
}
