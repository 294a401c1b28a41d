import { z } from 'zod';
import { msg } from './common.js';

/** Lists are paged by cursor (DESIGN "At programme scale"): 20 rows unless asked, never more than 100. */
export const PAGE_SIZE = { default: 20, max: 100 } as const;

/** How many rows a page holds: GraphQL `first`, REST `limit`. */
export const pageSize = z
  .number(msg('validation.page.first'))
  .int(msg('validation.page.first'))
  .min(1, msg('validation.page.first'))
  .max(PAGE_SIZE.max, msg('validation.page.first'));

/** An opaque cursor as a client sends it back (GraphQL `after`, REST `cursor`). */
export const pageCursor = z
  .string(msg('validation.page.cursor'))
  .min(1, msg('validation.page.cursor'))
  .max(512, msg('validation.page.cursor'));

/** The longest text a list's `search` accepts. */
const SEARCH_MAX = 100;

/** A list's text search (GraphQL `search`, REST `search`): trimmed; empty text counts as no search. */
export const searchText = z.preprocess(
  (value) => (typeof value === 'string' && value.trim() === '' ? undefined : value),
  z.string(msg('validation.page.search')).trim().max(SEARCH_MAX, msg('validation.page.search')).optional(),
);
