import 'reflect-metadata';
import { readFile, writeFile } from 'node:fs/promises';
import { Module, type DynamicModule, type Provider } from '@nestjs/common';
import { GraphQLModule, GraphQLSchemaHost } from '@nestjs/graphql';
import { Test } from '@nestjs/testing';
import { execute, parse, type GraphQLSchema } from 'graphql';
import type { ServiceConfig } from '../config/service-config.js';
import type { Logger } from '../logging/logger.js';
import { EventConsumerFactory } from './service-event-consumer.js';
import { LOGGER, SERVICE_CONFIG, ServiceInfrastructureModule } from './service-infrastructure.js';

/** Stands in for anything a service needs at run time (database, NATS, Redis): no connection is ever made. */
function inertDependency(): unknown {
  const target = function () {};
  return new Proxy(target, {
    get: (_, property) => {
      if (property === 'then') return undefined;
      if (property === Symbol.toPrimitive) return () => '';
      return inertDependency();
    },
    apply: () => inertDependency(),
    construct: () => inertDependency() as object,
  });
}

const CLOSE_WAIT_MS = 2_000;

@Module({})
class SchemaOnlyInfrastructure {}

/**
 * The infrastructure's plain values (configuration, logger) stay; its connections are left out. Consumers are
 * real but never connect: NATS never becomes ready, so they stop at once.
 */
function withoutConnections(infrastructure: DynamicModule): DynamicModule {
  const values = (infrastructure.providers ?? []).filter(
    (provider): provider is Provider & { provide: unknown; useValue: unknown } =>
      typeof provider === 'object' && 'useValue' in provider,
  );
  const consumers: Provider = {
    provide: EventConsumerFactory,
    inject: [SERVICE_CONFIG, LOGGER],
    useFactory: (config: ServiceConfig, logger: Logger) =>
      new EventConsumerFactory({ ready: new Promise(() => {}) }, config, logger),
  };
  return {
    module: SchemaOnlyInfrastructure,
    global: true,
    providers: [...values, consumers],
    exports: [...values.map((provider) => provider.provide as string), EventConsumerFactory],
  };
}

/**
 * The subgraph SDL a service's code-first types produce, exactly as `{ _service { sdl } }` answers it, built
 * without starting the service: the app module is compiled with its infrastructure (database, NATS, Redis) left
 * out and every dependency that leaves behind replaced by an inert stand-in; only GraphQL's schema is generated.
 */
export async function printSubgraphSdl(appModule: DynamicModule): Promise<string> {
  const withoutInfrastructure: DynamicModule = {
    ...appModule,
    imports: (appModule.imports ?? []).map((imported) =>
      imported && 'module' in imported && imported.module === ServiceInfrastructureModule
        ? withoutConnections(imported as DynamicModule)
        : imported,
    ),
  };
  const moduleRef = await Test.createTestingModule({ imports: [withoutInfrastructure] })
    .useMocker(inertDependency)
    .compile();
  try {
    // Without an HTTP adapter GraphQLModule only builds the schema.
    await moduleRef.get(GraphQLModule, { strict: false }).onModuleInit();
    const schema: GraphQLSchema = moduleRef.get(GraphQLSchemaHost, { strict: false }).schema;
    const result = await execute({ schema, document: parse('{ _service { sdl } }') });
    const sdl = (result.data?._service as { sdl?: string } | undefined)?.sdl;
    if (!sdl) throw new Error(`The schema gave no SDL: ${result.errors?.map((e) => e.message).join('; ')}`);
    return `${sdl.trim()}\n`;
  } finally {
    let timer: NodeJS.Timeout | undefined;
    const gaveUp = new Promise((resolve) => (timer = setTimeout(resolve, CLOSE_WAIT_MS)));
    await Promise.race([moduleRef.close().catch(() => undefined), gaveUp]);
    clearTimeout(timer);
  }
}

export const SCHEMA_REFRESH_COMMAND = 'npm run schema';

/** Writes the SDL to `file`; with `check`, compares instead and explains how to refresh a stale file. */
export async function writeSubgraphSdl(appModule: DynamicModule, file: string, { check = false } = {}) {
  const sdl = await printSubgraphSdl(appModule);
  if (!check) return writeFile(file, sdl);
  const committed = await readFile(file, 'utf8').catch(() => '');
  if (committed !== sdl) {
    throw new Error(
      `${file} differs from the schema the code generates. Refresh it with \`${SCHEMA_REFRESH_COMMAND}\`.`,
    );
  }
}
