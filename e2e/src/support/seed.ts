// Rows for the lists tests, straight into a service's database: one INSERT … SELECT FROM generate_series per
// batch, where thousands of GraphQL mutations would take minutes. Columns as services/challenges/prisma/schema.prisma.
import { randomUUID } from 'node:crypto';
import pg from 'pg';

const BATCH = 5000;

/** The challenges database of the system under test (scripts/test.mjs passes it; `npm start` uses the default). */
export const CHALLENGES_DATABASE_URL =
  process.env.E2E_CHALLENGES_DATABASE_URL ??
  process.env.CHALLENGES_DATABASE_URL ??
  'postgresql://postgres@127.0.0.1:5432/creators_challenges';

/**
 * Inserts `n` challenges titled `<prefix> <i>`, row 1 the newest (each a minute older than the one before, all
 * older than anything made now); the rows whose index is in `marked` also carry `term` in their title.
 * Returns the ids, newest first.
 */
export async function seedChallenges(
  n: number,
  { prefix, term, marked }: { prefix: string; term: string; marked: readonly number[] },
): Promise<string[]> {
  const client = new pg.Client({ connectionString: CHALLENGES_DATABASE_URL });
  await client.connect();
  try {
    const author = randomUUID();
    const ids: string[] = [];
    await client.query('BEGIN');
    for (let from = 1; from <= n; from += BATCH) {
      const to = Math.min(n, from + BATCH - 1);
      const { rows } = await client.query<{ id: string }>(
        `INSERT INTO challenges (id, title, description, category, difficulty, created_by, status, tags, created_at, updated_at)
         SELECT gen_random_uuid(),
                $1 || ' ' || i || CASE WHEN i = ANY($2::int[]) THEN ' ' || $3 ELSE '' END,
                'A seeded problem for the lists test, number ' || i || '.',
                (ARRAY['technology','sustainability','education','community','health'])[1 + i % 5],
                'beginner', $4::uuid, 'active', ARRAY['seeded'],
                now() - make_interval(mins => i), now() - make_interval(mins => i)
         FROM generate_series($5::int, $6::int) AS i
         ORDER BY i
         RETURNING id`,
        [prefix, marked, term, author, from, to],
      );
      ids.push(...rows.map((row) => row.id));
    }
    await client.query('COMMIT');
    await client.query('ANALYZE challenges');
    return ids;
  } catch (error) {
    await client.query('ROLLBACK').catch(() => undefined);
    throw error;
  } finally {
    await client.end();
  }
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
