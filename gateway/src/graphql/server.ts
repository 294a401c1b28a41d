import type { Server as HttpServer } from 'node:http';
import { ApolloGateway } from '@apollo/gateway';
import { ApolloServer, type ApolloServerPlugin } from '@apollo/server';
import { ApolloServerPluginLandingPageDisabled } from '@apollo/server/plugin/disabled';
import { ApolloServerPluginDrainHttpServer } from '@apollo/server/plugin/drainHttpServer';
import { graphqlMetricsPlugin, type Registry } from '@creators/platform';
import { subgraphUrl } from '../subgraphs.js';
import { applySessionChange } from '../session/cookie.js';
import type { GatewayRequestContext } from './context.js';
import { SignedDataSource } from './data-source.js';
import { createGatewayErrorFormatter, translateFormattedError, type ErrorLog } from './errors.js';
import { MAX_VALIDATION_ERRORS, OPERATION_LIMITS, operationLimitRules } from './operation-limits.js';

/** A logger Apollo accepts (pino fits). */
export interface ApolloLog extends ErrorLog {
  debug(msg: string): void;
  info(msg: string): void;
  warn(msg: string): void;
  error(msg: string): void;
  error(obj: object, msg?: string): void;
}

export interface GatewayServerOptions {
  supergraphSdl: string;
  secret: string;
  production: boolean;
  log: ApolloLog;
  httpServer?: HttpServer;
  /** The gateway's metrics: operation latency and errors. */
  metrics?: Registry;
  /** Automatic persisted queries (PERSISTED_QUERIES): off unless configured; no client of ours sends them. */
  persistedQueries?: boolean;
}

/**
 * After each operation (over HTTP or run by the REST facade): sets or clears the session cookie as identity
 * asked, and translates any message still given as a message key into the request's language.
 */
export const sessionAndLocalePlugin: ApolloServerPlugin<GatewayRequestContext> = {
  async requestDidStart() {
    return {
      async willSendResponse({ contextValue, response }) {
        if (contextValue?.req && contextValue.res)
          applySessionChange(contextValue.req, contextValue.res, contextValue.session);
        if (response.body.kind === 'single' && response.body.singleResult.errors) {
          const locale = contextValue?.locale ?? 'en';
          response.body.singleResult.errors = response.body.singleResult.errors.map((error) =>
            translateFormattedError(error, locale),
          );
        }
      },
    };
  },
};

/** The federation gateway (supergraph composed ahead of time) inside Apollo Server. */
export function createGatewayServer({
  supergraphSdl,
  secret,
  production,
  log,
  httpServer,
  metrics,
  persistedQueries = false,
}: GatewayServerOptions): ApolloServer<GatewayRequestContext> {
  const gateway = new ApolloGateway({
    supergraphSdl,
    buildService: ({ name, url }) => new SignedDataSource(name, subgraphUrl(name, url), secret),
    logger: log,
  });
  return new ApolloServer<GatewayRequestContext>({
    gateway,
    csrfPrevention: true,
    // Aliases, depth, cost, directives, repeated fields, introspection loops (operation-limits.ts), and tokens: over
    // a limit is a 400.
    validationRules: operationLimitRules(),
    validationOptions: { maxErrors: MAX_VALIDATION_ERRORS },
    parseOptions: { maxTokens: OPERATION_LIMITS.tokens },
    // main.ts owns shutdown (sockets, http server, Apollo, NATS, in that order).
    stopOnTerminationSignals: false,
    // Development only (docs/operations.md "GraphQL audit"): the schema is public in the repository anyway.
    introspection: !production,
    // "Did you mean …?" in validation errors names the schema's fields: never given, not even in development, where
    // introspection is the one way to read the schema (errors.ts removes them from every other error too).
    hideSchemaDetailsFromClientErrors: true,
    // Off: a hash the gateway remembers for anyone who sends it is state no client of ours needs.
    ...(persistedQueries ? {} : { persistedQueries: false as const }),
    includeStacktraceInErrorResponses: false,
    formatError: createGatewayErrorFormatter(log),
    logger: log,
    plugins: [
      ApolloServerPluginLandingPageDisabled(),
      sessionAndLocalePlugin,
      ...(metrics ? [graphqlMetricsPlugin(metrics)] : []),
      ...(httpServer ? [ApolloServerPluginDrainHttpServer({ httpServer })] : []),
    ],
  });
}
