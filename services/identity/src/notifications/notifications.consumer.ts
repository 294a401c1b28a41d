import { Inject, Injectable } from '@nestjs/common';
import {
  EventConsumerFactory,
  OUTBOX_RELAY,
  prismaTransactionWakingRelay,
  ServiceEventConsumer,
  type OutboxRelay,
} from '@creators/platform';
import { PrismaService } from '../database/prisma.service.js';
import type { Prisma } from '../generated/prisma/client.js';
import { MailQueue } from '../mail/mail.queue.js';
import { NOTIFICATIONS_CONSUMER, notificationHandlers } from './notification-store.js';

/**
 * Stores the notifications of other services' events (and identity's own), each event once, in a transaction with
 * its processed_events row and notification.created in the outbox; the relay is woken after each commit so that the
 * gateway sends it live at once. Mails are queued with a job id per event and person, so a redelivery queues none.
 */
@Injectable()
export class NotificationsConsumer extends ServiceEventConsumer<Prisma.TransactionClient> {
  constructor(
    prisma: PrismaService,
    consumers: EventConsumerFactory,
    @Inject(OUTBOX_RELAY) relay: Pick<OutboxRelay, 'wake'>,
    mail: MailQueue,
  ) {
    super(consumers, {
      name: NOTIFICATIONS_CONSUMER,
      transaction: prismaTransactionWakingRelay<Prisma.TransactionClient>(prisma, relay),
      // Notifications are about now: created on a live system, it does not go back through the stream's history
      // (which would mail every person about everything that ever happened).
      deliverFrom: 'new',
      handlers: notificationHandlers<Prisma.TransactionClient>((job, jobId) => mail.add(job, jobId)),
    });
  }
}
