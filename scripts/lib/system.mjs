// Starts the whole system as child processes: migrates and seeds every service's database, starts the
// services, starts the gateway on the supergraph the build composed (gateway/supergraph.graphql). Used by `npm start` and the browser tests.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { createWriteStream, existsSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { NATS_SERVER, startNatsServer } from '../scale/nats-cluster.mjs';
import { adminBaseUrl, ensureServiceDatabases, roleUrl } from './database-roles.mjs';
import { startMailCatcher } from './mail-catcher.mjs';
import { freePorts } from './ports.mjs';

/** Background workers: they take queued jobs (BullMQ) and scale apart from the APIs. */
export const WORKERS = [
  {
    name: 'brainstorm-ai-worker',
    service: 'brainstorm-ai',
    script: 'dist/worker.js',
    port: 4015,
    metricsPort: 9470,
  },
];

export const SERVICES = [
  // `metricsPort`: each part's Prometheus /metrics (METRICS_PORT); the gateway's is GATEWAY_METRICS_PORT.
  { name: 'identity', port: 4001, metricsPort: 9465, urlEnv: 'IDENTITY_URL' },
  { name: 'challenges', port: 4002, metricsPort: 9466, urlEnv: 'CHALLENGES_URL' },
  { name: 'teams', port: 4003, metricsPort: 9467, urlEnv: 'TEAMS_URL' },
  { name: 'showcase', port: 4004, metricsPort: 9468, urlEnv: 'SHOWCASE_URL' },
  { name: 'brainstorm-ai', port: 4005, metricsPort: 9469, urlEnv: 'BRAINSTORM_AI_URL' },
  { name: 'discussions', port: 4006, metricsPort: 9471, urlEnv: 'DISCUSSIONS_URL' },
  { name: 'programmes', port: 4007, metricsPort: 9472, urlEnv: 'PROGRAMMES_URL' },
];

export const GATEWAY_METRICS_PORT = 9464;

/** The metrics port of a part's instance: the first on its own port, a further one (scale-check) 20 higher each. */
/**
 * Every fixed port of a system (the gateway's, its metrics, each service's and worker's and their metrics): what a
 * check that starts a system of its own beside `npm start`'s moves with one offset (ports.mjs freePortOffset).
 */
export const SYSTEM_PORTS = [
  8080,
  GATEWAY_METRICS_PORT,
  ...SERVICES.flatMap((s) => [s.port, s.metricsPort]),
  ...WORKERS.flatMap((w) => [w.port, w.metricsPort]),
];

const metricsPortOf = (base, portOffset, instance) => String(base + portOffset + instance * 20);

/** Set by the operator: that service's database is theirs, not one of PG_BASE_URL's made here. */
const givenDatabaseUrl = (service, suffix) =>
  suffix ? undefined : process.env[`${service.toUpperCase().replace(/-/g, '_')}_DATABASE_URL`];

/**
 * A service's database, as its own role `creators_<service>` (scripts/lib/database-roles.mjs): on PG_BASE_URL as
 * it is when asked (a check may start its own PostgreSQL first). startSystem creates the roles and databases.
 */
export function databaseUrl(service, suffix = '') {
  return givenDatabaseUrl(service, suffix) ?? roleUrl(adminBaseUrl(), service, suffix);
}

/**
 * NATS access for a system of its own (docs/reliability.md "Trust boundaries"): a random password for every user of
 * the bus (each part's, and the operator's, which only scripts use), and the authorization block that gives each
 * part only its own subjects. `subjectPrefix` and `stream`: the NATS_SUBJECT_PREFIX and EVENT_STREAM the system runs
 * with. Needs the build (it reads @creators/platform's dist).
 * @returns {Promise<{ passwords: Record<string, string>, authorization: string,
 *   operator: { user: string, pass: string } }>}
 */
export async function natsAccess({ subjectPrefix = '', stream } = {}) {
  const { NATS_OPERATOR_USER, natsAuthorization, natsUsers } = await import('@creators/platform');
  // A letter first: nats-server reads a password from its environment as a value, and digits could make a number.
  const passwords = Object.fromEntries(
    natsUsers().map(({ user }) => [user, `p${randomBytes(24).toString('hex')}`]),
  );
  return {
    passwords,
    authorization: natsAuthorization({ passwords, subjectPrefix, stream }),
    operator: { user: NATS_OPERATOR_USER, pass: passwords[NATS_OPERATOR_USER] },
  };
}

/** A part's NATS credentials (NATS_USER, NATS_PASSWORD) by its name (BUS_PARTS); none for a part off the bus. */
async function natsCredentialsOf(part, passwords) {
  if (!passwords) return {};
  const { BUS_PARTS } = await import('@creators/platform');
  const user = BUS_PARTS[part]?.user;
  if (user === undefined)
    throw new Error(`${part} is not in BUS_PARTS (packages/platform/src/events/bus-parts.ts)`);
  return user ? { NATS_USER: user, NATS_PASSWORD: passwords[user] } : {};
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
 * @param {Record<string, number[]>} [options.ports] the ports of a part's instances, by its name (a service's, a
 *   worker's, or 'gateway'): two ports start two instances (`identity-1`, `identity-2`). Unnamed parts run once, at
 *   their port + portOffset (the gateway at `port`). With several instances of a service, point the gateway at a
 *   balancer in front of them through `env` (IDENTITY_URL, ...).
 * @param {number} [options.readyTimeoutMs] how long each part may take to answer ready (a busy machine needs more)
 * @param {{ url: string, passwords: Record<string, string> }} [options.nats] a NATS the caller started with
 *   natsAccess's authorization (the fault suite, scale-check); without it the system starts its own nats-server with
 *   permissions on a free port (its store under .run/nats, kept between runs of `npm start`), or, when this machine
 *   has no nats-server, uses NATS_URL without authentication (and says so)
 * @param {(line: string) => void} [options.log]
 * @returns {Promise<{ url: string, stop: () => Promise<void>, logDir: string, instances: Map<string, Instance>,
 *   mail: { smtpUrl: string, apiUrl: string | null, inboxUrl: string | null },
 *   nats: { url: string, operator: { user: string, pass: string } | null, violations: () => string[] } }>}
 *   `nats.operator`: credentials that may inspect everything (scripts only; null without authentication);
 *   `nats.violations()`: clients its own nats-server refused (none when the parts keep to their permissions).
 *   `instances`, by instance name, can be killed and started again (scale-check does, under load). `mail`: where
 *   identity sends mail; with no SMTP_URL in the environment or `env`, a MailDev of the system's own on free ports
 *   (stopped with it), whose REST API (`apiUrl`, GET /email) the tests read (docs/operations.md "Mail").
 */
export async function startSystem(options) {
  const {
    root,
    port = 8080,
    portOffset = 0,
    dbSuffix = '',
    readyTimeoutMs = 120_000,
    log = console.log,
  } = options;
  const portsOf = (name, fallback) => options.ports?.[name] ?? [fallback];
  const instanceName = (name, ports, i) => (ports.length > 1 ? `${name}-${i + 1}` : name);
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
    // A local system comes with the demo accounts and content (README); production leaves SEED_DEMO unset.
    SEED_DEMO: process.env.SEED_DEMO || 'true',
    ...serviceUrls,
    ...options.env,
  };
  // docs/product.md §13: identity's mail goes to SMTP_URL, or to a mail catcher of this system's own.
  const mailCatcher = baseEnv.SMTP_URL ? null : await startMailCatcher();
  if (mailCatcher) {
    baseEnv.SMTP_URL = mailCatcher.smtpUrl;
    baseEnv.MAILDEV_API_URL = mailCatcher.apiUrl;
  }
  const mail = {
    smtpUrl: baseEnv.SMTP_URL,
    apiUrl: mailCatcher?.apiUrl ?? baseEnv.MAILDEV_API_URL ?? null,
    inboxUrl: mailCatcher?.inboxUrl ?? null,
  };
  const children = [];
  /** @type {Map<string, Instance>} */
  const instances = new Map();
  let stopping = false;

  // Each service's role and database, made by the superuser; migrations and seeds then run as the database's owner.
  const madeHere = SERVICES.map((s) => s.name).filter((name) => !givenDatabaseUrl(name, dbSuffix));
  if (madeHere.length) await ensureServiceDatabases(adminBaseUrl(), madeHere, dbSuffix);
  const platformCli = join(root, 'packages', 'platform', 'dist', 'database', 'cli.js');
  // One after the other: seeds wait at most 2 s for a transaction, which a busy database may not give them.
  for (const service of SERVICES) {
    const dir = join(root, 'services', service.name);
    const env = { ...baseEnv, DATABASE_URL: databaseUrl(service.name, dbSuffix) };
    await runNode([platformCli, 'migrate', dir], { env });
    const seed = join(dir, 'dist', 'seed.js');
    if (existsSync(seed)) await runNode([seed], { env, cwd: dir });
  }
  log('Databases migrated and demo data seeded.');

  // The bus (docs/reliability.md "Trust boundaries"): each part signs in to NATS as its own user.
  const bus = await systemNats({ root, given: options.nats, baseEnv, dbSuffix, logDir, log });
  baseEnv.NATS_URL = bus.url;
  delete baseEnv.NATS_USER;
  delete baseEnv.NATS_PASSWORD;

  const ready = (readyUrl) => waitForHttp(readyUrl, { timeoutMs: readyTimeoutMs, isAlive: () => !stopping });

  function launch(name, script, cwd, env, readyUrl) {
    // held: killed on purpose (Instance.kill), so not restarted until Instance.start. restarts: in a row (the
    // backoff); exits: every exit nobody asked for, since launch.
    const entry = { name, restarts: 0, exits: 0, process: null, held: false };
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
        if (stopping || entry.held) return;
        entry.restarts += 1;
        entry.exits += 1;
        const delay = Math.min(30_000, 500 * 2 ** Math.min(entry.restarts, 6));
        log(
          `${name} exited (${signal || code}); restarting in ${delay} ms (log: ${join(logDir, `${name}.log`)})`,
        );
        setTimeout(() => !stopping && !entry.held && start(), delay);
      });
    };
    start();
    children.push(entry);
    instances.set(name, {
      name,
      pid: () => entry.process?.pid,
      restarts: () => entry.exits,
      async kill(signal = 'SIGKILL') {
        entry.held = true;
        await killChild(entry.process, signal);
      },
      start() {
        if (!entry.held) return ready(readyUrl);
        entry.held = false;
        entry.restarts = 0;
        start();
        return ready(readyUrl);
      },
    });
    return ready(readyUrl);
  }

  const stop = async () => {
    stopping = true;
    await Promise.all(children.map(({ process: child }) => killChild(child, 'SIGTERM')));
    await bus.stop();
    await mailCatcher?.stop();
  };

  // Each part's own NATS credentials; the worker is off the bus and verifies no gateway context: it gets no NATS
  // and no GATEWAY_SECRET.
  const workerNames = new Set(WORKERS.map((w) => w.name));
  const busEnv = {};
  for (const name of [...SERVICES.map((s) => s.name), ...workerNames, 'gateway'])
    busEnv[name] = await natsCredentialsOf(name, bus.passwords);
  const envOf = (name, own) => {
    const env = { ...baseEnv, ...busEnv[name], ...own };
    if (workerNames.has(name)) for (const key of ['GATEWAY_SECRET', 'NATS_URL']) delete env[key];
    return env;
  };

  try {
    const parts = [
      ...SERVICES.map((service) => ({
        name: service.name,
        dir: join(root, 'services', service.name),
        script: join('dist', 'main.js'),
        ports: portsOf(service.name, service.port + portOffset),
        env: (instancePort, instance) => ({
          DATABASE_URL: databaseUrl(service.name, dbSuffix),
          PORT: String(instancePort),
          METRICS_PORT: metricsPortOf(service.metricsPort, portOffset, instance),
        }),
      })),
      ...WORKERS.map((worker) => ({
        name: worker.name,
        dir: join(root, 'services', worker.service),
        script: worker.script,
        ports: portsOf(worker.name, worker.port + portOffset),
        // No DATABASE_URL: the worker uses no database.
        env: (instancePort, instance) => ({
          WORKER_PORT: String(instancePort),
          METRICS_PORT: metricsPortOf(worker.metricsPort, portOffset, instance),
        }),
      })),
    ];
    // Instances start in waves, the first of every part and then the second: fewer processes boot at once.
    const waves = Math.max(...parts.map((part) => part.ports.length));
    for (let wave = 0; wave < waves; wave++) {
      const launched = parts
        .filter((part) => wave < part.ports.length)
        .map((part) => {
          const instancePort = part.ports[wave];
          const name = instanceName(part.name, part.ports, wave);
          const ready = launch(
            name,
            join(part.dir, part.script),
            part.dir,
            envOf(part.name, part.env(instancePort, wave)),
            `http://127.0.0.1:${instancePort}/health/ready`,
          );
          return { name, ready };
        });
      const readiness = await Promise.all(launched.map((instance) => instance.ready));
      const notReady = launched.filter((_, i) => !readiness[i]).map((instance) => instance.name);
      if (notReady.length) throw new Error(`Not ready: ${notReady.join(', ')} (logs in ${logDir})`);
    }
    log('Services are ready.');

    // The build composed it from the committed SDL files; the *_URL variables point the gateway at these ports.
    const supergraphPath = join(root, 'gateway', 'supergraph.graphql');
    const gatewayDir = join(root, 'gateway');
    const gatewayPorts = portsOf('gateway', port);
    const gatewaysReady = await Promise.all(
      gatewayPorts.map((gatewayPort, i) =>
        launch(
          instanceName('gateway', gatewayPorts, i),
          join(gatewayDir, 'dist', 'main.js'),
          gatewayDir,
          envOf('gateway', {
            PORT: String(gatewayPort),
            METRICS_PORT: metricsPortOf(GATEWAY_METRICS_PORT, portOffset, i),
            SUPERGRAPH_PATH: supergraphPath,
          }),
          `http://127.0.0.1:${gatewayPort}/health/ready`,
        ),
      ),
    );
    if (gatewaysReady.includes(false)) {
      throw new Error(`The gateway did not become ready (logs in ${logDir})`);
    }
  } catch (error) {
    await stop();
    throw error;
  }
  return {
    url: `http://localhost:${portsOf('gateway', port)[0]}`,
    stop,
    logDir,
    instances,
    mail,
    nats: { url: bus.url, operator: bus.operator, violations: bus.violations },
  };
}

/** The system's NATS: the caller's (`given`), one of its own with permissions, or, without nats-server, NATS_URL. */
async function systemNats({ root, given, baseEnv, dbSuffix, logDir, log }) {
  const none = { violations: () => [], stop: async () => {} };
  if (given) {
    const operator = { user: 'operator', pass: given.passwords.operator };
    return { ...none, url: given.url, passwords: given.passwords, operator };
  }
  if (!existsSync(NATS_SERVER)) {
    log(
      `NATS WITHOUT authentication at ${baseEnv.NATS_URL}: no nats-server at ${NATS_SERVER} to run one with permissions`,
    );
    return { ...none, url: baseEnv.NATS_URL, passwords: null, operator: null };
  }
  const access = await natsAccess({
    subjectPrefix: baseEnv.NATS_SUBJECT_PREFIX ?? '',
    stream: baseEnv.EVENT_STREAM || undefined,
  });
  // `npm start` keeps its events between runs, as the machine's NATS did; a run with its own databases starts empty.
  const keep = !dbSuffix;
  const dir = keep ? join(root, '.run', 'nats') : mkdtempSync(join(tmpdir(), 'system-nats-'));
  mkdirSync(dir, { recursive: true });
  const [port] = await freePorts(1);
  const server = await startNatsServer({ dir, logDir, port, authorization: access.authorization });
  log(`NATS with permissions (each part its own user) at ${server.url}`);
  return {
    url: server.url,
    passwords: access.passwords,
    operator: access.operator,
    violations: server.violations,
    stop: async () => {
      await server.stop();
      if (!keep) rmSync(dir, { recursive: true, force: true });
    },
  };
}

/**
 * One running part that can be killed and brought back (scale-check's faults).
 * @typedef {object} Instance
 * @property {string} name
 * @property {() => number | undefined} pid
 * @property {() => number} restarts  how often it exited without being asked to (and was started again)
 * @property {(signal?: NodeJS.Signals) => Promise<void>} kill kills it (SIGKILL by default) and keeps it down
 * @property {() => Promise<boolean>} start starts it again; true once it answers /health/ready
 */

/** Runs a Node script with its output on ours; rejects when it fails. */
function runNode(args, options) {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, args, { ...options, stdio: ['ignore', 'inherit', 'inherit'] });
    child.once('error', reject);
    child.once('exit', (code, signal) =>
      code === 0 ? resolve() : reject(new Error(`node ${args.join(' ')} failed (${signal ?? code})`)),
    );
  });
}

/** Signals a child and waits for it to exit; SIGKILL after 10 s if a gentler signal is not obeyed. */
function killChild(child, signal) {
  return new Promise((resolve) => {
    if (!child || child.exitCode !== null || child.signalCode) return resolve();
    const killer = signal === 'SIGKILL' ? null : setTimeout(() => child.kill('SIGKILL'), 10_000);
    child.once('exit', () => {
      clearTimeout(killer);
      resolve();
    });
    child.kill(signal);
  });
}
