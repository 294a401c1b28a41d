import { createLogger } from '@creators/platform';
import { AppModule } from './app.module.js';
import { loadTeamsConfig } from './config.js';

/** The module whose GraphQL types make this subgraph's schema, committed as services/teams/schema.graphql. */
export const schemaModule = () => AppModule.register(loadTeamsConfig({}), createLogger('teams'));
