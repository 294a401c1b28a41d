// `npm run scale-check`: the system scaled out on this machine with the real engines, under a mixed load, while
// parts are killed and brought back; then every domain event and queued job is counted. One summary line at the end;
// exit 1 on any loss, doubling or unexpected client error.
//   a 3-node NATS JetStream cluster (the event stream with 3 replicas), two gateways behind a round-robin TCP proxy,
//   two replicas of every service (each behind its own proxy), two workers; own databases and Redis keys.
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
import {
  consumersCaughtUp,
  countJobs,
  keysAfter,
  readEventCounts,
  serviceConsumers,
  unpublishedEvents,
} from './scale/counts.mjs';
import { checkAcrossGateways } from './scale/cross-gateway.mjs';
import { SIMULATED_PEOPLE_ENV } from './lib/simulated-people-env.mjs';
import { faultPlan, judgeResults } from './scale/faults.mjs';
import { runLoad } from './scale/load.mjs';
import { startNatsCluster } from './scale/nats-cluster.mjs';
import { startProxy } from './scale/proxy.mjs';
import { expectedNotifications, reconcileEvents } from './scale/reconcile.mjs';
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
  for (const service of SERVICES) {
    const proxy = await startProxy({
      port: allPorts.shift(),
      backends: ports[service.name].map((port) => ({ port })),
    });
    onCleanup(`${service.name} proxy`, () => proxy.close());
    serviceProxies[service.urlEnv] = `${proxy.url}/graphql`;
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
      // Nineteen processes share two cores: identity may take longer than the default 3 s to answer a lookup.
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

  // ---- load, checks and faults ----
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
  const windows = [];
  const checks = [];
  const check = async (when) => {
    const result = await checkAcrossGateways({ gatewayA, gatewayB, recorder });
    checks.push(result);
    log(
      `cross-gateway check (${when}): session on B ${result.session ? 'ok' : 'FAILED'}, notification on A ` +
        `${result.notified ? `after ${result.notifiedMs} ms` : 'FAILED'}${result.problem ? ` (${result.problem})` : ''}`,
    );
  };
  const plan = faultPlan(LOAD_MS);
  let faultsDone = 0;
  const fault = async ({ atMs, target, downMs }) => {
    await sleep(loadStart + atMs - Date.now());
    const kill = [];
    const back = [];
    if (target === 'nats') {
      const leader = (await jsm.streams.info('EVENTS')).cluster.leader;
      const node = nats.nodes.find((n) => n.name === leader) ?? nats.nodes[0];
      kill.push(() => node.kill());
      back.push(async () => {
        if (!(await node.start())) return false;
        // Back when the node has caught up with the stream again.
        return Boolean(
          await waitFor(`${node.name} to catch up`, async () => {
            const info = await jsm.streams.info('EVENTS').catch(() => null);
            const replicas = info?.cluster?.replicas ?? [];
            return replicas.length === 2 && replicas.every((r) => r.current) ? true : null;
          }),
        );
      });
      log(`fault: SIGKILL NATS node ${node.name} (the stream's leader) for ${downMs} ms`);
    } else {
      const names = {
        services: SERVICES.map((s) => `${s.name}-1`),
        worker: [`${WORKERS[0].name}-1`],
        gateway: ['gateway-1'],
      }[target];
      for (const name of names) {
        const instance = system.instances.get(name);
        kill.push(() => instance.kill('SIGKILL'));
        back.push(() => instance.start());
      }
      log(`fault: SIGKILL ${names.join(', ')} for ${downMs} ms`);
    }
    const window = { target, start: Date.now(), end: Infinity };
    windows.push(window);
    await Promise.all(kill.map((k) => k()));
    await sleep(downMs);
    const up = await Promise.all(back.map((b) => b()));
    window.end = Date.now();
    if (up.every(Boolean)) faultsDone += 1;
    log(
      `fault over: ${target} back ${up.every(Boolean) ? 'and ready' : 'NOT READY'} after ${window.end - window.start} ms`,
    );
  };

  await check('before the faults');
  await fault(plan[0]);
  await fault(plan[1]);
  await check('between faults');
  await fault(plan[2]);
  await fault(plan[3]);
  await check('after the faults');
  await sleep(loadStart + LOAD_MS - Date.now());
  loading = false;
  const { sockets } = await load;
  log(`load over: ${recorder.results.length} requests from ${PEOPLE} people`);

  // ---- drain: everything published, consumed and worked off ----
  const databases = Object.fromEntries(
    SERVICES.map((s) => [s.name, new pg.Pool({ connectionString: databaseUrl(s.name, suffix), max: 2 })]),
  );
  onCleanup('database pools', () => Promise.all(Object.values(databases).map((pool) => pool.end())));
  const queue = new Queue(QUEUES.aiGeneration, {
    connection: { url: process.env.REDIS_URL },
    prefix: `${keyPrefix}bull`,
  });
  onCleanup('queue', () => queue.close());
  const idle = await waitFor(
    'the system to be idle',
    async () => {
      if ((await unpublishedEvents(databases)) > 0 || !(await consumersCaughtUp(jsm))) return null;
      const counts = await queue.getJobCounts('waiting', 'active', 'delayed', 'prioritized');
      return Object.values(counts).every((n) => n === 0) ? true : null;
    },
    DRAIN_TIMEOUT_MS,
  );
  log(
    idle
      ? 'system idle: outboxes published, consumers caught up, queue empty'
      : 'system NOT idle after the drain time',
  );

  // ---- counting ----
  const counted = await readEventCounts({
    jsm,
    decodeEnvelope,
    databases,
    consumers,
    redis,
    claimPrefix: `${keyPrefix}notified:`,
  });
  const { stream: streamCounts, claimed, strangers } = counted;
  const expected = expectedNotifications(counted.outbox, {
    notified: NOTIFIED_EVENTS,
    plan: planNotification,
    since: systemReadyAt,
  });
  const events = reconcileEvents({ ...counted, notifications: { expected, claimed } });
  for (const live of sockets)
    for (const [id, times] of live.received)
      if (times > 1)
        events.doubled.push({ id, name: 'notification', how: `received ${times} times on one socket` });
  const notificationsReceived = sockets.reduce((sum, live) => sum + live.received.size, 0);

  const jobs = await countJobs(redis, queue);

  const verdict = judgeResults(recorder.results, windows);
  const brainstormsAnswered = recorder.results.filter(
    (r) => r.action === 'POST /api/perplexity/generate-response' && r.outcome === 'ok',
  ).length;

  // ---- report ----
  log(
    `events: ${events.sent} in ${SERVICES.length} outboxes, ${streamCounts.size} in the stream; applied: ` +
      consumers.map((c) => `${c.name} ${c.processed.size}`).join(', ') +
      `; notified ${claimed.size} (expected ${expected.size}), ${notificationsReceived} received on the load's sockets`,
  );
  log(
    `jobs: ${jobs.added} added, ${jobs.completed} completed, ${jobs.failed} failed, ${jobs.removed} removed ` +
      `(the API gave up waiting); ${brainstormsAnswered} brainstorm replies answered`,
  );
  log(
    `fault windows: ${windows
      .map(
        (w) =>
          `${w.target} +${((w.start - loadStart) / 1000).toFixed(1)}s to +${((w.end - loadStart) / 1000).toFixed(1)}s`,
      )
      .join(', ')}`,
  );
  log(
    `proxies: gateway connections ${gatewayProxy.connections.join(' / ')}; requests ${verdict.ok} ok, ` +
      `${verdict.clean503} clean 503s and ${verdict.resets} resets during faults`,
  );
  for (const item of events.lost.slice(0, 10)) log(`LOST event ${item.name} ${item.id}: ${item.where}`);
  for (const item of events.doubled.slice(0, 10)) log(`DOUBLED ${item.name} ${item.id}: ${item.how}`);
  for (const item of jobs.lost.slice(0, 10)) log(`LOST job ${item.jobId}: ${item.state}`);
  for (const name of strangers)
    log(`UNKNOWN consumer ${name} on the stream: teach scale-check what it applies`);
  const previous = (item) =>
    recorder.results.filter((r) => r.person === item.person && r.start < item.start).at(-1);
  const at = (time) => `+${((time - loadStart) / 1000).toFixed(1)}s`;
  for (const item of verdict.unexpected.slice(0, 10)) {
    log(
      `UNEXPECTED ${item.action} by ${item.person}: ${item.outcome} ${item.status} ${item.detail ?? ''} ` +
        `(${at(item.start)} to ${at(item.end)})`,
    );
    const before = previous(item);
    if (before)
      log(
        `  before it: ${before.action} ${before.outcome} ${before.status} ${before.detail ?? ''} (${at(before.start)})`,
      );
  }
  if (!jobs.complete) log('the queue history no longer holds the first job: jobs cannot all be counted');
  // Every part kept to its permissions on the bus, and none was refused at sign-in.
  const refused = nats.violations();
  for (const line of refused.slice(0, 10)) log(`NATS refused: ${line}`);

  const result = {
    events: {
      sent: events.sent,
      lost: events.lost.length,
      doubled: events.doubled.length,
      unchecked: strangers.length,
    },
    jobs: { added: jobs.added, lost: jobs.lost.length, failed: jobs.failed, complete: jobs.complete },
    requests: {
      total: verdict.total,
      unexpected: verdict.unexpected.length,
      clean503: verdict.clean503,
      resets: verdict.resets,
    },
    checks: { passed: checks.filter((c) => c.session && c.notified).length, total: checks.length },
    faults: { done: faultsDone, planned: plan.length },
    nats: { refused: refused.length },
  };
  return result;
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
