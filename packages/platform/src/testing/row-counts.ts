import pg from 'pg';

/** The number of rows of every table of a database (but the migrations' own), by table name. */
export async function tableRowCounts(databaseUrl: string): Promise<Record<string, number>> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows: tables } = await client.query<{ name: string }>(
      `SELECT tablename AS name FROM pg_tables
        WHERE schemaname = 'public' AND tablename <> '_prisma_migrations' ORDER BY tablename`,
    );
    const counts: Record<string, number> = {};
    for (const { name } of tables) {
      const { rows } = await client.query<{ n: number }>(
        `SELECT count(*)::int AS n FROM ${client.escapeIdentifier(name)}`,
      );
      counts[name] = rows[0].n;
    }
    return counts;
  } finally {
    await client.end();
  }
}
