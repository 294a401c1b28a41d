// A system of its own for the front-end measurements (own databases, ports, subjects, stream and key prefixes),
// beside whatever else runs on this machine, `npm start`'s system included. Needs a build (npm run build).
import { randomBytes } from 'node:crypto';
import { join } from 'node:path';
import { startSystemOnFreePorts } from '../lib/free-system.mjs';

export async function startFrontendSystem(root) {
  const { SERVICES, databaseUrl } = await import('../lib/system.mjs');
  const { dropDatabase } = await import('@creators/platform');
  const { deleteStream } = await import('@creators/platform/testing/index');
  const dbSuffix = `_webperf_${randomBytes(3).toString('hex')}`;
  const stream = `WEBPERF${dbSuffix.toUpperCase()}`;
  const { system, port } = await startSystemOnFreePorts({
    root,
    dbSuffix,
    logDir: join(root, '.run', 'frontend-bench-logs'),
    env: {
      LOG_LEVEL: 'warn',
      NATS_SUBJECT_PREFIX: `webperf${dbSuffix}.`,
      EVENT_STREAM: stream,
      KEY_PREFIX: `webperf${dbSuffix}:`,
    },
    log: () => {},
  });
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    async stop() {
      await system.stop();
      for (const { name } of SERVICES) await dropDatabase(databaseUrl(name, dbSuffix)).catch(() => {});
      await deleteStream(process.env.NATS_URL || 'nats://127.0.0.1:4222', stream).catch(() => {});
    },
  };
}
