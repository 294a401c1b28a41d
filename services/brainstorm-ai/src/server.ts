import 'reflect-metadata';
import { bootstrapSubgraph, createLogger, type Logger } from '@creators/platform';
import { AppModule } from './app.module.js';
import type { BrainstormAiConfig } from './config.js';

/** Starts the brainstorm-ai subgraph; `port` 0 picks a free one. */
export async function startBrainstormAi(
  config: BrainstormAiConfig,
  logger: Logger = createLogger('brainstorm-ai'),
) {
  return bootstrapSubgraph({
    module: AppModule.register(config, logger),
    name: 'brainstorm-ai',
    port: config.port,
    host: config.host,
    metricsPort: config.metricsPort,
    logger,
  });
}
