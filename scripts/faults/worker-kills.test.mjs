import assert from 'node:assert/strict';
import { describe, it } from '@jest/globals';
import { judge } from './worker-kills.mjs';

const fine = {
  kills: 5,
  notBack: [],
  verdict: { total: 40, answers: 31, fallbacks: 9, unexpected: [] },
  slowest: 12_340,
  idle: true,
  jobs: { queued: 38, stalled: 4, lost: 0, completed: 36, failed: 2, removed: 0 },
};

describe('fault 5, the worker killed again and again: judge', () => {
  it("passes when every request got Isla's answer or her fallback and every job ended", () => {
    const result = judge(fine);
    assert.deepEqual(result.problems, []);
    assert.deepEqual(result.details, [
      'SIGKILL 5 times',
      '40 conversation requests: 31 answered by Isla, 9 scripted fallbacks, 0 unexpected (slowest 12.3 s)',
      'jobs 38 queued, 4 taken over from a killed worker, 0 left behind (36 completed, 2 failed, 0 removed in all)',
    ]);
    // The fallbacks are the conversation's clean 503s; every kill counts as one injected.
    assert.deepEqual(
      { injected: result.injected, requests: result.requests, clean503: result.clean503 },
      { injected: 5, requests: 40, clean503: 9 },
    );
  });

  it('fails a worker that did not come back, a reply neither answered nor fallen back, a job left behind', () => {
    const result = judge({
      ...fine,
      notBack: [2, 4],
      verdict: { ...fine.verdict, unexpected: [{}] },
      idle: false,
      jobs: { ...fine.jobs, lost: 1 },
    });
    assert.deepEqual(result.problems, [
      'the worker did not come back after kill 2',
      'the worker did not come back after kill 4',
      '1 replies neither answered nor fallen back',
      'Isla queues not idle after the drain time',
      '1 jobs left behind',
    ]);
  });
});
