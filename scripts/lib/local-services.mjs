// Makes sure the local PostgreSQL, Redis and NATS answer, starting them with this machine's own commands
// when they do not. Plain Node with no dependencies: it runs before `npm install`.
import { execSync } from 'node:child_process';
import { readdirSync, existsSync } from 'node:fs';
import net from 'node:net';

const SERVICES = [
  {
    name: 'PostgreSQL',
    port: 5432,
    start: () => {
      const versions = existsSync('/etc/postgresql') ? readdirSync('/etc/postgresql') : [];
      if (!versions.length) throw new Error('PostgreSQL is not installed (no /etc/postgresql)');
      return `pg_ctlcluster --skip-systemctl-redirect ${versions[0]} main start`;
    },
  },
  {
    name: 'Redis',
    port: 6379,
    start: () =>
      'redis-server --daemonize yes --bind 127.0.0.1 -::1 --port 6379 --save "" --appendonly no --dir /var/lib/redis --logfile /var/log/redis/ci.log',
  },
  {
    name: 'NATS',
    port: 4222,
    start: () =>
      'start-stop-daemon --start --oknodo --background --exec /usr/sbin/nats-server -- -a 127.0.0.1 -p 4222 -js -sd /var/lib/nats-server -l /var/log/nats-server.log',
  },
];

export function portAnswers(port, host = '127.0.0.1', timeoutMs = 1000) {
  return new Promise((resolve) => {
    const socket = net.connect({ port, host });
    const done = (ok) => {
      socket.destroy();
      resolve(ok);
    };
    socket.setTimeout(timeoutMs, () => done(false));
    socket.once('connect', () => done(true));
    socket.once('error', () => done(false));
  });
}

export async function waitForPort(port, { timeoutMs = 30_000, host = '127.0.0.1' } = {}) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await portAnswers(port, host)) return true;
    await new Promise((r) => setTimeout(r, 250));
  }
  return false;
}

export async function ensureLocalServices(log = console.log) {
  for (const service of SERVICES) {
    if (await portAnswers(service.port)) continue;
    const command = service.start();
    log(`${service.name} is not answering on ${service.port}; starting it: ${command}`);
    try {
      execSync(command, { stdio: 'inherit' });
    } catch (error) {
      throw new Error(`Could not start ${service.name}: ${error.message}`);
    }
    if (!(await waitForPort(service.port))) throw new Error(`${service.name} did not come up on port ${service.port}`);
  }
}
