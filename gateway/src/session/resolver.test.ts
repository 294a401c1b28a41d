import { test } from '@jest/globals';
import assert from 'node:assert/strict';
import {
  cachedSessionResolver,
  SessionLookupUnavailableError,
  type SessionResolver,
  type SessionUser,
} from './resolver.js';

/** A resolver that counts the lookups identity would answer; `fail` makes the next lookups fail. */
function identity() {
  const asked: string[] = [];
  let fail = false;
  const inner: SessionResolver = {
    async resolve(sessionId) {
      asked.push(sessionId);
      if (fail) throw new SessionLookupUnavailableError('identity is away');
      return sessionId.startsWith('known')
        ? ({ id: `user-of-${sessionId}`, role: 'student', staff: false } satisfies SessionUser)
        : null;
    },
    isConnected: () => true,
    close: async () => undefined,
  };
  return { inner, asked, failing: (value: boolean) => (fail = value) };
}

function clock() {
  let time = 1_000;
  return { now: () => time, advance: (ms: number) => (time += ms) };
}

test('answers of the same session are remembered for the ttl; requests arriving together ask once', async () => {
  const { inner, asked } = identity();
  const { now, advance } = clock();
  const resolver = cachedSessionResolver(inner, { ttlMs: 2000, now });
  const together = await Promise.all([resolver.resolve('known-a'), resolver.resolve('known-a')]);
  assert.deepEqual(together, [
    { id: 'user-of-known-a', role: 'student', staff: false },
    { id: 'user-of-known-a', role: 'student', staff: false },
  ]);
  assert.equal(await resolver.resolve('unknown'), null);
  advance(1999);
  assert.equal((await resolver.resolve('known-a'))?.id, 'user-of-known-a');
  assert.equal(await resolver.resolve('unknown'), null);
  assert.deepEqual(asked, ['known-a', 'unknown']);
  advance(1);
  await resolver.resolve('known-a');
  assert.deepEqual(asked, ['known-a', 'unknown', 'known-a']);
});

test('a forgotten session is asked about again', async () => {
  const { inner, asked } = identity();
  const resolver = cachedSessionResolver(inner, { ttlMs: 60_000 });
  await resolver.resolve('known-a');
  resolver.forget?.('known-a');
  await resolver.resolve('known-a');
  assert.deepEqual(asked, ['known-a', 'known-a']);
});

test('the sessions of a deleted account are forgotten by its user id (docs/product.md §15)', async () => {
  const { inner, asked } = identity();
  const resolver = cachedSessionResolver(inner, { ttlMs: 60_000 });
  await resolver.resolve('known-a');
  await resolver.resolve('known-b');
  resolver.forgetUser!('user-of-known-a');
  await resolver.resolve('known-a');
  await resolver.resolve('known-b');
  assert.deepEqual(asked, ['known-a', 'known-b', 'known-a']);
});

test('a failed lookup is not remembered', async () => {
  const { inner, asked, failing } = identity();
  const resolver = cachedSessionResolver(inner, { ttlMs: 60_000 });
  failing(true);
  await assert.rejects(resolver.resolve('known-a'), SessionLookupUnavailableError);
  failing(false);
  assert.equal((await resolver.resolve('known-a'))?.id, 'user-of-known-a');
  assert.deepEqual(asked, ['known-a', 'known-a']);
});

test('at most maxEntries sessions are remembered, the oldest going first', async () => {
  const { inner, asked } = identity();
  const resolver = cachedSessionResolver(inner, { ttlMs: 60_000, maxEntries: 2 });
  for (const id of ['known-1', 'known-2', 'known-3', 'known-3', 'known-2', 'known-1'])
    await resolver.resolve(id);
  assert.deepEqual(asked, ['known-1', 'known-2', 'known-3', 'known-1']);
});
