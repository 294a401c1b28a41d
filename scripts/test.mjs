// `npm test`: builds, then runs every suite and closes with `N passed, M failed` as its last line.
//   node      Jest over the TypeScript sources (jest.config.mjs): unit tests, then integration tests one file at a time
//   scale     `npm run scale-check -- --short` as one test, only when named
//   faults    `npm run faults -- --short` as one test
//   lint      ESLint and `prettier --check .`, one test each
//   frontend  Vitest, and the front end's type-check (`tsc --noEmit -p frontend`) as one test
//   e2e       the browser tests (Jest) against a system started for them
// `npm test -- node lint` runs only those suites; paths pick browser test files: `npm test -- e2e e2e/src/keyboard.test.ts`.
//   E2E_PORT (18080) and E2E_PORT_OFFSET (10000, added to each service port) move the browser tests' system.
//   fuzz      only when named (`npm run fuzz`): the fuzz suite with FUZZ_RUNS=300 inputs per path and a new seed
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { countJestReport } from './lib/jest-report.mjs';
import { ensureServices } from './lib/local-services.mjs';
import { ensureChromium, ensureDependencies, ensureEspeak, ensurePgBouncer } from './lib/install.mjs';
import { startMailCatcher } from './lib/mail-catcher.mjs';
import { relaunchOnProjectNode } from './lib/node-runtime.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const log = (line) => console.log(`[test] ${line}`);
const args = process.argv.slice(2); // e.g. `npm test -- node lint frontend e2e`
const testPaths = args.filter((arg) => arg.includes('/') || arg.endsWith('.ts'));
const only = args.filter((arg) => !testPaths.includes(arg));
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
    const child = spawn(command, args, {
      cwd: root,
      env: { ...process.env, ...options.env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
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

/** Runs one Jest project (jest.config.mjs) and counts its report. */
async function jestSuite(suite, project, { args = [], env = {} } = {}) {
  const report = join(mkdtempSync(join(tmpdir(), 'jest-')), 'report.json');
  const { code } = await run(
    'npx',
    ['jest', '--selectProjects', project, '--ci', '--json', `--outputFile=${report}`, ...args],
    {
      env: {
        NODE_OPTIONS: [process.env.NODE_OPTIONS, '--experimental-vm-modules'].filter(Boolean).join(' '),
        ...env,
      },
    },
  );
  if (!existsSync(report)) {
    log(`${suite}: Jest wrote no report (exit ${code}); counted as one failure`);
    const result = { passed: 0, failed: 1, skipped: 0 };
    add(result, suite);
    return result;
  }
  const result = countJestReport(JSON.parse(readFileSync(report, 'utf8')), code);
  add(result, suite);
  return result;
}

/** Runs a command that counts as one test: passed when it exits 0. */
async function commandAsTest(suite, command, args) {
  const { code } = await run(command, args);
  add({ passed: code === 0 ? 1 : 0, failed: code === 0 ? 0 : 1, skipped: 0 }, suite);
}

/** Removes compiled tests left in dist/ by earlier builds: tests run from the sources now. */
function deleteCompiledTests() {
  const stale = ['packages', 'services', 'gateway', 'e2e'].flatMap((dir) =>
    findFiles(
      join(root, dir),
      (f) => f.includes(`${join('dist', '')}`) && /\.test\.(js|d\.ts)(\.map)?$/.test(f),
    ),
  );
  for (const file of stale) rmSync(file);
  if (stale.length) log(`removed ${stale.length} compiled test files from dist/`);
}

function add(result, suite) {
  totals.passed += result.passed;
  totals.failed += result.failed;
  totals.skipped += result.skipped;
  log(`${suite}: ${result.passed} passed, ${result.failed} failed`);
}

async function frontendSuite() {
  const report = join(mkdtempSync(join(tmpdir(), 'vitest-')), 'report.json');
  const { code } = await run('npx', [
    'vitest',
    'run',
    '--root',
    'frontend',
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${report}`,
  ]);
  if (!existsSync(report)) return add({ passed: 0, failed: 1, skipped: 0 }, 'front end');
  const json = JSON.parse(readFileSync(report, 'utf8'));
  const failed = json.numFailedTests + (code !== 0 && json.numFailedTests === 0 ? 1 : 0);
  add(
    { passed: json.numPassedTests, failed, skipped: json.numPendingTests + json.numTodoTests },
    'front end',
  );
  await commandAsTest('front-end type-check', 'npx', ['tsc', '--noEmit', '-p', 'frontend']);
}

/** One lint and format setup for all parts: ESLint over the whole tree and Prettier's check count as one test each. */
async function lintSuite() {
  await commandAsTest('lint', 'node', [
    '--max-old-space-size=8192',
    'node_modules/eslint/bin/eslint.js',
    '.',
    '--max-warnings=0',
  ]);
  await commandAsTest('format', 'npx', ['prettier', '--check', '.']);
}

async function deleteRedisKeys(pattern) {
  const { Redis } = await import('ioredis');
  const redis = new Redis(process.env.REDIS_URL || 'redis://127.0.0.1:6379', {
    lazyConnect: true,
    maxRetriesPerRequest: 1,
  });
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

/** The last warnings and errors the system logged (LOG_LEVEL warn), so that a failed browser test shows them. */
function printServiceWarnings(logDir) {
  for (const file of findFiles(logDir, (path) => path.endsWith('.log'))) {
    const lines = readFileSync(file, 'utf8').trim().split('\n').filter(Boolean);
    if (lines.length === 0) continue;
    log(`${file.slice(logDir.length + 1)}, last ${Math.min(lines.length, 20)} of ${lines.length} lines:`);
    for (const line of lines.slice(-20)) console.log(`  ${line.slice(0, 600)}`);
  }
}

async function browserSuite() {
  ensureChromium(log);
  const { startSystem, SERVICES, databaseUrl } = await import('./lib/system.mjs');
  const dbSuffix = `_e2e_${randomBytes(4).toString('hex')}`;
  const port = Number(process.env.E2E_PORT || 18080);
  const stream = `E2E${dbSuffix.toUpperCase()}`;
  const logDir = join(root, '.run', 'e2e-logs');
  const system = await startSystem({
    root,
    port,
    portOffset: Number(process.env.E2E_PORT_OFFSET || 10_000),
    dbSuffix,
    logDir,
    env: {
      // Its own key prefixes, subjects and stream, so it never meets a system started with `npm start`.
      KEY_PREFIX: `e2e${dbSuffix}:`,
      RATE_LIMIT_KEY_PREFIX: `e2e${dbSuffix}:rate:`,
      NATS_SUBJECT_PREFIX: `e2e${dbSuffix}.`,
      EVENT_STREAM: stream,
      SOCKET_IO_REDIS_KEY: `e2e${dbSuffix}:socket.io`,
      // The links in its mails lead to it (the run's mail catcher receives them: MAILDEV_API_URL).
      PUBLIC_URL: `http://localhost:${port}`,
      // The browser tests register many people from one address.
      REGISTER_RATE_LIMIT_PER_IP: '10000',
      LOGIN_RATE_LIMIT_PER_IP: '10000',
      LOG_LEVEL: 'warn',
    },
    log,
  });
  try {
    const result = await jestSuite('browser', 'e2e', {
      args: ['--runInBand', '--forceExit', ...testPaths],
      // The lists test seeds rows straight into the system's challenges database; the accessibility test empties
      // a profile in the identity database.
      env: {
        BASE_URL: `http://localhost:${port}`,
        E2E_CHALLENGES_DATABASE_URL: databaseUrl('challenges', dbSuffix),
        E2E_IDENTITY_DATABASE_URL: databaseUrl('identity', dbSuffix),
        MAILDEV_API_URL: system.mail.apiUrl ?? '',
      },
    });
    if (result.failed) printServiceWarnings(logDir);
  } finally {
    await system.stop();
    const { dropDatabase } = await import('@creators/platform');
    for (const service of SERVICES) await dropDatabase(databaseUrl(service.name, dbSuffix)).catch(() => {});
    const { deleteStream } = await import('@creators/platform/testing/index');
    await deleteStream(process.env.NATS_URL || 'nats://127.0.0.1:4222', stream).catch(() => {});
    await deleteRedisKeys(`e2e${dbSuffix}:*`);
  }
}

// Installed first (on whatever Node runs this), then the rest runs on the project's Node 24 (scripts/lib/node-runtime.mjs).
ensureDependencies(root, log);
const relaunched = await relaunchOnProjectNode(root, log);
if (relaunched !== null) process.exit(relaunched);

let services;
let mailCatcher;
try {
  // Local PostgreSQL, Redis and NATS, or containers when only Docker is there; every child process gets their URLs.
  services = await ensureServices(log);
  Object.assign(process.env, services.env);
  // One MailDev for the run: every mail a test's identity sends lands there, never at a real SMTP_URL of this
  // shell; tests read it through MAILDEV_API_URL (docs/operations.md "Mail").
  mailCatcher = await startMailCatcher();
  Object.assign(process.env, { SMTP_URL: mailCatcher.smtpUrl, MAILDEV_API_URL: mailCatcher.apiUrl });
  ensureEspeak(log);
  const { buildAll } = await import('./lib/build.mjs');
  buildAll(root, log);
  deleteCompiledTests();
  if (wanted('node')) {
    await jestSuite('unit', 'unit');
    // services/teams/src/test/pgbouncer.int.test.ts runs the service behind a PgBouncer of its own.
    ensurePgBouncer(log);
    // Integration tests share this machine's databases, Redis and NATS: one file at a time.
    await jestSuite('integration', 'integration', { args: ['--runInBand', '--forceExit'] });
  }
  // `npm run fuzz`: the fuzz suite's long form only, with a new seed (never part of a plain `npm test`).
  if (only.includes('fuzz'))
    await jestSuite('fuzz', 'integration', {
      args: ['--runInBand', '--forceExit', '--testPathPatterns', 'fuzz\\.int\\.test'],
      env: { FUZZ_RUNS: process.env.FUZZ_RUNS || '300', FUZZ_SEED: process.env.FUZZ_SEED || 'random' },
    });
  // The scale-out proof's short form, only when named (`npm test -- scale`): its cross-gateway check right after
  // every service was killed missed its 20 s window once in six runs, so it stays out of CI until that is understood.
  if (only.includes('scale'))
    await commandAsTest('scale-check (short)', 'node', ['scripts/scale-check.mjs', '--short', '--no-build']);
  // The fault suite's short form (under two minutes): one test, passed when every fault showed what it must.
  if (wanted('faults'))
    await commandAsTest('faults (short)', 'node', ['scripts/faults.mjs', '--short', '--no-build']);
  if (wanted('lint')) await lintSuite();
  if (wanted('frontend')) await frontendSuite();
  if (wanted('e2e')) await browserSuite();
} catch (error) {
  log(`aborted: ${error.stack || error.message}`);
  totals.failed += 1;
} finally {
  await mailCatcher?.stop();
  await services?.stop();
}
console.log(
  `${totals.passed} passed, ${totals.failed} failed${totals.skipped ? `, ${totals.skipped} skipped` : ''}`,
);
process.exit(totals.failed ? 1 : 0);
