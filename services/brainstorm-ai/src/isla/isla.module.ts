import { Module, type DynamicModule } from '@nestjs/common';
import type { Logger } from '@creators/platform';
import type { IslaConfig } from '../isla.config.js';
import { BrainstormSessionsService } from '../sessions/brainstorm-sessions.service.js';
import { IslaJobs } from './isla-jobs.client.js';
import { IslaResolver } from './isla.resolver.js';
import { ISLA_CONFIG, ISLA_LOGGER } from './isla.tokens.js';

/**
 * Isla's GraphQL mutations and the queues behind them. Needs the service's PrismaService (global infrastructure
 * module) to record exchanges; the work itself runs in the worker process (dist/worker.js).
 */
@Module({})
export class IslaModule {
  static register(config: IslaConfig, logger: Logger): DynamicModule {
    return {
      module: IslaModule,
      providers: [
        { provide: ISLA_CONFIG, useValue: config },
        { provide: ISLA_LOGGER, useValue: logger },
        { provide: IslaJobs, useFactory: () => new IslaJobs(config, logger) },
        BrainstormSessionsService,
        IslaResolver,
      ],
    };
  }
}
