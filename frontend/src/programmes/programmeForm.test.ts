import { describe, expect, it } from 'vitest';
import { programmeEdit, programmeFormSchema, programmeValues, newProgrammeValues } from './programmeForm';
import { isoToZonedLocal, zonedLocalToIso } from './zonedTime';

describe('zoned dates (datetime-local in a programme’s time zone)', () => {
  it('reads a wall-clock time in the zone, with its offset, summer and winter', () => {
    expect(zonedLocalToIso('2027-01-15T09:00', 'Europe/Berlin')).toBe('2027-01-15T09:00:00+01:00');
    expect(zonedLocalToIso('2027-07-15T09:00', 'Europe/Berlin')).toBe('2027-07-15T09:00:00+02:00');
    expect(zonedLocalToIso('2027-07-15T09:00', 'America/New_York')).toBe('2027-07-15T09:00:00-04:00');
    expect(zonedLocalToIso('2027-03-01T23:30', 'Asia/Kolkata')).toBe('2027-03-01T23:30:00+05:30');
    expect(zonedLocalToIso('2027-03-01T12:00', 'UTC')).toBe('2027-03-01T12:00:00+00:00');
  });

  it('moves a time the clocks skip to the moment after the gap', () => {
    // Berlin springs from 02:00 to 03:00 on 28 March 2027.
    expect(zonedLocalToIso('2027-03-28T02:30', 'Europe/Berlin')).toBe('2027-03-28T03:30:00+02:00');
  });

  it('gives nothing for what is not a date or not a zone', () => {
    expect(zonedLocalToIso('', 'Europe/Berlin')).toBe('');
    expect(zonedLocalToIso('2027-02-30T09:00', 'Europe/Berlin')).toBe('');
    expect(zonedLocalToIso('2027-02-01T09:00', 'Mars/Olympus')).toBe('');
  });

  it('shows an instant on the zone’s clocks', () => {
    expect(isoToZonedLocal('2027-01-15T08:00:00.000Z', 'Europe/Berlin')).toBe('2027-01-15T09:00');
    expect(isoToZonedLocal('2027-07-15T13:00:00Z', 'America/New_York')).toBe('2027-07-15T09:00');
    expect(isoToZonedLocal('not a date', 'UTC')).toBe('');
  });
});

const PROGRAMME = {
  name: 'Berlin Spring Cohort',
  description: 'Twelve weeks.',
  nameDe: null,
  descriptionDe: null,
  timeZone: 'Europe/Berlin',
  phases: [
    { key: 'identify', startsAt: '2027-01-04T08:00:00.000Z', endsAt: '2027-01-17T17:00:00.000Z' },
    { key: 'collaborate', startsAt: '2027-01-18T08:00:00.000Z', endsAt: '2027-01-31T17:00:00.000Z' },
    { key: 'prototype', startsAt: '2027-02-01T08:00:00.000Z', endsAt: '2027-02-14T17:00:00.000Z' },
    { key: 'showcase', startsAt: '2027-02-15T08:00:00.000Z', endsAt: '2027-02-28T17:00:00.000Z' },
  ],
  submissionDeadline: '2027-02-14T17:00:00.000Z',
  judgingEndsAt: '2027-02-21T17:00:00.000Z',
  resultsAt: '2027-02-28T17:00:00.000Z',
};

describe('the programme form', () => {
  it('starts a new programme from a calendar the rules accept', () => {
    const values = newProgrammeValues(new Date('2027-01-10T12:00:00Z'), 'Europe/Berlin');
    expect(values.phases[0]).toEqual({
      key: 'identify',
      startsAt: '2027-01-11T09:00',
      endsAt: '2027-01-24T18:00',
    });
    expect(programmeFormSchema.safeParse({ ...values, name: 'Spring' }).success).toBe(true);
  });

  it('puts a broken calendar rule on its field', () => {
    const values = programmeValues(PROGRAMME);
    values.phases[1] = { ...values.phases[1]!, endsAt: values.phases[1]!.startsAt };
    const result = programmeFormSchema.safeParse(values);
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['phases.1.endsAt', 'validation.programme.phaseEnd'],
    ]);
  });

  it('edits only what changed: texts as typed (empty clears), the phases together, each date', () => {
    const unchanged = programmeValues(PROGRAMME);
    const parsed = programmeFormSchema.parse(unchanged);
    expect(programmeEdit(PROGRAMME, unchanged, parsed)).toEqual({});

    const typed = { ...unchanged, description: '', nameDe: 'Frühjahr', resultsAt: '2027-03-01T18:00' };
    typed.phases = unchanged.phases.map((phase, i) =>
      i === 3 ? { ...phase, endsAt: '2027-03-01T18:00' } : phase,
    );
    const edit = programmeEdit(PROGRAMME, typed, programmeFormSchema.parse(typed));
    expect(edit).toEqual({
      description: '',
      nameDe: 'Frühjahr',
      phases: [
        { key: 'identify', startsAt: '2027-01-04T09:00:00+01:00', endsAt: '2027-01-17T18:00:00+01:00' },
        { key: 'collaborate', startsAt: '2027-01-18T09:00:00+01:00', endsAt: '2027-01-31T18:00:00+01:00' },
        { key: 'prototype', startsAt: '2027-02-01T09:00:00+01:00', endsAt: '2027-02-14T18:00:00+01:00' },
        { key: 'showcase', startsAt: '2027-02-15T09:00:00+01:00', endsAt: '2027-03-01T18:00:00+01:00' },
      ],
      resultsAt: '2027-03-01T18:00:00+01:00',
    });
  });

  it('keeps a moment loaded with seconds unchanged when it is left as shown', () => {
    const closed = { ...PROGRAMME, submissionDeadline: '2027-02-10T11:22:33.456Z' };
    const values = programmeValues(closed);
    expect(programmeEdit(closed, values, programmeFormSchema.parse(values))).toEqual({});
  });
});
