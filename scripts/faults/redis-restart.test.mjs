import assert from 'node:assert/strict';
import { describe, it } from '@jest/globals';
import { FREE_FAILURES, judge } from './redis-restart.mjs';

/** What a run that went well observed; each test changes one thing. */
const fine = {
  window: { start: 10_000, end: 14_200 },
  verdict: { total: 120, clean503: 7, unexpected: [] },
  sessionChecks: [
    { when: 'while Redis was down', ok: true },
    { when: 'after Redis came back', ok: true },
    { when: 'at the end', ok: true },
  ],
  refusedAt: FREE_FAILURES + 2,
  limitCounted: true,
  idle: true,
  jobs: { completed: 30, failed: 1, removed: 2, lost: 0 },
  split: { before: { added: 12, finished: 12 }, after: { added: 21, finished: 21 } },
};

describe('fault 1, Redis restarted: judge', () => {
  it('passes a run where sessions, rate limits and jobs all held, and says so in its details', () => {
    const result = judge(fine);
    assert.deepEqual(result.problems, []);
    assert.deepEqual(result.details, [
      'SIGKILL, 4.2 s down',
      '120 requests, 7 clean 503s, 0 unexpected',
      'sessions ok (during and after)',
      'rate limits ok (429 at failed sign-in 7, counted in Redis)',
      'jobs 12 queued before and 21 after: 33 ended (30 completed, 1 failed, 2 removed in all), 0 jobs lost',
    ]);
    assert.deepEqual(
      { injected: result.injected, requests: result.requests, clean503: result.clean503 },
      { injected: 1, requests: 120, clean503: 7 },
    );
  });

  it('fails on an unexpected answer, a session that did not work, or a lost job', () => {
    const result = judge({
      ...fine,
      verdict: { ...fine.verdict, unexpected: [{}, {}] },
      sessionChecks: [{ when: 'while Redis was down', ok: false }, ...fine.sessionChecks.slice(1)],
      jobs: { ...fine.jobs, lost: 3 },
    });
    assert.deepEqual(result.problems, [
      '2 unexpected answers',
      'the session did not work while Redis was down',
      '3 jobs lost',
    ]);
    assert.equal(result.unexpected, 2);
    assert.match(result.details[2], /sessions FAILED/);
  });

  it('wants the 429 at the seventh failed sign-in exactly, and the count in Redis', () => {
    assert.deepEqual(judge({ ...fine, refusedAt: 0 }).problems, [
      'rate limits: no 429 (expected at 7), counted in Redis',
    ]);
    assert.deepEqual(judge({ ...fine, refusedAt: 6 }).problems, [
      'rate limits: 429 at sign-in 6 (expected at 7), counted in Redis',
    ]);
    assert.deepEqual(judge({ ...fine, limitCounted: false }).problems, [
      'rate limits: 429 at sign-in 7 (expected at 7), not counted in Redis',
    ]);
  });

  it('needs jobs queued on both sides of the restart, and the queues idle in the end', () => {
    const none = { added: 0, finished: 0 };
    assert.deepEqual(judge({ ...fine, idle: false, split: { before: none, after: none } }).problems, [
      'Isla queues not idle after the drain time',
      'no job was queued before the restart',
      'no job was queued after the restart',
    ]);
  });
});
