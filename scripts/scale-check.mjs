// `npm run scale-check`: the system scaled out on this machine with the real engines, under a mixed load, while
// parts are killed and brought back; then every domain event and queued job is counted. One summary line at the end;
// exit 1 on any loss, doubling or unexpected client error.
//   a 3-node NATS JetStream cluster (the event stream with 3 replicas), two gateways behind a round-robin TCP proxy,
//   two replicas of every service (each behind its own proxy), two workers; own databases and Redis keys.
// Each phase is a module of scripts/scale/phases/ (the cross-gateway check, a fault, the rolling restart of every
// part, the counting at the end) with
// its measure and its judge (pure: the verdict and the lines it logs), run in the order of PHASES.
// Options: --short (about 2 minutes, for `npm test`), --no-build (the build is up to date).
import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { cleanupRegistry, waitFor as poll } from './lib/cleanup.mjs';
import { ensureServices } from './lib/local-services.mjs';
import { freePorts } from './lib/ports.mjs';
import { Person, Recorder } from './scale/client.mjs';
import { keysAfter, serviceConsumers } from './scale/counts.mjs';
import { SIMULATED_PEOPLE_ENV } from './lib/simulated-people-env.mjs';
import { faultPlan } from './scale/faults.mjs';
import { runLoad } from './scale/load.mjs';
import { startNatsCluster } from './scale/nats-cluster.mjs';
import { startProxy } from './scale/proxy.mjs';
import * as count from './scale/phases/count.mjs';
import * as crossGatewayCheck from './scale/phases/cross-gateway-check.mjs';
import * as fault from './scale/phases/fault.mjs';
import * as rollout from './scale/phases/rollout.mjs';
import { formatSummary, passed } from './scale/summary.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const args = process.argv.slice(2);
const short = args.includes('--short');
const LOAD_MS = short ? 45_000 : 120_000;
const PEOPLE = short ? 8 : 12;
const DRAIN_TIMEOUT_MS = 90_000;
const started = Date.now();
const log = (line) =>
  console.log(`[scale] ${((Date.now() - started) / 1000).toFixed(1).padStart(6)}s ${line}`);
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * What runs while the load does, in order: the cross-gateway check (scale/phases/cross-gateway-check.mjs) before,
 * between and after the faults of faultPlan (scale/phases/fault.mjs: the NATS leader, a replica of every service, a
 * worker, a gateway). Then the load ends and everything is counted (scale/phases/count.mjs).
 */
const PHASES = [
  ['check', 'before the faults'],
  ['fault', 0],
  ['fault', 1],
  ['check', 'between faults'],
  ['fault', 2],
  ['fault', 3],
  ['check', 'after the faults'],
  ['rollout'],
  ['check', 'after the rollout'],
];
/** The rollout: every instance in the full check, the first of each part in the short one (phases/rollout.mjs). */
const ROLLOUT = { replicas: short ? 1 : 2, preStopMs: 1_000 };

// Everything started is stopped again, last first, whatever happens (Ctrl-C included).
const { onCleanup, cleanUp } = cleanupRegistry(log);

async function main() {
  const services = await ensureServices(log);
  Object.assign(process.env, services.env);
  onCleanup('local services', () => services.stop());
  if (!args.includes('--no-build')) {
    const { buildServices, composeSupergraph } = await import('./lib/build.mjs');
    buildServices(root, log);
    composeSupergraph(root, log);
  }
  const { SERVICES, WORKERS, databaseUrl, natsAccess, startSystem } = await import('./lib/system.mjs');
  const { dropDatabase } = await import('@creators/platform');
  const { decodeEnvelope } = await import('@creators/platform/events/envelope');
  const { QUEUES } = await import('@creators/contracts');
  const { NOTIFIED_EVENTS, planNotification } = await import(
    join(root, 'gateway/dist/notifications/notification.js')
  );
  const { connect } = await import('@nats-io/transport-node');
  const { jetstreamManager } = await import('@nats-io/jetstream');
  const { Redis } = await import('ioredis');
  const { Queue } = await import('bullmq');
  const pg = (await import('pg')).default;
  const consumers = await serviceConsumers(root);

  const suffix = `_scale_${randomBytes(4).toString('hex')}`;
  const keyPrefix = `scale${suffix}:`;
  const dir = mkdtempSync(join(tmpdir(), 'scale-check-'));
  onCleanup('temporary files', () => rmSync(dir, { recursive: true, force: true }));
  const logDir = join(root, '.run', 'scale-logs', suffix.slice(1));
  mkdirSync(logDir, { recursive: true });
  log(`logs in ${logDir}`);

  // ---- NATS: three nodes, the event stream with three replicas ----
  // Every port at once: three NATS nodes (client and route), two instances of each part, a proxy for each service
  // and one for the gateways.
  const allPorts = await freePorts(6 + (SERVICES.length + WORKERS.length + 1) * 2 + SERVICES.length + 1);
  const natsPorts = allPorts.splice(0, 6);
  // As in production: each part signs in as its own user with only its own subjects; the check reads as the
  // operator (docs/reliability.md "Trust boundaries").
  const bus = await natsAccess();
  const nats = await startNatsCluster({
    dir,
    logDir,
    ports: natsPorts.slice(0, 3),
    routePorts: natsPorts.slice(3),
    authorization: bus.authorization,
  });
  onCleanup('NATS cluster', () => nats.stop());
  log(`NATS cluster up: ${nats.url}`);
  const nc = await connect({
    servers: nats.url.split(','),
    maxReconnectAttempts: -1,
    reconnectTimeWait: 500,
    ...bus.operator,
  });
  onCleanup('NATS connection', () => nc.close());
  // The cluster answers JetStream requests once it has elected a meta leader.
  const jsm = await waitFor('JetStream on the cluster', () => jetstreamManager(nc, { timeout: 2_000 }));
  if (!jsm) throw new Error(`JetStream did not come up on the NATS cluster (logs in ${logDir})`);

  const redis = new Redis(process.env.REDIS_URL, { lazyConnect: true });
  redis.on('error', (error) => log(`redis: ${error.message}`));
  onCleanup('Redis keys', async () => {
    const keys = [...(await keysAfter(redis, keyPrefix))].map((key) => `${keyPrefix}${key}`);
    for (let i = 0; i < keys.length; i += 1000) await redis.del(...keys.slice(i, i + 1000));
    redis.disconnect();
  });

  // ---- the system: two of everything, services behind proxies ----
  const parts = [...SERVICES.map((s) => s.name), ...WORKERS.map((w) => w.name), 'gateway'];
  const portList = allPorts.splice(0, parts.length * 2);
  const ports = Object.fromEntries(parts.map((name, i) => [name, portList.slice(2 * i, 2 * i + 2)]));
  const serviceProxies = {};
  /** Each part's proxy by its name, taken in and out of rotation by the rollout. */
  const proxies = {};
  for (const service of SERVICES) {
    const proxy = await startProxy({
      port: allPorts.shift(),
      backends: ports[service.name].map((port) => ({ port })),
    });
    onCleanup(`${service.name} proxy`, () => proxy.close());
    serviceProxies[service.urlEnv] = `${proxy.url}/graphql`;
    proxies[service.name] = proxy;
  }
  onCleanup('databases', async () => {
    for (const service of SERVICES) await dropDatabase(databaseUrl(service.name, suffix)).catch(() => {});
  });
  const systemLog = (line) => log(`system: ${line}`);
  const system = await startSystem({
    root,
    dbSuffix: suffix,
    ports,
    logDir,
    log: systemLog,
    // Twelve processes start at once on two shared cores.
    readyTimeoutMs: 300_000,
    nats: { url: nats.url, passwords: bus.passwords },
    env: {
      ...serviceProxies,
      EVENT_STREAM_REPLICAS: '3',
      KEY_PREFIX: keyPrefix,
      RATE_LIMIT_KEY_PREFIX: `${keyPrefix}rate`,
      SOCKET_IO_REDIS_KEY: `${keyPrefix}socket.io`,
      NOTIFICATIONS_REDIS_KEY: `${keyPrefix}notified`,
      // Simulated people: one address, and faster than anyone types (scripts/lib/simulated-people-env.mjs).
      ...SIMULATED_PEOPLE_ENV,
      AI_PROVIDER: 'builtin',
      // Twenty-one processes share two cores: identity may take longer than the default 3 s to answer a lookup.
      SESSION_LOOKUP_TIMEOUT_MS: '10000',
      // A killed worker's jobs are taken over within seconds, well before the API stops waiting for them.
      WORKER_LOCK_DURATION_MS: '5000',
      WORKER_STALLED_INTERVAL_MS: '5000',
      LOG_LEVEL: 'warn',
    },
  });
  onCleanup('system', () => system.stop());
  const systemReadyAt = Date.now();
  const gatewayProxy = await startProxy({
    port: allPorts.shift(),
    backends: ports.gateway.map((port) => ({ port })),
  });
  onCleanup('gateway proxy', () => gatewayProxy.close());
  proxies.gateway = gatewayProxy;
  const [gatewayA, gatewayB] = ports.gateway.map((port) => `http://127.0.0.1:${port}`);
  log(`system up: gateways ${gatewayA} and ${gatewayB} behind ${gatewayProxy.url}`);

  const stream = await waitFor('the event stream with 3 replicas', async () => {
    const info = await jsm.streams.info('EVENTS').catch(() => null);
    return info?.config.num_replicas === 3 && info.cluster?.replicas?.length === 2 ? info : null;
  });
  log(`event stream EVENTS: 3 replicas, leader ${stream.cluster.leader}`);

  // Cold pools and caches are not what the check is about: a few requests through each gateway first, not counted.
  await Promise.all(
    [gatewayA, gatewayB].map(async (baseUrl) => {
      const person = new Person({ baseUrl, recorder: new Recorder(), name: 'Warmup' });
      await person.register({ tries: 60 });
      for (const path of [
        '/api/challenges',
        '/api/teams',
        '/api/projects',
        '/api/resources',
        '/api/auth/user',
      ])
        await person.insist(`GET ${path}`, { path });
    }),
  );
  log('warmed up');

  // ---- load, and the phases while it runs ----
  const recorder = new Recorder();
  const shared = { teams: [], projects: [] };
  let loading = true;
  const loadStart = Date.now();
  const load = runLoad({
    baseUrl: gatewayProxy.url,
    recorder,
    people: PEOPLE,
    running: () => loading,
    shared,
  });
  const plan = faultPlan(LOAD_MS);
  /** What the phases are given: the parts they kill, the gateways, the load's recorder, the faults' windows. */
  const context = {
    SERVICES,
    WORKERS,
    system,
    nats,
    jsm,
    redis,
    gatewayA,
    gatewayB,
    gatewayProxy,
    proxies,
    recorder,
    loadStart,
    windows: [],
    waitFor,
    sleep,
    log,
  };
  const checks = [];
  let faultsDone = 0;
  let rolledOut = null;
  const phases = {
    /** The cross-gateway check (`when`: before, between or after the faults). */
    check: async (when) => {
      const verdict = crossGatewayCheck.judge(await crossGatewayCheck.measure(context), when);
      checks.push(verdict);
      log(verdict.line);
    },
    /** The plan's `index`th fault. */
    fault: async (index) => {
      const observed = await fault.measure(context, plan[index]);
      context.windows.push(observed.window);
      const verdict = fault.judge(observed);
      if (verdict.done) faultsDone += 1;
      log(verdict.line);
    },
    /** Every part restarted one instance at a time, with no failed request allowed. */
    rollout: async () => {
      const observed = await rollout.measure(context, ROLLOUT);
      const verdict = rollout.judge(observed, recorder.results);
      rolledOut = {
        back: observed.rolled.filter((r) => r.up).length,
        instances: observed.rolled.length,
        requests: verdict.requests,
        failed: verdict.failed,
      };
      log(verdict.line);
    },
  };
  for (const [phase, argument] of PHASES) await phases[phase](argument);
  await sleep(loadStart + LOAD_MS - Date.now());
  loading = false;
  const { sockets } = await load;
  log(`load over: ${recorder.results.length} requests from ${PEOPLE} people`);

  // ---- drain and count: everything published, consumed and worked off ----
  const databases = Object.fromEntries(
    SERVICES.map((s) => [s.name, new pg.Pool({ connectionString: databaseUrl(s.name, suffix), max: 2 })]),
  );
  onCleanup('database pools', () => Promise.all(Object.values(databases).map((pool) => pool.end())));
  const queue = new Queue(QUEUES.aiGeneration, {
    connection: { url: process.env.REDIS_URL },
    prefix: `${keyPrefix}bull`,
  });
  onCleanup('queue', () => queue.close());
  const observed = await count.measure({
    ...context,
    databases,
    queue,
    keyPrefix,
    decodeEnvelope,
    consumers,
    notified: NOTIFIED_EVENTS,
    plan: planNotification,
    systemReadyAt,
    sockets,
    drainTimeoutMs: DRAIN_TIMEOUT_MS,
  });
  const { result, lines } = count.judge({
    ...observed,
    checks,
    faults: { done: faultsDone, planned: plan.length },
  });
  for (const line of lines) log(line);
  return { ...result, ...(rolledOut ? { rollout: rolledOut } : {}) };
}

/** Polls `probe` (null: not yet) until it gives a value or `timeoutMs` passes (then null, and says so). */
async function waitFor(what, probe, timeoutMs = 60_000) {
  const value = await poll(probe, { timeoutMs });
  if (!value) log(`gave up waiting for ${what}`);
  return value;
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
const seconds = Math.round((Date.now() - started) / 1000);
console.log(
  result
    ? formatSummary({ ...result, seconds })
    : `scale-check: FAILED, aborted (${failure?.message}); ${seconds} s`,
);
process.exit(result && passed(result) ? 0 : 1);
