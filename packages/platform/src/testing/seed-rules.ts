import assert from 'node:assert/strict';
import { afterAll, beforeAll, describe, it } from '@jest/globals';
import { createServiceTestDatabase, type TestDatabase } from './subgraph.js';
import { tableRowCounts } from './row-counts.js';

export interface SeedRules {
  /** The service's seed (its `seeding.ts`), run with this environment. */
  seed(env: Record<string, string>): Promise<{ demo: unknown }>;
  serviceDir: string;
  /** The table that holds the demo rows, and how many the demo has. */
  table: string;
  demoRows: number;
  /** Rows the seed writes whatever SEED_DEMO says (not demo data), by table. */
  alwaysSeeded?: Record<string, number>;
}

/**
 * The rules of every service's seed: nothing but `alwaysSeeded` in production or whenever SEED_DEMO is
 * not true; the demo rows with SEED_DEMO=true; a SEED_DEMO that is neither true nor false refused. On the
 * service's own fresh, migrated test database.
 */
export function describeSeedRules(rules: SeedRules): void {
  let db: TestDatabase;
  beforeAll(async () => {
    process.env.LOG_LEVEL ??= 'error';
    db = await createServiceTestDatabase('', rules.serviceDir);
  });
  afterAll(async () => {
    await db?.drop();
  });

  describe('seed (npm run seed)', () => {
    it('seeds no demo row in production, or whenever SEED_DEMO is not true', async () => {
      for (const env of <Record<string, string>[]>[
        { NODE_ENV: 'production' },
        { NODE_ENV: 'production', SEED_DEMO: 'false' },
        { NODE_ENV: 'development' },
      ]) {
        const outcome = await rules.seed({ ...env, DATABASE_URL: db.url });
        assert.equal(outcome.demo, null, JSON.stringify(env));
        const counts = await tableRowCounts(db.url);
        assert.ok(rules.table in counts);
        const expected = Object.fromEntries(Object.keys(counts).map((table) => [table, 0]));
        assert.deepEqual(counts, { ...expected, ...rules.alwaysSeeded }, JSON.stringify(env));
      }
    });

    it('seeds the demo data with SEED_DEMO=true, and refuses a SEED_DEMO that is not true or false', async () => {
      await assert.rejects(rules.seed({ SEED_DEMO: 'yes', DATABASE_URL: db.url }), /SEED_DEMO/);
      const outcome = await rules.seed({ NODE_ENV: 'test', SEED_DEMO: 'true', DATABASE_URL: db.url });
      assert.notEqual(outcome.demo, null);
      assert.equal((await tableRowCounts(db.url))[rules.table], rules.demoRows);
    });
  });
}
