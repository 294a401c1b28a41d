import assert from 'node:assert/strict';
import { describe, test } from '@jest/globals';
import type { EventEnvelope } from '@creators/contracts';
import {
  deleteKeysMatching,
  erasedUserId,
  erasureConsumerName,
  escapeRedisGlob,
  jobDataNames,
  removeJobsWhere,
  scrubOutbox,
  tombstoneId,
  type ErasableQueue,
} from './erasure.js';

const ID = '0b9f6c1e-2d3a-4c5b-8e7f-1a2b3c4d5e6f';
const erased = (userId: unknown) =>
  ({ id: 'e', name: 'user.erased', occurredAt: '', payload: { userId } }) as EventEnvelope<'user.erased'>;

describe('erasure helpers (docs/product.md §15)', () => {
  test('the consumer is named after its service; a tombstone is a fresh uuid each time', () => {
    assert.equal(erasureConsumerName('teams'), 'teams-erasure');
    const [a, b] = [tombstoneId(), tombstoneId()];
    assert.match(a, /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    assert.notEqual(a, b);
  });

  test('the erased id is read only when it is a uuid (lower-cased)', () => {
    assert.equal(erasedUserId(erased(ID.toUpperCase())), ID);
    assert.equal(erasedUserId(erased('not-an-id')), null);
    assert.equal(erasedUserId(erased(undefined)), null);
  });

  test('the outbox scrub takes published rows only, or up to an event; a malformed id scrubs nothing', async () => {
    const statements: Array<{ sql: string; values: unknown[] }> = [];
    const tx = {
      $executeRaw: async (query: TemplateStringsArray, ...values: unknown[]) => {
        statements.push({ sql: query.join('?'), values });
        return 1;
      },
    };
    assert.equal(await scrubOutbox(tx, 'x'), 0);
    assert.equal(statements.length, 0);
    await scrubOutbox(tx, ID);
    assert.match(statements[0]!.sql, /published_at IS NOT NULL AND payload::text LIKE \?/);
    assert.deepEqual(statements[0]!.values, [`%${ID}%`]);
    await scrubOutbox(tx, ID, { id: ID, occurredAt: '2026-11-26T12:00:00.000Z' });
    assert.match(statements[1]!.sql, /OR \(occurred_at, id\) <= \(\?::timestamptz, \?::uuid\)/);
  });

  test('Redis patterns match an address literally', () => {
    assert.equal(escapeRedisGlob('a*b?c[d]e\\f@x.com'), 'a\\*b\\?c\\[d\\]e\\\\f@x.com');
  });

  test('keys are scanned to the end and deleted', async () => {
    const pages: Record<string, [string, string[]]> = {
      '0': ['7', ['k1', 'k2']],
      '7': ['0', ['k3']],
    };
    const unlinked: string[] = [];
    const redis = {
      scan: async (cursor: string) => pages[cursor]!,
      unlink: async (...keys: string[]) => {
        unlinked.push(...keys);
        return keys.length;
      },
    } as unknown as Parameters<typeof deleteKeysMatching>[0];
    assert.equal(await deleteKeysMatching(redis, `*${ID}*`), 3);
    assert.deepEqual(unlinked, ['k1', 'k2', 'k3']);
  });

  test('a queue’s jobs of the person are removed, finished ones too; an active one is left and counted', async () => {
    const jobs: Record<string, Array<{ id: string; data: unknown }>> = {
      completed: [
        { id: '1', data: { ownerId: ID, input: {} } },
        { id: '2', data: { ownerId: 'someone-else' } },
      ],
      failed: [{ id: '3', data: { userId: ID.toUpperCase() } }],
      active: [{ id: '4', data: { ownerId: ID } }],
    };
    const removed: string[] = [];
    const queue = {
      getJobs: async (types: string[], start: number, end: number) =>
        (jobs[types[0]!] ?? []).slice(start, end + 1),
      remove: async (id: string) => {
        removed.push(id);
        return 1;
      },
    } as unknown as ErasableQueue;
    const outcome = await removeJobsWhere(
      queue,
      (data) => jobDataNames(data, 'ownerId', ID) || jobDataNames(data, 'userId', ID),
    );
    assert.deepEqual(outcome, { removed: ['1', '3'], busy: 1 });
    assert.deepEqual(removed, ['1', '3']);
    assert.equal(jobDataNames('text', 'ownerId', ID), false);
    assert.equal(jobDataNames({ ownerId: 7 }, 'ownerId', ID), false);
  });
});
