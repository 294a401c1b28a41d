import { z } from 'zod';
import { PAGE_SIZE, pageCursor, pageSize, type Locale } from '@creators/contracts';
import { badUserInput } from '../nest/errors.js';
import { parseInput } from '../nest/parse-input.js';
import type { ConnectionShape } from './connection.js';
import { decodeCursor, encodeCursor, type CursorKind, type CursorValues } from './cursor.js';

/** A list's paging arguments (GraphQL `first` and `after`): 20 rows unless asked, never more than 100. */
const pageArgsSchema = z.strictObject({
  first: pageSize.default(PAGE_SIZE.default),
  after: pageCursor.optional(),
});

export interface Page<K extends readonly CursorKind[]> {
  first: number;
  /** The sort keys of the last row of the previous page; null for the first page. */
  after: CursorValues<K> | null;
}

/**
 * Checks `first` and `after` against a list whose sort keys are `kinds` (e.g. `['date', 'string']` for createdAt
 * and id). A bad value is BAD_USER_INPUT naming the argument, translated into `locale`.
 */
export function parsePage<const K extends readonly CursorKind[]>(
  args: { first?: number | null; after?: string | null },
  kinds: K,
  locale: Locale,
): Page<K> {
  const { first, after } = parseInput(pageArgsSchema, { first: args.first, after: args.after }, locale);
  if (after === undefined) return { first, after: null };
  const values = decodeCursor(after, kinds);
  if (!values) throw badUserInput(locale, { after: 'validation.page.cursor' });
  return { first, after: values };
}

/**
 * A connection from rows fetched with `take: first + 1`: the extra row only says that there is a next page.
 * `sortKeys` gives a row's cursor values, in the order of the list's sort.
 */
export function toConnection<T>(
  rows: readonly T[],
  first: number,
  sortKeys: (row: T) => readonly (string | number | Date)[],
  totalCount: number,
): ConnectionShape<T> {
  const nodes = rows.slice(0, first);
  const last = nodes.at(-1);
  return {
    nodes,
    pageInfo: { hasNextPage: rows.length > first, endCursor: last ? encodeCursor(sortKeys(last)) : null },
    totalCount,
  };
}

export type SortDirection = 'asc' | 'desc';

/**
 * A Prisma `where` that seeks past a row in a keyset order: for keys a desc, b desc it is
 * `a < x OR (a = x AND b < y)`. The order must end with a unique key (the id) so that no row is skipped or repeated.
 */
export function seekAfter(
  keys: readonly (readonly [field: string, value: string | number | Date, direction: SortDirection])[],
): { OR: Record<string, unknown>[] } {
  return {
    OR: keys.map(([field, value, direction], i) => ({
      ...Object.fromEntries(keys.slice(0, i).map(([equalField, equalValue]) => [equalField, equalValue])),
      [field]: { [direction === 'desc' ? 'lt' : 'gt']: value },
    })),
  };
}

type SeekKey = readonly [field: string, value: string | number | Date, direction: SortDirection];

/**
 * `where` narrowed to the rows after a cursor (`keys` null on the first page). Besides the seek it bounds the
 * leading key (`a <= x` for desc), a range the index can start from: the seek's OR alone is only a filter, so a
 * deep page would read the index from its start.
 */
export function whereAfter<W extends object>(where: W, keys: readonly SeekKey[] | null): W {
  if (!keys?.length) return where;
  const [field, value, direction] = keys[0]!;
  const bound = { [field]: { [direction === 'desc' ? 'lte' : 'gte']: value } };
  // A Prisma where input accepts AND of where inputs; the cast keeps the caller's model type.
  return { AND: [where, bound, seekAfter(keys)] } as unknown as W;
}

/** The cursor of a list ordered by one date, newest first, then by id. */
export const NEWEST_FIRST_CURSOR = ['date', 'uuid'] as const;

/**
 * The Prisma arguments of one page of a list ordered by `field` descending, then id descending (the order holds
 * while rows are added): fetch with `{ where: args.where(filters), orderBy, take }`, then
 * `toConnection(rows, page.first, args.sortKeys, totalCount)`.
 */
export function newestFirst<F extends string>(
  field: F,
  page: { first: number; after: readonly [Date, string] | null },
) {
  const after = page.after;
  return {
    where: <W extends object>(filters: W): W =>
      whereAfter(
        filters,
        after && [
          [field, after[0], 'desc'],
          ['id', after[1], 'desc'],
        ],
      ),
    orderBy: [{ [field]: 'desc' } as Record<F, 'desc'>, { id: 'desc' as const }],
    take: page.first + 1,
    sortKeys: (row: Record<F, Date> & { id: string }): [Date, string] => [row[field], row.id],
  };
}
