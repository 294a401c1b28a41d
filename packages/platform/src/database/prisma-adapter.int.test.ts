import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, test } from '@jest/globals';
import { DriverAdapterError, type SqlDriverAdapter, type SqlQuery } from '@prisma/driver-adapter-utils';
import { createTestDatabase, type TestDatabase } from '../events/testing/test-database.js';
import { createPrismaAdapter } from './prisma-adapter.js';

const sql = (text: string, args: unknown[] = []): SqlQuery => ({
  sql: text,
  args,
  argTypes: args.map(() => ({ scalarType: 'string', arity: 'scalar' })),
});
const insert = (name: string) =>
  sql(`INSERT INTO outbox_events (id, name, payload) VALUES ('${randomUUID()}', $1, '{}')`, [name]);

/** What Prisma's transaction manager does when an interactive transaction outlives its timeout. */
async function timeOut(transaction: Awaited<ReturnType<SqlDriverAdapter['startTransaction']>>) {
  try {
    await transaction.executeRaw(sql('ROLLBACK'));
  } finally {
    await transaction.rollback();
  }
}

describe('createPrismaAdapter', () => {
  let db: TestDatabase;
  let adapter: SqlDriverAdapter;

  beforeAll(async () => {
    db = await createTestDatabase();
    adapter = await createPrismaAdapter(db.url).connect();
  });
  afterAll(async () => {
    await adapter?.dispose();
    await db?.drop();
  });

  const count = async (name: string) =>
    (await db.pool.query('SELECT count(*)::int AS n FROM outbox_events WHERE name = $1', [name])).rows[0].n;

  test('a transaction that timed out refuses the statements of the operation still running in it', async () => {
    const transaction = await adapter.startTransaction();
    await transaction.executeRaw(insert('before-timeout'));
    await timeOut(transaction);

    const refused = await transaction.executeRaw(insert('after-timeout')).catch((err: unknown) => err);
    assert.ok(refused instanceof DriverAdapterError);
    assert.equal(refused.cause.kind, 'TransactionAlreadyClosed');
    await assert.rejects(transaction.queryRaw(sql('SELECT 1')), DriverAdapterError);
    // Neither the rolled-back insert nor the one after it is in the database.
    assert.equal(await count('before-timeout'), 0);
    assert.equal(await count('after-timeout'), 0);
  });

  test('a committed transaction keeps its writes and refuses later statements; savepoints do not end it', async () => {
    const transaction = await adapter.startTransaction();
    await transaction.executeRaw(insert('committed'));
    await transaction.createSavepoint?.('sp1');
    await transaction.rollbackToSavepoint?.('sp1');
    await transaction.executeRaw(insert('committed'));
    await transaction.executeRaw(sql('COMMIT'));
    await transaction.commit();
    await assert.rejects(transaction.executeRaw(insert('late')), DriverAdapterError);
    assert.equal(await count('committed'), 2);
    assert.equal(await count('late'), 0);
  });
});
