import assert from 'node:assert/strict';
import { describe, it } from '@jest/globals';
import type { MentorSlot } from '@creators/contracts';
import { freeSlots, insideSlots, slotWindows, zonedTimeToUtc, zoneOffsetMs } from './mentor-slots.js';

const iso = (date: Date) => date.toISOString();
const BERLIN = 'Europe/Berlin';
const jonas: MentorSlot[] = [
  { day: 1, start: '16:00', end: '18:00' },
  { day: 3, start: '16:00', end: '18:00' },
];

describe('mentor slots in the mentor’s time zone', () => {
  it('turns a Berlin wall time into UTC with the day’s own offset', () => {
    assert.equal(
      iso(zonedTimeToUtc({ year: 2026, month: 1, day: 12 }, 16 * 60, BERLIN)),
      '2026-01-12T15:00:00.000Z',
    );
    assert.equal(
      iso(zonedTimeToUtc({ year: 2026, month: 7, day: 13 }, 16 * 60, BERLIN)),
      '2026-07-13T14:00:00.000Z',
    );
    assert.equal(
      iso(zonedTimeToUtc({ year: 2026, month: 7, day: 13 }, 0, 'UTC')),
      '2026-07-13T00:00:00.000Z',
    );
    assert.equal(
      iso(zonedTimeToUtc({ year: 2026, month: 7, day: 13 }, 9 * 60, 'America/New_York')),
      '2026-07-13T13:00:00.000Z',
    );
    assert.equal(zoneOffsetMs(new Date('2026-01-01T12:00:00Z'), 'Asia/Kathmandu'), (5 * 60 + 45) * 60_000);
    // 24:00 is the next midnight.
    assert.equal(
      iso(zonedTimeToUtc({ year: 2026, month: 1, day: 12 }, 24 * 60, BERLIN)),
      '2026-01-12T23:00:00.000Z',
    );
  });

  it('handles the times the clocks skip and show twice', () => {
    // 2026-03-29 02:30 does not exist in Berlin (02:00 -> 03:00): it lands after the gap.
    assert.equal(
      iso(zonedTimeToUtc({ year: 2026, month: 3, day: 29 }, 150, BERLIN)),
      '2026-03-29T01:30:00.000Z',
    );
    // 2026-10-25 02:30 happens twice: the first one (still summer time, +2).
    assert.equal(
      iso(zonedTimeToUtc({ year: 2026, month: 10, day: 25 }, 150, BERLIN)),
      '2026-10-25T00:30:00.000Z',
    );
  });

  it('gives each day of a daylight-saving change week its own offset (spring)', () => {
    // Summer time starts on Sunday 2026-03-29: Wednesday 25th is +1, Monday 30th and Wednesday 1 April +2.
    const windows = slotWindows(
      jonas,
      BERLIN,
      new Date('2026-03-23T00:00:00Z'),
      new Date('2026-04-02T00:00:00Z'),
    );
    assert.deepEqual(
      windows.map((w) => [iso(w.start), iso(w.end)]),
      [
        ['2026-03-23T15:00:00.000Z', '2026-03-23T17:00:00.000Z'],
        ['2026-03-25T15:00:00.000Z', '2026-03-25T17:00:00.000Z'],
        ['2026-03-30T14:00:00.000Z', '2026-03-30T16:00:00.000Z'],
        ['2026-04-01T14:00:00.000Z', '2026-04-01T16:00:00.000Z'],
      ],
    );
  });

  it('gives each day of a daylight-saving change week its own offset (autumn)', () => {
    // Winter time starts on Sunday 2026-10-25.
    const windows = slotWindows(
      jonas,
      BERLIN,
      new Date('2026-10-19T00:00:00Z'),
      new Date('2026-10-27T00:00:00Z'),
    );
    assert.deepEqual(
      windows.map((w) => iso(w.start)),
      ['2026-10-19T14:00:00.000Z', '2026-10-21T14:00:00.000Z', '2026-10-26T15:00:00.000Z'],
    );
  });

  it('lists only the windows that overlap the range, and a slot on a day the range ends', () => {
    const windows = slotWindows(
      jonas,
      BERLIN,
      new Date('2026-01-12T16:00:00Z'),
      new Date('2026-01-14T15:30:00Z'),
    );
    assert.deepEqual(
      windows.map((w) => iso(w.start)),
      ['2026-01-12T15:00:00.000Z', '2026-01-14T15:00:00.000Z'],
    );
    assert.deepEqual(
      slotWindows([], BERLIN, new Date('2026-01-12T00:00:00Z'), new Date('2026-02-12T00:00:00Z')),
      [],
    );
  });

  it('says whether a meeting lies wholly inside one slot', () => {
    const at = (start: string, minutes: number) =>
      insideSlots(jonas, BERLIN, new Date(start), new Date(Date.parse(start) + minutes * 60_000));
    assert.equal(at('2026-01-12T15:00:00Z', 60), true, '16:00-17:00 Berlin on a winter Monday');
    assert.equal(at('2026-01-12T16:00:00Z', 60), true, '17:00-18:00, to the end');
    assert.equal(at('2026-01-12T16:30:00Z', 60), false, 'runs past 18:00');
    assert.equal(at('2026-01-12T14:00:00Z', 60), false, '15:00 Berlin is before the slot');
    assert.equal(at('2026-07-13T14:00:00Z', 60), true, '16:00 Berlin on a summer Monday is 14:00Z');
    assert.equal(at('2026-07-13T15:30:00Z', 60), false, '17:30-18:30 summer');
    assert.equal(at('2026-01-13T15:00:00Z', 60), false, 'Tuesday has no slot');
    // A slot to midnight and the next day's slot from midnight are two slots: a meeting across is outside.
    const late: MentorSlot[] = [
      { day: 1, start: '22:00', end: '24:00' },
      { day: 2, start: '00:00', end: '02:00' },
    ];
    assert.equal(
      insideSlots(late, 'UTC', new Date('2026-01-12T23:00:00Z'), new Date('2026-01-12T23:59:00Z')),
      true,
    );
    assert.equal(
      insideSlots(late, 'UTC', new Date('2026-01-12T23:30:00Z'), new Date('2026-01-13T00:30:00Z')),
      false,
    );
  });

  it('offers the free parts of the windows, minus meetings, from now on', () => {
    const from = new Date('2026-01-12T15:20:00Z'); // Monday 16:20 Berlin
    const to = new Date('2026-01-15T00:00:00Z');
    const busy = [
      { start: new Date('2026-01-12T16:00:00Z'), end: new Date('2026-01-12T16:30:00Z') },
      { start: new Date('2026-01-14T15:00:00Z'), end: new Date('2026-01-14T17:00:00Z') },
    ];
    assert.deepEqual(
      freeSlots(jonas, BERLIN, from, to, busy, 15).map((w) => [iso(w.start), iso(w.end)]),
      [
        ['2026-01-12T15:30:00.000Z', '2026-01-12T16:00:00.000Z'],
        ['2026-01-12T16:30:00.000Z', '2026-01-12T17:00:00.000Z'],
      ],
    );
    assert.deepEqual(freeSlots(jonas, BERLIN, from, to, busy, 45), []);
  });
});
