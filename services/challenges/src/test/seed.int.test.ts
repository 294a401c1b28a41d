import assert from 'node:assert/strict';
import { afterAll, beforeAll, describe, it } from '@jest/globals';
import {
  createServiceTestDatabase,
  tableRowCounts,
  type TestDatabase,
} from '@creators/platform/testing/index';
import { DEMO_CHALLENGES } from '../challenges/demo-challenges.js';
import { runChallengesSeed } from '../seeding.js';
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
  it('seeds no row at all in production, or whenever SEED_DEMO is not true', async () => {
    for (const env of [
      { NODE_ENV: 'production' },
      { NODE_ENV: 'production', SEED_DEMO: 'false' },
      { NODE_ENV: 'development' },
    ]) {
      const outcome = await runChallengesSeed({ ...env, DATABASE_URL: db.url });
      assert.equal(outcome.demo, null, JSON.stringify(env));
      const counts = await tableRowCounts(db.url);
      assert.ok('challenges' in counts);
      assert.deepEqual(counts, empty(counts), JSON.stringify(env));
    }
  });

  it('seeds the demo data with SEED_DEMO=true, and refuses a SEED_DEMO that is not true or false', async () => {
    await assert.rejects(runChallengesSeed({ SEED_DEMO: 'yes', DATABASE_URL: db.url }), /SEED_DEMO/);
    const outcome = await runChallengesSeed({ NODE_ENV: 'test', SEED_DEMO: 'true', DATABASE_URL: db.url });
    assert.notEqual(outcome.demo, null);
    assert.equal((await tableRowCounts(db.url)).challenges, DEMO_CHALLENGES.length);
  });
});
