import { Global, Module } from '@nestjs/common';
import { ProgrammesRepository } from '../programmes/programmes.repository.js';
import { ReminderScheduler } from './reminder-scheduler.js';
import { ReminderSender } from './reminder-sender.js';
import { ReminderWorker } from './reminder-worker.js';
import { RemindersRepository } from './reminders.repository.js';

/** Deadline reminders (docs/product.md §16.2): delayed jobs in Redis, sent once each. */
@Global()
@Module({
  providers: [ReminderScheduler, ReminderSender, ReminderWorker, RemindersRepository, ProgrammesRepository],
  exports: [ReminderScheduler],
})
export class RemindersModule {}
