import { Module } from '@nestjs/common';
import { MailModule } from '../mail/mail.module.js';
import { ChallengeDigestSweeper } from './challenge-digest.sweeper.js';
import { NotificationsConsumer } from './notifications.consumer.js';
import { NotificationsResolver } from './notifications.resolver.js';
import { NotificationsService } from './notifications.service.js';

/**
 * The notification inbox: the consumer that stores notifications, the inbox and preferences (GraphQL), the daily
 * digests of new challenges.
 */
@Module({
  imports: [MailModule],
  providers: [NotificationsService, NotificationsResolver, NotificationsConsumer, ChallengeDigestSweeper],
  exports: [NotificationsService],
})
export class NotificationsModule {}
