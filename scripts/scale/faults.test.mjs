import assert from 'node:assert/strict';
import { describe, it } from '@jest/globals';
import { faultPlan, judgeResults } from './faults.mjs';

describe('faultPlan', () => {
  it('kills a NATS node, then a replica of every service, a worker and a gateway, within the load', () => {
    for (const loadMs of [45_000, 150_000]) {
      const plan = faultPlan(loadMs);
      assert.deepEqual(
        plan.map((step) => step.target),
        ['nats', 'services', 'worker', 'gateway'],
      );
      for (const [i, step] of plan.entries()) {
        assert.ok(step.atMs > (plan[i - 1]?.atMs ?? 0));
        assert.ok(step.atMs + step.downMs < loadMs);
        assert.ok(step.downMs >= 3_000 && step.downMs <= 10_000);
      }
    }
  });
});

describe('judgeResults', () => {
  const windows = [
    { target: 'services', start: 10_000, end: 20_000 },
    { target: 'gateway', start: 50_000, end: 55_000 },
  ];
  const at = (start, outcome, end = start + 100) => ({ start, end, outcome });

  it('accepts clean 503s during any fault, with a grace time after it', () => {
    const verdict = judgeResults(
      [
        at(9_990, 'clean-503', 10_010),
        at(24_000, 'clean-503'),
        at(51_000, 'clean-503'),
        at(26_000, 'clean-503'),
      ],
      windows,
      5_000,
    );
    assert.equal(verdict.clean503, 3);
    assert.deepEqual(verdict.unexpected, [at(26_000, 'clean-503')]);
  });

  it('accepts connection resets only while a gateway is down', () => {
    const verdict = judgeResults([at(52_000, 'reset'), at(15_000, 'reset')], windows, 5_000);
    assert.equal(verdict.resets, 1);
    assert.deepEqual(verdict.unexpected, [at(15_000, 'reset')]);
  });

  it('never accepts an unexpected outcome, and counts the rest as ok', () => {
    const verdict = judgeResults([at(15_000, 'unexpected'), at(1_000, 'ok'), at(15_000, 'ok')], windows);
    assert.equal(verdict.total, 3);
    assert.equal(verdict.ok, 2);
    assert.equal(verdict.unexpected.length, 1);
  });

  it('treats a part not yet back as still down', () => {
    const verdict = judgeResults(
      [at(90_000, 'clean-503')],
      [{ target: 'worker', start: 80_000, end: Infinity }],
    );
    assert.equal(verdict.clean503, 1);
  });
});
