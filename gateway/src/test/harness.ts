/**
 * Integration-test harness: a private NATS server, a fresh identity database, the real identity service
 * (services/identity/dist/main.js) and the gateway (gateway/dist/main.js) as child processes on free ports.
 * Everything is removed again by `stop()`.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Redis } from 'ioredis';
import { applyMigrations, dropDatabase, ensureDatabase, withDatabase } from '@creators/platform';
import { GATEWAY_DIR } from '../config.js';
import { composeFromRunningSubgraphs } from '../supergraph/compose.js';

export const REPO_DIR = path.resolve(GATEWAY_DIR, '..');
export const IDENTITY_DIR = path.join(REPO_DIR, 'services', 'identity');
export const TEST_SECRET = `gateway-int-test-${randomBytes(16).toString('hex')}`;

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

const delay = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export interface ChildService {
  process: ChildProcess;
  /** Everything it wrote, for failure messages. */
  output(): string;
  /** Sends SIGTERM and resolves with the exit code (SIGKILL after `timeoutMs`). */
  stop(timeoutMs?: number): Promise<number | null>;
}

/** Spawns a process, collects its output, and waits until a line of it matches `ready` (returns the match). */
export async function spawnService(
  name: string,
  command: string,
  args: string[],
  env: Record<string, string>,
  ready: RegExp,
  timeoutMs = 30_000,
): Promise<{ service: ChildService; match: RegExpMatchArray }> {
  const child = spawn(command, args, { env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  let exited: number | null | undefined;
  const exit = new Promise<number | null>((resolve) =>
    child.once('exit', (code, signal) => {
      exited = code ?? (signal ? null : 0);
      resolve(code);
    }),
  );
  const match = await new Promise<RegExpMatchArray>((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`${name} did not start within ${timeoutMs} ms:\n${output}`)),
      timeoutMs,
    );
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const found = output.match(ready);
      if (found) {
        clearTimeout(timer);
        resolve(found);
      }
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', onData);
    child.once('error', (error) => {
      clearTimeout(timer);
      reject(error);
    });
    void exit.then((code) => {
      clearTimeout(timer);
      reject(new Error(`${name} exited (${code}) before it was ready:\n${output}`));
    });
  });
  const service: ChildService = {
    process: child,
    output: () => output,
    async stop(timeoutMs = 15_000) {
      if (exited !== undefined) return exited;
      child.kill('SIGTERM');
      const killer = setTimeout(() => child.kill('SIGKILL'), timeoutMs);
      const code = await exit;
      clearTimeout(killer);
      return code;
    },
  };
  return { service, match };
}

/**
 * A NATS server of the test's own, so that no other identity instance (queue group 'identity' on the shared
 * server) answers this test's session lookups. Without a nats-server binary, the shared NATS_URL is used.
 */
export async function startNats(): Promise<{ url: string; stop: () => Promise<unknown> }> {
  const port = await freePort();
  const storeDir = await mkdtemp(path.join(tmpdir(), 'gateway-int-nats-'));
  try {
    const { service } = await spawnService(
      'nats-server',
      'nats-server',
      ['-a', '127.0.0.1', '-p', String(port), '-js', '-sd', storeDir],
      {},
      /Server is ready/,
    );
    return {
      url: `nats://127.0.0.1:${port}`,
      stop: async () => {
        await service.stop();
        await rm(storeDir, { recursive: true, force: true });
      },
    };
  } catch (error) {
    await rm(storeDir, { recursive: true, force: true });
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    console.warn(
      'nats-server not found: using the shared NATS_URL (another identity may answer session lookups)',
    );
    return { url: process.env.NATS_URL ?? 'nats://127.0.0.1:4222', stop: async () => undefined };
  }
}

/** Removes the keys the run left in Redis (identity's rate-limit counters). */
export async function deleteRedisKeys(redisUrl: string, pattern: string): Promise<void> {
  const redis = new Redis(redisUrl, { lazyConnect: true, maxRetriesPerRequest: 1 });
  try {
    await redis.connect();
    let cursor = '0';
    do {
      const [next, keys] = await redis.scan(cursor, 'MATCH', pattern, 'COUNT', 500);
      if (keys.length > 0) await redis.del(...keys);
      cursor = next;
    } while (cursor !== '0');
  } finally {
    redis.disconnect();
  }
}

export interface TestSystem {
  identityUrl: string;
  gatewayUrl: string;
  natsUrl: string;
  databaseUrl: string;
  secret: string;
  identity: ChildService;
  gateway: ChildService;
  /** Stops everything; returns the exit codes of identity and the gateway. */
  stop(): Promise<{ identity: number | null; gateway: number | null }>;
}

/**
 * Starts a private NATS, a fresh identity database (migrated), identity, composes a supergraph from it and
 * starts the gateway with it. Throws (after cleaning up) when any step fails.
 */
export async function startTestSystem(extraGatewayEnv: Record<string, string> = {}): Promise<TestSystem> {
  const cleanups: (() => Promise<unknown>)[] = [];
  const cleanup = async () => {
    for (const step of cleanups.reverse()) await step().catch(() => undefined);
  };
  try {
    const nats = await startNats();
    cleanups.push(nats.stop);

    const suffix = randomBytes(6).toString('hex');
    const redisUrl = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
    cleanups.push(() => deleteRedisKeys(redisUrl, `gwtest:${suffix}:*`));
    const baseUrl =
      process.env.IDENTITY_TEST_DATABASE_URL ?? 'postgresql://postgres@127.0.0.1:5432/creators_identity';
    const databaseUrl = withDatabase(baseUrl, `creators_identity_gwtest_${suffix}`);
    await ensureDatabase(databaseUrl);
    cleanups.push(() => dropDatabase(databaseUrl));
    await applyMigrations(databaseUrl, path.join(IDENTITY_DIR, 'prisma', 'migrations'));

    const common = {
      NODE_ENV: 'test',
      GATEWAY_SECRET: TEST_SECRET,
      NATS_URL: nats.url,
      REDIS_URL: redisUrl,
      LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? 'info',
    };
    const { service: identity, match: identityMatch } = await spawnService(
      'identity',
      process.execPath,
      [path.join(IDENTITY_DIR, 'dist', 'main.js')],
      {
        ...common,
        PORT: '0',
        DATABASE_URL: databaseUrl,
        RATE_LIMIT_KEY_PREFIX: `gwtest:${suffix}:rl`,
        EVENT_SUBJECT_PREFIX: `gwtest${suffix}.`,
      },
      /"port":(\d+)[^\n]*listening/,
    );
    cleanups.push(() => identity.stop());
    const identityUrl = `http://127.0.0.1:${identityMatch[1]}/graphql`;

    const workDir = await mkdtemp(path.join(tmpdir(), 'gateway-int-'));
    cleanups.push(() => rm(workDir, { recursive: true, force: true }));
    const supergraphPath = path.join(workDir, 'supergraph.graphql');
    await writeFile(
      supergraphPath,
      await composeFromRunningSubgraphs([{ name: 'identity', url: identityUrl }], { secret: TEST_SECRET }),
    );

    const { service: gateway, match: gatewayMatch } = await spawnService(
      'gateway',
      process.execPath,
      [path.join(GATEWAY_DIR, 'dist', 'main.js')],
      {
        ...common,
        PORT: '0',
        IDENTITY_URL: identityUrl,
        SUPERGRAPH_PATH: supergraphPath,
        REDIS_URL: redisUrl,
        SOCKET_IO_REDIS_KEY: `gwtest:${suffix}:socket.io`,
        FRONTEND_DIST: path.join(workDir, 'no-frontend'),
        ...extraGatewayEnv,
      },
      /"port":(\d+)[^\n]*gateway listening/,
    );
    cleanups.push(() => gateway.stop());

    return {
      identityUrl,
      gatewayUrl: `http://127.0.0.1:${gatewayMatch[1]}`,
      natsUrl: nats.url,
      databaseUrl,
      secret: TEST_SECRET,
      identity,
      gateway,
      async stop() {
        const gatewayCode = await gateway.stop();
        const identityCode = await identity.stop();
        await cleanup();
        return { identity: identityCode, gateway: gatewayCode };
      },
    };
  } catch (error) {
    await cleanup();
    throw error;
  }
}

export { delay };
