import { fileURLToPath } from 'node:url';
import { servicePrismaFiles, startTestSubgraph, type TestSubgraph } from '@creators/platform/testing/index';
import { loadDiscussionsConfig, type DiscussionsConfig } from '../config.js';
import { PrismaService } from '../database/prisma.service.js';
import { startDiscussions } from '../server.js';

export { eventually, type GraphQLResponse } from '@creators/platform/testing/index';

export const serviceDir = fileURLToPath(new URL('../..', import.meta.url));
export const { schemaPath, migrationsDir } = servicePrismaFiles(serviceDir);

export type TestApp = TestSubgraph<DiscussionsConfig, PrismaService>;

/**
 * The service on a free port with a fresh database, gateway secret, subject prefix and event stream (all removed by
 * `close`); `env` overrides (e.g. NATS_SUBJECT_PREFIX and EVENT_STREAM of a test's own stream).
 */
export const startTestApp = (env: Record<string, string> = {}): Promise<TestApp> =>
  startTestSubgraph({
    env,
    name: 'discussions',
    serviceDir,
    loadConfig: loadDiscussionsConfig,
    start: startDiscussions,
    prisma: PrismaService,
  });
