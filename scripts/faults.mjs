// `npm run faults`: the fault suite. Starts its own PostgreSQL, Redis and NATS (temporary directories, free ports;
// never the machine's shared ones) and the whole system on them, then, while simulated people load it through the
// gateway, injects five faults one after another and measures what each must show. Each fault is a module of
// scripts/faults/ (redis-restart.mjs, nats-restart.mjs, postgres-restart.mjs, teams-down.mjs, worker-kills.mjs) with
// three parts: inject (the fault under load), measure (what the system showed) and judge (pure: the fault's line).
//   1. Redis killed and started again (same port and append-only file): sessions work, rate limits work again,
//      BullMQ's jobs queued before and after complete, none is lost.
//   2. NATS killed and started again mid-write: every outbox event published once and applied once by each consumer.
//   3. PostgreSQL stopped (pg_ctl -m fast) and started: clean 503s meanwhile, readiness down then up, the services
//      reconnect by themselves (no process restarted).
//   4. The teams service killed (SIGKILL, held down): GraphQL answers the rest with an error on the teams fields,
//      other REST paths keep 200, the /teams page shows its readable message; all recovers when teams is back.
//   5. The brainstorm worker killed with SIGKILL 20 times (5 with --short) during a conversation with Isla: every
//      request gets Isla's answer or the spec's scripted fallback, and every queued job ends.
// One line per fault and a final line; exit 1 on any failure. Logs in .run/fault-logs/<run>/.
// Options: --short (fewer people, shorter windows, 5 worker kills), --no-build (the build is up to date).
import { mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { cleanupRegistry } from './lib/cleanup.mjs';
import { freePortOffset, freePorts } from './lib/ports.mjs';
import { SIMULATED_PEOPLE_ENV } from './lib/simulated-people-env.mjs';
import { startPostgres, startRedis } from './faults/engines.mjs';
import { createHarness } from './faults/harness.mjs';
import { FALLBACK_KEYS, faultLine, summaryLine } from './faults/judge.mjs';
import * as natsRestart from './faults/nats-restart.mjs';
import * as postgresRestart from './faults/postgres-restart.mjs';
import * as redisRestart from './faults/redis-restart.mjs';
import * as teamsDown from './faults/teams-down.mjs';
import * as workerKills from './faults/worker-kills.mjs';
import { Person, Recorder } from './scale/client.mjs';
import { serviceConsumers } from './scale/counts.mjs';
import { startNatsServer } from './scale/nats-cluster.mjs';

/** The faults, in the order they are injected: each injects, measures what it must show, and judges it. */
const FAULTS = [redisRestart, natsRestart, postgresRestart, teamsDown, workerKills];

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const args = process.argv.slice(2);
const short = args.includes('--short');
const settings = {
  people: short ? 4 : 6,
  /** Load before a fault, the fault's own time, load after it. */
  beforeMs: short ? 4_000 : 8_000,
  downMs: short ? 4_000 : 8_000,
  afterMs: short ? 4_000 : 8_000,
  workerKills: short ? 5 : 20,
  drainTimeoutMs: 90_000,
};
const started = Date.now();
const log = (line) =>
  console.log(`[faults] ${((Date.now() - started) / 1000).toFixed(1).padStart(6)}s ${line}`);
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, Math.max(0, ms)));
const { onCleanup, cleanUp } = cleanupRegistry(log);

/**
 * A front-end message in both languages, read from its catalogue (frontend/src/i18n): `name` is the catalogue's name,
 * its texts are in `<name>.en.ts` and `<name>.de.ts`.
 */
function frontendMessage(name, key) {
  const text = (locale) => {
    const file = join(root, 'frontend', 'src', 'i18n', `${name}.${locale}.ts`);
    const found = new RegExp(`'${key.replace(/\./g, '\\.')}':\\s*'((?:[^'\\\\]|\\\\.)*)'`).exec(
      readFileSync(file, 'utf8'),
    );
    if (!found) throw new Error(`${key} not found in ${file}`);
    return found[1];
  };
  return { en: text('en'), de: text('de') };
}

/**
 * The suite's own PostgreSQL, Redis (append-only file, fsync always) and NATS (JetStream). NATS as in production:
 * each part signs in as its own user with only its own subjects; the suite reads as the operator
 * (docs/reliability.md "Trust boundaries").
 */
async function startEngines({ dir, logDir }) {
  const { natsAccess } = await import('./lib/system.mjs');
  const bus = await natsAccess();
  const [pgPort, redisPort, natsPort] = await freePorts(3);
  const postgres = await startPostgres({ dir, logDir, port: pgPort });
  onCleanup('PostgreSQL', () => postgres.close());
  const redis = await startRedis({ dir, logDir, port: redisPort });
  onCleanup('Redis', () => redis.close());
  const nats = await startNatsServer({ dir, logDir, port: natsPort, authorization: bus.authorization });
  onCleanup('NATS', () => nats.stop());
  Object.assign(process.env, { PG_BASE_URL: postgres.url, REDIS_URL: redis.url, NATS_URL: nats.url });
  log(`engines up: ${postgres.url}, ${redis.url}, ${nats.url}`);
  return { bus, postgres, redis, nats };
}

/** The whole system on its own ports and on the suite's engines. */
async function startFaultSystem({ logDir, postgres, nats, bus }) {
  const { SERVICES, SYSTEM_PORTS, WORKERS, databaseUrl, startSystem } = await import('./lib/system.mjs');
  // Never the machine's shared PostgreSQL: the suite stops its own (each service connects as its own role).
  const strays = SERVICES.filter(
    (s) => new URL(databaseUrl(s.name, '_faults')).host !== new URL(postgres.url).host,
  );
  if (strays.length)
    throw new Error(`databases of ${strays.map((s) => s.name).join(', ')} not on ${postgres.url}`);
  const offset = await freePortOffset(SYSTEM_PORTS);
  const gatewayPort = 8080 + offset;
  const system = await startSystem({
    root,
    port: gatewayPort,
    portOffset: offset,
    dbSuffix: '_faults',
    logDir,
    log: (line) => log(`system: ${line}`),
    readyTimeoutMs: 240_000,
    nats: { url: nats.url, passwords: bus.passwords },
    env: {
      SEED_DEMO: 'false',
      // Simulated people: one address, and faster than anyone types (scripts/lib/simulated-people-env.mjs). The
      // rate-limit check of fault 1 uses the per-account sign-in delay, which stays as it is.
      ...SIMULATED_PEOPLE_ENV,
      AI_PROVIDER: 'builtin',
      SPEECH_PROVIDER: 'builtin',
      // Eleven processes share two cores with other work: identity may take longer than 3 s to answer a lookup.
      SESSION_LOOKUP_TIMEOUT_MS: '10000',
      LOG_LEVEL: 'warn',
    },
  });
  onCleanup('system', () => system.stop());
  const systemReadyAt = Date.now();
  const baseUrl = `http://127.0.0.1:${gatewayPort}`;
  log(`system up: ${baseUrl} (port offset ${offset})`);
  const servicesReadyUrls = [
    ...SERVICES.map((s) => ({ part: s.name, url: `http://127.0.0.1:${s.port + offset}/health/ready` })),
    { part: 'gateway', url: `${baseUrl}/health/ready` },
  ];
  return { system, systemReadyAt, baseUrl, servicesReadyUrls, workerName: WORKERS[0].name };
}

/** What the suite reads: the databases, the stream, Redis, Isla's queues. */
async function openReaders({ nats, redis, bus }) {
  const { SERVICES, databaseUrl } = await import('./lib/system.mjs');
  const { QUEUES } = await import('@creators/contracts');
  const { connect } = await import('@nats-io/transport-node');
  const { jetstreamManager } = await import('@nats-io/jetstream');
  const { Redis } = await import('ioredis');
  const { Queue } = await import('bullmq');
  const pg = (await import('pg')).default;
  const databases = Object.fromEntries(
    SERVICES.map((s) => {
      const pool = new pg.Pool({ connectionString: databaseUrl(s.name, '_faults'), max: 1 });
      pool.on('error', () => undefined); // PostgreSQL goes away in fault 3
      return [s.name, pool];
    }),
  );
  onCleanup('database pools', () => Promise.all(Object.values(databases).map((pool) => pool.end())));
  const nc = await connect({
    servers: nats.url,
    maxReconnectAttempts: -1,
    reconnectTimeWait: 500,
    ...bus.operator,
  });
  onCleanup('NATS connection', () => nc.close());
  const jsm = await jetstreamManager(nc, { timeout: 5_000 });
  const reader = new Redis(redis.url, { maxRetriesPerRequest: 1 });
  reader.on('error', () => undefined); // Redis goes away in fault 1
  onCleanup('Redis reader', () => reader.disconnect());
  const queues = [QUEUES.aiGeneration, QUEUES.speechSynthesis].map((name) => {
    const queue = new Queue(name, { connection: { url: redis.url }, prefix: 'bull' });
    queue.on('error', () => undefined);
    return queue;
  });
  onCleanup('queues', () => Promise.all(queues.map((queue) => queue.close())));
  return { databases, jsm, reader, queues };
}

/** Cold pools and caches are not what the suite is about: a few requests first, not counted. */
async function warmUp(baseUrl) {
  const warm = new Person({ baseUrl, recorder: new Recorder(), name: 'Warmup' });
  await warm.register({ tries: 60 });
  for (const path of ['/api/challenges', '/api/teams', '/api/projects', '/api/resources', '/api/auth/user'])
    await warm.insist(`GET ${path}`, { path });
  log('warmed up');
}

async function main() {
  if (!args.includes('--no-build')) {
    const { buildAll } = await import('./lib/build.mjs');
    buildAll(root, log);
  }
  const run = new Date().toISOString().replace(/[:.]/g, '-');
  const logDir = join(root, '.run', 'fault-logs', run);
  mkdirSync(logDir, { recursive: true });
  const dir = mkdtempSync(join(tmpdir(), 'faults-'));
  onCleanup('temporary files', () => rmSync(dir, { recursive: true, force: true }));
  log(`logs in ${logDir}`);

  const engines = await startEngines({ dir, logDir });
  const { translate } = await import('@creators/texts');
  const { decodeEnvelope } = await import('@creators/platform/events/envelope');
  const { NOTIFIED_EVENTS, planNotification } = await import(
    join(root, 'gateway/dist/notifications/notification.js')
  );
  const consumers = await serviceConsumers(root);
  const running = await startFaultSystem({ logDir, ...engines });
  const readers = await openReaders(engines);
  await warmUp(running.baseUrl);

  const harness = createHarness({
    baseUrl: running.baseUrl,
    people: settings.people,
    drainTimeoutMs: settings.drainTimeoutMs,
    ...readers,
    consumers,
    decodeEnvelope,
    notified: NOTIFIED_EVENTS,
    plan: planNotification,
    systemReadyAt: running.systemReadyAt,
    started,
    log,
  });
  /** What every fault is given: the engines and the system to fail, the readers, the harness, the settings. */
  const context = {
    ...engines,
    natsNode: engines.nats.nodes[0],
    ...running,
    ...readers,
    ...harness,
    consumers,
    translate,
    fallbackMessages: FALLBACK_KEYS.map((key) => translate(key, 'en')),
    loadFailed: frontendMessage('sharedDomainMessages', 'shared.loadFailed'),
    restarts: () =>
      [...running.system.instances.values()].reduce((sum, instance) => sum + instance.restarts(), 0),
    settings,
    sleep,
    log,
  };

  const faults = [];
  for (const fault of FAULTS) {
    const injected = await fault.inject(context);
    const observed = await fault.measure(context, injected);
    const judged = fault.judge(observed);
    faults.push(judged);
    console.log(faultLine(judged));
  }

  // ---- totals over the whole run ----
  const events = await harness.eventTotals();
  const jobs = await harness.jobTotals();
  for (const item of jobs.lost.slice(0, 5)) log(`LOST job ${item.queue} ${item.jobId}: ${item.state}`);
  // Every part kept to its permissions on the bus, and none was refused at sign-in.
  const refused = engines.nats.violations();
  for (const line of refused.slice(0, 5)) log(`NATS refused: ${line}`);
  return {
    faults,
    events,
    jobs: { added: jobs.added, lost: jobs.lost.length, complete: jobs.complete },
    natsRefused: refused.length,
  };
}

let result = null;
let failure = null;
try {
  result = await main();
} catch (error) {
  failure = error;
  log(`aborted: ${error.stack ?? error.message}`);
} finally {
  await cleanUp();
}
const { passed, line } = summaryLine(result?.faults ?? [], {
  events: result?.events ?? null,
  jobs: result?.jobs ?? null,
  natsRefused: result?.natsRefused,
  seconds: (Date.now() - started) / 1000,
  planned: FAULTS.length,
  aborted: failure?.message,
});
console.log(line);
process.exit(passed ? 0 : 1);
