import assert from 'node:assert/strict';
import { describe, it } from '@jest/globals';
import { judge } from './postgres-restart.mjs';

const window = { start: 1_000, end: 7_000 };
const back = 5_000;
/** Readiness of `part`: ready before, not ready while PostgreSQL was down, ready again `readyAfterMs` after it was back. */
const samples = (part, readyAfterMs = 500) => [
  { part, at: 500, ready: true },
  { part, at: 2_000, ready: false },
  { part, at: back + readyAfterMs, ready: true },
];
const fine = {
  window,
  back,
  readyInTime: true,
  samples: [...samples('identity'), ...samples('teams', 1_500), ...samples('gateway')],
  verdict: { total: 90, clean503: 12, unexpected: [] },
  restarted: 0,
  hangs: 0,
  fiveHundreds: 0,
};

describe('fault 3, PostgreSQL restarted: judge', () => {
  it('passes when every service went not ready and came back by itself, the slowest setting the time', () => {
    const result = judge(fine);
    assert.deepEqual(result.problems, []);
    assert.deepEqual(result.details, [
      'pg_ctl stop -m fast, 4.0 s down',
      '90 requests, 12 clean 503s, 0 500s, 0 hangs or resets, 0 unexpected',
      'readiness: 2/2 services not ready during, 2/2 ready again within 1.5 s',
      '0 processes restarted',
    ]);
  });

  it('fails a service that never said it was not ready, or was not ready after, and a restarted process', () => {
    const result = judge({
      ...fine,
      samples: [
        { part: 'identity', at: 2_000, ready: true },
        { part: 'identity', at: 6_000, ready: true },
        { part: 'teams', at: 2_000, ready: false },
        { part: 'teams', at: 6_000, ready: false },
        // The gateway is not a service here: it stays ready on its own.
        { part: 'gateway', at: 2_000, ready: true },
      ],
      restarted: 1,
    });
    assert.deepEqual(result.problems, [
      'identity never reported not ready',
      'teams not ready after',
      '1 processes restarted',
    ]);
  });

  it('fails when the services were not ready in time, and on unexpected answers (500s, hangs)', () => {
    const result = judge({
      ...fine,
      readyInTime: false,
      verdict: { ...fine.verdict, unexpected: [{}, {}, {}] },
      hangs: 1,
      fiveHundreds: 2,
    });
    assert.deepEqual(result.problems, [
      'not every service was ready within 60 s of PostgreSQL being back',
      '3 unexpected answers',
    ]);
    assert.match(result.details[1], /2 500s, 1 hangs or resets, 3 unexpected/);
  });
});
