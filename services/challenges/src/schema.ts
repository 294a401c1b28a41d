import { createLogger } from '@creators/platform';
import { AppModule } from './app.module.js';
import { loadChallengesConfig } from './config.js';

/** The module whose GraphQL types make this subgraph's schema, committed as services/challenges/schema.graphql. */
export const schemaModule = () => AppModule.register(loadChallengesConfig({}), createLogger('challenges'));
