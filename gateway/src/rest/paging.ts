import type { Response } from 'express';
import { z } from 'zod';
import { msg, PAGE_SIZE, pageCursor, pageSize, type Locale, type MessageKey } from '@creators/contracts';
import { translate } from '@creators/texts';
import type { RestError } from '../graphql/errors.js';
import { RestFailure } from './route-definition.js';
import { fieldsFromIssues } from './validation.js';

/**
 * Paged lists of the REST facade (paging contract): `limit` and `cursor` plus a list's filters as query
 * parameters; the body stays the plain array, the next page is named by a `Link: <…>; rel="next"` header and
 * the number of matching rows by `X-Total-Count`.
 */

/** What a list row's `result` answers: the rows of this page, the cursor of the next one and the total. */
export class PageBody<T> {
  constructor(
    readonly items: T[],
    /** null on the last page. */
    readonly nextCursor: string | null,
    readonly totalCount?: number,
  ) {}
}

interface ConnectionLike<T> {
  nodes: T[];
  pageInfo: { hasNextPage: boolean; endCursor?: string | null };
  totalCount?: number;
}

/** A GraphQL connection as a REST page. */
export function pageOf<T>(connection: ConnectionLike<T>): PageBody<T> {
  const next = connection.pageInfo.hasNextPage ? (connection.pageInfo.endCursor ?? null) : null;
  return new PageBody(connection.nodes, next, connection.totalCount);
}

/** A query parameter given empty (`?search=`) counts as absent. */
const emptyAsAbsent = (value: unknown) =>
  typeof value === 'string' && value.trim() === '' ? undefined : value;

/** `limit`: a whole number written in the query string, 1 to 100; absent means 20. */
const limitParam = z
  .preprocess((value) => {
    const present = emptyAsAbsent(value);
    return typeof present === 'string' && /^\s*-?\d+(\.\d*)?\s*$/.test(present) ? Number(present) : present;
  }, pageSize.default(PAGE_SIZE.default))
  .meta({ description: `How many rows, 1 to ${PAGE_SIZE.max}.` });

const cursorParam = z.preprocess(emptyAsAbsent, pageCursor.optional()).meta({
  description:
    'Where the page starts: the cursor of the previous page’s Link header; absent for the first page.',
});

/** A free-text filter (search, topic). */
export const textFilter = z.preprocess(
  emptyAsAbsent,
  z.string(msg('validation.invalid')).trim().max(200, msg('validation.text.max')).optional(),
);

/** A filter that is one of `values`; anything else is refused with `key`. */
export const choiceFilter = <const V extends readonly [string, ...string[]]>(values: V, key: MessageKey) =>
  z.preprocess(emptyAsAbsent, z.enum(values, msg(key)).optional());

/** The query schema of a paged list: limit, cursor and the list's own filters; any other parameter is refused. */
export function pageQuery<S extends z.ZodRawShape>(filters: S) {
  return z.strictObject(
    { limit: limitParam, cursor: cursorParam, ...filters },
    msg('validation.unknownField'),
  );
}

/** The query schema of a paged list without filters. */
export const plainPageQuery = pageQuery({});

/** The GraphQL variables of a page: `limit` is `first`, `cursor` is `after`, filters keep their names. */
export function pageVariables<Q extends { limit: number; cursor?: string }>({
  limit,
  cursor,
  ...filters
}: Q) {
  const given = Object.entries(filters).filter(([, value]) => value !== undefined);
  return {
    first: limit,
    ...(cursor === undefined ? {} : { after: cursor }),
    ...(Object.fromEntries(given) as Partial<Omit<Q, 'limit' | 'cursor'>>),
  };
}

/** Validates the query string of a list row; throws a 400 RestFailure naming each bad parameter. */
export function validateQuery<T>(schema: z.ZodType<T>, query: unknown, locale: Locale): T {
  const result = schema.safeParse(query ?? {});
  if (result.success) return result.data;
  const fields = fieldsFromIssues(result.error.issues, locale);
  throw new RestFailure(
    400,
    'BAD_USER_INPUT',
    Object.values(fields)[0] ?? translate('validation.invalid', locale),
    fields,
  );
}

/** GraphQL argument names in a refusal from a subgraph (a cursor it could not read) become the REST ones. */
const REST_NAMES: Readonly<Record<string, string>> = { first: 'limit', after: 'cursor' };

export function withRestParameterNames(error: RestError): RestError {
  const { fields } = error.body;
  if (!fields) return error;
  const renamed = Object.fromEntries(
    Object.entries(fields).map(([key, value]) => [REST_NAMES[key] ?? key, value]),
  );
  return { ...error, body: { ...error.body, fields: renamed } };
}

/** The query string of the next page: the same filters (as validated), the same limit, the next cursor. */
export function nextPageLink(path: string, query: Record<string, unknown>, cursor: string): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (key === 'limit' || key === 'cursor' || value === undefined || value === null) continue;
    params.set(key, String(value as string | number | boolean));
  }
  if (query.limit !== undefined) params.set('limit', String(query.limit as number));
  params.set('cursor', cursor);
  return `<${path}?${params.toString()}>; rel="next"`;
}

/** Sends a page: its rows as the JSON body, `Link` to the next page when there is one, `X-Total-Count`. */
export function sendPage(
  res: Response,
  status: number,
  path: string,
  query: Record<string, unknown>,
  page: PageBody<unknown>,
): void {
  if (page.nextCursor !== null) res.set('Link', nextPageLink(path, query, page.nextCursor));
  if (page.totalCount !== undefined) res.set('X-Total-Count', String(page.totalCount));
  res.status(status).json(page.items);
}
