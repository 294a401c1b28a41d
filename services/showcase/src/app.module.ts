import { ApolloFederationDriver, type ApolloFederationDriverConfig } from '@nestjs/apollo';
import { Module, type DynamicModule } from '@nestjs/common';
import { GraphQLModule } from '@nestjs/graphql';
import {
  databaseCheck,
  HealthModule,
  natsCheck,
  subgraphGraphQLOptions,
  type HealthCheck,
  type Logger,
} from '@creators/platform';
import type { ShowcaseConfig } from './config.js';
import { PrismaService } from './database/prisma.service.js';
import { InfrastructureModule, type NatsHolder } from './infrastructure.module.js';
import { ProjectsResolver } from './projects/projects.resolver.js';
import { ProjectsService } from './projects/projects.service.js';
import { ResourcesResolver } from './resources/resources.resolver.js';
import { ResourcesService } from './resources/resources.service.js';
import { NATS } from './tokens.js';

/** Readiness: the database and NATS (the outbox relay publishes through it) must answer. */
function showcaseHealthChecks(prisma: PrismaService, nats: NatsHolder): HealthCheck[] {
  const natsReady: HealthCheck = {
    name: 'nats',
    check: async () => {
      if (!nats.connection) throw new Error('NATS not connected yet');
      await natsCheck(nats.connection).check();
    },
  };
  return [databaseCheck(prisma), natsReady];
}

@Module({})
export class AppModule {
  static register(config: ShowcaseConfig, logger: Logger): DynamicModule {
    return {
      module: AppModule,
      imports: [
        InfrastructureModule.register(config, logger),
        GraphQLModule.forRoot<ApolloFederationDriverConfig>({
          driver: ApolloFederationDriver,
          ...subgraphGraphQLOptions({ gatewaySecret: config.gatewaySecret, logger }),
        }),
        HealthModule.forRootAsync({
          inject: [PrismaService, NATS],
          useFactory: showcaseHealthChecks,
          logger,
        }),
      ],
      providers: [ProjectsService, ProjectsResolver, ResourcesService, ResourcesResolver],
    };
  }
}
