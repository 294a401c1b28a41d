import { describe, expect, it } from '@jest/globals';
import assert from 'node:assert/strict';
import { MESSAGES } from '@creators/texts';
import { AppError } from '../nest/errors.js';
import { decodeCursor, encodeCursor } from './cursor.js';
import { newestFirst, parsePage, seekAfter, toConnection, whereAfter } from './page.js';
import { containsText, escapeLike } from './search.js';

function refusal(fn: () => unknown): AppError {
  try {
    fn();
  } catch (error) {
    assert.ok(error instanceof AppError);
    return error;
  }
  assert.fail('expected a refusal');
}

describe('cursors', () => {
  it('round-trip dates, strings and numbers', () => {
    const at = new Date('2026-11-23T10:00:00.123Z');
    const cursor = encodeCursor([at, 'abc', 7]);
    assert.match(cursor, /^[A-Za-z0-9_-]+$/);
    const values = decodeCursor(cursor, ['date', 'string', 'number']);
    assert.ok(values);
    assert.equal(values[0].toISOString(), at.toISOString());
    assert.equal(values[1], 'abc');
    assert.equal(values[2], 7);
  });

  it.each([
    ['not base64url', '***'],
    ['not JSON', Buffer.from('nope').toString('base64url')],
    ['wrong arity', encodeCursor(['2026-11-23T10:00:00.000Z'])],
    ['wrong kind', encodeCursor([5, 'id'])],
    ['a date that is not ISO', encodeCursor(['yesterday', 'id'])],
    ['a date PostgreSQL cannot hold', encodeCursor(['-271821-04-20T00:00:00.000Z', 'id'])],
  ])('refuse %s', (_name, cursor) => {
    assert.equal(decodeCursor(cursor, ['date', 'string']), null);
  });

  it('check uuids', () => {
    const id = '0b7e2c4a-1d2f-4e3a-9b8c-7d6e5f4a3b2c';
    expect(decodeCursor(encodeCursor([id]), ['uuid'])).toEqual([id]);
    assert.equal(decodeCursor(encodeCursor(['not-an-id']), ['uuid']), null);
  });
});

describe('parsePage', () => {
  it('defaults to 20 rows from the start', () => {
    expect(parsePage({}, ['date', 'string'], 'en')).toEqual({ first: 20, after: null });
    expect(parsePage({ first: null, after: null }, ['date', 'string'], 'en')).toEqual({
      first: 20,
      after: null,
    });
  });

  it.each([0, 101, 2.5, -1])('refuses first = %s, naming the argument', (first) => {
    const error = refusal(() => parsePage({ first }, ['string'], 'de'));
    assert.equal(error.extensions.code, 'BAD_USER_INPUT');
    expect(error.extensions.fields).toEqual({ first: MESSAGES.de['validation.page.first'] });
  });

  it('refuses a cursor of another list', () => {
    const error = refusal(() => parsePage({ after: encodeCursor([1]) }, ['date', 'string'], 'en'));
    expect(error.extensions.fields).toEqual({ after: MESSAGES.en['validation.page.cursor'] });
  });
});

describe('toConnection', () => {
  const rows = [1, 2, 3].map((n) => ({ id: `id${n}`, n }));
  const keys = (row: { id: string; n: number }) => [row.n, row.id];

  it('cuts the extra row and says there is a next page', () => {
    const page = toConnection(rows, 2, keys, 10);
    expect(page.nodes.map((row) => row.id)).toEqual(['id1', 'id2']);
    assert.equal(page.pageInfo.hasNextPage, true);
    expect(decodeCursor(page.pageInfo.endCursor!, ['number', 'string'])).toEqual([2, 'id2']);
    assert.equal(page.totalCount, 10);
  });

  it('ends without a next page, and an empty page has no cursor', () => {
    assert.equal(toConnection(rows, 3, keys, 3).pageInfo.hasNextPage, false);
    expect(toConnection([], 20, keys, 0).pageInfo).toEqual({ hasNextPage: false, endCursor: null });
  });
});

describe('seekAfter', () => {
  it('builds the keyset condition for mixed directions', () => {
    const at = new Date(0);
    expect(
      seekAfter([
        ['likes', 5, 'desc'],
        ['updatedAt', at, 'desc'],
        ['id', 'x', 'asc'],
      ]),
    ).toEqual({
      OR: [
        { likes: { lt: 5 } },
        { likes: 5, updatedAt: { lt: at } },
        { likes: 5, updatedAt: at, id: { gt: 'x' } },
      ],
    });
  });
});

describe('containsText', () => {
  it('matches %, _ and \\ literally, case-insensitively', () => {
    assert.equal(escapeLike('100%_a\\b'), '100\\%\\_a\\\\b');
    expect(containsText('Solar')).toEqual({ contains: 'Solar', mode: 'insensitive' });
  });
});

describe('whereAfter', () => {
  it('leaves the first page alone', () => {
    const where = { category: 'health' };
    assert.equal(whereAfter(where, null), where);
  });

  it('bounds the leading key as a range besides the seek', () => {
    const at = new Date(0);
    const keys = [
      ['createdAt', at, 'desc'],
      ['id', 'x', 'desc'],
    ] as const;
    expect(whereAfter({ category: 'health' }, keys)).toEqual({
      AND: [{ category: 'health' }, { createdAt: { lte: at } }, seekAfter(keys)],
    });
  });
});

describe('newestFirst', () => {
  const at = new Date('2026-11-23T10:00:00.000Z');

  it('orders by the field and the id, and takes one row more than the page', () => {
    const order = newestFirst('createdAt', { first: 20, after: null });
    expect(order.orderBy).toEqual([{ createdAt: 'desc' }, { id: 'desc' }]);
    assert.equal(order.take, 21);
    expect(order.where({ userId: 'u' })).toEqual({ userId: 'u' });
    expect(order.sortKeys({ createdAt: at, id: 'x' })).toEqual([at, 'x']);
  });

  it('seeks past the cursor', () => {
    const order = newestFirst('earnedAt', { first: 5, after: [at, 'x'] });
    expect(order.where({ userId: 'u' })).toEqual(
      whereAfter({ userId: 'u' }, [
        ['earnedAt', at, 'desc'],
        ['id', 'x', 'desc'],
      ]),
    );
  });
});
