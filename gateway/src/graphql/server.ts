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
import { OPERATION_LIMITS, operationLimitRules } from './operation-limits.js';

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
}: GatewayServerOptions): ApolloServer<GatewayRequestContext> {
  const gateway = new ApolloGateway({
    supergraphSdl,
    buildService: ({ name, url }) => new SignedDataSource(name, subgraphUrl(name, url), secret),
    logger: log,
  });
  return new ApolloServer<GatewayRequestContext>({
    gateway,
    csrfPrevention: true,
    // Aliases, depth, cost and directives (operation-limits.ts), and tokens: over a limit is a 400.
    validationRules: operationLimitRules(),
    parseOptions: { maxTokens: OPERATION_LIMITS.tokens },
    // main.ts owns shutdown (sockets, http server, Apollo, NATS, in that order).
    stopOnTerminationSignals: false,
    introspection: !production,
    // "Did you mean …?" in validation errors would tell the schema that introspection keeps to itself.
    hideSchemaDetailsFromClientErrors: production,
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
