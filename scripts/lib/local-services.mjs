// PostgreSQL, Redis and NATS for `npm start` and the tests. The local ones are used when they answer, started with
// this machine's own commands when they can be; otherwise Testcontainers runs them in Docker. planServices decides.
// The local path is plain Node with no dependencies (it may run before `npm install`); testcontainers is
// imported only when containers are needed.
import { execSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import net from 'node:net';
import { planServices } from './service-plan.mjs';

/** The URLs the system and the tests read, with this machine's defaults. */
export const serviceUrls = (env = process.env) => ({
  postgres: env.PG_BASE_URL || 'postgresql://postgres@127.0.0.1:5432',
  redis: env.REDIS_URL || 'redis://127.0.0.1:6379',
  nats: env.NATS_URL || 'nats://127.0.0.1:4222',
});

const postgresVersions = () => (existsSync('/etc/postgresql') ? readdirSync('/etc/postgresql') : []);

const LOCAL = {
  postgres: {
    label: 'PostgreSQL',
    port: 5432,
    canStart: () => postgresVersions().length > 0 && existsSync('/usr/bin/pg_ctlcluster'),
    start: () => `pg_ctlcluster --skip-systemctl-redirect ${postgresVersions()[0]} main start`,
  },
  redis: {
    label: 'Redis',
    port: 6379,
    canStart: () => existsSync('/usr/bin/redis-server'),
    start: () =>
      'redis-server --daemonize yes --bind 127.0.0.1 -::1 --port 6379 --save "" --appendonly no --dir /var/lib/redis --logfile /var/log/redis/ci.log',
  },
  nats: {
    label: 'NATS',
    port: 4222,
    canStart: () => existsSync('/usr/sbin/nats-server') && existsSync('/sbin/start-stop-daemon'),
    start: () =>
      'start-stop-daemon --start --oknodo --background --exec /usr/sbin/nats-server -- -a 127.0.0.1 -p 4222 -js -sd /var/lib/nats-server -l /var/log/nats-server.log',
  },
};

export function portAnswers(port, host = '127.0.0.1', timeoutMs = 1000) {
  return new Promise((resolve) => {
    const socket = net.connect({ port, host });
    const done = (ok) => {
      socket.destroy();
      resolve(ok);
    };
    socket.setTimeout(timeoutMs, () => done(false));
    socket.once('connect', () => done(true));
    socket.once('error', () => done(false));
  });
}

export async function waitForPort(port, { timeoutMs = 30_000, host = '127.0.0.1' } = {}) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await portAnswers(port, host)) return true;
    await new Promise((r) => setTimeout(r, 250));
  }
  return false;
}

const hostAndPort = (url, defaultPort) => {
  const { hostname, port } = new URL(url);
  return { host: hostname.replace(/^\[|\]$/g, ''), port: Number(port || defaultPort) };
};

/** True when the URL is this machine's default address of the service (the only one we know how to start). */
const isLocalDefault = (name, url) => {
  const { host, port } = hostAndPort(url, LOCAL[name].port);
  return ['127.0.0.1', 'localhost'].includes(host) && port === LOCAL[name].port;
};

/**
 * The images Testcontainers runs: the upstream ones unless TESTCONTAINERS_POSTGRES_IMAGE, ..._REDIS_IMAGE or
 * ..._NATS_IMAGE name others (images built locally where no registry is reachable: `npm run testcontainers-check`).
 */
export const containerImages = (env = process.env) => ({
  postgres: env.TESTCONTAINERS_POSTGRES_IMAGE || 'postgres:16-alpine',
  redis: env.TESTCONTAINERS_REDIS_IMAGE || 'redis:7-alpine',
  nats: env.TESTCONTAINERS_NATS_IMAGE || 'nats:2.10-alpine',
});

/** Whether a Docker engine answers, as Testcontainers finds one (DOCKER_HOST, Docker Desktop, ...). */
async function dockerAnswers() {
  try {
    const { getContainerRuntimeClient } = await import('testcontainers');
    await getContainerRuntimeClient();
    return true;
  } catch {
    return false;
  }
}

async function startLocal(names, log) {
  for (const name of names) {
    const service = LOCAL[name];
    const command = service.start();
    log(`${service.label} is not answering on ${service.port}; starting it: ${command}`);
    try {
      execSync(command, { stdio: 'inherit' });
    } catch (error) {
      throw new Error(`Could not start ${service.label}: ${error.message}`);
    }
    if (!(await waitForPort(service.port)))
      throw new Error(`${service.label} did not come up on port ${service.port}`);
  }
}

/** Starts the named services in containers; returns the environment pointing at them and a stop function. */
async function startContainers(names, log) {
  const { GenericContainer, Wait } = await import('testcontainers');
  const images = containerImages();
  const env = {};
  const started = [];
  const stop = async () => {
    for (const container of started.reverse()) await container.stop().catch(() => undefined);
  };
  try {
    if (names.includes('postgres')) {
      log(`Starting PostgreSQL in a container (Testcontainers, ${images.postgres})...`);
      const { PostgreSqlContainer } = await import('@testcontainers/postgresql');
      const pg = await new PostgreSqlContainer(images.postgres)
        .withUsername('postgres')
        .withPassword('postgres')
        .start();
      started.push(pg);
      env.PG_BASE_URL = `postgresql://postgres:postgres@${pg.getHost()}:${pg.getPort()}`;
    }
    if (names.includes('redis')) {
      log(`Starting Redis in a container (Testcontainers, ${images.redis})...`);
      const { RedisContainer } = await import('@testcontainers/redis');
      const redis = await new RedisContainer(images.redis).start();
      started.push(redis);
      env.REDIS_URL = redis.getConnectionUrl();
    }
    if (names.includes('nats')) {
      log(`Starting NATS with JetStream in a container (Testcontainers, ${images.nats})...`);
      const nats = await new GenericContainer(images.nats)
        .withCommand(['-js'])
        .withExposedPorts(4222)
        .withWaitStrategy(Wait.forLogMessage(/Server is ready/))
        .start();
      started.push(nats);
      env.NATS_URL = `nats://${nats.getHost()}:${nats.getMappedPort(4222)}`;
    }
  } catch (error) {
    await stop();
    throw error;
  }
  return { env, stop };
}

/** The environment variables the tests and the system read, all derived from the three URLs. */
export function serviceEnv(urls) {
  return {
    PG_BASE_URL: urls.postgres,
    // The tests' server URL: they create and drop their own databases through it.
    TEST_POSTGRES_URL: `${urls.postgres}/postgres`,
    REDIS_URL: urls.redis,
    NATS_URL: urls.nats,
  };
}

/**
 * Makes PostgreSQL, Redis and NATS available and returns the environment that points at them (PG_BASE_URL,
 * TEST_POSTGRES_URL, REDIS_URL, NATS_URL) and a stop function (stops containers this call started).
 */
export async function ensureServices(log = console.log) {
  const urls = serviceUrls();
  const answering = {};
  const startable = {};
  for (const name of Object.keys(LOCAL)) {
    const { host, port } = hostAndPort(urls[name], LOCAL[name].port);
    answering[name] = await portAnswers(port, host);
    startable[name] = !answering[name] && isLocalDefault(name, urls[name]) && LOCAL[name].canStart();
  }
  const needsDocker = Object.keys(LOCAL).some((name) => !answering[name] && !startable[name]);
  const plan = planServices({ answering, startable, dockerAnswers: needsDocker && (await dockerAnswers()) });
  switch (plan.action) {
    case 'use-local':
      return { env: serviceEnv(urls), stop: async () => undefined };
    case 'start-local':
      await startLocal(plan.services, log);
      return { env: serviceEnv(urls), stop: async () => undefined };
    case 'start-containers': {
      const containers = await startContainers(plan.services, log);
      const { PG_BASE_URL, REDIS_URL, NATS_URL } = containers.env;
      const started = {
        postgres: PG_BASE_URL ?? urls.postgres,
        redis: REDIS_URL ?? urls.redis,
        nats: NATS_URL ?? urls.nats,
      };
      return { env: serviceEnv(started), stop: containers.stop };
    }
    default:
      throw new Error(plan.message);
  }
}
