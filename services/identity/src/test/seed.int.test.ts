import assert from 'node:assert/strict';
import { afterAll, beforeAll, describe, it } from '@jest/globals';
import {
  createServiceTestDatabase,
  tableRowCounts,
  type TestDatabase,
} from '@creators/platform/testing/index';
import { DEMO_USERS } from '@creators/platform/demo/users';
import { ACHIEVEMENT_CATALOGUE } from '../achievements/catalogue.js';
import { runIdentitySeed } from '../seeding.js';
import { serviceDir } from './harness.js';

let db: TestDatabase;
beforeAll(async () => {
  process.env.LOG_LEVEL ??= 'error';
  db = await createServiceTestDatabase('', serviceDir);
});
afterAll(async () => {
  await db?.drop();
});

const empty = (counts: Record<string, number>) =>
  Object.fromEntries(Object.keys(counts).map((table) => [table, 0]));

describe('seed (npm run seed)', () => {
  it('seeds only the achievement catalogue, which is not demo data in production, or whenever SEED_DEMO is not true', async () => {
    for (const env of [
      { NODE_ENV: 'production' },
      { NODE_ENV: 'production', SEED_DEMO: 'false' },
      { NODE_ENV: 'development' },
    ]) {
      const outcome = await runIdentitySeed({ ...env, DATABASE_URL: db.url });
      assert.equal(outcome.demo, null, JSON.stringify(env));
      const counts = await tableRowCounts(db.url);
      assert.ok('users' in counts);
      assert.deepEqual(
        counts,
        { ...empty(counts), achievements: ACHIEVEMENT_CATALOGUE.length },
        JSON.stringify(env),
      );
    }
  });

  it('seeds the demo data with SEED_DEMO=true, and refuses a SEED_DEMO that is not true or false', async () => {
    await assert.rejects(runIdentitySeed({ SEED_DEMO: 'yes', DATABASE_URL: db.url }), /SEED_DEMO/);
    const outcome = await runIdentitySeed({ NODE_ENV: 'test', SEED_DEMO: 'true', DATABASE_URL: db.url });
    assert.notEqual(outcome.demo, null);
    assert.equal((await tableRowCounts(db.url)).users, DEMO_USERS.length);
  });
});
