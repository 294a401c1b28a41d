import { test } from '@jest/globals';
import assert from 'node:assert/strict';
import { nextPageLink, pageOf, pageQuery, pageVariables, textFilter, validateQuery } from './paging.js';

test('a connection becomes the rows, the next cursor only when there is a next page, and the total', () => {
  const more = pageOf({ nodes: [1, 2], pageInfo: { hasNextPage: true, endCursor: 'c2' }, totalCount: 9 });
  assert.deepEqual([more.items, more.nextCursor, more.totalCount], [[1, 2], 'c2', 9]);
  const last = pageOf({ nodes: [3], pageInfo: { hasNextPage: false, endCursor: 'c3' }, totalCount: 9 });
  assert.equal(last.nextCursor, null);
});

test('the query is validated and becomes GraphQL variables; the next link keeps the filters and the limit', () => {
  const schema = pageQuery({ search: textFilter });
  const query = validateQuery(schema, { search: ' bins ', limit: '5', cursor: 'abc' }, 'en');
  assert.deepEqual(pageVariables(query), { first: 5, after: 'abc', search: 'bins' });
  assert.equal(nextPageLink('/api/x', query, 'n/1'), '</api/x?search=bins&limit=5&cursor=n%2F1>; rel="next"');
  assert.deepEqual(pageVariables(validateQuery(schema, {}, 'en')), { first: 20 });
});
