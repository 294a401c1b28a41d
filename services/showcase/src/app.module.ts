import { ApolloFederationDriver, type ApolloFederationDriverConfig } from '@nestjs/apollo';
import { Module, type DynamicModule } from '@nestjs/common';
import { GraphQLModule } from '@nestjs/graphql';
import {
  NATS,
  ServiceInfrastructureModule,
  subgraphGraphQLOptions,
  type Logger,
  type NatsHolder,
} from '@creators/platform';
import type { ShowcaseConfig } from './config.js';
import { PrismaService } from './database/prisma.service.js';
import { TeamMembersConsumer } from './memberships/team-members.consumer.js';
import { ProjectsResolver } from './projects/projects.resolver.js';
import { ProjectsService } from './projects/projects.service.js';
import { ResourcesResolver } from './resources/resources.resolver.js';
import { ResourcesService } from './resources/resources.service.js';

@Module({})
export class AppModule {
  static register(config: ShowcaseConfig, logger: Logger): DynamicModule {
    return {
      module: AppModule,
      imports: [
        ServiceInfrastructureModule.register({ name: 'showcase', config, logger, prisma: PrismaService }),
        GraphQLModule.forRoot<ApolloFederationDriverConfig>({
          driver: ApolloFederationDriver,
          ...subgraphGraphQLOptions({ gatewaySecret: config.gatewaySecret, logger }),
        }),
      ],
      providers: [
        ProjectsService,
        ProjectsResolver,
        ResourcesService,
        ResourcesResolver,
        // Keeps the team_members read model (who may showcase for a team); stopped (onModuleDestroy) before the
        // database and NATS close.
        {
          provide: TeamMembersConsumer,
          inject: [PrismaService, NATS],
          useFactory: (prisma: PrismaService, nats: NatsHolder) =>
            new TeamMembersConsumer({
              prisma,
              nats: nats.ready,
              stream: config.nats.eventStream,
              subjectPrefix: config.nats.subjectPrefix,
              logger,
            }),
        },
      ],
    };
  }
}
