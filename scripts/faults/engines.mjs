// The fault suite's own PostgreSQL and Redis, on free ports with their data in a temporary directory, so that they can
// be stopped and started again without touching the machine's shared ones (5432, 6379). NATS: startNatsServer in
// ../scale/nats-cluster.mjs.
import { execFileSync, spawn } from 'node:child_process';
import { chownSync, copyFileSync, existsSync, mkdirSync, readdirSync, readFileSync } from 'node:fs';
import net from 'node:net';
import { join } from 'node:path';
import { waitForPort } from '../lib/local-services.mjs';

/** The newest PostgreSQL's binaries of this machine (/usr/lib/postgresql/<version>/bin), or PG_BIN. */
export function postgresBinDir(root = '/usr/lib/postgresql') {
  if (process.env.PG_BIN) return process.env.PG_BIN;
  const versions = existsSync(root)
    ? readdirSync(root)
        .filter((v) => existsSync(join(root, v, 'bin', 'pg_ctl')))
        .sort((a, b) => Number(a) - Number(b))
    : [];
  if (!versions.length) throw new Error(`no PostgreSQL binaries under ${root} (set PG_BIN)`);
  return join(root, versions.at(-1), 'bin');
}

/** uid and gid of a user in /etc/passwd. */
function userIds(name) {
  const line = readFileSync('/etc/passwd', 'utf8')
    .split('\n')
    .find((entry) => entry.startsWith(`${name}:`));
  if (!line) throw new Error(`no user ${name} to run PostgreSQL as (it refuses to run as root)`);
  const [, , uid, gid] = line.split(':');
  return { uid: Number(uid), gid: Number(gid) };
}

/** The pg_ctl options of the cluster: its port, loopback only, its socket in the temporary directory. */
export function postgresOptions({ port, socketDir }) {
  return [
    `-p ${port}`,
    '-c listen_addresses=127.0.0.1',
    `-k ${socketDir}`,
    // The faults stop processes, never the machine: what the disk keeps after a power cut is not tested here.
    '-c fsync=off',
    '-c max_connections=200',
  ].join(' ');
}

/**
 * A PostgreSQL cluster of its own: `initdb` in `dir` (trust authentication), started with pg_ctl on `port`. As root
 * it runs as the postgres user. Its log is copied to `logDir` when it stops for good.
 * @returns {Promise<{ url: string, stop: (mode?: string) => Promise<void>, start: () => Promise<void>,
 *   close: () => Promise<void> }>}  stop/start: pg_ctl (mode fast by default); close: stop and keep the log
 */
export async function startPostgres({ dir, logDir, port }) {
  const bin = postgresBinDir();
  const data = join(dir, 'pgdata');
  const socketDir = join(dir, 'pgsocket');
  const logFile = join(dir, 'postgres.log');
  for (const path of [data, socketDir]) mkdirSync(path, { recursive: true });
  const ids = process.getuid?.() === 0 ? userIds('postgres') : null;
  if (ids) for (const path of [dir, data, socketDir]) chownSync(path, ids.uid, ids.gid);
  const run = (command, args) =>
    execFileSync(join(bin, command), args, {
      stdio: ['ignore', 'pipe', 'pipe'],
      cwd: dir,
      ...(ids ? { uid: ids.uid, gid: ids.gid, env: { ...process.env, HOME: dir } } : {}),
    });
  run('initdb', ['-D', data, '-U', 'postgres', '--auth=trust', '--no-sync', '-E', 'UTF8', '--locale=C']);
  const start = async () => {
    run('pg_ctl', [
      '-D',
      data,
      '-l',
      logFile,
      '-o',
      postgresOptions({ port, socketDir }),
      '-w',
      '-t',
      '60',
      'start',
    ]);
    if (!(await waitForPort(port, { timeoutMs: 30_000 })))
      throw new Error(`PostgreSQL did not answer on ${port} (log: ${logFile})`);
  };
  const stop = async (mode = 'fast') => {
    run('pg_ctl', ['-D', data, '-m', mode, '-w', '-t', '60', 'stop']);
  };
  await start();
  return {
    url: `postgresql://postgres@127.0.0.1:${port}`,
    start,
    stop,
    close: async () => {
      try {
        await stop('fast');
      } finally {
        if (existsSync(logFile)) copyFileSync(logFile, join(logDir, 'postgres.log'));
      }
    },
  };
}

/** Whether Redis on `port` answers PING with PONG (not while it loads its append-only file). */
export function redisAnswers(port, timeoutMs = 1_000) {
  return new Promise((resolve) => {
    const socket = net.connect({ port, host: '127.0.0.1' });
    let text = '';
    const done = (ok) => {
      socket.destroy();
      resolve(ok);
    };
    socket.setTimeout(timeoutMs, () => done(false));
    socket.once('error', () => done(false));
    socket.once('connect', () => socket.write('PING\r\n'));
    socket.on('data', (chunk) => {
      text += chunk;
      if (text.includes('\r\n')) done(text.startsWith('+PONG'));
    });
  });
}

/**
 * The arguments of the suite's redis-server: an append-only file, no snapshots, as the compose file and the Helm
 * values have; fsync after every write (they fsync every second, which keeps the same across a process restart, as
 * Redis writes the file before it answers; only a host crash may lose the last second there).
 */
export function redisArgs({ port, dir, logFile }) {
  return [
    '--port',
    String(port),
    '--bind',
    '127.0.0.1',
    '--appendonly',
    'yes',
    '--appendfsync',
    'always',
    '--save',
    '',
    '--dir',
    dir,
    '--logfile',
    logFile,
  ];
}

/**
 * redis-server on `port` with its append-only file in `dir`, so that a restart keeps BullMQ's jobs.
 * @returns {Promise<{ url: string, kill: (signal?: NodeJS.Signals) => Promise<void>, start: () => Promise<void>,
 *   close: () => Promise<void> }>}
 */
export async function startRedis({
  dir,
  logDir,
  port,
  binary = process.env.REDIS_SERVER_BIN || 'redis-server',
}) {
  const store = join(dir, 'redis');
  mkdirSync(store, { recursive: true });
  const args = redisArgs({ port, dir: store, logFile: join(logDir, 'redis.log') });
  let child = null;
  const start = async () => {
    child = spawn(binary, args, { stdio: 'ignore' });
    const deadline = Date.now() + 30_000;
    while (Date.now() < deadline) {
      if (child.exitCode !== null) break;
      if (await redisAnswers(port)) return;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    throw new Error(`Redis did not answer on ${port} (log in ${logDir})`);
  };
  const kill = (signal = 'SIGKILL') =>
    new Promise((resolve) => {
      if (!child || child.exitCode !== null || child.signalCode) return resolve();
      child.once('exit', () => resolve());
      child.kill(signal);
    });
  await start();
  return { url: `redis://127.0.0.1:${port}`, start, kill, close: () => kill('SIGTERM') };
}
