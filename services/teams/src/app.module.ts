import { ApolloFederationDriver, type ApolloFederationDriverConfig } from '@nestjs/apollo';
import { Module, type DynamicModule } from '@nestjs/common';
import { GraphQLModule } from '@nestjs/graphql';
import { ServiceInfrastructureModule, subgraphGraphQLOptions, type Logger } from '@creators/platform';
import type { TeamsConfig } from './config.js';
import { PrismaService } from './database/prisma.service.js';
import { TeamsResolver } from './teams/teams.resolver.js';
import { TeamsService } from './teams/teams.service.js';

@Module({})
export class AppModule {
  static register(config: TeamsConfig, logger: Logger): DynamicModule {
    return {
      module: AppModule,
      imports: [
        ServiceInfrastructureModule.register({ name: 'teams', config, logger, prisma: PrismaService }),
        GraphQLModule.forRoot<ApolloFederationDriverConfig>({
          driver: ApolloFederationDriver,
          ...subgraphGraphQLOptions({ gatewaySecret: config.gatewaySecret, logger }),
        }),
      ],
      providers: [TeamsService, TeamsResolver],
    };
  }
}
