import 'reflect-metadata';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { INestApplication } from '@nestjs/common';
import { NestFactory, type IEntryNestModule } from '@nestjs/core';
import type { Logger } from 'pino';
import { LOCAL_HOST } from '../config/config.js';
import { createLogger } from '../logging/logger.js';
import { requestIdMiddleware } from '../logging/request-id.js';
import { applyServerKeepAlive } from '../http/keep-alive.js';
import { requestLogging } from '../logging/request-logging.js';
import { httpMetrics } from '../metrics/http-metrics.js';
import { startMetricsServer } from '../metrics/metrics-server.js';
import type { Registry } from '../metrics/registry.js';
import { delay } from '../events/timing.js';
import { SubgraphExceptionFilter } from './exception-filter.js';
import { PinoNestLogger } from './nest-logger.js';
import { METRICS } from './service-infrastructure.js';

export interface BootstrapSubgraphOptions {
  /** The root module (a class or a dynamic module such as `AppModule.register(config)`). */
  module: IEntryNestModule;
  /** Service name: logger name and log field. */
  name: string;
  /** HTTP port; 0 picks a free one (tests). */
  port: number;
  /** The address to listen on (HOST); default 127.0.0.1. */
  host?: string;
  /**
   * Port of the internal metrics server (GET /metrics; 0 picks a free one); unset: none. The metrics are those
   * of ServiceInfrastructureModule's METRICS registry.
   */
  metricsPort?: number;
  /** Defaults to `createLogger(name)`. */
  logger?: Logger;
  /** Microservice transports to attach (hybrid app), e.g. `[{ transport: Transport.NATS, options: { servers } }]`. */
  microservices?: object[];
  /** How long a graceful shutdown may take before the process exits anyway (ms, default 10 s). */
  shutdownTimeoutMs?: number;
}

export interface SubgraphApp {
  app: INestApplication;
  port: number;
  /** e.g. http://127.0.0.1:4001 */
  url: string;
  /** The metrics server's port, when it runs. */
  metricsPort?: number;
  logger: Logger;
  /** Stops HTTP, the microservices and every provider's shutdown hooks. */
  close(): Promise<void>;
}

let processHandlersInstalled = false;

/** How long HTTP waits for the microservices' transports before it listens anyway. */
const MICROSERVICES_START_WAIT_MS = 5_000;

/**
 * Starts a subgraph: Nest with JSON logs (pino), shutdown hooks on SIGTERM/SIGINT (Nest closes the HTTP server,
 * Apollo drains it, providers' onModuleDestroy/onApplicationShutdown run, microservices disconnect), optional
 * microservice transports, then listens. Returns the app and the port it really got.
 */
export async function bootstrapSubgraph(options: BootstrapSubgraphOptions): Promise<SubgraphApp> {
  const logger = options.logger ?? createLogger(options.name);
  const app = await NestFactory.create(options.module, {
    logger: new PinoNestLogger(logger),
    bufferLogs: true,
    abortOnError: false,
    // The body's bytes stay on req.rawBody: the gateway's signed context is bound to them (createSubgraphContextFactory).
    rawBody: true,
  });
  app.useGlobalFilters(new SubgraphExceptionFilter(app.getHttpAdapter()));
  // Before Nest's own middleware (body parsers): every request gets its id (from the gateway), then is
  // logged (debug) and measured.
  const metrics = app.get<symbol, Registry>(METRICS, { strict: false });
  app.use(requestIdMiddleware());
  app.use(requestLogging(logger, 'debug'));
  app.use(httpMetrics(metrics));
  app.enableShutdownHooks(['SIGTERM', 'SIGINT']);
  installProcessHandlers(logger, options.shutdownTimeoutMs ?? 10_000);

  // The microservices keep Nest's RPC defaults (the GraphQL/HTTP filter above does not apply to them). HTTP waits
  // for them a few seconds at most: a transport whose broker is down at start (NATS with waitOnFirstConnect) keeps
  // trying while the service already answers, as the outbox relay and the consumers do.
  for (const microservice of options.microservices ?? []) app.connectMicroservice(microservice);
  if (options.microservices?.length) {
    await app.init();
    const started = app.startAllMicroservices().then(
      () => logger.info('microservices listening'),
      (err: unknown) => logger.error({ err }, 'microservices failed to start'),
    );
    const waited = new AbortController();
    await Promise.race([started, delay(MICROSERVICES_START_WAIT_MS, waited.signal)]);
    waited.abort();
  }

  const host = options.host ?? LOCAL_HOST;
  await app.listen(options.port, host);
  const httpServer = app.getHttpServer() as Server;
  applyServerKeepAlive(httpServer);
  const port = (httpServer.address() as AddressInfo).port;
  const url = `http://${host === '0.0.0.0' || host === '::' ? '127.0.0.1' : host}:${port}`;
  logger.info({ port, host }, `${options.name} listening on ${url}`);
  let metricsPort: number | undefined;
  if (options.metricsPort !== undefined) {
    const server = await startMetricsServer(metrics, { port: options.metricsPort, host, logger });
    metricsPort = server.port;
    // Closed with the app, however it is closed (close() or a signal).
    httpServer.once('close', () => void server.close());
  }
  return { app, port, url, metricsPort, logger, close: () => app.close() };
}

function installProcessHandlers(logger: Logger, shutdownTimeoutMs: number) {
  if (processHandlersInstalled) return;
  processHandlersInstalled = true;
  process.on('unhandledRejection', (reason) => logger.error({ err: reason }, 'unhandled promise rejection'));
  for (const signal of ['SIGTERM', 'SIGINT'] as const) {
    process.once(signal, () => {
      logger.info({ signal }, 'shutting down');
      // Nest's own listener closes the app; this only makes sure a stuck shutdown still ends the process.
      setTimeout(() => {
        logger.error({ signal, shutdownTimeoutMs }, 'graceful shutdown timed out, exiting');
        process.exit(1);
      }, shutdownTimeoutMs).unref();
    });
  }
}
