// `npm run bench`: every figure of the performance table with its target beside it, measured in one run on one
// machine (ratios and percentiles, no absolute speeds: the machine is shared), printed and written to
// docs/performance.md. It starts a system of its own (databases, subjects, stream and key prefixes with a random
// suffix) and removes it. Each step of the run is a module of scripts/bench/steps/ with a measure part and a judge
// part (pure: the figures from what was measured), run in the order of STEPS. `npm run bench -- --frontend` runs only
// the front end's steps (scripts/bench/frontend-only.mjs).
import { randomBytes } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { startSystemOnFreePorts } from './lib/free-system.mjs';
import { ensureServices } from './lib/local-services.mjs';
import { SIMULATED_PEOPLE_ENV } from './lib/simulated-people-env.mjs';
import { restDocuments, throughputQueries, usesPaging } from './bench/documents.mjs';
import { LIST_PATHS, PAGE_PATHS } from './bench/lists.mjs';
import { withoutGraphQLErrors } from './bench/load.mjs';
import { MIX_PEOPLE } from './bench/mixed-load.mjs';
import { describeMachine, renderConsole, renderMarkdown } from './bench/report.mjs';
import {
  countRows,
  seedChallenges,
  seedProjects,
  seedResources,
  seedTeams,
  teamsWithLeaders,
} from './bench/seed-bulk.mjs';
import * as broadcast from './bench/steps/broadcast.mjs';
import * as cohortView from './bench/steps/cohort-view.mjs';
import * as islaReply from './bench/steps/isla-reply.mjs';
import * as lighthouse from './bench/steps/lighthouse.mjs';
import * as lists from './bench/steps/lists.mjs';
import * as mixedLoad from './bench/steps/mixed-load.mjs';
import * as routeBudgets from './bench/steps/route-budgets.mjs';
import * as programmeScale from './bench/steps/seed-programme-scale.mjs';
import * as speechFirstByte from './bench/steps/speech-first-byte.mjs';
import * as throughput from './bench/steps/throughput.mjs';
import { registerStudents } from './bench/users.mjs';

/**
 * The run, in order. Each step: key (its measurement, for the steps after it), title(settings) (logged), measure
 * (the system's side), judge (the figures from the measurement); missing(settings) names the figures a step that
 * fails leaves "not measured", and a step without it is judged on nothing (null). A required step that fails stops
 * the bench.
 */
const STEPS = [
  throughput,
  lists.atFewRows,
  islaReply,
  speechFirstByte,
  broadcast,
  programmeScale,
  lists.atProgrammeScale,
  cohortView,
  mixedLoad,
  routeBudgets,
  lighthouse,
];

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const env = process.env;
const settings = {
  rounds: Number(env.BENCH_ROUNDS || 3),
  seconds: Number(env.BENCH_SECONDS || 4),
  connections: Number(env.BENCH_CONNECTIONS || 20),
  mixedSeconds: Number(env.BENCH_MIXED_SECONDS || 60),
  ratePerUser: Number(env.BENCH_USER_RATE || 0.5),
  broadcastClients: Number(env.BENCH_BROADCAST_CLIENTS || 1000),
};
const SMALL = programmeScale.FEW_ROWS;

const benchStarted = performance.now();
const machine = describeMachine();
const log = (line) =>
  console.log(`[bench ${((performance.now() - benchStarted) / 1000).toFixed(0)}s] ${line}`);

// `npm run bench -- --frontend`: only the front end's figures, written into their rows of docs/performance.md.
if (process.argv.includes('--frontend')) {
  const { runFrontendBench } = await import('./bench/frontend-only.mjs');
  await runFrontendBench({ root, log, machine, steps: [routeBudgets, lighthouse] });
  process.exit(0);
}

const services = await ensureServices();
Object.assign(process.env, services.env);
process.env.GATEWAY_SECRET ||= randomBytes(32).toString('hex');
const { SERVICES, databaseUrl } = await import('./lib/system.mjs');
const platform = await import('@creators/platform');
const suffix = `_bench_${randomBytes(3).toString('hex')}`;
const stream = `BENCH${suffix.toUpperCase()}`;
const subjectPrefix = `bench${suffix}.`;
const db = (service) => databaseUrl(service, suffix);
const paged = usesPaging(root);

log(`starting a system of its own (lists ${paged ? 'paged' : 'not paged yet: today’s schema'})`);
// Its ports beside `npm start`'s system, below the machine's outgoing ones (lib/free-system.mjs).
const { system, port } = await startSystemOnFreePorts({
  root,
  dbSuffix: suffix,
  logDir: join(root, '.run', 'bench-logs'),
  env: {
    LOG_LEVEL: 'warn',
    KEY_PREFIX: `bench${suffix}:`,
    RATE_LIMIT_KEY_PREFIX: `bench${suffix}:rate:`,
    NATS_SUBJECT_PREFIX: subjectPrefix,
    EVENT_STREAM: stream,
    SOCKET_IO_REDIS_KEY: `bench${suffix}:socket.io`,
    NOTIFICATIONS_REDIS_KEY: `bench${suffix}:notified`,
    // Every simulated person comes from this one address, and the mixed load's people create and talk to Isla
    // faster than anyone could: per-address, creation and Isla limits are lifted (lib/simulated-people-env.mjs).
    ...SIMULATED_PEOPLE_ENV,
  },
  log: () => {},
});
const offset = port - 8080;
const baseUrl = `http://127.0.0.1:${port}`;

/** @type {import('./bench/report.mjs').Figure[]} */
const figures = [];
const notes = [];

/**
 * Runs one step; a step that fails leaves its figures "not measured" with the reason, and the others still run.
 * @returns {Promise<import('./bench/report.mjs').Figure[]>}
 */
async function runStep(step, context) {
  const title = step.title(settings);
  log(title);
  let measured = null;
  try {
    measured = await step.measure(context);
  } catch (error) {
    if (step.required) throw error;
    log(`${title} failed: ${error.stack ?? error}`);
    if (step.missing)
      return step
        .missing(settings)
        .map((figure) => ({ ...figure, measured: null, detail: `failed: ${error.message}` }));
  }
  context.measured[step.key] = measured;
  return step.judge(measured, { settings, measured: context.measured });
}

try {
  // People: the load's users, one who watches notifications, and authors for the seeded rows.
  log(`registering ${MIX_PEOPLE + 1} users through the REST facade`);
  const users = await registerStudents(baseUrl, MIX_PEOPLE + 1);
  const watcher = users.pop();
  const authorIds = users.slice(0, 50).map((user) => user.id);

  // Every list at SMALL rows first.
  const topUp = async (service, table, where, seed) => {
    const missingRows = SMALL - (await countRows(db(service), table, where));
    if (missingRows > 0) await seed(missingRows);
  };
  const challengeIds = [];
  await topUp('challenges', 'challenges', 'true', async (n) =>
    challengeIds.push(...(await seedChallenges(db('challenges'), n, { authorIds }))),
  );
  await topUp('teams', 'teams', 'true', (n) =>
    seedTeams(db('teams'), n, { leaderIds: authorIds, challengeIds: challengeIds.slice(0, 50) }),
  );
  await topUp('showcase', 'projects', "status = 'showcased'", async (n) =>
    seedProjects(db('showcase'), n, { teams: await teamsWithLeaders(db('teams'), SMALL) }),
  );
  await topUp('showcase', 'resources', 'true', (n) => seedResources(db('showcase'), n, { authorIds }));

  const documents = await restDocuments(root, [...Object.values(LIST_PATHS), ...Object.values(PAGE_PATHS)]);
  // The same challenge (with teams working on it) and team, measured at 100 rows and again at programme scale.
  const pageIds = {
    [PAGE_PATHS['challenge page']]: challengeIds[0],
    [PAGE_PATHS['team page']]: (await teamsWithLeaders(db('teams'), 1))[0]?.id,
  };
  const queries = throughputQueries(paged);
  const graphql = (query, cookie) => ({
    url: `${baseUrl}/graphql`,
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(cookie ? { cookie } : {}) },
    body: JSON.stringify({ query }),
    verifyBody: withoutGraphQLErrors,
  });

  const context = {
    settings,
    root,
    baseUrl,
    offset,
    system,
    subjectPrefix,
    platform,
    db,
    users,
    watcher,
    authorIds,
    documents,
    pageIds,
    queries,
    graphql,
    /** Each step's measurement by its key, for the steps after it. */
    measured: {},
  };
  for (const step of STEPS) figures.push(...(await runStep(step, context)));
  if (!paged)
    notes.push(
      'The lists were not paged yet (today’s schema): the list queries ask for every row. BENCH_PAGED switches.',
    );
} finally {
  log('stopping the system');
  await system.stop();
  for (const service of SERVICES) await platform.dropDatabase(db(service.name)).catch(() => {});
  const { deleteStream } = await import('@creators/platform/testing/index');
  await deleteStream(process.env.NATS_URL || 'nats://127.0.0.1:4222', stream).catch(() => {});
  await services.stop();
}

const durationSeconds = (performance.now() - benchStarted) / 1000;
if (machine.loadAverage > machine.cores)
  notes.push(
    `The machine was busy when the bench started (load ${machine.loadAverage.toFixed(1)} on ${machine.cores} cores): ratios hold better than absolute figures.`,
  );
console.log('');
for (const line of renderConsole(figures)) console.log(line);
// Formatted as the repository's Prettier settings want it, so that `prettier --check .` passes on the written file.
const reportFile = join(root, 'docs', 'performance.md');
const prettier = await import('prettier');
const markdown = renderMarkdown({
  command: 'npm run bench',
  machine,
  date: new Date(),
  durationSeconds,
  figures,
  notes,
});
writeFileSync(
  reportFile,
  await prettier.format(markdown, { ...(await prettier.resolveConfig(reportFile)), filepath: reportFile }),
);
console.log(`\nWritten to docs/performance.md (${Math.round(durationSeconds)} s).`);
