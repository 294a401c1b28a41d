import pg from 'pg';

/** What a Prisma client with `log: [{ emit: 'event', level: 'query' }]` reports for each query. */
export interface LoggedQuery {
  query: string;
  /** The parameters as a JSON array. */
  params: string;
}

/**
 * The plan PostgreSQL chooses for a query a Prisma client ran (its SQL and parameters), as EXPLAIN's text. Sent with
 * the parameters, like Prisma sends them, so the planner sees their values (e.g. a LIKE pattern).
 */
export async function explainLoggedQuery(databaseUrl: string, logged: LoggedQuery): Promise<string> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const params = JSON.parse(logged.params) as unknown[];
    const { rows } = await client.query<{ 'QUERY PLAN': string }>(`EXPLAIN ${logged.query}`, params);
    return rows.map((row) => row['QUERY PLAN']).join('\n');
  } finally {
    await client.end();
  }
}
