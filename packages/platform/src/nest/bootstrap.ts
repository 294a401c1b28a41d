import 'reflect-metadata';
import type { AddressInfo } from 'node:net';
import type { INestApplication } from '@nestjs/common';
import { NestFactory, type IEntryNestModule } from '@nestjs/core';
import type { Logger } from 'pino';
import { createLogger } from '../logging/logger.js';
import { SubgraphExceptionFilter } from './exception-filter.js';
import { PinoNestLogger } from './nest-logger.js';

export interface BootstrapSubgraphOptions {
  /** The root module (a class or a dynamic module such as `AppModule.register(config)`). */
  module: IEntryNestModule;
  /** Service name: logger name and log field. */
  name: string;
  /** HTTP port; 0 picks a free one (tests). */
  port: number;
  host?: string;
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
  logger: Logger;
  /** Stops HTTP, the microservices and every provider's shutdown hooks. */
  close(): Promise<void>;
}

let processHandlersInstalled = false;

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
  });
  app.useGlobalFilters(new SubgraphExceptionFilter(app.getHttpAdapter()));
  app.enableShutdownHooks(['SIGTERM', 'SIGINT']);
  installProcessHandlers(logger, options.shutdownTimeoutMs ?? 10_000);

  // The microservices keep Nest's RPC defaults (the GraphQL/HTTP filter above does not apply to them).
  for (const microservice of options.microservices ?? []) app.connectMicroservice(microservice);
  if (options.microservices?.length) await app.startAllMicroservices();

  const host = options.host ?? '0.0.0.0';
  await app.listen(options.port, host);
  const port = (app.getHttpServer().address() as AddressInfo).port;
  const url = `http://${host === '0.0.0.0' ? '127.0.0.1' : host}:${port}`;
  logger.info({ port }, `${options.name} listening on ${url}`);
  return { app, port, url, logger, close: () => app.close() };
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
