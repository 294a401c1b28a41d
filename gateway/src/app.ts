import { setTimeout as delay } from 'node:timers/promises';
import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { createServer, type Server as HttpServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import express, { type ErrorRequestHandler, type Express } from 'express';
import type { ApolloServer } from '@apollo/server';
import { expressMiddleware } from '@as-integrations/express5';
import swaggerUi from 'swagger-ui-express';
import { translate } from '@creators/texts';
import {
  applyServerKeepAlive,
  consumerMetrics,
  createLogger,
  createMetricsRegistry,
  httpMetrics,
  requestIdMiddleware,
  requestLogging,
  startMetricsServer,
  type Logger,
  type MetricsServer,
  type Registry,
} from '@creators/platform';
import { sessionCookieSecurity, type GatewayConfig } from './config.js';
import { buildRequestContext, type GatewayRequestContext } from './graphql/context.js';
import { refuseUnacceptableAccept } from './graphql/accept.js';
import { requestLocaleMiddleware } from './graphql/request-locale.js';
import { createGatewayServer } from './graphql/server.js';
import { watchClientAddresses } from './http/client-addresses.js';
import { answerClientErrorsAsJson } from './http/client-errors.js';
import { responseCompression } from './http/compression.js';
import { frontendRouter } from './http/frontend.js';
import { refuseDeepJson } from './http/json-depth.js';
import { healthRouter } from './http/health.js';
import { docsSecurityHeaders, securityHeaders } from './http/security.js';
import { startLiveNotifications } from './notifications/live-notifications.js';
import { startGatewayErasure } from './privacy/erasure-consumer.js';
import { createRealtime, type Realtime } from './realtime.js';
import { realtimeMetrics } from './realtime-metrics.js';
import { buildOpenApiDocument } from './rest/openapi.js';
import { createRestRouter, sendRestError } from './rest/router.js';
import { REST_ROUTES } from './rest/routes.js';
import {
  COOKIE_SECURITY_SETTING,
  requestSessionCookieName,
  sessionCookieName,
  sessionIdFromCookieHeader,
} from './session/cookie.js';
import { sessionMiddleware } from './session/middleware.js';
import { createNatsSessionResolver, type SessionResolver } from './session/resolver.js';
import { localeFromAcceptLanguage } from './http/accept-language.js';

export interface RunningGateway {
  app: Express;
  httpServer: HttpServer;
  realtime: Realtime;
  /** The port it listens on (useful with PORT=0). */
  port: number;
  /** The internal metrics server's port (METRICS_PORT), when it runs. */
  metricsPort?: number;
  /** Graceful stop: no new connections, sockets closed, in-flight requests finished (at most `graceMs`). */
  stop(graceMs?: number): Promise<void>;
}

export interface GatewayDependencies {
  log?: Logger;
  resolver?: SessionResolver;
}

/** Reads the supergraph composed ahead of time; a missing file is an error saying how to make it. */
export async function readSupergraph(file: string): Promise<string> {
  try {
    return await readFile(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') {
      throw new Error(
        `No supergraph at ${file}. Start the subgraphs and compose it: node gateway/dist/supergraph/compose-cli.js --out ${file}`,
      );
    }
    throw error;
  }
}

/** JSON errors for what happens before a route runs (malformed JSON, body too large) and for anything unexpected. */
function errorHandler(log: Logger): ErrorRequestHandler {
  return (error, req, res, next) => {
    if (res.headersSent) return next(error);
    const locale = localeFromAcceptLanguage(req.headers['accept-language']);
    const type = (error as { type?: string }).type;
    if (type === 'entity.too.large') {
      return sendRestError(res, {
        status: 413,
        body: { message: translate('error.request.tooLarge', locale), code: 'PAYLOAD_TOO_LARGE' },
      });
    }
    const status = (error as { status?: number }).status;
    if (typeof status === 'number' && status >= 400 && status < 500) {
      // Malformed JSON, unsupported charset or encoding…: the client's fault.
      return sendRestError(res, {
        status: status === 415 ? 415 : 400,
        body: { message: translate('error.request.invalid', locale), code: 'BAD_REQUEST' },
      });
    }
    const errorId = randomUUID();
    log.error({ err: error, errorId, method: req.method, path: req.path }, 'unexpected error');
    sendRestError(res, {
      status: 500,
      body: { message: translate('error.internal', locale), code: 'INTERNAL_SERVER_ERROR', errorId },
    });
  };
}

/** Builds and starts the gateway: GraphQL, REST facade, OpenAPI, socket.io, front end, health. */
export async function startGateway(
  config: GatewayConfig,
  deps: GatewayDependencies = {},
): Promise<RunningGateway> {
  const log = deps.log ?? createLogger('gateway');
  const supergraphSdl = await readSupergraph(config.SUPERGRAPH_PATH);
  // What has been started so far, stopped again (last first) if a later step fails.
  const started: (() => Promise<unknown>)[] = [];
  const undo = async () => {
    for (const stop of started.reverse()) await stop().catch(() => undefined);
  };
  try {
    const resolver =
      deps.resolver ??
      createNatsSessionResolver({
        servers: config.NATS_URL,
        timeoutMs: config.SESSION_LOOKUP_TIMEOUT_MS,
        subjectPrefix: config.NATS_SUBJECT_PREFIX,
        auth: { user: config.NATS_USER, password: config.NATS_PASSWORD },
        logger: log.child({ component: 'nats' }),
      });
    started.push(() => resolver.close());

    const metrics = createMetricsRegistry();
    const apollo = createGatewayServer({
      supergraphSdl,
      secret: config.GATEWAY_SECRET,
      production: config.NODE_ENV === 'production',
      persistedQueries: config.PERSISTED_QUERIES,
      log: log.child({ component: 'apollo' }),
      metrics,
    });
    await apollo.start();
    started.push(() => apollo.stop());

    const app = express();
    const httpServer = createServer(app);
    applyServerKeepAlive(httpServer);
    answerClientErrorsAsJson(httpServer);
    const realtime = createRealtime({
      httpServer,
      resolver,
      redisUrl: config.REDIS_URL,
      redisKey: config.SOCKET_IO_REDIS_KEY,
      sessionCheckMs: config.SOCKET_SESSION_CHECK_MS,
      sessionCookie: sessionCookieName(sessionCookieSecurity(config)),
      log: log.child({ component: 'realtime' }),
    });
    started.push(() => realtime.close());
    const notifications = startLiveNotifications(config, realtime, log.child({ component: 'notifications' }));
    started.push(() => notifications.stop());
    const erasure = startGatewayErasure(config, resolver, log.child({ component: 'erasure' }));
    started.push(() => erasure.stop());
    realtimeMetrics(metrics, realtime.io);
    const watchedConsumers = consumerMetrics(metrics, log);
    watchedConsumers.watch(notifications.consumer);
    watchedConsumers.watch(erasure.consumer);
    const shutdown = { draining: false };
    configureApp(app, { config, log, resolver, apollo, realtime, metrics, shutdown });

    await new Promise<void>((resolve, reject) => {
      httpServer.once('error', reject);
      httpServer.listen(config.PORT, config.HOST, () => {
        httpServer.off('error', reject);
        resolve();
      });
    });
    const port = (httpServer.address() as AddressInfo).port;
    started.push(() => new Promise((resolve) => httpServer.close(resolve)));
    log.info(
      { port, host: config.HOST, supergraph: config.SUPERGRAPH_PATH, frontend: config.FRONTEND_DIST },
      'gateway listening',
    );
    // Never on the public port: Prometheus scrapes it inside the cluster.
    let metricsServer: MetricsServer | undefined;
    if (config.METRICS_PORT !== undefined) {
      metricsServer = await startMetricsServer(metrics, {
        port: config.METRICS_PORT,
        host: config.HOST,
        logger: log,
      });
    }

    let stopping: Promise<void> | null = null;
    const stop = (graceMs = 10_000) =>
      (stopping ??= (async () => {
        // Not ready first (a load balancer stops sending), then no new connections; sockets closed; requests under
        // way may finish within graceMs.
        shutdown.draining = true;
        if (config.SHUTDOWN_DRAIN_MS > 0) await delay(config.SHUTDOWN_DRAIN_MS);
        const closed = new Promise<void>((resolve) => httpServer.close(() => resolve()));
        await notifications.stop();
        await erasure.stop();
        await realtime.close();
        const timer = setTimeout(() => httpServer.closeAllConnections(), graceMs);
        await closed;
        clearTimeout(timer);
        await apollo.stop();
        await resolver.close();
        await metricsServer?.close();
        log.info('gateway stopped');
      })());

    return { app, httpServer, realtime, port, metricsPort: metricsServer?.port, stop };
  } catch (error) {
    await undo();
    throw error;
  }
}

interface AppParts {
  config: GatewayConfig;
  log: Logger;
  resolver: SessionResolver;
  apollo: ApolloServer<GatewayRequestContext>;
  realtime: Realtime;
  metrics: Registry;
  /** Set when the gateway is stopping: it answers not ready from then on. */
  shutdown: { draining: boolean };
}

/** The routes, in order: health, GraphQL, OpenAPI and docs, the REST facade, 404 for /api, the front end. */
function configureApp(
  app: Express,
  { config, log, resolver, apollo, realtime, metrics, shutdown }: AppParts,
): void {
  app.disable('x-powered-by');
  app.set('trust proxy', config.TRUST_PROXY);
  app.set(COOKIE_SECURITY_SETTING, sessionCookieSecurity(config));
  const session = sessionMiddleware(resolver, log, (sessionId) => realtime.endSession(sessionId));
  const jsonBody = express.json({ limit: config.BODY_LIMIT });
  const openApiDocument = buildOpenApiDocument(REST_ROUTES);
  const notFoundMessage = (req: express.Request) =>
    translate('error.request.notFound', localeFromAcceptLanguage(req.headers['accept-language']));

  // First: every request gets its id (kept from a valid X-Request-Id), which each of its log lines carries.
  app.use(requestIdMiddleware());
  app.use(requestLogging(log));
  app.use(httpMetrics(metrics));
  app.use(securityHeaders());
  app.use(responseCompression());
  // Answers about the signed-in user are never stored by browsers or proxies (product.md §7: reads are never stale).
  app.use(['/api', '/graphql'], (_req, res, next) => {
    res.set('Cache-Control', 'no-store');
    next();
  });
  app.use(
    healthRouter({
      nats: () => resolver.isConnected(),
      redis: () => realtime.isReady(),
      supergraph: () => true,
      accepting: () => !shutdown.draining,
    }),
  );
  // After the health routes: probes come from one address (the kubelet's) and are no clients.
  app.use(watchClientAddresses({ trustProxy: config.TRUST_PROXY, log }));

  app.use(
    '/graphql',
    refuseUnacceptableAccept(),
    jsonBody,
    refuseDeepJson(),
    (req, _res, next) => {
      // expressMiddleware wants req.body to exist; a request without a JSON body is judged by Apollo (CSRF, 400).
      if (!Object.hasOwn(req, 'body')) (req as { body?: unknown }).body = undefined;
      next();
    },
    session,
    requestLocaleMiddleware(),
    expressMiddleware(apollo, { context: async ({ req, res }) => buildRequestContext(req, res) }),
  );

  app.get('/api/openapi.json', (_req, res) => {
    res.json(openApiDocument);
  });
  app.use(
    '/api/docs',
    docsSecurityHeaders(),
    swaggerUi.serve,
    swaggerUi.setup(undefined, {
      swaggerUrl: '/api/openapi.json',
      customSiteTitle: 'Creators programme API',
      swaggerOptions: { validatorUrl: null },
    }),
  );
  app.use('/api', jsonBody, refuseDeepJson());
  app.use(createRestRouter({ routes: REST_ROUTES, server: apollo, session, log }));
  app.use('/api', (req, res) => {
    sendRestError(res, { status: 404, body: { message: notFoundMessage(req), code: 'NOT_FOUND' } });
  });

  app.use(
    frontendRouter(
      config.FRONTEND_DIST,
      (req) => sessionIdFromCookieHeader(req.headers.cookie, requestSessionCookieName(req)) !== null,
    ),
  );
  app.use((req, res) => {
    res.status(404).type('text/plain; charset=utf-8').send(notFoundMessage(req));
  });
  app.use(errorHandler(log));
}
