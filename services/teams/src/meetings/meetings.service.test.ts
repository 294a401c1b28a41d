import assert from 'node:assert/strict';
import { describe, it } from '@jest/globals';
import type { MeetingType } from './meeting.types.js';
import { upcomingFirst } from './meetings.service.js';

const meeting = (id: string, scheduledAt: string, duration = 60): MeetingType => ({
  id,
  title: id,
  description: null,
  teamId: null,
  hostId: '00000000-0000-4000-8000-000000000001',
  scheduledAt: new Date(scheduledAt),
  duration,
  meetingUrl: null,
  status: 'scheduled',
  createdAt: new Date('2026-01-01T00:00:00.000Z'),
});

describe('upcomingFirst', () => {
  it('puts meetings not yet over first, soonest first, then past ones, most recent first', () => {
    const now = new Date('2026-03-10T12:00:00.000Z');
    const ordered = upcomingFirst(
      [
        meeting('long-ago', '2026-01-01T10:00:00.000Z'),
        meeting('next-week', '2026-03-17T10:00:00.000Z'),
        meeting('running-now', '2026-03-10T11:30:00.000Z'),
        meeting('yesterday', '2026-03-09T10:00:00.000Z'),
        meeting('tomorrow', '2026-03-11T10:00:00.000Z'),
      ],
      now,
    );
    assert.deepEqual(
      ordered.map((m) => m.id),
      ['running-now', 'tomorrow', 'next-week', 'yesterday', 'long-ago'],
    );
  });
});
