import { Module, type DynamicModule } from '@nestjs/common';
import { LOGGER, METRICS, queueMetrics, REDIS, type Logger, type Registry } from '@creators/platform';
import type { Redis } from 'ioredis';
import { BrainstormConversation } from '../brainstorm/brainstorm-conversation.js';
import { BrainstormStore } from '../brainstorm/brainstorm-store.js';
import { BrainstormResolver } from '../brainstorm/brainstorm.resolver.js';
import type { IslaConfig } from '../isla.config.js';
import { IslaQuotas } from '../quotas/isla-quotas.js';
import { IslaJobs } from './isla-jobs.client.js';
import { IslaResolver } from './isla.resolver.js';

/**
 * Isla's GraphQL mutations and the queues behind them, and the brainstorm this service runs with them (brainstorm/),
 * the one record of a brainstorm (generateIslaResponse keeps nothing).
 * The work itself runs in the worker process (dist/worker.js).
 */
@Module({})
export class IslaModule {
  static register(config: IslaConfig, logger: Logger): DynamicModule {
    return {
      module: IslaModule,
      providers: [
        {
          provide: IslaJobs,
          inject: [METRICS],
          useFactory: (metrics: Registry) => {
            const jobs = new IslaJobs(config, logger);
            queueMetrics(metrics, jobs.queues, logger);
            return jobs;
          },
        },
        {
          provide: IslaQuotas,
          inject: [REDIS],
          useFactory: (redis: Redis) => new IslaQuotas(redis, config.quotas),
        },
        IslaResolver,
        BrainstormStore,
        {
          provide: BrainstormConversation,
          inject: [BrainstormStore, IslaJobs, LOGGER],
          useFactory: (store: BrainstormStore, jobs: IslaJobs, log: Logger) =>
            new BrainstormConversation(store, jobs, config, log),
        },
        BrainstormResolver,
      ],
    };
  }
}
