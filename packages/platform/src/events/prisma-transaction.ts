import type { SqlExecutor, TransactionRunner } from './sql-executor.js';

/** What `prismaTransaction` needs of a PrismaClient: its interactive `$transaction`. */
export interface InteractiveTransactions<Tx> {
  $transaction<R>(fn: (tx: Tx) => Promise<R>, options?: { maxWait?: number; timeout?: number }): Promise<R>;
}

/**
 * A `TransactionRunner` over a PrismaClient, whose handlers get the typed transaction client
 * (`tx.user.update(...)`). Prisma ends an interactive transaction after 5 s unless told otherwise; event
 * handlers get `timeout` (30 s by default).
 */
export function prismaTransaction<Tx extends SqlExecutor>(
  prisma: InteractiveTransactions<Tx>,
  options: { maxWait?: number; timeout?: number } = {},
): TransactionRunner<Tx> {
  const settings = { maxWait: options.maxWait ?? 5_000, timeout: options.timeout ?? 30_000 };
  return (fn) => prisma.$transaction(fn, settings);
}

/**
 * `prismaTransaction` for a consumer whose handlers record events: after each commit the outbox relay is woken, so
 * what they recorded is published at once rather than at the relay's next poll.
 */
export function prismaTransactionWakingRelay<Tx extends SqlExecutor>(
  prisma: InteractiveTransactions<Tx>,
  relay: { wake(): void },
): TransactionRunner<Tx> {
  const inTransaction = prismaTransaction<Tx>(prisma);
  return async (fn) => {
    const result = await inTransaction(fn);
    relay.wake();
    return result;
  };
}
