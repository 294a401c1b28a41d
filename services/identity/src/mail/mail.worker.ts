import { Inject, Injectable, type OnApplicationBootstrap, type OnModuleDestroy } from '@nestjs/common';
import { QUEUES, isLocale, type Locale } from '@creators/contracts';
import { createWorker, type Logger } from '@creators/platform';
import type { IdentityConfig } from '../config.js';
import { PrismaService } from '../database/prisma.service.js';
import { issueResetToken, resetLink } from '../password-reset/reset-tokens.js';
import { IDENTITY_CONFIG, LOGGER } from '../tokens.js';
import type { MailJob, MailJobResult } from './mail-jobs.js';
import { MAIL_TRANSPORT, type MailTransport } from './mail-transport.js';
import {
  notificationMail,
  passwordChangedMail,
  passwordResetMail,
  welcomeMail,
  type RenderedMail,
} from './templates/index.js';
import { MailQueue } from './mail.queue.js';
import { notificationMailJobId, wantsNotificationMail } from '../notifications/notification-store.js';
import {
  DEFAULT_NOTIFICATION_PREFERENCES,
  notificationKindOf,
} from '../notifications/notification-preferences.js';

type MailWorkerHandle = ReturnType<typeof createWorker<MailJob, MailJobResult>>;

/**
 * Takes mails off the queue (docs/product.md §13) and sends them over SMTP, in the person's language (users.locale).
 * Every identity instance runs one; a job that fails (SMTP down) is tried again by whichever instance takes it.
 */
@Injectable()
export class MailWorker implements OnApplicationBootstrap, OnModuleDestroy {
  private worker?: MailWorkerHandle;

  constructor(
    private readonly prisma: PrismaService,
    @Inject(IDENTITY_CONFIG) private readonly config: IdentityConfig,
    @Inject(LOGGER) private readonly logger: Logger,
    @Inject(MAIL_TRANSPORT) private readonly transport: MailTransport,
    private readonly queue: MailQueue,
  ) {}

  onApplicationBootstrap(): void {
    const { mail, redisUrl } = this.config;
    if (!mail.enabled) return;
    this.worker = createWorker<MailJob, MailJobResult>(QUEUES.mail, (job) => this.process(job.data), {
      connection: redisUrl,
      prefix: mail.queuePrefix,
      concurrency: 4,
      logger: this.logger,
    });
  }

  async onModuleDestroy(): Promise<void> {
    await this.worker?.close();
    this.transport.close();
  }

  /** Sends the mail a job stands for; 'no account' when its person does not exist (any more). */
  async process(job: MailJob): Promise<MailJobResult> {
    const { publicUrl } = this.config.mail;
    if (job.kind === 'passwordReset') {
      const person = await this.prisma.user.findUnique({
        where: { email: job.email },
        select: { id: true, email: true, firstName: true, locale: true },
      });
      if (!person) return 'no account';
      const token = await issueResetToken(this.prisma, person.id);
      const mail = passwordResetMail(localeOf(person.locale), {
        firstName: person.firstName,
        link: resetLink(publicUrl, token),
      });
      return this.send(person, mail, job.kind);
    }
    if (job.kind === 'notificationBroadcast') return this.fanOut(job);
    const person = await this.prisma.user.findUnique({
      where: { id: job.userId },
      select: { id: true, email: true, firstName: true, locale: true, notificationSettings: true },
    });
    if (!person) return 'no account';
    const locale = localeOf(person.locale);
    if (job.kind === 'notification') {
      // Turned off since it was queued: not sent.
      if (!wantsNotificationMail(person.notificationSettings?.preferences, job.notification.type))
        return 'not wanted';
      const mail = notificationMail(locale, {
        firstName: person.firstName,
        publicUrl,
        type: job.notification.type,
        data: job.notification.data,
      });
      return mail ? this.send(person, mail, job.kind) : 'not wanted';
    }
    const data = { firstName: person.firstName, publicUrl };
    const mail = job.kind === 'welcome' ? welcomeMail(locale, data) : passwordChangedMail(locale, data);
    return this.send(person, mail, job.kind);
  }

  /**
   * A broadcast's mails (docs/product.md "Notification inbox"): one `notification` job per person who wants its kind
   * by e-mail (registered before it, not excepted), each with its own job id, in batches.
   */
  private async fanOut(job: Extract<MailJob, { kind: 'notificationBroadcast' }>): Promise<MailJobResult> {
    const kind = notificationKindOf(job.notification.type);
    if (!kind) return 'not wanted';
    const byDefault = DEFAULT_NOTIFICATION_PREFERENCES[kind].email;
    const except = job.exceptUserIds;
    let after = '00000000-0000-0000-0000-000000000000';
    for (;;) {
      const people = await this.prisma.$queryRaw<Array<{ id: string }>>`
        SELECT u.id::text AS id FROM users u LEFT JOIN notification_settings s ON s.user_id = u.id
        WHERE u.id > ${after}::uuid AND u.created_at <= ${job.notification.createdAt}::timestamptz
          AND NOT (u.id = ANY(${except}::uuid[]))
          AND coalesce((s.preferences -> ${kind} ->> 'email')::boolean, ${byDefault})
        ORDER BY u.id LIMIT 500`;
      for (const person of people)
        await this.queue.add(
          { kind: 'notification', userId: person.id, notification: job.notification },
          notificationMailJobId(job.notification.id, person.id),
        );
      if (people.length < 500) return 'queued';
      after = people.at(-1)!.id;
    }
  }

  private async send(
    person: { id: string; email: string },
    mail: RenderedMail,
    kind: MailJob['kind'],
  ): Promise<MailJobResult> {
    await this.transport.send(person.email, mail);
    this.logger.info({ userId: person.id, mail: kind, locale: mail.locale }, 'mail sent');
    return 'sent';
  }
}

const localeOf = (stored: string): Locale => (isLocale(stored) ? stored : 'en');
