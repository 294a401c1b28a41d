// `npm run bench`: throughput of the gateway against the same query sent straight to a subgraph, measured in
// the same run on the same machine, printed as ratios (no absolute targets: the machine is shared).
import { randomBytes } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ensureServices } from './lib/local-services.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const REQUESTS = Number(process.env.BENCH_REQUESTS || 2000);
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY || 20);

/** Sends `REQUESTS` requests, `CONCURRENCY` at a time; returns requests per second (every answer must be 200). */
async function measure(send) {
  for (let i = 0; i < 50; i += 1) await send(); // warm-up
  let next = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (next < REQUESTS) {
        next += 1;
        const response = await send();
        if (response.status !== 200) throw new Error(`answered ${response.status}: ${await response.text()}`);
        await response.arrayBuffer();
      }
    }),
  );
  return REQUESTS / ((performance.now() - started) / 1000);
}

const services = await ensureServices();
Object.assign(process.env, services.env);
process.env.GATEWAY_SECRET ||= randomBytes(32).toString('hex');
const { startSystem, SERVICES, databaseUrl } = await import('./lib/system.mjs');
const { signGatewayContext, dropDatabase } = await import('@creators/platform');
const dbSuffix = `_bench_${randomBytes(3).toString('hex')}`;
const port = 48080;
const offset = 40_000;
const system = await startSystem({
  root,
  port,
  portOffset: offset,
  dbSuffix,
  logDir: join(root, '.run', 'bench-logs'),
  supergraphPath: join(mkdtempSync(join(tmpdir(), 'bench-')), 'supergraph.graphql'),
  env: {
    LOG_LEVEL: 'warn',
    NATS_SUBJECT_PREFIX: `bench${dbSuffix}.`,
    EVENT_STREAM: `BENCH${dbSuffix.toUpperCase()}`,
    KEY_PREFIX: `bench${dbSuffix}:`,
  },
  log: () => {},
});
try {
  const json = { 'content-type': 'application/json' };
  const simple = JSON.stringify({ query: '{ challenges { id title category tags } }' });
  const joined = JSON.stringify({ query: '{ challenges { id title teamCount } }' });
  const challengesUrl = `http://127.0.0.1:${4002 + offset}/graphql`;
  const direct = () =>
    fetch(challengesUrl, {
      method: 'POST',
      headers: {
        ...json,
        ...signGatewayContext(
          { user: null, sessionId: null, clientIp: '127.0.0.1', locale: 'en' },
          process.env.GATEWAY_SECRET,
        ),
      },
      body: simple,
    });
  const results = [
    ['challenges subgraph, direct (baseline)', await measure(direct)],
    [
      'same query through the gateway',
      await measure(() =>
        fetch(`http://127.0.0.1:${port}/graphql`, { method: 'POST', headers: json, body: simple }),
      ),
    ],
    [
      'REST GET /api/challenges (+ authors, team counts)',
      await measure(() => fetch(`http://127.0.0.1:${port}/api/challenges`)),
    ],
    [
      'GraphQL joining challenges and teams',
      await measure(() =>
        fetch(`http://127.0.0.1:${port}/graphql`, { method: 'POST', headers: json, body: joined }),
      ),
    ],
  ];
  const baseline = results[0][1];
  console.log(`${REQUESTS} requests, ${CONCURRENCY} at a time`);
  for (const [name, rate] of results)
    console.log(`${name.padEnd(48)} ${rate.toFixed(0).padStart(6)} req/s  ${(rate / baseline).toFixed(2)}x`);
} finally {
  await system.stop();
  for (const service of SERVICES) await dropDatabase(databaseUrl(service.name, dbSuffix)).catch(() => {});
  const { deleteStream } = await import('@creators/platform/testing/index');
  await deleteStream(process.env.NATS_URL || 'nats://127.0.0.1:4222', `BENCH${dbSuffix.toUpperCase()}`).catch(
    () => {},
  );
  await services.stop();
}
