import { PrismaPg } from '@prisma/adapter-pg';
import {
  DriverAdapterError,
  type IsolationLevel,
  type SqlDriverAdapter,
  type SqlQuery,
  type Transaction,
} from '@prisma/driver-adapter-utils';

const ENDS_TRANSACTION = /^\s*(COMMIT|ROLLBACK)\s*;?\s*$/i;

/**
 * Makes a driver transaction refuse every statement once it is committed or rolled back. Prisma 7.10 rolls an
 * interactive transaction back when it outlives its timeout (a busy machine, a slow database) and hands its
 * connection back to the pool, while the operation in flight (a nested create and the select of its result, say)
 * goes on with its remaining statements on that connection: outside the transaction, or inside somebody else's.
 * scale-check found writes of rolled-back transactions committed that way. Refused, the operation fails instead
 * (P1018, which the services answer as SERVICE_UNAVAILABLE).
 */
export function refuseAfterEnd(transaction: Transaction): Transaction {
  let ended = false;
  const closed = () =>
    new DriverAdapterError({
      kind: 'TransactionAlreadyClosed',
      cause: 'the transaction ended (timed out?) while an operation was still running in it',
    });
  const queryRaw = transaction.queryRaw.bind(transaction);
  const executeRaw = transaction.executeRaw.bind(transaction);
  const commit = transaction.commit.bind(transaction);
  const rollback = transaction.rollback.bind(transaction);
  return Object.assign(transaction, {
    queryRaw: (query: SqlQuery) => (ended ? Promise.reject(closed()) : queryRaw(query)),
    executeRaw: (query: SqlQuery) => {
      if (ended) return Promise.reject(closed());
      // Prisma sends COMMIT and ROLLBACK itself: nothing may follow them, even before the connection is released.
      if (ENDS_TRANSACTION.test(query.sql)) ended = true;
      return executeRaw(query);
    },
    commit: () => {
      ended = true;
      return commit();
    },
    rollback: () => {
      ended = true;
      return rollback();
    },
  });
}

/** PrismaPg whose transactions refuse statements after their end (see refuseAfterEnd). */
class EndedTransactionsRefusingPg extends PrismaPg {
  override async connect(): Promise<Awaited<ReturnType<PrismaPg['connect']>>> {
    const adapter = await super.connect();
    const startTransaction = adapter.startTransaction.bind(adapter);
    return Object.assign(adapter, {
      startTransaction: async (isolationLevel?: IsolationLevel) =>
        refuseAfterEnd(await startTransaction(isolationLevel)),
    } satisfies Pick<SqlDriverAdapter, 'startTransaction'>);
  }
}

/** How many connections a service's client may open (DATABASE_POOL_SIZE); node-postgres' default 10 without. */
export interface DatabasePoolOptions {
  poolSize?: number;
}

/** The driver adapter a service passes to its generated client: `new PrismaClient({ adapter })`. */
export function createPrismaAdapter(url: string, { poolSize }: DatabasePoolOptions = {}): PrismaPg {
  return new EndedTransactionsRefusingPg({ connectionString: url, ...(poolSize ? { max: poolSize } : {}) });
}
