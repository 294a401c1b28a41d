import { Module } from '@nestjs/common';
import { AuthModule } from '../auth/auth.module.js';
import { MailModule } from '../mail/mail.module.js';
import { ErasedAccountKeys } from '../privacy/erased-account-keys.js';
import { SessionsModule } from '../sessions/sessions.module.js';
import { AccountResolver } from './account.resolver.js';
import { AccountService } from './account.service.js';

/** docs/product.md §13: change password and the caller's sessions; §15: delete the account. */
@Module({
  imports: [SessionsModule, AuthModule, MailModule],
  providers: [AccountService, AccountResolver, ErasedAccountKeys],
})
export class AccountModule {}
