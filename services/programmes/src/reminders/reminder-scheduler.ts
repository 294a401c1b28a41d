import { Inject, Injectable, type OnApplicationShutdown, type OnModuleInit } from '@nestjs/common';
import { PROGRAMME_LIMITS } from '@creators/contracts';
import { createQueue, LOGGER, SERVICE_CONFIG, type JobQueue, type Logger } from '@creators/platform';
import type { ProgrammesConfig } from '../config.js';
import type { ProgrammeRecord } from '../programmes/programme.record.js';
import { plannedReminders, reminderJobId } from './reminder-plan.js';

/** The queue of deadline reminders (docs/product.md §16.2); never rename it: waiting jobs carry it. */
export const REMINDER_QUEUE = 'programme-reminders';

export interface ReminderJob {
  programmeId: string;
  /** The deadline it reminds of (ISO): a job for a deadline that moved since does nothing. */
  deadline: string;
  daysBefore: number;
}

/**
 * Puts a programme's deadline reminders into Redis as delayed BullMQ jobs, which survive restarts of the service;
 * when the deadline moves, the jobs of the old one are taken out and new ones added. Adding a job again (same id)
 * changes nothing, so scheduling is safe to repeat.
 */
@Injectable()
export class ReminderScheduler implements OnModuleInit, OnApplicationShutdown {
  readonly queue: JobQueue<ReminderJob>;

  constructor(
    @Inject(SERVICE_CONFIG) config: ProgrammesConfig,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {
    this.queue = createQueue<ReminderJob>(REMINDER_QUEUE, config.redisUrl, config.queuePrefix, {
      logger,
      jobDefaults: { attempts: 10, backoff: { type: 'exponential', delay: 5_000 } },
    });
  }

  onModuleInit(): void {
    // Without this the queue would log an unhandled rejection when Redis is down at start.
    this.queue.waitUntilReady().catch(() => undefined);
  }

  async schedule(programme: Pick<ProgrammeRecord, 'id' | 'submissionDeadline'>, now = new Date()) {
    const deadline = programme.submissionDeadline.toISOString();
    for (const reminder of plannedReminders(programme.id, programme.submissionDeadline, now)) {
      try {
        await this.queue.add(
          'deadline-reminder',
          { programmeId: programme.id, deadline, daysBefore: reminder.daysBefore },
          { jobId: reminder.jobId, delay: reminder.delayMs },
        );
      } catch (err) {
        // Redis down: the schedule is repaired when the service starts again (ReminderStartup).
        this.logger.error({ err, programmeId: programme.id }, 'could not schedule a deadline reminder');
      }
    }
  }

  /** After an edit: a moved deadline drops the old reminders and plans the new ones. */
  async reschedule(before: ProgrammeRecord, after: ProgrammeRecord): Promise<void> {
    if (before.submissionDeadline.getTime() === after.submissionDeadline.getTime()) return;
    for (const daysBefore of PROGRAMME_LIMITS.reminderDays) {
      await this.queue
        .remove(reminderJobId(before.id, before.submissionDeadline, daysBefore))
        .catch((err: unknown) => this.logger.warn({ err }, 'could not remove an old reminder'));
    }
    await this.schedule(after);
  }

  async onApplicationShutdown(): Promise<void> {
    await this.queue.close();
  }
}
