import { createLogger } from '@creators/platform';
import { AppModule } from './app.module.js';
import { loadDiscussionsConfig } from './config.js';

/** The module whose GraphQL types make this subgraph's schema, committed as services/discussions/schema.graphql. */
export const schemaModule = () => AppModule.register(loadDiscussionsConfig({}), createLogger('discussions'));
