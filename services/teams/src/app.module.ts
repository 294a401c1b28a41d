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
import type { TeamsConfig } from './config.js';
import { PrismaService } from './database/prisma.service.js';
import { chatLimitsProvider } from './chat/chat-limits.js';
import { TeamChatModule } from './chat/team-chat.module.js';
import { ChallengesModule } from './challenges/challenges.module.js';
import { MeetingsModule } from './meetings/meetings.module.js';
import { MentoringModule } from './mentoring/mentoring.module.js';
import { DataExportModule } from './privacy/export.module.js';
import { ErasureModule } from './privacy/erasure.module.js';
import { ProgrammesModule } from './programmes/programmes.module.js';
import { TeamsModule } from './teams/teams.module.js';

@Module({})
export class AppModule {
  static register(config: TeamsConfig, logger: Logger): DynamicModule {
    return {
      module: AppModule,
      imports: [
        ServiceInfrastructureModule.register({
          name: 'teams',
          config,
          logger,
          prisma: PrismaService,
          // The creation limits count in Redis.
          redis: true,
          providers: [
            creationLimitsProvider(config.creationLimits),
            chatLimitsProvider(config.creationLimits.keyPrefix, config.chatWritesPerMinute),
          ],
        }),
        GraphQLModule.forRootAsync<ApolloFederationDriverConfig>({
          driver: ApolloFederationDriver,
          inject: [METRICS],
          useFactory: (metrics: Registry) =>
            subgraphGraphQLOptions({
              gatewaySecret: config.gatewaySecret,
              service: 'teams',
              logger,
              metrics,
            }),
        }),
        TeamsModule,
        ProgrammesModule,
        ChallengesModule,
        MentoringModule,
        MeetingsModule,
        DataExportModule,
        ErasureModule,
        TeamChatModule,
      ],
    };
  }
}
