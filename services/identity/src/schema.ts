import { createLogger } from '@creators/platform';
import { AppModule } from './app.module.js';
import { loadIdentityConfig } from './config.js';

/** The module whose GraphQL types make this subgraph's schema, committed as services/identity/schema.graphql. */
export const schemaModule = () => AppModule.register(loadIdentityConfig({}), createLogger('identity'));
