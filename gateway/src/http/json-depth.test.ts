import { test } from '@jest/globals';
import assert from 'node:assert/strict';
import { MAX_JSON_DEPTH, nestsDeeperThan } from './json-depth.js';

const nested = (levels: number): unknown => {
  let value: unknown = 'x';
  for (let i = 0; i < levels; i += 1) value = i % 2 ? [value] : { value };
  return value;
};

test('counts objects and lists as levels, without recursion (100,000 levels deep)', () => {
  assert.equal(nestsDeeperThan(nested(MAX_JSON_DEPTH), MAX_JSON_DEPTH), false);
  assert.equal(nestsDeeperThan(nested(MAX_JSON_DEPTH + 1), MAX_JSON_DEPTH), true);
  assert.equal(nestsDeeperThan(nested(100_000), MAX_JSON_DEPTH), true);
  assert.equal(nestsDeeperThan('text', 0), false);
  assert.equal(nestsDeeperThan(undefined, MAX_JSON_DEPTH), false);
});
