import { createLogger } from '@creators/platform';
import { AppModule } from './app.module.js';
import { loadShowcaseConfig } from './config.js';

/** The module whose GraphQL types make this subgraph's schema, committed as services/showcase/schema.graphql. */
export const schemaModule = () => AppModule.register(loadShowcaseConfig({}), createLogger('showcase'));
