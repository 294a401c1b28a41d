// `npm run bench`: every figure of issue 8's table with its target beside it, measured in one run on one machine
// (ratios and percentiles, no absolute speeds: the machine is shared), printed and written to docs/performance.md.
// It starts a system of its own (databases, subjects, stream and key prefixes with a random suffix) and removes it.
import { randomBytes } from 'node:crypto';
import { existsSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { ensureServices } from './lib/local-services.mjs';
import { measureBroadcast } from './bench/broadcast.mjs';
import { restDocuments, throughputQueries, usesPaging } from './bench/documents.mjs';
import { measureLists, LIST_PATHS, PAGE_PATHS } from './bench/lists.mjs';
import { withoutGraphQLErrors } from './bench/load.mjs';
import { MIX_PEOPLE, runMixedLoad } from './bench/mixed-load.mjs';
import { describeMachine, renderConsole, renderMarkdown } from './bench/report.mjs';
import {
  countRows,
  seedChallenges,
  seedProjects,
  seedResources,
  seedTeams,
  teamsWithLeaders,
} from './bench/seed-bulk.mjs';
import { measureIslaReply, measureSpeechFirstByte } from './bench/speech-latency.mjs';
import { SIMULATED_PEOPLE_ENV } from './lib/simulated-people-env.mjs';
import { measureThroughput, throughputRatio } from './bench/throughput.mjs';
import { registerStudents } from './bench/users.mjs';

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
/** The issue's data set: 10,000 challenges, 5,000 teams, 20,000 projects (and resources, which it leaves open). */
const LARGE = { challenges: 10_000, teams: 5_000, projects: 20_000, resources: 5_000 };
const SMALL = 100;

const benchStarted = performance.now();
const machine = describeMachine();
const log = (line) =>
  console.log(`[bench ${((performance.now() - benchStarted) / 1000).toFixed(0)}s] ${line}`);

const services = await ensureServices();
Object.assign(process.env, services.env);
process.env.GATEWAY_SECRET ||= randomBytes(32).toString('hex');
const { startSystem, SERVICES, databaseUrl } = await import('./lib/system.mjs');
const { signGatewayContext, CONTEXT_MAX_AGE_MS, dropDatabase } = await import('@creators/platform');
const suffix = `_bench_${randomBytes(3).toString('hex')}`;
const stream = `BENCH${suffix.toUpperCase()}`;
const subjectPrefix = `bench${suffix}.`;
const port = 48080;
const offset = 40_000;
const baseUrl = `http://127.0.0.1:${port}`;
const db = (service) => databaseUrl(service, suffix);
const paged = usesPaging(root);

log(`starting a system of its own (lists ${paged ? 'paged' : 'not paged yet: today’s schema'})`);
const system = await startSystem({
  root,
  port,
  portOffset: offset,
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

/** @type {import('./bench/report.mjs').Figure[]} */
const figures = [];
const notes = [];
const fixed = (value, digits = 0) => value.toFixed(digits);

/** Runs one part; a part that fails leaves its figures "not measured" with the reason, and the others still run. */
async function part(name, missing, work) {
  log(name);
  try {
    await work();
  } catch (error) {
    log(`${name} failed: ${error.stack ?? error}`);
    for (const figure of missing())
      figures.push({ ...figure, measured: null, detail: `failed: ${error.message}` });
  }
}

const ratioTarget = (value) => ({ op: '>=', value, unit: 'x' });

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

  await part(
    `throughput: ${settings.rounds} rounds of ${settings.seconds} s, ${settings.connections} connections`,
    () => [
      { name: 'gateway against the same query sent straight to the subgraph', target: ratioTarget(0.7) },
      { name: 'a query joining two subgraphs against the direct query', target: ratioTarget(0.6) },
      {
        name: 'the REST facade against the same GraphQL operation through the gateway',
        target: ratioTarget(0.9),
      },
    ],
    async () => {
      // Signed afresh for each run, for challenges and this body: a signed context lives CONTEXT_MAX_AGE_MS.
      if (settings.seconds * 1000 >= CONTEXT_MAX_AGE_MS)
        throw new Error(`BENCH_SECONDS must be under ${CONTEXT_MAX_AGE_MS / 1000} (a signed context's life)`);
      const direct = () => {
        const request = graphql(queries.simple);
        return {
          ...request,
          url: `http://127.0.0.1:${4002 + offset}/graphql`,
          headers: {
            'content-type': 'application/json',
            ...signGatewayContext(
              { user: null, sessionId: null, clientIp: '127.0.0.1', locale: 'en' },
              process.env.GATEWAY_SECRET,
              { audience: 'challenges', body: request.body },
            ),
          },
        };
      };
      const rates = await measureThroughput(
        {
          direct,
          gateway: graphql(queries.simple),
          joined: graphql(queries.joined),
          graphqlList: graphql(documents['/api/challenges']),
          rest: { url: `${baseUrl}/api/challenges` },
        },
        settings,
      );
      const pairs = [
        ['gateway against the same query sent straight to the subgraph', 'gateway', 'direct', 0.7],
        ['a query joining two subgraphs against the direct query', 'joined', 'direct', 0.6],
        [
          'the REST facade against the same GraphQL operation through the gateway',
          'rest',
          'graphqlList',
          0.9,
        ],
      ];
      for (const [name, target, baseline, value] of pairs) {
        const result = throughputRatio(rates, target, baseline);
        figures.push({
          name,
          target: ratioTarget(value),
          measured: result.ratio,
          detail: `${fixed(result.target)} against ${fixed(result.baseline)} req/s (rounds: ${result.ratios.map((r) => fixed(r, 2)).join(', ')})`,
        });
      }
    },
  );

  let smallLists = {};
  await part(
    `lists with ${SMALL} rows`,
    () => [],
    async () => {
      smallLists = await measureLists({ baseUrl, cookie: watcher.cookie, documents, pageIds });
    },
  );

  const islaFigures = [
    {
      name: "Isla's built-in reply, REST → queue → worker, idle, p95",
      target: { op: '<=', value: 30, unit: 'ms' },
    },
    { name: 'speech first byte for a 20-word sentence, p95', target: { op: '<=', value: 100, unit: 'ms' } },
  ];
  await part(
    "Isla's reply",
    () => [islaFigures[0]],
    async () => {
      const reply = await measureIslaReply({ baseUrl, cookie: watcher.cookie, samples: 40 });
      figures.push({
        ...islaFigures[0],
        measured: reply.p95,
        detail: `p50 ${fixed(reply.p50, 1)} ms, ${reply.count} replies`,
      });
    },
  );
  await part(
    'speech first byte',
    () => [islaFigures[1]],
    async () => {
      const speech = await measureSpeechFirstByte({ baseUrl, cookie: watcher.cookie, samples: 40 });
      figures.push({
        ...islaFigures[1],
        measured: speech.p95,
        detail: `p50 ${fixed(speech.p50, 1)} ms, ${speech.count} clips`,
      });
    },
  );

  const broadcastName = `broadcast to ${settings.broadcastClients} socket.io clients on the gateway: delivery p95, against a plain \`ws\` fan-out of the same message`;
  await part(
    `broadcast to ${settings.broadcastClients} clients`,
    () => [{ name: broadcastName, target: { op: 'report', unit: 'x' } }],
    async () => {
      const { socketIo, ws } = await measureBroadcast({
        baseUrl,
        cookie: watcher.cookie,
        natsUrl: system.nats.url,
        natsAuth: system.nats.operator ?? {},
        subjectPrefix,
        clients: settings.broadcastClients,
      });
      figures.push({
        name: broadcastName,
        target: { op: 'report', unit: 'x' },
        measured: socketIo.p95 / ws.p95,
        detail:
          `socket.io p95 ${fixed(socketIo.p95, 1)} ms (p50 ${fixed(socketIo.p50, 1)}), ws p95 ${fixed(ws.p95, 1)} ms (p50 ${fixed(ws.p50, 1)}); ` +
          `${socketIo.count} and ${ws.count} deliveries, ${socketIo.missing + ws.missing} missing`,
      });
    },
  );

  log(
    `seeding ${LARGE.challenges} challenges, ${LARGE.teams} teams, ${LARGE.projects} projects, ${LARGE.resources} resources`,
  );
  const bigChallenges = await seedChallenges(db('challenges'), LARGE.challenges - SMALL, { authorIds });
  const formingTeams = await seedTeams(db('teams'), LARGE.teams - SMALL, {
    leaderIds: authorIds,
    challengeIds: bigChallenges.slice(0, 2000),
  });
  const projectIds = await seedProjects(db('showcase'), LARGE.projects - SMALL, {
    teams: await teamsWithLeaders(db('teams')),
  });
  await seedResources(db('showcase'), LARGE.resources - SMALL, { authorIds });

  let largeLists = {};
  await part(
    'lists at programme scale',
    () => [],
    async () => {
      largeLists = await measureLists({ baseUrl, cookie: watcher.cookie, documents, pageIds });
    },
  );
  for (const key of Object.keys({ ...smallLists, ...largeLists })) {
    const small = smallLists[key];
    const large = largeLists[key];
    const name = `p95 of ${key} with ${LARGE.challenges.toLocaleString('en')} challenges, ${LARGE.teams.toLocaleString('en')} teams and ${LARGE.projects.toLocaleString('en')} projects, against ${SMALL} rows`;
    const target = { op: '<=', value: 2, unit: 'x' };
    const why = (r, rows) =>
      !r
        ? `not measured at ${rows}`
        : r.count === 0
          ? `no answer in time at ${rows}`
          : `${r.statuses} at ${rows}`;
    const failed = [small, large].some((r) => !r || r.errors > 0 || r.count === 0);
    figures.push(
      failed
        ? {
            name,
            target,
            measured: null,
            detail: `${why(small, `${SMALL} rows`)}; ${why(large, 'programme scale')}`,
          }
        : {
            name,
            target,
            measured: large.p95 / small.p95,
            detail: `p95 ${fixed(large.p95, 1)} ms against ${fixed(small.p95, 1)} ms`,
          },
    );
  }

  await part(
    `mixed load: ${MIX_PEOPLE} people for ${settings.mixedSeconds} s`,
    () => [
      {
        name: `a ${settings.mixedSeconds} s mixed load of ${MIX_PEOPLE} simulated users`,
        target: { op: '<=', value: 0, unit: 'errors' },
      },
    ],
    async () => {
      const results = await runMixedLoad({
        baseUrl,
        users,
        teamIds: formingTeams,
        projectIds,
        seconds: settings.mixedSeconds,
        ratePerUser: settings.ratePerUser,
      });
      const errors = results.reduce((sum, r) => sum + r.errors, 0);
      const requests = results.reduce((sum, r) => sum + r.count, 0);
      figures.push({
        name: `a ${settings.mixedSeconds} s mixed load of ${MIX_PEOPLE} simulated users (browse, search, create, join, like, brainstorm)`,
        target: { op: '<=', value: 0, unit: 'errors' },
        measured: errors,
        detail: `${requests} requests, about ${settings.ratePerUser} a second per person`,
      });
      for (const r of results)
        figures.push({
          name: `mixed load p95: ${r.endpoint} (${r.people} people)`,
          target: { op: 'report', unit: 'ms' },
          measured: r.p95,
          detail: `p50 ${fixed(r.p50, 1)} ms, ${r.count} requests (${r.statuses})${r.firstError ? `; first error: ${r.firstError}` : ''}`,
        });
    },
  );

  const budgetModule = join(root, 'scripts', 'bench', 'frontend-budget.mjs');
  await part(
    'initial JavaScript per route',
    () => [{ name: 'initial JavaScript per route, gzipped', target: { op: '<=', value: 170, unit: 'KB' } }],
    async () => {
      if (!existsSync(budgetModule)) throw new Error('scripts/bench/frontend-budget.mjs is not there yet');
      const { measureRouteBudgets } = await import(pathToFileURL(budgetModule).href);
      for (const { route, gzipBytes, budget } of measureRouteBudgets(join(root, 'frontend', 'dist')))
        figures.push({
          name: `initial JavaScript of the ${route} route, gzipped (1 KB = 1,000 bytes)`,
          target: { op: '<=', value: budget / 1000, unit: 'KB' },
          measured: gzipBytes / 1000,
        });
    },
  );

  const lighthouseModule = join(root, 'scripts', 'bench', 'lighthouse.mjs');
  await part(
    'Lighthouse',
    () => [{ name: 'Lighthouse performance score, mobile', target: { op: '>=', value: 90, unit: 'score' } }],
    async () => {
      if (!existsSync(lighthouseModule)) throw new Error('scripts/bench/lighthouse.mjs is not there yet');
      const { lighthouseScores } = await import(pathToFileURL(lighthouseModule).href);
      const scores = await lighthouseScores({ baseUrl, cookie: watcher.cookie });
      for (const [page, score] of Object.entries(scores))
        figures.push({
          name: `Lighthouse performance score of the ${page} page, mobile`,
          target: { op: '>=', value: 90, unit: 'score' },
          measured: score <= 1 ? score * 100 : score,
        });
    },
  );
  if (!paged)
    notes.push(
      'The lists were not paged yet (today’s schema): the list queries ask for every row. BENCH_PAGED switches.',
    );
} finally {
  log('stopping the system');
  await system.stop();
  for (const service of SERVICES) await dropDatabase(db(service.name)).catch(() => {});
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
