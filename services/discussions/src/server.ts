import 'reflect-metadata';
import { bootstrapSubgraph, createLogger, type Logger } from '@creators/platform';
import { AppModule } from './app.module.js';
import type { DiscussionsConfig } from './config.js';

/** Starts the discussions subgraph; `port` 0 picks a free one. */
export async function startDiscussions(
  config: DiscussionsConfig,
  logger: Logger = createLogger('discussions'),
) {
  return bootstrapSubgraph({
    module: AppModule.register(config, logger),
    name: 'discussions',
    port: config.port,
    host: config.host,
    metricsPort: config.metricsPort,
    logger,
  });
}
