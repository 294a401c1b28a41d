import assert from 'node:assert/strict';
import { describe, it } from '@jest/globals';
import { latencySummary, median, percentile } from './stats.mjs';

describe('percentile', () => {
  it('takes the nearest rank: the smallest value with at least p % of the values at or below it', () => {
    const values = Array.from({ length: 100 }, (_, i) => 100 - i); // 100..1, unsorted on purpose
    assert.equal(percentile(values, 95), 95);
    assert.equal(percentile(values, 50), 50);
    assert.equal(percentile(values, 100), 100);
    assert.equal(percentile(values, 0), 1);
    assert.equal(percentile([7, 1, 3], 95), 7);
    assert.equal(percentile([7, 1, 3], 50), 3);
  });

  it('leaves its input as it was, is NaN for no values and refuses a p outside 0..100', () => {
    const values = [3, 1, 2];
    percentile(values, 50);
    assert.deepEqual(values, [3, 1, 2]);
    assert.ok(Number.isNaN(percentile([], 95)));
    assert.throws(() => percentile([1], 101), RangeError);
  });

  it('summarises latencies as count, p50 and p95; median is p50', () => {
    assert.deepEqual(latencySummary([1, 2, 3, 4]), { count: 4, p50: 2, p95: 4 });
    assert.equal(median([0.5, 0.9, 0.7]), 0.7);
  });
});
