import assert from 'node:assert/strict';
import { describe, it } from '@jest/globals';
import { currentPhase, nextDeadline, submissionsOpen, type Calendar } from './calendar.js';

const day = (n: number) => new Date(Date.UTC(2027, 0, n));
const calendar: Calendar = {
  phases: [
    { key: 'identify', startsAt: day(1), endsAt: day(8) },
    { key: 'collaborate', startsAt: day(8), endsAt: day(15) },
    { key: 'prototype', startsAt: day(16), endsAt: day(29) },
    { key: 'showcase', startsAt: day(29), endsAt: day(31) },
  ],
  submissionDeadline: day(29),
  judgingEndsAt: day(30),
  resultsAt: day(31),
};

describe('a programme calendar', () => {
  it('follows the phases: none before the start, the next one between two, showcase after the end', () => {
    assert.equal(currentPhase(calendar, new Date(Date.UTC(2026, 11, 31))), null);
    assert.equal(currentPhase(calendar, day(1)), 'identify');
    assert.equal(currentPhase(calendar, day(8)), 'collaborate');
    assert.equal(currentPhase(calendar, new Date(Date.UTC(2027, 0, 15, 12))), 'prototype');
    assert.equal(currentPhase(calendar, day(30)), 'showcase');
    assert.equal(currentPhase(calendar, day(40)), 'showcase');
  });

  it('takes submissions until the deadline, not at it', () => {
    assert.equal(submissionsOpen(calendar, day(28)), true);
    assert.equal(submissionsOpen(calendar, day(29)), false);
  });

  it('names the next date ahead, a named date before a phase ending at the same time', () => {
    assert.deepEqual(nextDeadline(calendar, day(2)), { kind: 'phaseEnd', phase: 'identify', at: day(8) });
    assert.deepEqual(nextDeadline(calendar, day(20)), { kind: 'submission', phase: null, at: day(29) });
    assert.deepEqual(nextDeadline(calendar, new Date(Date.UTC(2027, 0, 30, 1))), {
      kind: 'results',
      phase: null,
      at: day(31),
    });
    assert.equal(nextDeadline(calendar, day(31)), null);
  });
});
