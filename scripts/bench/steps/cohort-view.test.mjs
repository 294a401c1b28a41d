import assert from 'node:assert/strict';
import { describe, it } from '@jest/globals';
import { judge, missing } from './cohort-view.mjs';

const run = (p95, extra = {}) => ({ count: 60, p50: p95 / 2, p95, errors: 0, statuses: '200×60', ...extra });

describe('the cohort view figures', () => {
  it('hold the large programme’s p95 against the small one’s, at most 2×', () => {
    const [figure] = judge({ 'members REST': { small: run(10), large: run(15) } });
    assert.equal(figure.measured, 1.5);
    assert.deepEqual(figure.target, { op: '<=', value: 2, unit: 'x' });
    assert.match(figure.name, /members REST with 5,000 members and 1,000 teams, against 50 members/);
    assert.equal(figure.detail, 'p95 15.0 ms against 10.0 ms');
  });

  it('leave a figure unmeasured when either size had errors or no answer', () => {
    const [errors, silent] = judge({
      'teams REST': { small: run(10), large: run(12, { errors: 3, statuses: '200×57, 500×3' }) },
      'teams GraphQL': { small: run(Number.NaN, { count: 0 }), large: run(12) },
    });
    assert.equal(errors.measured, null);
    assert.equal(errors.detail, '200×57, 500×3');
    assert.equal(silent.measured, null);
    assert.equal(silent.detail, 'no answer in time');
  });

  it('name every figure when the step fails', () => {
    assert.equal(missing().length, 8);
  });
});
