import { randomBytes } from 'node:crypto';
import { join } from 'node:path';
import { jetstreamManager } from '@nats-io/jetstream';
import { connect } from '@nats-io/transport-node';
import { Redis } from 'ioredis';
import type { ServiceConfig } from '../config/service-config.js';
import { applyMigrations } from '../database/apply-migrations.js';
import { withDatabase } from '../database/connection-url.js';
import { dropDatabase, ensureDatabase } from '../database/database-admin.js';
import { createLogger, type Logger } from '../logging/logger.js';
import type { SubgraphApp } from '../nest/bootstrap.js';
import { signGatewayContext, type GatewayContext } from '../trust/gateway-context.js';

export const randomSuffix = () => randomBytes(6).toString('hex');

const serverUrl = () => process.env.TEST_POSTGRES_URL || 'postgresql://postgres@127.0.0.1:5432/postgres';

/** `prisma/schema.prisma` and `prisma/migrations` of a service directory. */
export function servicePrismaFiles(serviceDir: string) {
  return {
    schemaPath: join(serviceDir, 'prisma', 'schema.prisma'),
    migrationsDir: join(serviceDir, 'prisma', 'migrations'),
  };
}

export interface TestDatabase {
  url: string;
  drop(): Promise<void>;
}

/** A fresh database `<name>_test_<random>` with the service's migrations applied (dropped again if they fail). */
export async function createServiceTestDatabase(name: string, serviceDir: string): Promise<TestDatabase> {
  const url = withDatabase(serverUrl(), `${name.replaceAll('-', '_')}_test_${randomSuffix()}`);
  await ensureDatabase(url);
  try {
    await applyMigrations(url, servicePrismaFiles(serviceDir).migrationsDir);
  } catch (error) {
    await dropDatabase(url);
    throw error;
  }
  return { url, drop: () => dropDatabase(url) };
}

/** Deletes a JetStream stream (a test's own); quiet when NATS or the stream is gone. */
export async function deleteStream(natsUrl: string, stream: string): Promise<void> {
  const nc = await connect({ servers: natsUrl, name: 'test-cleanup' }).catch(() => null);
  if (!nc) return;
  try {
    const jsm = await jetstreamManager(nc);
    await jsm.streams.delete(stream).catch(() => undefined);
  } finally {
    await nc.close();
  }
}

/** Deletes the Redis keys that match `pattern` (a test's own rate-limit counters); quiet when Redis is away. */
export async function deleteRedisKeys(redisUrl: string, pattern: string): Promise<void> {
  const redis = new Redis(redisUrl, { lazyConnect: true, maxRetriesPerRequest: 1 });
  redis.on('error', () => undefined);
  try {
    await redis.connect();
    let cursor = '0';
    do {
      const [next, keys] = await redis.scan(cursor, 'MATCH', pattern, 'COUNT', 500);
      if (keys.length > 0) await redis.del(...keys);
      cursor = next;
    } while (cursor !== '0');
  } catch {
    // Redis is away: nothing of this run can be left there either.
  } finally {
    redis.disconnect();
  }
}

/** Polls until `check` passes or the time is up (then throws its last error). */
export async function eventually(check: () => Promise<void>, timeoutMs = 10_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      return await check();
    } catch (error) {
      if (Date.now() > deadline) throw error;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
}

export interface GraphQLResponse<T = Record<string, any>> {
  status: number;
  headers: Headers;
  text: string;
  body: {
    data?: T | null;
    errors?: Array<{ message: string; path?: string[]; extensions?: Record<string, any> }>;
  };
}

export type RequestContext = Partial<Omit<GatewayContext, 'issuedAt'>>;

export interface GraphQLRequestOptions {
  variables?: Record<string, unknown>;
  /** The signed-in user (null or absent = signed out); shorthand for `context.user`. */
  user?: GatewayContext['user'];
  /** Overrides of the signed context (sessionId, clientIp, locale). */
  context?: RequestContext;
  /** Extra headers, sent after (so overriding) the signature. */
  headers?: Record<string, string>;
  /** Sends no gateway signature at all. */
  unsigned?: boolean;
}

export interface StartTestSubgraphOptions<Config extends ServiceConfig, Prisma> {
  /** Service name: database `<name>_test_<random>`, logger `<name>-test`. */
  name: string;
  /** The service's directory (with prisma/migrations). */
  serviceDir: string;
  loadConfig(env: Record<string, string | undefined>): Config;
  start(config: Config, logger: Logger): Promise<SubgraphApp>;
  /** The service's Prisma client class (the injection token). */
  prisma: abstract new (...args: never[]) => Prisma;
  /** Environment on top of the test defaults (e.g. NATS_SUBJECT_PREFIX and EVENT_STREAM of a test's own stream). */
  env?: Record<string, string>;
  /** The service's logger (default `createLogger('<name>-test')`), e.g. one writing to a test's own stream. */
  logger?: Logger;
}

export interface TestSubgraph<Config extends ServiceConfig, Prisma> {
  config: Config;
  server: SubgraphApp;
  url: string;
  databaseUrl: string;
  db: TestDatabase;
  prisma: Prisma;
  /** The gateway secret the service trusts (random per run). */
  secret: string;
  /** Every response body seen (to check that something never leaves the service). */
  responses: string[];
  /** POSTs a GraphQL operation, signed as the gateway would unless `unsigned` (`user` absent = signed out). */
  graphql<T = Record<string, any>>(
    query: string,
    options?: GraphQLRequestOptions,
  ): Promise<GraphQLResponse<T>>;
  /** POSTs any body to /graphql with exactly these headers (plus content-type). */
  post(headers: Record<string, string>, body: unknown): Promise<GraphQLResponse>;
  /** Stops the service, deletes the run's event stream and drops the database. */
  close(): Promise<void>;
}

/**
 * A service on a free port against a fresh migrated database, its own gateway secret, NATS subject prefix, event
 * stream (deleted again by `close`, unless `env` named the stream) and rate-limit key prefix (its keys deleted).
 */
export async function startTestSubgraph<Config extends ServiceConfig, Prisma>(
  options: StartTestSubgraphOptions<Config, Prisma>,
): Promise<TestSubgraph<Config, Prisma>> {
  const suffix = randomSuffix();
  const secret = randomBytes(32).toString('hex');
  const ownStream = options.env?.EVENT_STREAM === undefined;
  const keyPrefix = options.env?.RATE_LIMIT_KEY_PREFIX ?? `test:${suffix}:rl`;
  // Expected errors are not logged at all; only what a test should never see reaches the output.
  process.env.LOG_LEVEL ??= 'error';
  const db = await createServiceTestDatabase(options.name, options.serviceDir);
  const config = options.loadConfig({
    ...process.env,
    NODE_ENV: 'test',
    PORT: '0',
    DATABASE_URL: db.url,
    GATEWAY_SECRET: secret,
    NATS_SUBJECT_PREFIX: `test_${suffix}.`,
    EVENT_STREAM: `TEST_EVENTS_${suffix}`,
    RATE_LIMIT_KEY_PREFIX: keyPrefix,
    ...options.env,
  });
  const cleanUp = async () => {
    if (ownStream) await deleteStream(config.natsUrl, config.nats.eventStream);
    await deleteRedisKeys(config.redisUrl, `${keyPrefix}:*`);
    await db.drop();
  };
  let server: SubgraphApp;
  try {
    server = await options.start(config, options.logger ?? createLogger(`${options.name}-test`));
  } catch (error) {
    await cleanUp();
    throw error;
  }

  const responses: string[] = [];
  const post = async (headers: Record<string, string>, body: unknown): Promise<GraphQLResponse> => {
    const res = await fetch(`${server.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body: JSON.stringify(body),
    });
    const text = await res.text();
    responses.push(text);
    return {
      status: res.status,
      headers: res.headers,
      text,
      body: JSON.parse(text) as GraphQLResponse['body'],
    };
  };

  return {
    config,
    server,
    url: server.url,
    databaseUrl: db.url,
    db,
    prisma: server.app.get(options.prisma as never) as Prisma,
    secret,
    responses,
    graphql: (query, request = {}) => {
      const body = { query, variables: request.variables };
      const signed = request.unsigned
        ? {}
        : signGatewayContext(
            {
              user: request.user ?? null,
              sessionId: null,
              clientIp: '127.0.0.1',
              locale: 'en',
              ...request.context,
            },
            secret,
            { audience: options.name, body: JSON.stringify(body) },
          );
      return post({ ...signed, ...request.headers }, body) as Promise<GraphQLResponse<never>>;
    },
    post,
    async close() {
      await server.close();
      await cleanUp();
    },
  };
}
