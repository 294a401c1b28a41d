import { fileURLToPath } from 'node:url';
import type { Logger } from '@creators/platform';
import { servicePrismaFiles, startTestSubgraph, type TestSubgraph } from '@creators/platform/testing/index';
import { loadBrainstormAiConfig, type BrainstormAiConfig } from '../config.js';
import { PrismaService } from '../database/prisma.service.js';
import { startBrainstormAi } from '../server.js';
import { deleteKeys, spawnWorker } from './worker-process.js';

export { eventually, type GraphQLResponse } from '@creators/platform/testing/index';

export const serviceDir = fileURLToPath(new URL('../..', import.meta.url));
export const { schemaPath, migrationsDir } = servicePrismaFiles(serviceDir);

export type TestApp = TestSubgraph<BrainstormAiConfig, PrismaService>;

/**
 * The service on a free port with a fresh database, gateway secret, subject prefix and event stream (all removed by
 * `close`); `env` overrides (e.g. NATS_SUBJECT_PREFIX and EVENT_STREAM of a test's own stream); `logger` replaces its own.
 */
export const startTestApp = (env: Record<string, string> = {}, logger?: Logger): Promise<TestApp> =>
  startTestSubgraph({
    env,
    logger,
    name: 'brainstorm-ai',
    serviceDir,
    loadConfig: loadBrainstormAiConfig,
    start: startBrainstormAi,
    prisma: PrismaService,
  });

/** The service and a worker process with the same Isla settings (`env`, also set in this process by the caller). */
export async function startAppAndWorker(env: Record<string, string>) {
  const app = await startTestApp();
  const worker = spawnWorker(env);
  await worker.ready;
  return { app, worker };
}

/** Stops what startAppAndWorker started and deletes the Redis keys of its queue prefix. */
export async function stopAppAndWorker(
  started: { app?: TestApp; worker?: { stop(): Promise<void> } },
  prefix: string,
): Promise<void> {
  await started.worker?.stop();
  await started.app?.close();
  await deleteKeys(prefix);
}
