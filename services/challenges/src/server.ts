import 'reflect-metadata';
import { bootstrapSubgraph, createLogger, type Logger } from '@creators/platform';
import { AppModule } from './app.module.js';
import type { ChallengesConfig } from './config.js';

/** Starts the challenges subgraph; `port` 0 picks a free one. */
export async function startChallenges(config: ChallengesConfig, logger: Logger = createLogger('challenges')) {
  return bootstrapSubgraph({
    module: AppModule.register(config, logger),
    name: 'challenges',
    port: config.port,
    host: config.host,
    metricsPort: config.metricsPort,
    logger,
  });
}
