import assert from 'node:assert/strict';
import { describe, it } from '@jest/globals';
import { MIX_PEOPLE } from '../mixed-load.mjs';
import { judge } from './mixed-load.mjs';

const settings = { mixedSeconds: 60, ratePerUser: 0.5 };
const endpoint = (name, extra = {}) => ({
  endpoint: name,
  people: 10,
  count: 100,
  errors: 0,
  p50: 12.34,
  p95: 45.6,
  statuses: '200×100',
  ...extra,
});

describe('mixed load: judge', () => {
  it('counts the errors of every endpoint against none, and reports each p95', () => {
    const figures = judge(
      [endpoint('GET /api/challenges'), endpoint('POST /api/teams', { errors: 2, firstError: '500 boom' })],
      { settings },
    );
    assert.deepEqual(figures[0], {
      name: `a 60 s mixed load of ${MIX_PEOPLE} simulated users (browse, search, create, join, like, brainstorm)`,
      target: { op: '<=', value: 0, unit: 'errors' },
      measured: 2,
      detail: '200 requests, about 0.5 a second per person',
    });
    assert.deepEqual(figures[2], {
      name: 'mixed load p95: POST /api/teams (10 people)',
      target: { op: 'report', unit: 'ms' },
      measured: 45.6,
      detail: 'p50 12.3 ms, 100 requests (200×100); first error: 500 boom',
    });
    assert.equal(figures.length, 3);
  });
});
