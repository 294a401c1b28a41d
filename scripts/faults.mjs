// `npm run faults`: the fault suite. Starts its own PostgreSQL, Redis and NATS (temporary directories, free ports;
// never the machine's shared ones) and the whole system on them, then, while simulated people load it through the
// gateway, injects five faults one after another and measures what each must show:
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
import { cleanupRegistry, waitFor } from './lib/cleanup.mjs';
import { CHROMIUM_FLAGS, CHROMIUM_PATH, ensureChromium } from './lib/install.mjs';
import { freePortOffset, freePorts } from './lib/ports.mjs';
import { startPostgres, startRedis } from './faults/engines.mjs';
import {
  FALLBACK_KEYS,
  faultLine,
  judgePartialAnswer,
  judgeConversation,
  killGaps,
  readinessOver,
  seconds,
  splitJobs,
  summaryLine,
} from './faults/judge.mjs';
import { Person, Recorder } from './scale/client.mjs';
import {
  consumersCaughtUp,
  countJobs,
  keysAfter,
  readEventCounts,
  serviceConsumers,
  unpublishedEvents,
} from './scale/counts.mjs';
import { judgeResults } from './scale/faults.mjs';
import { ACTIONS, CONVERSATION, runLoad } from './scale/load.mjs';
import { startNatsServer } from './scale/nats-cluster.mjs';
import { expectedNotifications, reconcileEvents } from './scale/reconcile.mjs';
import { SIMULATED_PEOPLE_ENV } from './lib/simulated-people-env.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const args = process.argv.slice(2);
const short = args.includes('--short');
const PEOPLE = short ? 4 : 6;
/** Load before a fault, the fault's own time, load after it. */
const BEFORE_MS = short ? 4_000 : 8_000;
const DOWN_MS = short ? 4_000 : 8_000;
const AFTER_MS = short ? 4_000 : 8_000;
const WORKER_KILLS = short ? 5 : 20;
const DRAIN_TIMEOUT_MS = 90_000;
const started = Date.now();
const log = (line) =>
  console.log(`[faults] ${((Date.now() - started) / 1000).toFixed(1).padStart(6)}s ${line}`);
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, Math.max(0, ms)));
const { onCleanup, cleanUp } = cleanupRegistry(log);

/** The load's writes: what records domain events (challenges, teams, joins, projects, likes). */
const WRITES = [
  { name: 'createChallenge', weight: 3 },
  { name: 'createTeam', weight: 3 },
  { name: 'joinTeam', weight: 4 },
  { name: 'showcaseProject', weight: 2 },
  { name: 'likeProject', weight: 4 },
  { name: 'browse', weight: 2 },
];

/** REST paths answered without the teams service (identity and showcase only). */
const PATHS_WITHOUT_TEAMS = [
  '/api/auth/user',
  '/api/resources',
  '/api/users/me/achievements',
  '/api/users/recommended',
];

/**
 * One query over four services; teams owns `team`, every project's `team` and every challenge's `teamCount`, all
 * nullable (a non-null field of a service that is down would null its parent, up to the whole answer).
 */
const PARTIAL_QUERY = `query FaultsPartial($team: ID!) {
  me { id firstName }
  challenges(first: 3) { nodes { id title teamCount } }
  resources(first: 3) { nodes { id title } }
  projects(first: 3) { nodes { id title team { id name } } }
  team(id: $team) { id name }
}`;
const TEAMS_PATHS = [['team'], ['challenges', 'nodes', '*', 'teamCount'], ['projects', 'nodes', '*', 'team']];
const OTHER_FIELDS = ['me', 'challenges', 'resources', 'projects'];

/** A front-end message in both languages, read from its catalogue (frontend/src/i18n). */
function frontendMessage(file, key) {
  const text = readFileSync(join(root, 'frontend', 'src', 'i18n', file), 'utf8');
  const found = [
    ...text.matchAll(new RegExp(`'${key.replace(/\./g, '\\.')}':\\s*'((?:[^'\\\\]|\\\\.)*)'`, 'g')),
  ];
  if (found.length < 2) throw new Error(`${key} not found in both languages of ${file}`);
  return { en: found[0][1], de: found[1][1] };
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

  // ---- the engines: own PostgreSQL, Redis (append-only file, fsync always) and NATS (JetStream) ----
  // NATS as in production: each part signs in as its own user with only its own subjects; the suite reads as the
  // operator (docs/reliability.md "Trust boundaries").
  const { natsAccess } = await import('./lib/system.mjs');
  const bus = await natsAccess();
  const [pgPort, redisPort, natsPort] = await freePorts(3);
  const postgres = await startPostgres({ dir, logDir, port: pgPort });
  onCleanup('PostgreSQL', () => postgres.close());
  const redis = await startRedis({ dir, logDir, port: redisPort });
  onCleanup('Redis', () => redis.close());
  const nats = await startNatsServer({ dir, logDir, port: natsPort, authorization: bus.authorization });
  onCleanup('NATS', () => nats.stop());
  const natsNode = nats.nodes[0];
  Object.assign(process.env, { PG_BASE_URL: postgres.url, REDIS_URL: redis.url, NATS_URL: nats.url });
  log(`engines up: ${postgres.url}, ${redis.url}, ${nats.url}`);

  const { SERVICES, WORKERS, GATEWAY_METRICS_PORT, databaseUrl, startSystem } =
    await import('./lib/system.mjs');
  const { translate } = await import('@creators/contracts');
  const { QUEUES } = await import('@creators/contracts');
  const { decodeEnvelope } = await import('@creators/platform/events/envelope');
  const { NOTIFIED_EVENTS, planNotification } = await import(
    join(root, 'gateway/dist/notifications/notification.js')
  );
  const { connect } = await import('@nats-io/transport-node');
  const { jetstreamManager } = await import('@nats-io/jetstream');
  const { Redis } = await import('ioredis');
  const { Queue } = await import('bullmq');
  const pg = (await import('pg')).default;
  const consumers = await serviceConsumers(root);

  // ---- the system on its own ports ----
  const fixedPorts = [
    8080,
    GATEWAY_METRICS_PORT,
    ...SERVICES.flatMap((s) => [s.port, s.metricsPort]),
    ...WORKERS.flatMap((w) => [w.port, w.metricsPort]),
  ];
  // Never the machine's shared PostgreSQL: the suite stops its own (each service connects as its own role).
  const strays = SERVICES.filter(
    (s) => new URL(databaseUrl(s.name, '_faults')).host !== new URL(postgres.url).host,
  );
  if (strays.length)
    throw new Error(`databases of ${strays.map((s) => s.name).join(', ')} not on ${postgres.url}`);
  const offset = await freePortOffset(fixedPorts);
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
      // rate-limit check below uses the per-account sign-in delay, which stays as it is.
      ...SIMULATED_PEOPLE_ENV,
      AI_PROVIDER: 'builtin',
      SPEECH_PROVIDER: 'builtin',
      // Ten processes share two cores with other work: identity may take longer than 3 s to answer a lookup.
      SESSION_LOOKUP_TIMEOUT_MS: '10000',
      LOG_LEVEL: 'warn',
    },
  });
  onCleanup('system', () => system.stop());
  const systemReadyAt = Date.now();
  const baseUrl = `http://127.0.0.1:${gatewayPort}`;
  log(`system up: ${baseUrl} (port offset ${offset})`);

  // ---- what the suite reads: the databases, the stream, Redis, the queues ----
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

  const fallbackMessages = FALLBACK_KEYS.map((key) => translate(key, 'en'));
  const loadFailed = frontendMessage('sharedDomainMessages.ts', 'shared.loadFailed');
  const servicesReadyUrls = [
    ...SERVICES.map((s) => ({ part: s.name, url: `http://127.0.0.1:${s.port + offset}/health/ready` })),
    { part: 'gateway', url: `${baseUrl}/health/ready` },
  ];
  const restarts = () =>
    [...system.instances.values()].reduce((sum, instance) => sum + instance.restarts(), 0);

  // Cold pools and caches are not what the suite is about: a few requests first, not counted.
  const warm = new Person({ baseUrl, recorder: new Recorder(), name: 'Warmup' });
  await warm.register({ tries: 60 });
  for (const path of ['/api/challenges', '/api/teams', '/api/projects', '/api/resources', '/api/auth/user'])
    await warm.insist(`GET ${path}`, { path });
  log('warmed up');

  /** Runs `people` with `actions` while `fault` runs; returns the fault's figures with the load's requests judged. */
  const underLoad = async (name, { actions, thinkMs, people = PEOPLE }, fault) => {
    const recorder = new Recorder();
    let loading = true;
    const load = runLoad({ baseUrl, recorder, people, running: () => loading, actions, thinkMs, name });
    let outcome;
    try {
      outcome = await fault(recorder);
    } finally {
      loading = false;
    }
    const { sockets } = await load;
    return { ...outcome, recorder, sockets };
  };

  /** Waits until no job waits or runs in Isla's queues. */
  const queuesIdle = () =>
    waitFor(
      async () => {
        for (const queue of queues) {
          const counts = await queue.getJobCounts('waiting', 'active', 'delayed', 'prioritized');
          if (Object.values(counts).some((n) => n > 0)) return null;
        }
        return true;
      },
      { timeoutMs: DRAIN_TIMEOUT_MS },
    );

  /** Every queued job of both queues, counted from their event streams. */
  const jobTotals = async () => {
    const counted = await Promise.all(queues.map((queue) => countJobs(reader, queue)));
    return {
      added: counted.reduce((sum, c) => sum + c.added, 0),
      completed: counted.reduce((sum, c) => sum + c.completed, 0),
      failed: counted.reduce((sum, c) => sum + c.failed, 0),
      removed: counted.reduce((sum, c) => sum + c.removed, 0),
      lost: counted.flatMap((c, i) => c.lost.map((job) => ({ ...job, queue: queues[i].name }))),
      complete: counted.every((c) => c.complete),
      events: counted.flatMap((c, i) => c.events.map((event) => ({ ...event, queue: queues[i].name }))),
    };
  };

  /** Every event published once and applied once (outboxes drained and consumers caught up first). */
  const eventTotals = async (sockets = []) => {
    const idle = await waitFor(
      async () => (await unpublishedEvents(databases)) === 0 && (await consumersCaughtUp(jsm)),
      { timeoutMs: DRAIN_TIMEOUT_MS },
    );
    if (!idle) log('events: outboxes or consumers NOT caught up after the drain time');
    const counted = await readEventCounts({
      jsm,
      decodeEnvelope,
      databases,
      consumers,
      redis: reader,
      // The gateways' claims: NOTIFICATIONS_REDIS_KEY (gateway:notified) and the event id.
      claimPrefix: 'gateway:notified:',
    });
    const expected = expectedNotifications(counted.outbox, {
      notified: NOTIFIED_EVENTS,
      plan: planNotification,
      since: systemReadyAt,
    });
    const events = reconcileEvents({ ...counted, notifications: { expected, claimed: counted.claimed } });
    for (const live of sockets)
      for (const [id, times] of live.received)
        if (times > 1)
          events.doubled.push({ id, name: 'notification', how: `received ${times} times on one socket` });
    for (const item of events.lost.slice(0, 5)) log(`LOST event ${item.name} ${item.id}: ${item.where}`);
    for (const item of events.doubled.slice(0, 5)) log(`DOUBLED ${item.name} ${item.id}: ${item.how}`);
    for (const name of counted.strangers) log(`UNKNOWN consumer ${name} on the stream`);
    return {
      sent: events.sent,
      lost: events.lost.length,
      doubled: events.doubled.length,
      unchecked: counted.strangers.length,
      idle: Boolean(idle),
      notified: counted.claimed.size,
    };
  };

  /** The load's requests judged against the fault's window: clean 503s only while it lasted, nothing else. */
  const judged = (recorder, windows, problems) => {
    const verdict = judgeResults(recorder.results, windows);
    const at = (time) => `+${((time - started) / 1000).toFixed(1)}s`;
    for (const item of verdict.unexpected.slice(0, 5))
      log(
        `  UNEXPECTED ${item.action} by ${item.person}: ${item.outcome} ${item.status} ${item.detail ?? ''} (${at(item.start)} to ${at(item.end)})`,
      );
    if (verdict.unexpected.length) problems.push(`${verdict.unexpected.length} unexpected answers`);
    return verdict;
  };

  const faults = [];
  const report = (fault) => {
    faults.push(fault);
    console.log(faultLine(fault));
  };

  // ---- 1. Redis restarted mid-load ----
  {
    const problems = [];
    const sessionProbe = new Person({ baseUrl, recorder: new Recorder(), name: 'Session' });
    await sessionProbe.register({ tries: 30 });
    const limitProbe = new Person({ baseUrl, recorder: new Recorder(), name: 'Limits' });
    await limitProbe.register({ tries: 30 });
    const sessionChecks = [];
    const checkSession = async (when) => {
      const result = await sessionProbe.request('GET /api/auth/user', { path: '/api/auth/user' });
      sessionChecks.push({ when, ok: result.status === 200 && result.body?.id === sessionProbe.id });
    };
    // More brainstorms than the mixed load has: Isla's jobs are queued before the kill and after the restart.
    const withJobs = ACTIONS.map((action) =>
      action.name === 'brainstorm' ? { ...action, weight: 40 } : action,
    );
    const outcome = await underLoad('Redis', { actions: withJobs }, async () => {
      await sleep(BEFORE_MS);
      const window = { target: 'redis', start: Date.now(), end: Infinity };
      await redis.kill('SIGKILL');
      log('fault 1: Redis killed (SIGKILL)');
      await sleep(DOWN_MS / 2);
      await checkSession('while Redis was down');
      await sleep(DOWN_MS / 2);
      await redis.start();
      window.end = Date.now();
      log(
        `fault 1: Redis started again on the same port and append-only file, ${seconds(window.end - window.start)} down`,
      );
      await checkSession('after Redis came back');
      await sleep(AFTER_MS);
      return { window };
    });
    const verdict = judged(outcome.recorder, [outcome.window], problems);
    await checkSession('at the end');
    for (const check of sessionChecks) if (!check.ok) problems.push(`the session did not work ${check.when}`);

    // Rate limits: the per-account delay after failed sign-ins is counted in Redis again.
    const freeFailures = 5;
    let refusedAt = 0;
    for (let attempt = 1; attempt <= freeFailures + 3 && !refusedAt; attempt++) {
      const result = await limitProbe.request('POST /api/auth/login', {
        method: 'POST',
        path: '/api/auth/login',
        body: { email: limitProbe.email, password: 'not-the-password' },
        expected: [401, 429],
      });
      if (result.status === 429) refusedAt = attempt;
    }
    const limitKeys = await keysAfter(reader, 'identity:rl:login-account-failures:');
    // The sixth failure makes the account wait 2 s: the seventh sign-in is refused.
    const limitsOk = refusedAt === freeFailures + 2 && limitKeys.has(limitProbe.email);
    if (!limitsOk)
      problems.push(
        `rate limits: ${refusedAt ? `429 at sign-in ${refusedAt}` : 'no 429'} (expected at ${freeFailures + 2}), ` +
          `${limitKeys.has(limitProbe.email) ? '' : 'not '}counted in Redis`,
      );

    const idle = await queuesIdle();
    if (!idle) problems.push('Isla queues not idle after the drain time');
    const jobs = await jobTotals();
    const split = splitJobs(jobs.events, outcome.window.start);
    if (jobs.lost.length) problems.push(`${jobs.lost.length} jobs lost`);
    if (split.before.added === 0) problems.push('no job was queued before the restart');
    if (split.after.added === 0) problems.push('no job was queued after the restart');
    report({
      name: 'redis restarted',
      details: [
        `SIGKILL, ${seconds(outcome.window.end - outcome.window.start)} down`,
        `${verdict.total} requests, ${verdict.clean503} clean 503s, ${verdict.unexpected.length} unexpected`,
        `sessions ${sessionChecks.every((c) => c.ok) ? 'ok' : 'FAILED'} (during and after)`,
        `rate limits ${limitsOk ? 'ok' : 'FAILED'} (429 at failed sign-in ${refusedAt || '-'}, counted in Redis)`,
        `jobs ${split.before.added} queued before and ${split.after.added} after: ` +
          `${split.before.finished + split.after.finished} ended (${jobs.completed} completed, ${jobs.failed} failed, ${jobs.removed} removed in all), ${jobs.lost.length} jobs lost`,
      ],
      problems,
      injected: 1,
      requests: verdict.total,
      clean503: verdict.clean503,
      unexpected: verdict.unexpected.length,
    });
  }

  // ---- 2. NATS restarted mid-write ----
  {
    const problems = [];
    const outcome = await underLoad('Nats', { actions: WRITES }, async () => {
      await sleep(BEFORE_MS);
      const window = { target: 'nats', start: Date.now(), end: Infinity };
      await natsNode.kill('SIGKILL');
      log('fault 2: nats-server killed (SIGKILL)');
      await sleep(DOWN_MS);
      if (!(await natsNode.start())) problems.push('nats-server did not start again');
      window.end = Date.now();
      log(`fault 2: nats-server started again with its store, ${seconds(window.end - window.start)} down`);
      await sleep(AFTER_MS);
      return { window };
    });
    const verdict = judged(outcome.recorder, [outcome.window], problems);
    const writes = outcome.recorder.results.filter((r) => r.action.startsWith('POST')).length;
    const events = await eventTotals(outcome.sockets);
    if (events.lost || events.doubled) problems.push(`${events.lost} events lost, ${events.doubled} doubled`);
    if (events.unchecked) problems.push(`${events.unchecked} consumers unchecked`);
    report({
      name: 'nats restarted',
      details: [
        `SIGKILL mid-write, ${seconds(outcome.window.end - outcome.window.start)} down`,
        `${verdict.total} requests (${writes} writes), ${verdict.clean503} clean 503s, ${verdict.unexpected.length} unexpected`,
        `events ${events.sent} sent, ${events.lost} lost, ${events.doubled} doubled (outboxes, stream, ${consumers.length} consumers, ${events.notified} notifications)`,
      ],
      problems,
      injected: 1,
      requests: verdict.total,
      clean503: verdict.clean503,
      unexpected: verdict.unexpected.length,
    });
  }

  // ---- 3. PostgreSQL restarted ----
  {
    const problems = [];
    const samples = [];
    let sampling = true;
    const sampler = (async () => {
      while (sampling) {
        await Promise.all(
          servicesReadyUrls.map(async ({ part, url }) => {
            const ready = await fetch(url, { signal: AbortSignal.timeout(5_000) })
              .then((response) => response.status === 200)
              .catch(() => false);
            samples.push({ part, at: Date.now(), ready });
          }),
        );
        await sleep(500);
      }
    })();
    const restartsBefore = restarts();
    const outcome = await underLoad('Postgres', {}, async () => {
      await sleep(BEFORE_MS);
      const window = { target: 'postgres', start: Date.now(), end: Infinity };
      await postgres.stop('fast');
      log('fault 3: PostgreSQL stopped (pg_ctl stop -m fast)');
      await sleep(DOWN_MS);
      await postgres.start();
      const back = Date.now();
      log(`fault 3: PostgreSQL started again, ${seconds(back - window.start)} down`);
      // The window lasts until every service answers ready again.
      const ready = await waitFor(
        async () => {
          const latest = servicesReadyUrls.map(
            ({ part }) => samples.filter((s) => s.part === part && s.at > back).at(-1)?.ready,
          );
          return latest.every(Boolean) ? Date.now() : null;
        },
        { timeoutMs: 60_000, intervalMs: 250 },
      );
      window.end = ready ?? Date.now();
      if (!ready) problems.push('not every service was ready within 60 s of PostgreSQL being back');
      await sleep(AFTER_MS);
      return { window, back };
    });
    sampling = false;
    await sampler;
    const verdict = judged(outcome.recorder, [outcome.window], problems);
    const readiness = readinessOver(samples, { start: outcome.window.start, end: outcome.back });
    const services = readiness.filter((r) => r.part !== 'gateway');
    for (const r of services) {
      if (!r.downSeen) problems.push(`${r.part} never reported not ready`);
      if (!r.readyAfter) problems.push(`${r.part} not ready after`);
    }
    const readyIn = Math.max(...services.map((r) => (r.readyAt ?? Infinity) - outcome.back));
    const restarted = restarts() - restartsBefore;
    if (restarted) problems.push(`${restarted} processes restarted`);
    const timeouts = outcome.recorder.results.filter((r) => r.status === 0).length;
    const fiveHundreds = outcome.recorder.results.filter((r) => r.status >= 500 && r.status !== 503).length;
    report({
      name: 'postgres restarted',
      details: [
        `pg_ctl stop -m fast, ${seconds(outcome.back - outcome.window.start)} down`,
        `${verdict.total} requests, ${verdict.clean503} clean 503s, ${fiveHundreds} 500s, ${timeouts} hangs or resets, ${verdict.unexpected.length} unexpected`,
        `readiness: ${services.filter((r) => r.downSeen).length}/${services.length} services not ready during, ` +
          `${services.filter((r) => r.readyAfter).length}/${services.length} ready again within ${seconds(readyIn)}`,
        `${restarted} processes restarted`,
      ],
      problems,
      injected: 1,
      requests: verdict.total,
      clean503: verdict.clean503,
      unexpected: verdict.unexpected.length,
    });
  }

  // ---- 4. The teams service killed while the gateway serves ----
  {
    const problems = [];
    const viewer = new Person({ baseUrl, recorder: new Recorder(), name: 'Viewer' });
    await viewer.register({ tries: 30 });
    const own = await viewer.insist('POST /api/teams', {
      method: 'POST',
      path: '/api/teams',
      body: { name: 'Viewer team', maxMembers: 4 },
    });
    const graphql = async (locale) => {
      const response = await fetch(`${baseUrl}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'accept-language': locale, cookie: viewer.cookie },
        body: JSON.stringify({ query: PARTIAL_QUERY, variables: { team: own.body?.id } }),
        signal: AbortSignal.timeout(30_000),
      });
      return response.json();
    };
    const rest = async (path) => {
      const result = await viewer.request(`GET ${path}`, { path });
      return result.status;
    };
    const teams = system.instances.get('teams');
    const details = [];
    const outcome = await underLoad('Teams', {}, async () => {
      await sleep(BEFORE_MS);
      const window = { target: 'teams', start: Date.now(), end: Infinity };
      await teams.kill('SIGKILL');
      log('fault 4: teams killed (SIGKILL), held down');
      await sleep(1_000);
      let fieldErrors = 0;
      for (const locale of ['en', 'de']) {
        const body = await graphql(locale);
        // Each list's teams fields failed when the list had rows.
        const required = TEAMS_PATHS.filter(
          (path) => path.length === 1 || body.data?.[path[0]]?.nodes?.length,
        );
        const partial = judgePartialAnswer(body, {
          downPaths: TEAMS_PATHS,
          required,
          upFields: OTHER_FIELDS,
          code: 'SERVICE_UNAVAILABLE',
          message: translate('error.service.unavailable', locale),
        });
        fieldErrors = partial.errors;
        if (!partial.ok) {
          problems.push(`GraphQL (${locale}): ${partial.problems.slice(0, 3).join(', ')}`);
          log(`  GraphQL answer (${locale}): ${JSON.stringify(body).slice(0, 600)}`);
        }
      }
      const statuses = await Promise.all(PATHS_WITHOUT_TEAMS.map(rest));
      const notOk = PATHS_WITHOUT_TEAMS.filter((_, i) => statuses[i] !== 200);
      if (notOk.length) problems.push(`${notOk.join(', ')} not 200 while teams was down`);
      const teamsList = await viewer.request('GET /api/teams', { path: '/api/teams' });
      if (teamsList.outcome !== 'clean-503')
        problems.push(`GET /api/teams answered ${teamsList.status}, not a clean 503`);
      details.push(
        `GraphQL: data for ${OTHER_FIELDS.join(', ')}, null and SERVICE_UNAVAILABLE at the ${fieldErrors} teams fields (en, de)`,
        `REST ${PATHS_WITHOUT_TEAMS.length - notOk.length}/${PATHS_WITHOUT_TEAMS.length} other paths 200, /api/teams ${teamsList.status}`,
      );
      details.push(await browserCheck({ baseUrl, cookie: viewer.cookie, loadFailed, problems }));
      await sleep(window.start + DOWN_MS - Date.now());
      if (!(await teams.start())) problems.push('teams did not come back ready');
      window.end = Date.now();
      const recovered = await waitFor(
        async () => {
          const body = await graphql('en');
          const list = await viewer.request('GET /api/teams', { path: '/api/teams' });
          return !body.errors?.length && body.data?.team && list.status === 200 ? Date.now() : null;
        },
        { timeoutMs: 30_000, intervalMs: 500 },
      );
      if (!recovered) problems.push('GraphQL or /api/teams still failing 30 s after teams came back');
      else details.push(`recovered ${seconds(recovered - window.end)} after teams was ready`);
      log(`fault 4: teams back after ${seconds(window.end - window.start)}`);
      await sleep(AFTER_MS);
      return { window };
    });
    const verdict = judged(outcome.recorder, [outcome.window], problems);
    report({
      name: 'teams killed',
      details: [
        `SIGKILL, held ${seconds(outcome.window.end - outcome.window.start)}`,
        `${verdict.total} requests, ${verdict.clean503} clean 503s, ${verdict.unexpected.length} unexpected`,
        ...details,
      ],
      problems,
      injected: 1,
      requests: verdict.total,
      clean503: verdict.clean503,
      unexpected: verdict.unexpected.length,
    });
  }

  // ---- 5. The worker killed again and again during a conversation with Isla ----
  {
    const problems = [];
    const worker = system.instances.get(WORKERS[0].name);
    const windows = [];
    const jobsBefore = (await jobTotals()).added;
    const outcome = await underLoad('Talk', { actions: CONVERSATION, thinkMs: 500 }, async () => {
      for (const gap of killGaps(WORKER_KILLS)) {
        await sleep(gap);
        // Killed while it runs a job, when one comes within 2 s.
        await waitFor(
          async () => {
            const counts = await Promise.all(queues.map((queue) => queue.getJobCounts('active')));
            return counts.some((count) => count.active > 0) || null;
          },
          { timeoutMs: 2_000, intervalMs: 50 },
        );
        const window = { target: 'worker', start: Date.now(), end: Infinity };
        windows.push(window);
        await worker.kill('SIGKILL');
        if (!(await worker.start()))
          problems.push(`the worker did not come back after kill ${windows.length}`);
        window.end = Date.now();
      }
      log(`fault 5: worker killed ${windows.length} times (SIGKILL), back each time`);
      // Requests sent during the last kill finish (the API waits up to 25 s for a job).
      await sleep(AFTER_MS);
    });
    const verdict = judgeConversation(outcome.recorder.results, fallbackMessages);
    for (const item of verdict.unexpected.slice(0, 5))
      log(
        `  UNEXPECTED ${item.action} by ${item.person}: ${item.outcome} ${item.status} ${item.detail ?? ''}`,
      );
    if (verdict.unexpected.length)
      problems.push(`${verdict.unexpected.length} replies neither answered nor fallen back`);
    const slowest = Math.max(...outcome.recorder.results.map((r) => r.end - r.start));
    const idle = await queuesIdle();
    if (!idle) problems.push('Isla queues not idle after the drain time');
    const jobs = await jobTotals();
    if (jobs.lost.length) problems.push(`${jobs.lost.length} jobs left behind`);
    const stalled = jobs.events.filter((e) => e.event === 'stalled' && e.at >= windows[0]?.start).length;
    report({
      name: 'worker killed',
      details: [
        `SIGKILL ${windows.length} times`,
        `${verdict.total} conversation requests: ${verdict.answers} answered by Isla, ${verdict.fallbacks} scripted fallbacks, ${verdict.unexpected.length} unexpected (slowest ${seconds(slowest)})`,
        `jobs ${jobs.added - jobsBefore} queued, ${stalled} taken over from a killed worker, ${jobs.lost.length} left behind (${jobs.completed} completed, ${jobs.failed} failed, ${jobs.removed} removed in all)`,
      ],
      problems,
      injected: windows.length,
      requests: verdict.total,
      clean503: verdict.fallbacks,
      unexpected: verdict.unexpected.length,
    });
  }

  // ---- totals over the whole run ----
  const events = await eventTotals();
  const jobs = await jobTotals();
  for (const item of jobs.lost.slice(0, 5)) log(`LOST job ${item.queue} ${item.jobId}: ${item.state}`);
  // Every part kept to its permissions on the bus, and none was refused at sign-in.
  const refused = nats.violations();
  for (const line of refused.slice(0, 5)) log(`NATS refused: ${line}`);
  return {
    faults,
    events,
    jobs: { added: jobs.added, lost: jobs.lost.length, complete: jobs.complete },
    natsRefused: refused.length,
  };
}

/**
 * The pages in a browser while teams is down: /teams in English and German shows its list's readable message, not a
 * blank page; /challenges shows the challenges (without their team counts). Skipped, and said so, without Chromium.
 */
async function browserCheck({ baseUrl, cookie, loadFailed, problems }) {
  try {
    ensureChromium(log);
  } catch (error) {
    log(`browser check skipped: Chromium is not installed (${error.message})`);
    return 'browser check SKIPPED (no Chromium)';
  }
  const { chromium } = await import('playwright-core');
  const browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    headless: true,
    args: CHROMIUM_FLAGS.filter((flag) => flag !== '--headless'),
  });
  const shown = [];
  const visit = async (locale, path, check) => {
    const context = await browser.newContext({
      locale: locale === 'de' ? 'de-DE' : 'en-US',
      baseURL: baseUrl,
    });
    const [name, value] = cookie.split('=');
    await context.addCookies([{ name, value, url: baseUrl }]);
    context.setDefaultTimeout(30_000);
    const page = await context.newPage();
    try {
      await page.goto(path);
      const heading = await page.getByRole('heading', { level: 1 }).first().textContent();
      shown.push(await check(page, heading));
    } catch (error) {
      const text = await page
        .locator('body')
        .innerText()
        .catch(() => '');
      problems.push(`${path} (${locale}): ${error.message.split('\n')[0]}`);
      log(`  ${path} (${locale}) showed: ${text.slice(0, 300).replace(/\s+/g, ' ')}`);
    } finally {
      await context.close();
    }
  };
  try {
    for (const locale of ['en', 'de'])
      await visit(locale, '/teams', async (page, heading) => {
        await page.getByText(loadFailed[locale]).waitFor();
        return `/teams (${locale}) "${loadFailed[locale]}" under "${heading}"`;
      });
    await visit('en', '/challenges', async (page) => {
      const cards = page.getByRole('list', { name: 'Challenges' }).getByRole('heading', { level: 3 });
      await cards.first().waitFor();
      if (await page.getByText(loadFailed.en).count())
        throw new Error('the challenges list could not be loaded');
      return `/challenges ${await cards.count()} challenges`;
    });
  } finally {
    await browser.close();
  }
  return `browser: ${shown.join(', ') || 'nothing shown'}`;
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
  planned: 5,
  aborted: failure?.message,
});
console.log(line);
process.exit(passed ? 0 : 1);
