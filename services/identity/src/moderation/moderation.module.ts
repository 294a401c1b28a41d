import { Module } from '@nestjs/common';
import { SessionsModule } from '../sessions/sessions.module.js';
import { ModerationConsumer } from './moderation.consumer.js';
import { ModerationActionResolver, ModerationResolver, ReportResolver } from './moderation.resolver.js';
import { ModerationService } from './moderation.service.js';
import { UserModerationResolver } from './user-moderation.resolver.js';

/**
 * Staff and moderation (docs/product.md §14): reports, the staff queue and audit log, dismissing, suspending and
 * lifting, a person's history for staff, and the consumer that follows hide and restore in the owning services.
 */
@Module({
  imports: [SessionsModule],
  providers: [
    ModerationService,
    ModerationResolver,
    ReportResolver,
    ModerationActionResolver,
    UserModerationResolver,
    ModerationConsumer,
  ],
  exports: [ModerationService],
})
export class ModerationModule {}
