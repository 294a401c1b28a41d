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
import type { ShowcaseConfig } from './config.js';
import { PrismaService } from './database/prisma.service.js';
import { FeedbackModule } from './feedback/feedback.module.js';
import { MembershipsModule } from './memberships/memberships.module.js';
import { DataExportModule } from './privacy/export.module.js';
import { ErasureModule } from './privacy/erasure.module.js';
import { UserReferenceType } from './projects/project.types.js';
import { ProgrammesModule } from './programmes/programmes.module.js';
import { ProjectsModule } from './projects/projects.module.js';
import { ResourcesModule } from './resources/resources.module.js';

@Module({})
export class AppModule {
  static register(config: ShowcaseConfig, logger: Logger): DynamicModule {
    return {
      module: AppModule,
      imports: [
        ServiceInfrastructureModule.register({
          name: 'showcase',
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
              service: 'showcase',
              logger,
              metrics,
            });
            // User is only extended here (User.projects), never the type of a field: listed so the schema has it.
            return {
              ...options,
              buildSchemaOptions: { ...options.buildSchemaOptions, orphanedTypes: [UserReferenceType] },
            };
          },
        }),
        ProjectsModule,
        ResourcesModule,
        MembershipsModule,
        ProgrammesModule,
        FeedbackModule,
        DataExportModule,
        ErasureModule,
      ],
    };
  }
}
