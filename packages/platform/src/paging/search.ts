/** `term` as a LIKE pattern that matches it literally: Prisma's `contains` passes %, _ and \ through as wildcards. */
export function escapeLike(term: string): string {
  return term.replace(/[\\%_]/g, (char) => `\\${char}`);
}

/**
 * A Prisma string filter for a case-insensitive substring search: PostgreSQL `ILIKE '%term%'`, which a pg_trgm GIN
 * index (gin_trgm_ops) on the column serves.
 */
export function containsText(term: string): { contains: string; mode: 'insensitive' } {
  return { contains: escapeLike(term), mode: 'insensitive' };
}
