// Rows for the lists tests, straight into the system's challenges database with the bench's bulk seeding
// (scripts/bench/seed-bulk.mjs), where thousands of GraphQL mutations would take minutes.
import { randomUUID } from 'node:crypto';
import pg from 'pg';
// @ts-expect-error -- a plain ES module of the bench (no type declarations); what is used is typed below.
import { SEED_WORDS as WORDS, seedChallenges as seedBulk } from '../../../scripts/bench/seed-bulk.mjs';

/** The challenges database of the system under test (scripts/test.mjs passes it; `npm start` uses the default). */
export const CHALLENGES_DATABASE_URL =
  process.env.E2E_CHALLENGES_DATABASE_URL ??
  process.env.CHALLENGES_DATABASE_URL ??
  'postgresql://postgres@127.0.0.1:5432/creators_challenges';

/** The identity database of the system under test, for states no API leads to (a profile without skills). */
export const IDENTITY_DATABASE_URL =
  process.env.E2E_IDENTITY_DATABASE_URL ??
  process.env.IDENTITY_DATABASE_URL ??
  'postgresql://postgres@127.0.0.1:5432/creators_identity';

/** The words seeded titles start with, by row number: `SEED_WORDS[i % SEED_WORDS.length]`. */
export const SEED_WORDS = WORDS as readonly string[];

const seedChallengesInto = seedBulk as (
  databaseUrl: string,
  n: number,
  options: { authorIds: string[]; label: string },
) => Promise<string[]>;

/**
 * Inserts `n` challenges titled `<word> <label> <i>` (row 1 the newest, each a minute older than the one before,
 * all older than anything made now). Returns their ids, newest first.
 */
export function seedChallenges(n: number, label: string): Promise<string[]> {
  return seedChallengesInto(CHALLENGES_DATABASE_URL, n, { authorIds: [randomUUID()], label });
}

/** Removes seeded challenges again, so that other tests see the lists they expect. */
export async function deleteChallenges(ids: readonly string[]): Promise<void> {
  const client = new pg.Client({ connectionString: CHALLENGES_DATABASE_URL });
  await client.connect();
  try {
    await client.query('DELETE FROM challenges WHERE id = ANY($1::uuid[])', [ids]);
  } finally {
    await client.end();
  }
}
