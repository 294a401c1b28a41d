/** Prisma's error for a unique constraint violation (P2002), also when it comes through the pg driver adapter. */
export function isUniqueViolation(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const { code, cause } = error as { code?: unknown; cause?: unknown };
  if (code === 'P2002' || code === '23505') return true;
  const original = (cause as { originalCode?: unknown; kind?: unknown } | undefined) ?? undefined;
  return original?.originalCode === '23505' || original?.kind === 'UniqueConstraintViolation';
}
