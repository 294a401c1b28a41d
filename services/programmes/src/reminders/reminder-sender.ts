import { Inject, Injectable } from '@nestjs/common';
import { EVENTS } from '@creators/contracts';
import { OUTBOX_RELAY, recordEvent, type OutboxRelay } from '@creators/platform';
import { PrismaService } from '../database/prisma.service.js';
import { ProgrammesRepository } from '../programmes/programmes.repository.js';
import { RemindersRepository } from './reminders.repository.js';
import type { ReminderJob } from './reminder-scheduler.js';

/**
 * Sends a due reminder (docs/product.md §16.2): programme.deadline_reminder to every member, recorded with the
 * reminders_sent row in one transaction, so that a job run twice (a worker killed mid-job, a restart) sends it
 * once. A reminder for a deadline that has moved since, or of a programme gone, sends nothing.
 */
@Injectable()
export class ReminderSender {
  constructor(
    private readonly prisma: PrismaService,
    private readonly programmes: ProgrammesRepository,
    private readonly reminders: RemindersRepository,
    @Inject(OUTBOX_RELAY) private readonly relay: Pick<OutboxRelay, 'wake'>,
  ) {}

  /** Returns whether it was sent now. */
  async send(job: ReminderJob): Promise<boolean> {
    const deadline = new Date(job.deadline);
    const sent = await this.prisma.$transaction(async (tx) => {
      if (!(await this.programmes.lock(tx, job.programmeId))) return false;
      const programme = (await this.programmes.byId(job.programmeId, tx))!;
      if (programme.submissionDeadline.getTime() !== deadline.getTime()) return false;
      if (!(await this.reminders.markSent(tx, programme.id, deadline, job.daysBefore))) return false;
      await recordEvent(tx, EVENTS.programmeDeadlineReminder, {
        programmeId: programme.id,
        programmeName: programme.name,
        deadline: job.deadline,
        daysBefore: job.daysBefore,
        recipientIds: await this.programmes.memberIds(tx, programme.id),
      });
      return true;
    });
    if (sent) this.relay.wake();
    return sent;
  }
}
