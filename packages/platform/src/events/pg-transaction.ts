import type { Pool, PoolClient, QueryResultRow } from 'pg';
import { watchClientErrors } from './pg-client-errors.js';
import type { SqlExecutor, TransactionRunner } from './sql-executor.js';

/** A pg client inside a transaction, with the same raw-SQL methods a Prisma transaction client has. */
export interface PgTransactionClient extends SqlExecutor {
  readonly client: PoolClient;
  $queryRaw<R extends QueryResultRow = QueryResultRow>(
    query: TemplateStringsArray,
    ...values: unknown[]
  ): Promise<R[]>;
}

const toText = (strings: TemplateStringsArray) => strings.reduce((sql, part, i) => `${sql}$${i}${part}`);

function wrap(client: PoolClient): PgTransactionClient {
  return {
    client,
    async $executeRaw(query, ...values) {
      return (await client.query(toText(query), values)).rowCount ?? 0;
    },
    async $queryRaw<R extends QueryResultRow>(query: TemplateStringsArray, ...values: unknown[]) {
      return (await client.query<R>(toText(query), values)).rows;
    },
  };
}

/** A `TransactionRunner` over a pg Pool, for code that uses pg rather than Prisma. */
export function pgTransaction(pool: Pool): TransactionRunner<PgTransactionClient> {
  return async (fn) => {
    const client = await pool.connect();
    // The handler may wait for other work between its queries: the server may end the connection meanwhile.
    const watch = watchClientErrors(client);
    // A client whose BEGIN, COMMIT or ROLLBACK failed is in an unknown state: destroy it rather than pool it.
    let broken: Error | undefined;
    const control = (command: string) =>
      client.query(command).then(
        () => undefined,
        (err: Error) => {
          broken = err;
          throw err;
        },
      );
    try {
      await control('BEGIN');
      let result;
      try {
        result = await fn(wrap(client));
      } catch (err) {
        await control('ROLLBACK').catch(() => undefined);
        throw err;
      }
      await control('COMMIT');
      return result;
    } finally {
      watch.stop();
      client.release(broken ?? watch.error);
    }
  };
}
