import { Module } from '@nestjs/common';
import { AuthModule } from '../auth/auth.module.js';
import { MailModule } from '../mail/mail.module.js';
import { SessionsModule } from '../sessions/sessions.module.js';
import { PasswordResetRateLimits } from './reset-rate-limits.js';
import { PasswordResetResolver } from './password-reset.resolver.js';
import { PasswordResetService } from './password-reset.service.js';

/** docs/product.md §13 forgotten password: the link by mail and setting a new password with it. */
@Module({
  imports: [SessionsModule, AuthModule, MailModule],
  providers: [PasswordResetRateLimits, PasswordResetService, PasswordResetResolver],
})
export class PasswordResetModule {}
