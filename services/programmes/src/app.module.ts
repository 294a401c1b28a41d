import { ApolloFederationDriver, type ApolloFederationDriverConfig } from '@nestjs/apollo';
import { Module, type DynamicModule } from '@nestjs/common';
import { GraphQLModule } from '@nestjs/graphql';
import {
  METRICS,
  ServiceInfrastructureModule,
  subgraphGraphQLOptions,
  type Logger,
  type Registry,
} from '@creators/platform';
import { AnnouncementsModule } from './announcements/announcements.module.js';
import type { ProgrammesConfig } from './config.js';
import { PrismaService } from './database/prisma.service.js';
import { JudgingModule } from './judging/judging.module.js';
import { DataExportModule } from './privacy/export.module.js';
import { ErasureModule } from './privacy/erasure.module.js';
import { ProgrammesModule } from './programmes/programmes.module.js';
import { RemindersModule } from './reminders/reminders.module.js';
import { RosterModule } from './roster/roster.module.js';

@Module({})
export class AppModule {
  static register(config: ProgrammesConfig, logger: Logger): DynamicModule {
    return {
      module: AppModule,
      imports: [
        ServiceInfrastructureModule.register({
          name: 'programmes',
          config,
          logger,
          prisma: PrismaService,
          // The deadline reminders wait in Redis (BullMQ); readiness checks it.
          redis: true,
        }),
        GraphQLModule.forRootAsync<ApolloFederationDriverConfig>({
          driver: ApolloFederationDriver,
          inject: [METRICS],
          useFactory: (metrics: Registry) =>
            subgraphGraphQLOptions({
              gatewaySecret: config.gatewaySecret,
              service: 'programmes',
              logger,
              metrics,
            }),
        }),
        RemindersModule,
        ProgrammesModule,
        RosterModule,
        AnnouncementsModule,
        JudgingModule,
        DataExportModule,
        ErasureModule,
      ],
    };
  }
}
