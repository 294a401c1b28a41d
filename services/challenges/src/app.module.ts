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
import { ChallengesModule } from './challenges/challenges.module.js';
import type { ChallengesConfig } from './config.js';
import { PrismaService } from './database/prisma.service.js';
import { DataExportModule } from './privacy/export.module.js';
import { ErasureModule } from './privacy/erasure.module.js';
import { ProgrammesModule } from './programmes/programmes.module.js';

@Module({})
export class AppModule {
  static register(config: ChallengesConfig, logger: Logger): DynamicModule {
    return {
      module: AppModule,
      imports: [
        ServiceInfrastructureModule.register({
          name: 'challenges',
          config,
          logger,
          prisma: PrismaService,
          // The creation limits count in Redis.
          redis: true,
          providers: [creationLimitsProvider(config.creationLimits)],
        }),
        GraphQLModule.forRootAsync<ApolloFederationDriverConfig>({
          driver: ApolloFederationDriver,
          inject: [METRICS],
          useFactory: (metrics: Registry) =>
            subgraphGraphQLOptions({
              gatewaySecret: config.gatewaySecret,
              service: 'challenges',
              logger,
              metrics,
            }),
        }),
        ChallengesModule,
        ProgrammesModule,
        DataExportModule,
        ErasureModule,
      ],
    };
  }
}
