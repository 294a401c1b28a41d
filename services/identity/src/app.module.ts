import { ApolloFederationDriver, type ApolloFederationDriverConfig } from '@nestjs/apollo';
import { Module, type DynamicModule } from '@nestjs/common';
import { GraphQLModule } from '@nestjs/graphql';
import type { Redis } from 'ioredis';
import type { Logger } from '@creators/platform';
import { databaseCheck, HealthModule, natsCheck, redisCheck, subgraphGraphQLOptions, type HealthCheck } from '@creators/platform';
import { AchievementsResolver } from './achievements/achievements.resolver.js';
import { AchievementsService } from './achievements/achievements.service.js';
import { AuthResolver } from './auth/auth.resolver.js';
import { AuthService } from './auth/auth.service.js';
import { PasswordHasher } from './auth/passwords.js';
import { AuthRateLimits } from './auth/rate-limits.js';
import type { IdentityConfig } from './config.js';
import { PrismaService } from './database/prisma.service.js';
import { InfrastructureModule, NatsHolder } from './infrastructure.module.js';
import { SessionsRpcController } from './sessions/sessions.rpc.controller.js';
import { SessionsService } from './sessions/sessions.service.js';
import { NATS, REDIS } from './tokens.js';
import { UsersResolver } from './users/users.resolver.js';
import { UsersService } from './users/users.service.js';

/** Readiness: the database, Redis and NATS must answer. */
function identityHealthChecks(prisma: PrismaService, redis: Redis, nats: NatsHolder): HealthCheck[] {
  const natsReady: HealthCheck = {
    name: 'nats',
    check: async () => {
      if (!nats.connection) throw new Error('NATS not connected yet');
      await natsCheck(nats.connection).check();
    },
  };
  return [databaseCheck(prisma), redisCheck(redis), natsReady];
}

@Module({})
export class AppModule {
  static register(config: IdentityConfig, logger: Logger): DynamicModule {
    return {
      module: AppModule,
      imports: [
        InfrastructureModule.register(config, logger),
        GraphQLModule.forRoot<ApolloFederationDriverConfig>({
          driver: ApolloFederationDriver,
          ...subgraphGraphQLOptions({ gatewaySecret: config.gatewaySecret, logger }),
        }),
        HealthModule.forRootAsync({ inject: [PrismaService, REDIS, NATS], useFactory: identityHealthChecks, logger }),
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
      ],
    };
  }
}
