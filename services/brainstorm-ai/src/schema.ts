import { createLogger } from '@creators/platform';
import { AppModule } from './app.module.js';
import { loadBrainstormAiConfig } from './config.js';

/** The module whose GraphQL types make this subgraph's schema, committed as services/brainstorm-ai/schema.graphql. */
export const schemaModule = () =>
  AppModule.register(loadBrainstormAiConfig({}), createLogger('brainstorm-ai'));
