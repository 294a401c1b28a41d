import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { chmodSync, existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';

/** Debian's pgbouncer; `npm test` installs it when missing (scripts/test.mjs), a test never does. */
export const PGBOUNCER_PATH = process.env.PGBOUNCER_PATH || '/usr/sbin/pgbouncer';

export interface PgBouncerOptions {
  /** The PostgreSQL server behind it: a URL whose user (and password, if any) PgBouncer logs in with. */
  serverUrl: string;
  /** Server connections per database and user (default_pool_size). */
  poolSize: number;
  /** Further `[databases]` entries, name → settings, e.g. `{ probe: 'dbname=postgres pool_size=1' }`. */
  databases?: Record<string, string>;
}

export interface PgBouncer {
  /** `127.0.0.1:<port>`, for DATABASE_HOST. */
  host: string;
  /** A URL of `database` through PgBouncer, as the server URL's user. */
  url(database: string): string;
  /** Rows of an admin console command (SHOW POOLS, SHOW SERVERS, ...). */
  show(command: string): Promise<Record<string, unknown>[]>;
  stop(): Promise<void>;
}

/**
 * A PgBouncer in transaction pooling mode (docs/operations.md "Database connections") on a free loopback port, in
 * front of `serverUrl`'s server: every database of it (`*`), with `poolSize` server connections each.
 */
export async function startPgBouncer(options: PgBouncerOptions): Promise<PgBouncer> {
  if (!existsSync(PGBOUNCER_PATH)) {
    throw new Error(
      `PgBouncer is not installed (${PGBOUNCER_PATH}): apt-get install -y pgbouncer, or set PGBOUNCER_PATH. ` +
        '`npm test` installs it on Debian when run as root.',
    );
  }
  const server = new URL(options.serverUrl);
  const user = decodeURIComponent(server.username || 'postgres');
  const password = decodeURIComponent(server.password);
  const target = `host=${server.hostname} port=${server.port || 5432}`;
  const { freePorts } = await import(new URL('../../../../scripts/lib/ports.mjs', import.meta.url).pathname);
  const [port] = (await freePorts(1)) as number[];
  const dir = mkdtempSync(join(tmpdir(), 'pgbouncer-'));
  const databases = Object.entries(options.databases ?? {}).map(
    ([name, settings]) => `${name} = ${target} ${settings}`,
  );
  writeFileSync(
    join(dir, 'pgbouncer.ini'),
    [
      '[databases]',
      ...databases,
      `* = ${target}`,
      '[pgbouncer]',
      'listen_addr = 127.0.0.1',
      `listen_port = ${port}`,
      'unix_socket_dir =',
      'pool_mode = transaction',
      `default_pool_size = ${options.poolSize}`,
      'max_client_conn = 500',
      // The clients are this test's own; the server checks the password PgBouncer logs in with (if any).
      'auth_type = trust',
      `auth_file = ${join(dir, 'userlist.txt')}`,
      `admin_users = ${user}`,
      '',
    ].join('\n'),
  );
  writeFileSync(join(dir, 'userlist.txt'), `"${user}" "${password}"\n`);
  // PgBouncer refuses to run as root: `-u` drops to the user postgres, who must read the files.
  const asRoot = process.getuid?.() === 0;
  if (asRoot) chmodSync(dir, 0o755);
  const child = spawn(PGBOUNCER_PATH, [...(asRoot ? ['-u', 'postgres'] : []), join(dir, 'pgbouncer.ini')], {
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let output = '';
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = once(child, 'exit');
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGTERM');
      await exited;
    }
    rmSync(dir, { recursive: true, force: true });
  };

  const deadline = Date.now() + 10_000;
  while (!(await answers(port))) {
    if (child.exitCode !== null || Date.now() > deadline) {
      await stop();
      throw new Error(`PgBouncer did not start on port ${port}: ${output.trim() || 'no output'}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }

  const url = (database: string) => {
    const through = new URL(options.serverUrl);
    through.hostname = '127.0.0.1';
    through.port = String(port);
    through.pathname = `/${encodeURIComponent(database)}`;
    return through.toString();
  };
  return {
    host: `127.0.0.1:${port}`,
    url,
    async show(command) {
      const admin = new pg.Client({ connectionString: url('pgbouncer') });
      await admin.connect();
      try {
        return (await admin.query(command)).rows;
      } finally {
        await admin.end();
      }
    },
    stop,
  };
}

function answers(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect({ port, host: '127.0.0.1' });
    socket.once('connect', () => (socket.destroy(), resolve(true)));
    socket.once('error', () => (socket.destroy(), resolve(false)));
  });
}
