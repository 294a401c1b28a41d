import assert from 'node:assert/strict';
import { describe, it } from '@jest/globals';
import { BatchLoader, requestLoader } from './request-batch.js';

describe('BatchLoader', () => {
  it('loads every key asked for in the same turn with one call, each key once', async () => {
    const calls: string[][] = [];
    const loader = new BatchLoader<string, number>(async (keys) => {
      calls.push([...keys]);
      return new Map(keys.filter((key) => key !== 'unknown').map((key) => [key, key.length]));
    }, 0);
    // Like Nest, each caller asks after a few awaits of its own.
    const ask = async (key: string) => {
      await Promise.resolve();
      await Promise.resolve();
      return loader.load(key);
    };
    const values = await Promise.all(['a', 'bb', 'a', 'unknown', 'ccc'].map(ask));
    assert.deepEqual(values, [1, 2, 1, 0, 3]);
    assert.deepEqual(calls, [['a', 'bb', 'unknown', 'ccc']]);
    assert.equal(await loader.load('bb'), 2);
    assert.equal(calls.length, 1, 'cached for the rest of the request');
  });

  it('rejects every waiting key when the load fails, and tries again later', async () => {
    let fail = true;
    const loader = new BatchLoader<string, number>(async (keys) => {
      if (fail) throw new Error('database down');
      return new Map(keys.map((key) => [key, 1]));
    }, 0);
    await assert.rejects(Promise.all([loader.load('a'), loader.load('b')]), /database down/);
    fail = false;
    assert.equal(await loader.load('a'), 1);
  });

  it('gives each request its own loader', () => {
    const first = {};
    const second = {};
    const make = () => new BatchLoader<string, number>(async () => new Map(), 0);
    assert.equal(requestLoader(first, 'x', make), requestLoader(first, 'x', make));
    assert.notEqual(requestLoader(first, 'x', make), requestLoader(second, 'x', make));
  });
});
