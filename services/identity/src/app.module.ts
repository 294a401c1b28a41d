import { ApolloFederationDriver, type ApolloFederationDriverConfig } from '@nestjs/apollo';
import { Module, type DynamicModule } from '@nestjs/common';
import { GraphQLModule } from '@nestjs/graphql';
import {
  creationLimitsProvider,
  METRICS,
  ServiceInfrastructureModule,
  subgraphGraphQLOptions,
  type Logger,
  type Registry,
} from '@creators/platform';
import { AccountModule } from './account/account.module.js';
import { AchievementsModule } from './achievements/achievements.module.js';
import { AuthModule } from './auth/auth.module.js';
import { CohortsModule } from './cohorts/cohorts.module.js';
import { CredentialsModule } from './credentials/credentials.module.js';
import type { IdentityConfig } from './config.js';
import { PrismaService } from './database/prisma.service.js';
import { MentorsModule } from './mentors/mentors.module.js';
import { PasswordResetModule } from './password-reset/password-reset.module.js';
import { ModerationModule } from './moderation/moderation.module.js';
import { NotificationsModule } from './notifications/notifications.module.js';
import { DataExportModule } from './privacy/export.module.js';
import { ProgrammesModule } from './programmes/programmes.module.js';
import { ErasureModule } from './privacy/erasure.module.js';
import { SessionsModule } from './sessions/sessions.module.js';
import { UsersModule } from './users/users.module.js';

@Module({})
export class AppModule {
  static register(config: IdentityConfig, logger: Logger): DynamicModule {
    return {
      module: AppModule,
      imports: [
        // Redis: rate limits (readiness checks it too).
        ServiceInfrastructureModule.register({
          name: 'identity',
          config,
          logger,
          prisma: PrismaService,
          redis: true,
          providers: [creationLimitsProvider(config.creationLimits)],
        }),
        GraphQLModule.forRootAsync<ApolloFederationDriverConfig>({
          driver: ApolloFederationDriver,
          inject: [METRICS],
          useFactory: (metrics: Registry) =>
            subgraphGraphQLOptions({
              gatewaySecret: config.gatewaySecret,
              service: 'identity',
              logger,
              metrics,
            }),
        }),
        UsersModule,
        SessionsModule,
        AuthModule,
        AchievementsModule,
        MentorsModule,
        CohortsModule,
        AccountModule,
        PasswordResetModule,
        ModerationModule,
        DataExportModule,
        ErasureModule,
        NotificationsModule,
        ProgrammesModule,
        CredentialsModule,
      ],
    };
  }
}
