import type { Pool } from 'pg';

/**
 * Deletes outbox rows published before `cutoff`, at most `limit` at a time so a large backlog never holds
 * a long lock. Returns how many went.
 */
export async function pruneOutbox(pool: Pool, cutoff: Date, limit = 5_000): Promise<number> {
  const { rowCount } = await pool.query(
    `DELETE FROM outbox_events WHERE id IN (
       SELECT id FROM outbox_events WHERE published_at < $1 ORDER BY published_at LIMIT $2)`,
    [cutoff, limit],
  );
  return rowCount ?? 0;
}
