import 'reflect-metadata';
import { bootstrapSubgraph, createLogger, type Logger } from '@creators/platform';
import { AppModule } from './app.module.js';
import type { ProgrammesConfig } from './config.js';

/** Starts the programmes subgraph; `port` 0 picks a free one. */
export async function startProgrammes(config: ProgrammesConfig, logger: Logger = createLogger('programmes')) {
  return bootstrapSubgraph({
    module: AppModule.register(config, logger),
    name: 'programmes',
    port: config.port,
    host: config.host,
    metricsPort: config.metricsPort,
    logger,
  });
}
