import { randomUUID } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { servicePrismaFiles, startTestSubgraph, type TestSubgraph } from '@creators/platform/testing/index';
import { loadProgrammesConfig, type ProgrammesConfig } from '../config.js';
import { PrismaService } from '../database/prisma.service.js';
import { startProgrammes } from '../server.js';

export { eventually, type GraphQLResponse } from '@creators/platform/testing/index';

export const serviceDir = fileURLToPath(new URL('../..', import.meta.url));
export const { schemaPath, migrationsDir } = servicePrismaFiles(serviceDir);

export type TestApp = TestSubgraph<ProgrammesConfig, PrismaService>;

/**
 * The service on a free port with a fresh database, gateway secret, subject prefix, event stream and Redis key
 * prefix (the reminders' queue under it; all removed by `close`); `env` overrides.
 */
export const startTestApp = (env: Record<string, string> = {}): Promise<TestApp> => {
  const keys = `test:${randomUUID().slice(0, 8)}:rl`;
  return startTestSubgraph({
    env: { RATE_LIMIT_KEY_PREFIX: keys, QUEUE_PREFIX: `${keys}:bull`, ...env },
    name: 'programmes',
    serviceDir,
    loadConfig: loadProgrammesConfig,
    start: startProgrammes,
    prisma: PrismaService,
  });
};

const DAY_MS = 24 * 60 * 60 * 1000;

/** A valid calendar around `now`: in its prototype phase, the deadline `deadlineInMs` ahead. */
export function calendarAround(now = Date.now(), deadlineInMs = 10 * DAY_MS) {
  const deadline = now + deadlineInMs;
  const iso = (ms: number) => new Date(ms).toISOString();
  return {
    phases: [
      { key: 'identify', startsAt: iso(now - 30 * DAY_MS), endsAt: iso(now - 20 * DAY_MS) },
      { key: 'collaborate', startsAt: iso(now - 20 * DAY_MS), endsAt: iso(now - 10 * DAY_MS) },
      { key: 'prototype', startsAt: iso(now - 10 * DAY_MS), endsAt: iso(deadline + DAY_MS) },
      { key: 'showcase', startsAt: iso(deadline + DAY_MS), endsAt: iso(deadline + 5 * DAY_MS) },
    ],
    submissionDeadline: iso(deadline),
    judgingEndsAt: iso(deadline + 2 * DAY_MS),
    resultsAt: iso(deadline + 3 * DAY_MS),
    timeZone: 'Europe/Berlin',
  };
}
