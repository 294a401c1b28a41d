import { ApolloFederationDriver, type ApolloFederationDriverConfig } from '@nestjs/apollo';
import { Module, type DynamicModule } from '@nestjs/common';
import { GraphQLModule } from '@nestjs/graphql';
import type { Logger, NatsHolder, OutboxRelay } from '@creators/platform';
import { NATS, OUTBOX_RELAY, ServiceInfrastructureModule, subgraphGraphQLOptions } from '@creators/platform';
import { AchievementsConsumer } from './achievements/achievements.consumer.js';
import { AchievementsResolver } from './achievements/achievements.resolver.js';
import { AchievementsService } from './achievements/achievements.service.js';
import { AuthResolver } from './auth/auth.resolver.js';
import { AuthService } from './auth/auth.service.js';
import { PasswordHasher } from './auth/passwords.js';
import { AuthRateLimits } from './auth/rate-limits.js';
import type { IdentityConfig } from './config.js';
import { PrismaService } from './database/prisma.service.js';
import { SessionsRpcController } from './sessions/sessions.rpc.controller.js';
import { SessionsService } from './sessions/sessions.service.js';
import { UsersResolver } from './users/users.resolver.js';
import { UsersService } from './users/users.service.js';

@Module({})
export class AppModule {
  static register(config: IdentityConfig, logger: Logger): DynamicModule {
    return {
      module: AppModule,
      imports: [
        // Redis: rate limits (readiness checks it too).
        ServiceInfrastructureModule.register({ name: 'identity', config, logger, prisma: PrismaService, redis: true }),
        GraphQLModule.forRoot<ApolloFederationDriverConfig>({
          driver: ApolloFederationDriver,
          ...subgraphGraphQLOptions({ gatewaySecret: config.gatewaySecret, logger }),
        }),
      ],
      controllers: [SessionsRpcController],
      providers: [
        PasswordHasher,
        AuthRateLimits,
        SessionsService,
        UsersService,
        AuthService,
        UsersResolver,
        AuthResolver,
        AchievementsService,
        AchievementsResolver,
        // Awards badges from other services' events; stopped (onModuleDestroy) before the database and NATS close.
        {
          provide: AchievementsConsumer,
          inject: [PrismaService, NATS, OUTBOX_RELAY],
          useFactory: (prisma: PrismaService, nats: NatsHolder, relay: OutboxRelay) =>
            new AchievementsConsumer({
              prisma,
              nats: nats.ready,
              stream: config.nats.eventStream,
              subjectPrefix: config.nats.subjectPrefix,
              relay,
              logger,
            }),
        },
      ],
    };
  }
}
