// Starts the whole system as child processes: migrates and seeds every service's database, starts the
// services, starts the gateway on the supergraph the build composed (gateway/supergraph.graphql). Used by `npm start` and the browser tests.
import { spawn, execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { createWriteStream, existsSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';

/** Background workers: they take queued jobs (BullMQ) and scale apart from the APIs. */
export const WORKERS = [
  { name: 'brainstorm-ai-worker', service: 'brainstorm-ai', script: 'dist/worker.js', port: 4015 },
];

export const SERVICES = [
  { name: 'identity', port: 4001, urlEnv: 'IDENTITY_URL' },
  { name: 'challenges', port: 4002, urlEnv: 'CHALLENGES_URL' },
  { name: 'teams', port: 4003, urlEnv: 'TEAMS_URL' },
  { name: 'showcase', port: 4004, urlEnv: 'SHOWCASE_URL' },
  { name: 'brainstorm-ai', port: 4005, urlEnv: 'BRAINSTORM_AI_URL' },
];

const PG_BASE = process.env.PG_BASE_URL || 'postgresql://postgres@127.0.0.1:5432';

export function databaseUrl(service, suffix = '') {
  const envName = `${service.toUpperCase().replace(/-/g, '_')}_DATABASE_URL`;
  if (process.env[envName] && !suffix) return process.env[envName];
  return `${PG_BASE}/creators_${service.replace(/-/g, '_')}${suffix}`;
}

async function waitForHttp(url, { timeoutMs, isAlive }) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (!isAlive()) return false;
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(2000) });
      if (response.ok) return true;
    } catch {
      /* not up yet */
    }
    await new Promise((r) => setTimeout(r, 300));
  }
  return false;
}

/**
 * @param {object} options
 * @param {string} options.root repository root
 * @param {number} [options.port] gateway port
 * @param {number} [options.portOffset] added to every service port (tests run beside a started system)
 * @param {string} [options.dbSuffix] appended to every database name (tests use their own databases)
 * @param {string} [options.logDir]
 * @param {Record<string,string>} [options.env] extra environment for every process
 * @param {(line: string) => void} [options.log]
 */
export async function startSystem(options) {
  const { root, port = 8080, portOffset = 0, dbSuffix = '', log = console.log } = options;
  const logDir = options.logDir || join(root, '.run', 'logs');
  mkdirSync(logDir, { recursive: true });
  const secret = process.env.GATEWAY_SECRET || randomBytes(32).toString('hex');
  const serviceUrls = Object.fromEntries(
    SERVICES.map((s) => [s.urlEnv, `http://127.0.0.1:${s.port + portOffset}/graphql`]),
  );
  const baseEnv = {
    ...process.env,
    GATEWAY_SECRET: secret,
    REDIS_URL: process.env.REDIS_URL || 'redis://127.0.0.1:6379',
    NATS_URL: process.env.NATS_URL || 'nats://127.0.0.1:4222',
    ...serviceUrls,
    ...options.env,
  };
  const children = [];
  let stopping = false;

  const platformCli = join(root, 'packages', 'platform', 'dist', 'database', 'cli.js');
  for (const service of SERVICES) {
    const dir = join(root, 'services', service.name);
    const env = { ...baseEnv, DATABASE_URL: databaseUrl(service.name, dbSuffix) };
    execFileSync(process.execPath, [platformCli, 'migrate', dir], {
      env,
      stdio: ['ignore', 'inherit', 'inherit'],
    });
    const seed = join(dir, 'dist', 'seed.js');
    if (existsSync(seed))
      execFileSync(process.execPath, [seed], { env, cwd: dir, stdio: ['ignore', 'inherit', 'inherit'] });
  }
  log('Databases migrated and demo data seeded.');

  function launch(name, script, cwd, env, readyUrl) {
    const entry = { name, restarts: 0, process: null };
    const start = () => {
      const out = createWriteStream(join(logDir, `${name}.log`), { flags: 'a' });
      const child = spawn(process.execPath, ['--enable-source-maps', script], {
        cwd,
        env,
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      child.stdout.pipe(out);
      child.stderr.pipe(out);
      entry.process = child;
      child.on('exit', (code, signal) => {
        if (stopping) return;
        entry.restarts += 1;
        const delay = Math.min(30_000, 500 * 2 ** Math.min(entry.restarts, 6));
        log(
          `${name} exited (${signal || code}); restarting in ${delay} ms (log: ${join(logDir, `${name}.log`)})`,
        );
        setTimeout(() => !stopping && start(), delay);
      });
    };
    start();
    children.push(entry);
    return waitForHttp(readyUrl, { timeoutMs: 120_000, isAlive: () => !stopping });
  }

  const stop = async () => {
    stopping = true;
    await Promise.all(
      children.map(
        ({ process: child }) =>
          new Promise((resolve) => {
            if (!child || child.exitCode !== null || child.signalCode) return resolve();
            const killer = setTimeout(() => child.kill('SIGKILL'), 10_000);
            child.once('exit', () => {
              clearTimeout(killer);
              resolve();
            });
            child.kill('SIGTERM');
          }),
      ),
    );
  };

  try {
    const ready = await Promise.all(
      SERVICES.map((service) => {
        const servicePort = service.port + portOffset;
        const env = {
          ...baseEnv,
          PORT: String(servicePort),
          DATABASE_URL: databaseUrl(service.name, dbSuffix),
        };
        const dir = join(root, 'services', service.name);
        return launch(
          service.name,
          join(dir, 'dist', 'main.js'),
          dir,
          env,
          `http://127.0.0.1:${servicePort}/health/ready`,
        );
      }),
    );
    const workersReady = await Promise.all(
      WORKERS.map((worker) => {
        const workerPort = worker.port + portOffset;
        const dir = join(root, 'services', worker.service);
        const env = {
          ...baseEnv,
          WORKER_PORT: String(workerPort),
          DATABASE_URL: databaseUrl(worker.service, dbSuffix),
        };
        return launch(
          worker.name,
          join(dir, worker.script),
          dir,
          env,
          `http://127.0.0.1:${workerPort}/health/ready`,
        );
      }),
    );
    const notReady = [...SERVICES, ...WORKERS]
      .filter((_, i) => ![...ready, ...workersReady][i])
      .map((s) => s.name);
    if (notReady.length) throw new Error(`Not ready: ${notReady.join(', ')} (logs in ${logDir})`);
    log('Services are ready.');

    // The build composed it from the committed SDL files; the *_URL variables point the gateway at these ports.
    const supergraphPath = join(root, 'gateway', 'supergraph.graphql');
    const gatewayEnv = { ...baseEnv, PORT: String(port), SUPERGRAPH_PATH: supergraphPath };
    const gatewayDir = join(root, 'gateway');
    if (
      !(await launch(
        'gateway',
        join(gatewayDir, 'dist', 'main.js'),
        gatewayDir,
        gatewayEnv,
        `http://127.0.0.1:${port}/health/ready`,
      ))
    ) {
      throw new Error(`The gateway did not become ready (log: ${join(logDir, 'gateway.log')})`);
    }
  } catch (error) {
    await stop();
    throw error;
  }
  return { url: `http://localhost:${port}`, stop, logDir };
}
