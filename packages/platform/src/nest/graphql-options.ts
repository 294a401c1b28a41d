import type { GqlModuleOptions } from '@nestjs/graphql';
import { graphqlMetricsPlugin } from '../metrics/graphql-metrics.js';
import type { Registry } from '../metrics/registry.js';
import { createSubgraphContextFactory } from './context.js';
import { createErrorFormatter, createLocalePlugin, type ErrorLogger } from './errors.js';

export interface SubgraphGraphQLOptions {
  /** GATEWAY_SECRET: every GraphQL request must carry a context signed with it. */
  gatewaySecret: string;
  /** The service's name as the gateway calls the subgraph (`identity`, `teams`, ...): the audience of its contexts. */
  service: string;
  /** Where unexpected errors are logged with their error id and stack. */
  logger: ErrorLogger;
  /** The service's metrics (ServiceInfrastructureModule's METRICS): operation latency and errors. */
  metrics?: Registry;
}

/**
 * The options every subgraph passes to `GraphQLModule.forRoot[Async]<ApolloFederationDriverConfig>` next to
 * `driver: ApolloFederationDriver`: a federation 2 schema built code-first in memory, the signed-context
 * `context` factory, the error formatter (error ids, no stack traces), the locale plugin, the operation metrics,
 * no landing page.
 */
export function subgraphGraphQLOptions({ gatewaySecret, service, logger, metrics }: SubgraphGraphQLOptions) {
  return {
    path: '/graphql',
    autoSchemaFile: { federation: 2 },
    sortSchema: false,
    buildSchemaOptions: { dateScalarMode: 'isoDate' },
    graphiql: false,
    includeStacktraceInErrorResponses: false,
    context: createSubgraphContextFactory({
      gatewaySecret,
      service,
      // A refused signature from the gateway means mismatched secrets, clocks or routing: worth a warning.
      onRefused: (reason) =>
        logger[reason === 'missing' ? 'debug' : 'warn']({ reason }, 'refused the signed gateway context'),
    }),
    formatError: createErrorFormatter(logger),
    plugins: [createLocalePlugin(), ...(metrics ? [graphqlMetricsPlugin(metrics)] : [])],
    // Apollo's own messages go to the service's JSON log instead of the console.
    logger: {
      debug: (message: unknown) => logger.debug({ source: 'apollo' }, String(message)),
      info: (message: unknown) => logger.info({ source: 'apollo' }, String(message)),
      warn: (message: unknown) => logger.warn({ source: 'apollo' }, String(message)),
      error: (message: unknown) => logger.error({ source: 'apollo' }, String(message)),
    },
  } satisfies GqlModuleOptions & Record<string, unknown>;
}
