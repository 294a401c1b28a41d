// `npm run compose-check`: docker-compose.yml for real on this machine, with the images of `npm run images` (built
// first when any is missing) and the stores built from infra/images (POSTGRES_IMAGE, REDIS_IMAGE, NATS_IMAGE).
// Its own project name, secrets in a temporary env file, mail off, the gateway on a free port. Then:
//   1. journey: through the gateway's port, Ada registers, brainstorms with Isla to a published challenge and makes
//      a team; Bob registers and joins it; Ada's socket gets the live notification (containers/journey.mjs);
//   2. workers: three workers, killed (SIGKILL) one after another and started again while people talk to Isla;
//      every job queued is counted finished from the queue's event stream (containers/workers.mjs);
//   3. restarts: challenges, then the gateway, restarted while people read through the gateway; what counts as
//      failed is in containers/restarts.mjs;
//   4. persistence: `down` (volumes kept) and `up`; Ada signs in and her challenge is listed.
// `--pgbouncer`: the same with the profile pgbouncer and DATABASE_HOST=pgbouncer:5432 (PgBouncer from
// infra/images/pgbouncer, PGBOUNCER_IMAGE); after the journey, PgBouncer's admin console (SHOW STATS, SHOW POOLS)
// must show transactions for each service's database and PostgreSQL must see the service roles connected from
// PgBouncer only (containers/pooler.mjs).
// On a fresh clone it runs `npm ci` first (scripts/lib/install.mjs) and builds @creators/contracts.
// One closing line with the counts; the stack is removed with its volumes and the temporary files deleted, also on
// failure or Ctrl-C. Exit 1 on any problem. About 5 minutes here once the images exist (docs/operations.md,
// "Compose on this machine").
import { execSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ensureDependencies } from './lib/install.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const started = Date.now();
const log = (line) =>
  console.log(`[compose] ${((Date.now() - started) / 1000).toFixed(0).padStart(4)}s ${line}`);
const pgbouncer = process.argv.includes('--pgbouncer');

// A fresh clone: the check's own clients (ioredis, bullmq, socket.io-client) and @creators/contracts, which the
// journey uses, are installed and built first; everything else is imported after that.
ensureDependencies(root, log);
if (!existsSync(join(root, 'packages', 'contracts', 'dist', 'index.js'))) {
  log('building @creators/contracts for the journey: npx tsc -b packages/contracts');
  execSync('npx tsc -b packages/contracts', { cwd: root, stdio: 'inherit' });
}
const { cleanupRegistry, waitFor } = await import('./lib/cleanup.mjs');
const { freePorts } = await import('./lib/ports.mjs');
const { composeCommand, ensureEngine, imageExists } = await import('./containers/docker.mjs');
const { judgeJourney, runJourney } = await import('./containers/journey.mjs');
const { judgePersistence, runPersistence } = await import('./containers/persistence.mjs');
const { judgePooler, readPooler, summarisePooler } = await import('./containers/pooler.mjs');
const { countRestarts, judgeRestarts, runRestarts } = await import('./containers/restarts.mjs');
const { prepareStack } = await import('./containers/stack.mjs');
const { closingLine } = await import('./containers/summary.mjs');
const { buildPlan } = await import('./containers/targets.mjs');
const { judgeWorkers, runWorkerKill } = await import('./containers/workers.mjs');

const { onCleanup, cleanUp } = cleanupRegistry(log);
/** The first start migrates six databases on two shared cores. */
const READY_MS = 600_000;

const results = {};
const problems = [];
const report = (phase, found) => {
  for (const problem of found) problems.push(`${phase}: ${problem}`);
  log(`${phase}: ${found.length ? `FAILED\n  ${found.join('\n  ')}` : 'ok'}`);
};

async function main() {
  await ensureEngine(root, log);
  const plan = buildPlan(readFileSync(join(root, 'infra', 'Dockerfile'), 'utf8'));
  const missing = [];
  for (const image of plan) if (!(await imageExists(image.tag))) missing.push(image.name);
  if (missing.length) {
    log(`images missing (${missing.join(', ')}): running the images step first`);
    const { buildImages } = await import('./images.mjs');
    await buildImages({ only: missing });
  }

  const dir = mkdtempSync(join(tmpdir(), 'compose-check-'));
  onCleanup('temporary files', () => rmSync(dir, { recursive: true, force: true }));
  const [gatewayPort] = await freePorts(1);
  const project = `compose-check-${randomBytes(3).toString('hex')}`;
  const stack = await prepareStack({
    root,
    dir,
    project,
    gatewayPort,
    command: await composeCommand(log),
    pgbouncer,
  });
  onCleanup('the stack and its volumes', () => stack.down(true));
  const up = async (workers) => {
    await stack.up(workers);
    if (!(await waitFor(stack.ready, { timeoutMs: READY_MS, intervalMs: 2_000 })))
      throw new Error(`the gateway did not answer ready on port ${gatewayPort}`);
  };
  log(
    `project ${project}, gateway on port ${gatewayPort}${pgbouncer ? ', services through PgBouncer' : ''}: starting the stack`,
  );
  await up(1);
  log(`stack up: ${stack.baseUrl}`);

  const journey = await runJourney({ baseUrl: stack.baseUrl, log });
  results.journey = judgeJourney(journey);
  if (typeof journey.notifiedMs === 'number')
    log(`journey: Ada's live notification came ${journey.notifiedMs} ms after Bob joined`);
  report('journey', results.journey);
  if (pgbouncer) {
    const seen = await readPooler(stack);
    const rows = summarisePooler(seen);
    results.pooler = {
      problems: judgePooler(seen),
      transactions: rows.reduce((sum, row) => sum + row.transactions, 0),
    };
    for (const row of rows)
      log(
        `pgbouncer: ${row.database}: ${row.transactions} transactions, ${row.queries} queries; ${row.clients} client and ${row.servers} server connections now`,
      );
    const direct = seen.activity.map((row) => `${row.usename} ${row.connections} from ${row.address}`);
    log(`pgbouncer: its addresses ${seen.addresses.join(', ')}; PostgreSQL sees ${direct.join(', ')}`);
    report('pgbouncer', results.pooler.problems);
    if (results.pooler.problems.length) return;
  }
  if (results.journey.length) return;

  log('workers: scaling brainstorm-worker to 3');
  await stack.up(3);
  await waitFor(
    async () => {
      const ids = await stack.containers('brainstorm-worker');
      const states = await Promise.all(ids.map(stack.health));
      return ids.length === 3 && states.every((state) => state === 'healthy');
    },
    { timeoutMs: 180_000, intervalMs: 2_000 },
  );
  const workers = await runWorkerKill({ stack, log });
  results.workers = workers;
  report('workers', judgeWorkers(workers));
  log(
    `workers: ${workers.jobs.completed} of ${workers.jobs.added} jobs finished, ${workers.jobs.stalled} taken over from a killed worker (${workers.kills} kills); ${workers.answered} of ${workers.requests} requests answered`,
  );

  const restarts = await runRestarts({ stack, log, person: journey.ada });
  results.restarts = countRestarts(restarts);
  report('restarts', judgeRestarts(restarts, results.restarts));
  const r = results.restarts;
  log(
    `restarts: ${r.requests} requests, ${r.failed} failed; ${r.clean503} clean 503s and ${r.refused} refused or closed connections retried, longest wait ${(r.longestWaitMs / 1000).toFixed(1)} s`,
  );

  log('persistence: down (volumes kept) and up again');
  await stack.down(false);
  await up(1);
  results.persistence = judgePersistence(
    await runPersistence({ person: journey.ada, challenge: journey.challenge }),
  );
  report('persistence', results.persistence);
}

let error;
try {
  await main();
} catch (caught) {
  error = caught.message;
  console.error(caught.stack);
} finally {
  await cleanUp();
}
console.log(
  closingLine({
    journey: results.journey,
    workers: results.workers,
    restarts: results.restarts,
    persistence: results.persistence,
    pgbouncer,
    pooler: results.pooler,
    seconds: (Date.now() - started) / 1000,
    // A phase that judged problems is as much a failure as one that threw: the line says so.
    error:
      error ?? (problems.length ? `${problems.length} problem(s), the first: ${problems[0]}` : undefined),
  }),
);
process.exit(error || problems.length || !results.persistence ? 1 : 0);
