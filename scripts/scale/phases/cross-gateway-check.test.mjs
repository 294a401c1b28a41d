import assert from 'node:assert/strict';
import { describe, it } from '@jest/globals';
import { judge } from './cross-gateway-check.mjs';

describe('the cross-gateway check: judge', () => {
  it('passes when the session worked on B and the notification came on A, saying how fast', () => {
    assert.deepEqual(judge({ session: true, notified: true, notifiedMs: 412 }, 'before the faults'), {
      passed: true,
      line: 'cross-gateway check (before the faults): session on B ok, notification on A after 412 ms',
    });
  });

  it('fails when either did not work, with the problem seen', () => {
    const verdict = judge(
      { session: false, notified: false, problem: 'registering on A: 503' },
      'between faults',
    );
    assert.deepEqual(verdict, {
      passed: false,
      line: 'cross-gateway check (between faults): session on B FAILED, notification on A FAILED (registering on A: 503)',
    });
    assert.equal(judge({ session: true, notified: false }, 'after the faults').passed, false);
  });
});
