import { ApolloFederationDriver, type ApolloFederationDriverConfig } from '@nestjs/apollo';
import { Module, type DynamicModule } from '@nestjs/common';
import { GraphQLModule } from '@nestjs/graphql';
import { ServiceInfrastructureModule, subgraphGraphQLOptions, type Logger } from '@creators/platform';
import type { BrainstormAiConfig } from './config.js';
import { PrismaService } from './database/prisma.service.js';
import { BrainstormSessionsResolver } from './sessions/brainstorm-sessions.resolver.js';
import { BrainstormSessionsService } from './sessions/brainstorm-sessions.service.js';

@Module({})
export class AppModule {
  static register(config: BrainstormAiConfig, logger: Logger): DynamicModule {
    return {
      module: AppModule,
      imports: [
        ServiceInfrastructureModule.register({ name: 'brainstorm-ai', config, logger, prisma: PrismaService }),
        GraphQLModule.forRoot<ApolloFederationDriverConfig>({
          driver: ApolloFederationDriver,
          ...subgraphGraphQLOptions({ gatewaySecret: config.gatewaySecret, logger }),
        }),
      ],
      providers: [BrainstormSessionsService, BrainstormSessionsResolver],
    };
  }
}
