/**
 * Integration-test harness: a private NATS server, fresh databases, the real services (services/<name>/dist/main.js:
 * identity always, others when asked) and the gateway (gateway/dist/main.js) as child processes on free ports.
 * Everything is removed again by `stop()`.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Redis } from 'ioredis';
import {
  applyMigrations,
  BUS_PARTS,
  dropDatabase,
  ensureDatabase,
  natsAuthorization,
  natsUsers,
  withDatabase,
} from '@creators/platform';
import { GATEWAY_DIR } from '../config.js';
import { composeFromSdlFiles } from '../supergraph/compose.js';

export const REPO_DIR = path.resolve(GATEWAY_DIR, '..');
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
  // A wait, not a budget: generous, because a busy 2-core machine starts a Node process slowly.
  timeoutMs = 120_000,
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
 * `authorization`: an `authorization { ... }` block (natsAuthorization) the server enforces.
 */
export async function startNats(
  authorization?: string,
): Promise<{ url: string; stop: () => Promise<unknown> }> {
  const port = await freePort();
  const storeDir = await mkdtemp(path.join(tmpdir(), 'gateway-int-nats-'));
  try {
    const config = path.join(storeDir, 'nats.conf');
    await writeFile(
      config,
      [
        `listen: "127.0.0.1:${port}"`,
        `jetstream { store_dir: ${JSON.stringify(storeDir)} }`,
        authorization ?? '',
      ].join('\n'),
      { mode: 0o600 },
    );
    const { service } = await spawnService(
      'nats-server',
      'nats-server',
      ['-c', config],
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

/** The services a test system can run (each from its built services/<name>/dist/main.js). */
export const SERVICE_NAMES = [
  'identity',
  'challenges',
  'teams',
  'showcase',
  'brainstorm-ai',
  'discussions',
  'programmes',
] as const;
export type ServiceName = (typeof SERVICE_NAMES)[number];

/** The environment variable that tells the gateway where a subgraph is (see subgraphs.ts). */
const URL_ENV: Record<ServiceName, string> = {
  identity: 'IDENTITY_URL',
  challenges: 'CHALLENGES_URL',
  teams: 'TEAMS_URL',
  showcase: 'SHOWCASE_URL',
  'brainstorm-ai': 'BRAINSTORM_AI_URL',
  discussions: 'DISCUSSIONS_URL',
  programmes: 'PROGRAMMES_URL',
};

export interface RunningService extends ChildService {
  name: ServiceName;
  /** Its GraphQL endpoint. */
  url: string;
  databaseUrl: string;
}

export interface TestSystem {
  identityUrl: string;
  gatewayUrl: string;
  natsUrl: string;
  /** With `busPermissions`: every NATS user's password (each part's, and the operator's, who may do anything). */
  natsPasswords: Record<string, string> | null;
  redisUrl: string;
  /** Identity's database. */
  databaseUrl: string;
  secret: string;
  /** NATS_SUBJECT_PREFIX and EVENT_STREAM of every process of this run. */
  subjectPrefix: string;
  eventStream: string;
  identity: ChildService;
  gateway: ChildService;
  services: Partial<Record<ServiceName, RunningService>>;
  /** Starts one more gateway instance with the same configuration (Redis adapter, consumer, NATS). */
  startGateway(extraEnv?: Record<string, string>): Promise<{ url: string; process: ChildService }>;
  /**
   * Starts a service again after `services[name].stop()`, on the same port and database (the gateway's address for
   * it stays right), as a restart after an outage would; `services[name]` is the new process afterwards.
   */
  restartService(name: ServiceName): Promise<RunningService>;
  /** Stops everything; returns the exit codes of identity and the gateway. */
  stop(): Promise<{ identity: number | null; gateway: number | null }>;
}

export interface TestSystemOptions {
  /** Which services to run besides identity (default: none). */
  services?: ServiceName[];
  /** LOG_LEVEL of every process (default TEST_LOG_LEVEL, else info). */
  logLevel?: string;
  /** Environment of every service on top of the harness's (e.g. CREATION_LIMIT_* for a test of the limits). */
  serviceEnv?: Record<string, string>;
  /**
   * NATS with the bus's permissions (packages/platform/src/events/bus-parts.ts): every part signs in as its own user and may
   * use only its own subjects (a nats-server binary is needed then).
   */
  busPermissions?: boolean;
}

/** A service's directory. */
export const serviceDir = (name: ServiceName) => path.join(REPO_DIR, 'services', name);

/**
 * Starts a private NATS, a fresh database (migrated) for identity and each service asked for, the services,
 * composes a supergraph from them and starts the gateway with it. Every process shares a random
 * NATS_SUBJECT_PREFIX and EVENT_STREAM, so that nothing answers another run. Throws (after cleaning up) when
 * any step fails.
 */
export async function startTestSystem(
  extraGatewayEnv: Record<string, string> = {},
  options: TestSystemOptions = {},
): Promise<TestSystem> {
  const cleanups: (() => Promise<unknown>)[] = [];
  const cleanup = async () => {
    for (const step of cleanups.reverse()) await step().catch(() => undefined);
  };
  try {
    const suffix = randomBytes(6).toString('hex');
    const subjectPrefix = `gwtest${suffix}.`;
    const eventStream = `GWTEST_${suffix}`;
    const natsPasswords = options.busPermissions
      ? Object.fromEntries(natsUsers().map(({ user }) => [user, `p${randomBytes(16).toString('hex')}`]))
      : null;
    const nats = await startNats(
      natsPasswords
        ? natsAuthorization({ passwords: natsPasswords, subjectPrefix, stream: eventStream })
        : undefined,
    );
    cleanups.push(nats.stop);
    const natsCredentials = (part: keyof typeof BUS_PARTS): Record<string, string> => {
      const user = BUS_PARTS[part].user;
      return natsPasswords && user ? { NATS_USER: user, NATS_PASSWORD: natsPasswords[user] } : {};
    };

    const redisUrl = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
    // Identity's sign-in limits and every service's creation limits live under RATE_LIMIT_KEY_PREFIX below.
    cleanups.push(() => deleteRedisKeys(redisUrl, `gwtest:${suffix}:*`));
    const serverUrl =
      process.env.IDENTITY_TEST_DATABASE_URL ??
      process.env.TEST_POSTGRES_URL ??
      'postgresql://postgres@127.0.0.1:5432/creators_identity';

    const common = {
      NODE_ENV: 'test',
      GATEWAY_SECRET: TEST_SECRET,
      NATS_URL: nats.url,
      REDIS_URL: redisUrl,
      NATS_SUBJECT_PREFIX: subjectPrefix,
      EVENT_STREAM: eventStream,
      LOG_LEVEL: options.logLevel ?? process.env.TEST_LOG_LEVEL ?? 'info',
    };

    const serviceEnv = (databaseUrl: string) => ({
      ...common,
      PORT: '0',
      DATABASE_URL: databaseUrl,
      RATE_LIMIT_KEY_PREFIX: `gwtest:${suffix}:rl`,
      // brainstorm-ai: its BullMQ keys, the built-in engine and synthesizer (no vendor is called from a test).
      KEY_PREFIX: `gwtest:${suffix}:`,
      AI_PROVIDER: 'builtin',
      SPEECH_PROVIDER: 'builtin',
      WORKER_PORT: '0',
      ...options.serviceEnv,
    });
    const startService = async (name: ServiceName, again?: RunningService): Promise<RunningService> => {
      const databaseUrl = withDatabase(serverUrl, `creators_${name.replaceAll('-', '_')}_gwtest_${suffix}`);
      if (!again) {
        await ensureDatabase(databaseUrl);
        cleanups.push(() => dropDatabase(databaseUrl));
        await applyMigrations(databaseUrl, path.join(serviceDir(name), 'prisma', 'migrations'));
      }
      const { service, match } = await spawnService(
        name,
        process.execPath,
        [path.join(serviceDir(name), 'dist', 'main.js')],
        {
          ...serviceEnv(databaseUrl),
          ...natsCredentials(name),
          ...(again ? { PORT: new URL(again.url).port } : {}),
        },
        /"port":(\d+)[^\n]*listening/,
        120_000,
      );
      cleanups.push(() => service.stop());
      // A service with a worker process (brainstorm-ai) gets one too (a restart leaves the running worker).
      const workerScript = path.join(serviceDir(name), 'dist', 'worker.js');
      if (!again && existsSync(workerScript)) {
        const { service: worker } = await spawnService(
          `${name} worker`,
          process.execPath,
          [workerScript],
          serviceEnv(databaseUrl),
          /worker ready/,
          120_000,
        );
        cleanups.push(() => worker.stop());
      }
      return { ...service, name, url: `http://127.0.0.1:${match[1]}/graphql`, databaseUrl };
    };

    // One at a time: the machine is small and shared.
    const services: Partial<Record<ServiceName, RunningService>> = {};
    for (const name of ['identity', ...(options.services ?? [])] as ServiceName[])
      services[name] ??= await startService(name);
    const identity = services.identity!;

    const workDir = await mkdtemp(path.join(tmpdir(), 'gateway-int-'));
    cleanups.push(() => rm(workDir, { recursive: true, force: true }));
    const supergraphPath = path.join(workDir, 'supergraph.graphql');
    const running = Object.values(services);
    await writeFile(
      supergraphPath,
      await composeFromSdlFiles(running.map(({ name, url }) => ({ name, url }))),
    );

    const gatewayEnv = {
      ...common,
      PORT: '0',
      ...Object.fromEntries(running.map(({ name, url }) => [URL_ENV[name], url])),
      SUPERGRAPH_PATH: supergraphPath,
      SOCKET_IO_REDIS_KEY: `gwtest:${suffix}:socket.io`,
      NOTIFICATIONS_REDIS_KEY: `gwtest:${suffix}:notified`,
      FRONTEND_DIST: path.join(workDir, 'no-frontend'),
      ...natsCredentials('gateway'),
      ...extraGatewayEnv,
    };
    const startGateway = async (extraEnv: Record<string, string> = {}) => {
      const { service, match } = await spawnService(
        'gateway',
        process.execPath,
        [path.join(GATEWAY_DIR, 'dist', 'main.js')],
        { ...gatewayEnv, ...extraEnv },
        /"port":(\d+)[^\n]*gateway listening/,
      );
      cleanups.push(() => service.stop());
      return { url: `http://127.0.0.1:${match[1]}`, process: service };
    };
    const { url: gatewayUrl, process: gateway } = await startGateway();

    return {
      identityUrl: identity.url,
      gatewayUrl,
      natsUrl: nats.url,
      natsPasswords,
      redisUrl,
      databaseUrl: identity.databaseUrl,
      secret: TEST_SECRET,
      subjectPrefix,
      eventStream,
      identity,
      gateway,
      services,
      startGateway,
      async restartService(name) {
        const before = services[name];
        if (!before) throw new Error(`${name} was not started`);
        await before.stop();
        services[name] = await startService(name, before);
        return services[name];
      },
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
