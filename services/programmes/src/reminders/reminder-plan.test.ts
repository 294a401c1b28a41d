import assert from 'node:assert/strict';
import { describe, it } from '@jest/globals';
import { plannedReminders, reminderJobId } from './reminder-plan.js';

const HOUR = 60 * 60 * 1000;
const id = '5b0f7c1e-9d7a-4a8e-9b2c-2f1d3e4a5b6c';

describe('deadline reminders', () => {
  it('plans one three days and one a day before the deadline', () => {
    const now = new Date('2027-03-01T12:00:00Z');
    const deadline = new Date('2027-03-11T12:00:00Z');
    assert.deepEqual(plannedReminders(id, deadline, now), [
      { jobId: reminderJobId(id, deadline, 3), daysBefore: 3, delayMs: 7 * 24 * HOUR },
      { jobId: reminderJobId(id, deadline, 1), daysBefore: 1, delayMs: 9 * 24 * HOUR },
    ]);
  });

  it('leaves out a reminder whose time has passed, but sends one due within the last hour at once', () => {
    const deadline = new Date('2027-03-11T12:00:00Z');
    const twoDaysBefore = new Date('2027-03-09T12:00:00Z');
    assert.deepEqual(
      plannedReminders(id, deadline, twoDaysBefore).map((r) => r.daysBefore),
      [1],
    );
    const justAfterDue = new Date('2027-03-10T12:30:00Z');
    assert.deepEqual(plannedReminders(id, deadline, justAfterDue), [
      { jobId: reminderJobId(id, deadline, 1), daysBefore: 1, delayMs: 0 },
    ]);
  });

  it('plans nothing once the deadline has passed', () => {
    assert.deepEqual(
      plannedReminders(id, new Date('2027-03-11T12:00:00Z'), new Date('2027-03-12T00:00:00Z')),
      [],
    );
  });

  it('names a job by programme, deadline and day count, without colons', () => {
    const jobId = reminderJobId(id, new Date('2027-03-11T12:00:00Z'), 3);
    assert.equal(jobId.includes(':'), false);
    assert.notEqual(jobId, reminderJobId(id, new Date('2027-03-12T12:00:00Z'), 3));
  });
});
