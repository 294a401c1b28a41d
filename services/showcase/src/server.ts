import 'reflect-metadata';
import { bootstrapSubgraph, createLogger, type Logger } from '@creators/platform';
import { AppModule } from './app.module.js';
import type { ShowcaseConfig } from './config.js';

/** Starts the showcase subgraph; `port` 0 picks a free one. */
export async function startShowcase(config: ShowcaseConfig, logger: Logger = createLogger('showcase')) {
  return bootstrapSubgraph({
    module: AppModule.register(config, logger),
    name: 'showcase',
    port: config.port,
    host: config.host,
    metricsPort: config.metricsPort,
    logger,
  });
}
