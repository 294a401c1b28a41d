/**
 * What the event plumbing needs from a database client: Prisma's tagged-template raw SQL. A PrismaClient, a
 * Prisma interactive transaction client and `pgTransaction`'s client all fit.
 */
export interface SqlExecutor {
  $executeRaw(query: TemplateStringsArray, ...values: unknown[]): Promise<number>;
}

/**
 * Runs `fn` inside one database transaction: commits when it resolves, rolls back when it throws.
 * With Prisma: `(fn) => prisma.$transaction(fn, { timeout: 30_000 })`.
 */
export type TransactionRunner<Tx extends SqlExecutor> = <T>(fn: (tx: Tx) => Promise<T>) => Promise<T>;
