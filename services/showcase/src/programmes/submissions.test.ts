import assert from 'node:assert/strict';
import { describe, it } from '@jest/globals';
import { ERROR_CODES } from '@creators/platform';
import { formatDeadline, isClosed, submissionsClosed } from './submissions.js';

const deadline = new Date('2026-12-07T17:00:00.000Z');

describe('formatDeadline', () => {
  it("writes the deadline in the programme's time zone, in the request's language", () => {
    assert.equal(formatDeadline(deadline, 'Europe/Berlin', 'en'), '7 December 2026, 18:00');
    assert.equal(formatDeadline(deadline, 'Europe/Berlin', 'de'), '7. Dezember 2026, 18:00');
    assert.equal(formatDeadline(deadline, 'America/New_York', 'en'), '7 December 2026, 12:00');
    assert.equal(
      formatDeadline(new Date('2026-07-01T22:30:00.000Z'), 'Europe/Berlin', 'de'),
      '2. Juli 2026, 00:30',
    );
  });

  it('falls back to UTC for a time zone it does not know', () => {
    assert.equal(formatDeadline(deadline, 'Mars/Olympus', 'en'), '7 December 2026, 17:00');
  });
});

describe('submissionsClosed', () => {
  const programme = { programmeId: 'p', submissionDeadline: deadline, timeZone: 'Europe/Berlin' };

  it('is closed from the deadline on', () => {
    assert.equal(isClosed(programme, new Date(deadline.getTime() - 1)), false);
    assert.equal(isClosed(programme, deadline), true);
  });

  it('is a CONFLICT naming the deadline, in en and de', () => {
    const en = submissionsClosed(programme, 'en');
    assert.equal(en.extensions.code, ERROR_CODES.conflict);
    assert.equal(en.extensions.messageKey, 'error.programme.submissionsClosed');
    assert.equal(en.extensions.submissionsClosedAt, deadline.toISOString());
    assert.equal(
      en.message,
      'Submissions closed on 7 December 2026, 18:00. Projects of this programme can no longer be created or changed.',
    );
    assert.match(
      submissionsClosed(programme, 'de').message,
      /^Die Abgabe wurde am 7\. Dezember 2026, 18:00 geschlossen\./,
    );
  });
});
