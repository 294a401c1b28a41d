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
import { CommentsModule } from './comments/comments.module.js';
import type { DiscussionsConfig } from './config.js';
import { PrismaService } from './database/prisma.service.js';
import { EntitiesModule } from './entities/entities.module.js';
import { ChallengeType, ProjectType } from './entities/subject.types.js';
import { DataExportModule } from './privacy/export.module.js';
import { ErasureModule } from './privacy/erasure.module.js';
import { SubjectsModule } from './subjects/subjects.module.js';

@Module({})
export class AppModule {
  static register(config: DiscussionsConfig, logger: Logger): DynamicModule {
    return {
      module: AppModule,
      imports: [
        ServiceInfrastructureModule.register({
          name: 'discussions',
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
          useFactory: (metrics: Registry) => {
            const options = subgraphGraphQLOptions({
              gatewaySecret: config.gatewaySecret,
              service: 'discussions',
              logger,
              metrics,
            });
            // Challenge and Project are only extended here (their comments), never the type of a field: listed so
            // the schema has them.
            return {
              ...options,
              buildSchemaOptions: {
                ...options.buildSchemaOptions,
                orphanedTypes: [ChallengeType, ProjectType],
              },
            };
          },
        }),
        CommentsModule,
        EntitiesModule,
        SubjectsModule,
        DataExportModule,
        ErasureModule,
      ],
    };
  }
}
