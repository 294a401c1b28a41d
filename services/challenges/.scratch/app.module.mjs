import { ApolloFederationDriver } from '@nestjs/apollo';
import { GraphQLModule } from '@nestjs/graphql';
import { ServiceInfrastructureModule, subgraphGraphQLOptions } from '@creators/platform';
import { PrismaService } from '../dist/database/prisma.service.js';
import { ChallengesModule } from '../dist/challenges/challenges.module.js';
export class AppModule {
  static register(config, logger) {
    return { module: AppModule, imports: [
      ServiceInfrastructureModule.register({ name: 'challenges', config, logger, prisma: PrismaService }),
      GraphQLModule.forRoot({ driver: ApolloFederationDriver, ...subgraphGraphQLOptions({ gatewaySecret: config.gatewaySecret, logger }) }),
      ChallengesModule,
    ] };
  }
}
