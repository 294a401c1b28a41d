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
import type { BrainstormAiConfig } from './config.js';
import { PrismaService } from './database/prisma.service.js';
import { IslaModule } from './isla/isla.module.js';
import { DataExportModule } from './privacy/export.module.js';
import { ErasureModule } from './privacy/erasure.module.js';
import { BrainstormSessionsModule } from './sessions/brainstorm-sessions.module.js';

@Module({})
export class AppModule {
  static register(config: BrainstormAiConfig, logger: Logger): DynamicModule {
    return {
      module: AppModule,
      imports: [
        // Redis: Isla's queues live there, so readiness checks it.
        ServiceInfrastructureModule.register({
          name: 'brainstorm-ai',
          config,
          logger,
          prisma: PrismaService,
          redis: true,
        }),
        GraphQLModule.forRootAsync<ApolloFederationDriverConfig>({
          driver: ApolloFederationDriver,
          inject: [METRICS],
          useFactory: (metrics: Registry) =>
            subgraphGraphQLOptions({
              gatewaySecret: config.gatewaySecret,
              service: 'brainstorm-ai',
              logger,
              metrics,
            }),
        }),
        BrainstormSessionsModule,
        IslaModule.register(config.isla, logger),
        DataExportModule,
        ErasureModule.register(config.isla, logger),
      ],
    };
  }
}
