import { Module } from '@nestjs/common';
import { AuthModule } from '../auth/auth.module.js';
import { SessionsModule } from '../sessions/sessions.module.js';
import { AccountResolver } from './account.resolver.js';
import { AccountService } from './account.service.js';

/** docs/product.md §13: change password and the caller's sessions. */
@Module({ imports: [SessionsModule, AuthModule], providers: [AccountService, AccountResolver] })
export class AccountModule {}
