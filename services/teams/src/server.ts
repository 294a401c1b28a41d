import 'reflect-metadata';
import { bootstrapSubgraph, createLogger, type Logger } from '@creators/platform';
import { AppModule } from './app.module.js';
import type { TeamsConfig } from './config.js';

/** Starts the teams subgraph; `port` 0 picks a free one. */
export async function startTeams(config: TeamsConfig, logger: Logger = createLogger('teams')) {
  return bootstrapSubgraph({
    module: AppModule.register(config, logger),
    name: 'teams',
    port: config.port,
    host: config.host,
    metricsPort: config.metricsPort,
    logger,
  });
}
