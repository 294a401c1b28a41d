import { Module, type DynamicModule } from '@nestjs/common';
import type { Logger } from '@creators/platform';
import type { IslaConfig } from '../isla.config.js';
import { ErasureConsumer } from './erasure.consumer.js';
import { IslaJobsEraser } from './isla-jobs-eraser.js';

/** Erasure (docs/product.md §15): brainstorm-ai's consumer of user.erased, with what it removes from Redis. */
@Module({})
export class ErasureModule {
  static register(config: IslaConfig, logger: Logger): DynamicModule {
    return {
      module: ErasureModule,
      providers: [
        { provide: IslaJobsEraser, useFactory: () => new IslaJobsEraser(config, logger) },
        ErasureConsumer,
      ],
    };
  }
}
