import { createLogger } from '@creators/platform';
import { AppModule } from './app.module.js';
import { loadProgrammesConfig } from './config.js';

/** The module whose GraphQL types make this subgraph's schema, committed as services/programmes/schema.graphql. */
export const schemaModule = () => AppModule.register(loadProgrammesConfig({}), createLogger('programmes'));
