import assert from 'node:assert/strict';
import { randomBytes, randomUUID } from 'node:crypto';
import { afterAll, describe, it } from '@jest/globals';
import { Redis } from 'ioredis';
import { AppError } from '../nest/errors.js';
import { deleteRedisKeys } from '../testing/subgraph.js';
import { CreationLimits, type CreationLimitsConfig } from './creation-limits.js';

const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const keyPrefix = `test:${randomBytes(4).toString('hex')}:rl`;
const limit = { points: 2, durationSeconds: 3600 };
const config: CreationLimitsConfig = {
  keyPrefix,
  limits: {
    challenges: limit,
    teams: limit,
    invitations: limit,
    resources: limit,
    projects: limit,
    comments: limit,
    reports: limit,
  },
};
// As the services connect: no offline queue, so a command fails at once while Redis is away.
const connect = (url: string) => {
  const redis = new Redis(url, { enableOfflineQueue: false, maxRetriesPerRequest: 1 });
  redis.on('error', () => undefined);
  return redis;
};
const clients: Redis[] = [];

afterAll(async () => {
  for (const client of clients) client.disconnect();
  await deleteRedisKeys(REDIS_URL, `${keyPrefix}:*`);
});

const isRefusal = (err: unknown) => err instanceof AppError && err.extensions.code === 'TOO_MANY_REQUESTS';

describe('CreationLimits in Redis', () => {
  it('counts a user’s creations across instances', async () => {
    const [one, two] = [connect(REDIS_URL), connect(REDIS_URL)];
    clients.push(one, two);
    await Promise.all([one, two].map((redis) => new Promise((resolve) => redis.once('ready', resolve))));
    const [a, b] = [new CreationLimits(one, config), new CreationLimits(two, config)];
    const user = randomUUID();
    await a.create('challenges', user, 'en', async () => 'first');
    await b.create('challenges', user, 'en', async () => 'second');
    await assert.rejects(
      a.create('challenges', user, 'en', async () => 'third'),
      isRefusal,
    );
    await assert.rejects(
      b.create('challenges', user, 'en', async () => 'third'),
      isRefusal,
    );
    assert.equal(await one.get(`${keyPrefix}:create-challenges:${user}`), '4');
  });

  it('still limits, per instance, while Redis cannot be reached', async () => {
    const unreachable = connect('redis://127.0.0.1:1');
    clients.push(unreachable);
    const limits = new CreationLimits(unreachable, config);
    const user = randomUUID();
    await limits.create('teams', user, 'en', async () => 1);
    await limits.create('teams', user, 'en', async () => 2);
    await assert.rejects(
      limits.create('teams', user, 'en', async () => 3),
      isRefusal,
    );
  });
});
