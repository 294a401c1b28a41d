// `npm test`: builds, then runs every suite (unit and integration tests of every workspace, the front end's
// tests, the browser tests against a system started for them) and closes with `N passed, M failed`.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ensureLocalServices } from './lib/local-services.mjs';
import { ensureChromium, ensureDependencies, ensureEspeak } from './lib/install.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const log = (line) => console.log(`[test] ${line}`);
const only = process.argv.slice(2); // e.g. `npm test -- node lint frontend e2e`
const wanted = (suite) => only.length === 0 || only.includes(suite);
const totals = { passed: 0, failed: 0, skipped: 0 };

function findFiles(dir, predicate, found = []) {
  if (!existsSync(dir)) return found;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === 'node_modules') continue;
    const path = join(dir, entry.name);
    if (entry.isDirectory()) findFiles(path, predicate, found);
    else if (predicate(path)) found.push(path);
  }
  return found;
}

/** Runs a command, echoing its output, and returns everything it printed. */
function run(command, args, options = {}) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd: root, env: { ...process.env, ...options.env }, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    const echo = (chunk) => {
      output += chunk;
      process.stdout.write(chunk);
    };
    child.stdout.on('data', echo);
    child.stderr.on('data', echo);
    child.on('close', (code) => resolve({ code, output }));
  });
}

/** Reads the summary lines of node's spec reporter. */
function countNodeTests(output, code, suite) {
  const number = (label) => {
    const matches = [...output.matchAll(new RegExp(`^ℹ ${label} (\\d+)$`, 'gm'))];
    return matches.length ? Number(matches.at(-1)[1]) : null;
  };
  const passed = number('pass');
  const failed = number('fail');
  if (passed === null || failed === null) {
    log(`${suite}: the runner printed no summary (exit ${code}); counted as one failure`);
    return { passed: 0, failed: 1, skipped: 0 };
  }
  const cancelled = number('cancelled') ?? 0;
  return { passed, failed: failed + cancelled + (code !== 0 && failed + cancelled === 0 ? 1 : 0), skipped: number('skipped') ?? 0 };
}

function add(result, suite) {
  totals.passed += result.passed;
  totals.failed += result.failed;
  totals.skipped += result.skipped;
  log(`${suite}: ${result.passed} passed, ${result.failed} failed`);
}

async function nodeSuite(suite, files, env = {}) {
  if (!files.length) return log(`${suite}: no test files`);
  log(`${suite}: ${files.length} files`);
  const { code, output } = await run(
    process.execPath,
    ['--enable-source-maps', '--test', '--test-reporter=spec', '--test-concurrency=1', '--test-timeout=300000', ...files.map((f) => relative(root, f))],
    { env },
  );
  add(countNodeTests(output, code, suite), suite);
}

async function frontendSuite() {
  const report = join(mkdtempSync(join(tmpdir(), 'vitest-')), 'report.json');
  const { code } = await run('npx', ['vitest', 'run', '--root', 'frontend', '--reporter=default', '--reporter=json', `--outputFile.json=${report}`]);
  if (!existsSync(report)) return add({ passed: 0, failed: 1, skipped: 0 }, 'front end');
  const json = JSON.parse(readFileSync(report, 'utf8'));
  const failed = json.numFailedTests + (code !== 0 && json.numFailedTests === 0 ? 1 : 0);
  add({ passed: json.numPassedTests, failed, skipped: json.numPendingTests + json.numTodoTests }, 'front end');
}

/** One lint and format setup for all parts: ESLint over the whole tree counts as one test. */
async function lintSuite() {
  const { code } = await run('npx', ['eslint', '.', '--max-warnings=0']);
  add({ passed: code === 0 ? 1 : 0, failed: code === 0 ? 0 : 1, skipped: 0 }, 'lint');
}

async function deleteRedisKeys(pattern) {
  const { Redis } = await import('ioredis');
  const redis = new Redis(process.env.REDIS_URL || 'redis://127.0.0.1:6379', { lazyConnect: true, maxRetriesPerRequest: 1 });
  try {
    await redis.connect();
    let cursor = '0';
    do {
      const [next, keys] = await redis.scan(cursor, 'MATCH', pattern, 'COUNT', 500);
      if (keys.length) await redis.del(...keys);
      cursor = next;
    } while (cursor !== '0');
  } catch {
    /* leftovers expire or are harmless */
  } finally {
    redis.disconnect();
  }
}

async function browserSuite() {
  ensureChromium(log);
  const { startSystem, SERVICES, databaseUrl } = await import('./lib/system.mjs');
  const dbSuffix = `_e2e_${randomBytes(4).toString('hex')}`;
  const port = Number(process.env.E2E_PORT || 18080);
  const stream = `E2E${dbSuffix.toUpperCase()}`;
  const system = await startSystem({
    root,
    port,
    portOffset: 10_000,
    dbSuffix,
    logDir: join(root, '.run', 'e2e-logs'),
    env: {
      // Its own key prefixes, subjects and stream, so it never meets a system started with `npm start`.
      KEY_PREFIX: `e2e${dbSuffix}:`,
      RATE_LIMIT_KEY_PREFIX: `e2e${dbSuffix}:rate:`,
      NATS_SUBJECT_PREFIX: `e2e${dbSuffix}.`,
      EVENT_STREAM: stream,
      SOCKET_IO_REDIS_KEY: `e2e${dbSuffix}:socket.io`,
      // The browser tests register many people from one address.
      REGISTER_RATE_LIMIT_PER_IP: '10000',
      LOGIN_RATE_LIMIT_PER_IP: '10000',
      LOG_LEVEL: 'warn',
    },
    log,
  });
  try {
    await nodeSuite('browser', findFiles(join(root, 'e2e', 'dist'), (f) => f.endsWith('.test.js')), { BASE_URL: `http://localhost:${port}` });
  } finally {
    await system.stop();
    const { dropDatabase } = await import('@creators/platform');
    for (const service of SERVICES) await dropDatabase(databaseUrl(service.name, dbSuffix)).catch(() => {});
    const { deleteStream } = await import('@creators/platform/testing/index');
    await deleteStream(process.env.NATS_URL || 'nats://127.0.0.1:4222', stream).catch(() => {});
    await deleteRedisKeys(`e2e${dbSuffix}:*`);
  }
}

try {
  await ensureLocalServices(log);
  ensureDependencies(root, log);
  ensureEspeak(log);
  const { buildAll } = await import('./lib/build.mjs');
  buildAll(root, log);
  const dists = ['packages', 'services', 'gateway'].flatMap((dir) =>
    findFiles(join(root, dir), (f) => f.includes(`${join('dist', '')}`) && f.endsWith('.test.js')),
  );
  if (wanted('node')) await nodeSuite('unit and integration', dists);
  if (wanted('lint')) await lintSuite();
  if (wanted('frontend')) await frontendSuite();
  if (wanted('e2e')) await browserSuite();
} catch (error) {
  log(`aborted: ${error.stack || error.message}`);
  totals.failed += 1;
}
console.log(`${totals.passed} passed, ${totals.failed} failed${totals.skipped ? `, ${totals.skipped} skipped` : ''}`);
process.exit(totals.failed ? 1 : 0);
