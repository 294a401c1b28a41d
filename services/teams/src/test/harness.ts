import { randomBytes } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import {
  applyMigrations,
  createLogger,
  dropDatabase,
  ensureDatabase,
  signGatewayContext,
  withDatabase,
  type GatewayContext,
} from '@creators/platform';
import { loadTeamsConfig } from '../config.js';
import { PrismaService } from '../database/prisma.service.js';
import { startTeams } from '../server.js';

const SERVER_URL = process.env.TEST_POSTGRES_URL || 'postgresql://postgres@127.0.0.1:5432/postgres';
export const schemaPath = fileURLToPath(new URL('../../prisma/schema.prisma', import.meta.url));
export const migrationsDir = fileURLToPath(new URL('../../prisma/migrations', import.meta.url));

export interface GraphQLResponse<T = Record<string, unknown>> {
  status: number;
  body: { data?: T | null; errors?: Array<{ message: string; extensions?: Record<string, unknown> }> };
}

export interface TestApp {
  url: string;
  databaseUrl: string;
  prisma: PrismaService;
  /** POSTs a GraphQL operation, signed by default (as the gateway would; `user` null = signed out). */
  graphql<T = Record<string, unknown>>(
    query: string,
    options?: {
      variables?: Record<string, unknown>;
      user?: GatewayContext['user'];
      headers?: Record<string, string>;
      unsigned?: boolean;
    },
  ): Promise<GraphQLResponse<T>>;
  close(): Promise<void>;
}

/** The service on a free port with a fresh database (migrated, dropped again by `close`) and its own gateway secret. */
export async function startTestApp(): Promise<TestApp> {
  const suffix = randomBytes(5).toString('hex');
  const databaseUrl = withDatabase(SERVER_URL, `teams_test_${suffix}`);
  const secret = randomBytes(32).toString('hex');
  // Expected errors are not logged at all; only what a test should never see reaches the output.
  process.env.LOG_LEVEL ??= 'error';
  const config = loadTeamsConfig({
    ...process.env,
    NODE_ENV: 'test',
    PORT: '0',
    DATABASE_URL: databaseUrl,
    GATEWAY_SECRET: secret,
    EVENT_SUBJECT_PREFIX: `test_${suffix}.`,
  });
  await ensureDatabase(databaseUrl);
  let server: Awaited<ReturnType<typeof startTeams>>;
  try {
    await applyMigrations(databaseUrl, migrationsDir);
    server = await startTeams(config, createLogger('teams-test'));
  } catch (error) {
    await dropDatabase(databaseUrl);
    throw error;
  }
  const prisma = server.app.get(PrismaService);

  return {
    url: server.url,
    databaseUrl,
    prisma,
    async graphql(query, options = {}) {
      const signed = options.unsigned
        ? {}
        : signGatewayContext(
            { user: options.user ?? null, sessionId: null, clientIp: '127.0.0.1', locale: 'en' },
            secret,
          );
      const response = await fetch(`${server.url}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...signed, ...options.headers },
        body: JSON.stringify({ query, variables: options.variables }),
      });
      return { status: response.status, body: (await response.json()) as GraphQLResponse<never>['body'] };
    },
    async close() {
      await server.close();
      await dropDatabase(databaseUrl);
    },
  };
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
