import { test } from '@jest/globals';
import assert from 'node:assert/strict';
import { graphql, GraphQLObjectType, GraphQLSchema } from 'graphql';
import { capList, DATA_EXPORT_LIST_MAX, exportSection, JSONScalar } from './data-export.js';

test('a list read with one row too many is cut to the cap and says so', () => {
  assert.deepEqual(capList([1, 2, 3], 3), { items: [1, 2, 3], truncated: false });
  assert.deepEqual(capList([1, 2, 3, 4], 3), { items: [1, 2, 3], truncated: true });
  const many = Array.from({ length: DATA_EXPORT_LIST_MAX + 1 }, (_, i) => i);
  assert.equal(capList(many).items.length, DATA_EXPORT_LIST_MAX);
});

test('a section: its other values first, then the lists, truncated when any list was cut (and which)', () => {
  const whole = exportSection({ comments: capList([1]) }, { profile: { id: 'u' } });
  assert.deepEqual(whole, { profile: { id: 'u' }, comments: [1], truncated: false });
  assert.deepEqual(Object.keys(whole), ['profile', 'comments', 'truncated']);
  const cut = exportSection({ comments: capList([1, 2], 1), likes: capList([]) });
  assert.deepEqual(cut, { comments: [1], likes: [], truncated: true, truncatedLists: ['comments'] });
});

test('the JSON scalar answers any JSON value as it is, and reads one written in a query', async () => {
  const schema = new GraphQLSchema({
    query: new GraphQLObjectType({
      name: 'Query',
      fields: {
        data: { type: JSONScalar, resolve: () => ({ a: [1, 'two', null], b: { c: true } }) },
        echo: {
          type: JSONScalar,
          args: { value: { type: JSONScalar } },
          resolve: (_root, { value }: { value: unknown }) => value,
        },
      },
    }),
  });
  const result = await graphql({ schema, source: '{ data echo(value: { x: [1, 2.5, "y", false, null] }) }' });
  assert.equal(result.errors, undefined);
  assert.deepEqual(JSON.parse(JSON.stringify(result.data)), {
    data: { a: [1, 'two', null], b: { c: true } },
    echo: { x: [1, 2.5, 'y', false, null] },
  });
});
