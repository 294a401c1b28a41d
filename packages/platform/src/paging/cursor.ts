// Cursors of paged lists (DESIGN "At programme scale"): keyset paging, never OFFSET, so the order holds while rows are added.
import { isUuid } from '../database/uuid.js';

/** The kinds of sort-key values a cursor can carry; 'uuid' is a string checked to be one (an id column would refuse anything else). */
export type CursorKind = 'date' | 'string' | 'number' | 'uuid';
type CursorValue<K extends CursorKind> = K extends 'date' ? Date : K extends 'number' ? number : string;
export type CursorValues<K extends readonly CursorKind[]> = { [I in keyof K]: CursorValue<K[I]> };

/** A cursor is the sort-key values of a page's last row, as base64url JSON: opaque to clients, checked on the way back. */
export function encodeCursor(values: readonly (string | number | Date)[]): string {
  const plain = values.map((value) => (value instanceof Date ? value.toISOString() : value));
  return Buffer.from(JSON.stringify(plain), 'utf8').toString('base64url');
}

/** The sort-key values of a cursor, or null when it is not one this list made (wrong shape, kinds or text). */
export function decodeCursor<const K extends readonly CursorKind[]>(
  cursor: string,
  kinds: K,
): CursorValues<K> | null {
  if (!/^[A-Za-z0-9_-]+$/.test(cursor)) return null;
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    return null;
  }
  if (!Array.isArray(parsed) || parsed.length !== kinds.length) return null;
  const values: unknown[] = [];
  for (const [i, kind] of kinds.entries()) {
    const value: unknown = parsed[i];
    if (kind === 'number') {
      if (typeof value !== 'number' || !Number.isFinite(value)) return null;
      values.push(value);
    } else if (kind === 'date') {
      if (typeof value !== 'string') return null;
      const date = new Date(value);
      // Four-digit years only: PostgreSQL refuses some dates JavaScript accepts (year -271821).
      if (Number.isNaN(date.getTime()) || date.toISOString() !== value || !/^\d{4}-/.test(value)) return null;
      values.push(date);
    } else if (kind === 'uuid') {
      if (!isUuid(value)) return null;
      values.push(value);
    } else {
      if (typeof value !== 'string' || value.length > 200) return null;
      values.push(value);
    }
  }
  return values as CursorValues<K>;
}
