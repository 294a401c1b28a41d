import { ApolloFederationDriver, type ApolloFederationDriverConfig } from '@nestjs/apollo';
import { Module, type DynamicModule } from '@nestjs/common';
import { GraphQLModule } from '@nestjs/graphql';
import { ServiceInfrastructureModule, subgraphGraphQLOptions, type Logger } from '@creators/platform';
import { ChallengesModule } from './challenges/challenges.module.js';
import type { ChallengesConfig } from './config.js';
import { PrismaService } from './database/prisma.service.js';

@Module({})
export class AppModule {
  static register(config: ChallengesConfig, logger: Logger): DynamicModule {
    return {
      module: AppModule,
      imports: [
        ServiceInfrastructureModule.register({ name: 'challenges', config, logger, prisma: PrismaService }),
        GraphQLModule.forRoot<ApolloFederationDriverConfig>({
          driver: ApolloFederationDriver,
          ...subgraphGraphQLOptions({ gatewaySecret: config.gatewaySecret, logger }),
        }),
        ChallengesModule,
      ],
    };
  }
}
