import { Module } from '@nestjs/common';
import { MailModule } from '../mail/mail.module.js';
import { SessionsModule } from '../sessions/sessions.module.js';
import { AuthMetrics } from './auth-metrics.js';
import { AuthResolver } from './auth.resolver.js';
import { AuthService } from './auth.service.js';
import { PasswordHasher } from './passwords.js';
import { AuthRateLimits } from './rate-limits.js';

/** Registration, sign-in (rate limited in Redis) and sign-out. */
@Module({
  imports: [SessionsModule, MailModule],
  providers: [PasswordHasher, AuthMetrics, AuthRateLimits, AuthService, AuthResolver],
  exports: [PasswordHasher, AuthRateLimits],
})
export class AuthModule {}
