import { test } from '@jest/globals';
import assert from 'node:assert/strict';
import { meetingCalendar, meetingCalendarFile } from './calendar.js';

const meeting = {
  id: '00000000-0000-4000-8006-000000000001',
  title: 'Prototype review, with Jonas; part 2',
  description: 'Bring the matching screens.\nAnd the questions.',
  scheduledAt: '2026-12-01T15:00:00.000Z',
  duration: 45,
  meetingUrl: 'https://meet.example.org/study-circle',
  status: 'scheduled',
  updatedAt: '2026-11-26T10:00:00.000Z',
  teamName: 'Study Circle',
  mentorName: 'Jonas Weber',
};
const now = new Date('2026-11-26T12:00:00.000Z');
const unfold = (ics: string) => ics.replace(/\r\n /g, '');

test('a meeting becomes one UTC event with the time in the viewer’s zone and language in its description', () => {
  const ics = meetingCalendar(meeting, { locale: 'de', timeZone: 'Europe/Berlin', now });
  const lines = unfold(ics).split('\r\n');
  assert.ok(lines.includes('DTSTART:20261201T150000Z'));
  assert.ok(lines.includes('DTEND:20261201T154500Z'));
  assert.ok(lines.includes('DTSTAMP:20261126T120000Z'));
  assert.ok(lines.includes('SUMMARY:Prototype review\\, with Jonas\\; part 2'));
  assert.ok(lines.includes('STATUS:CONFIRMED'));
  const description = lines.find((line) => line.startsWith('DESCRIPTION:Wann'))!;
  assert.match(description, /Dienstag\\, 1\. Dezember 2026 um 16:00 \(Europe\/Berlin\)\\, 45 Minuten/);
  assert.match(description, /\\nTeam: Study Circle\\nMentor: Jonas Weber\\nTeilnehmen: https:\/\/meet/);
  assert.match(description, /Bring the matching screens\.\\nAnd the questions\./);
  const english = unfold(meetingCalendar(meeting, { locale: 'en', timeZone: 'America/New_York', now }));
  assert.match(english, /When: Tuesday\\,? 1 December 2026 at 10:00 \(America\/New_York\)\\, 45 minutes/);
});

test('lines are folded at 75 octets without splitting a character, and CRLF ends every line', () => {
  const long = { ...meeting, title: 'Größenordnung '.repeat(20) };
  const ics = meetingCalendar(long, { locale: 'en', timeZone: 'UTC', now });
  assert.ok(ics.endsWith('\r\n'));
  for (const line of ics.split('\r\n')) assert.ok(Buffer.byteLength(line) <= 75, line);
  assert.ok(unfold(ics).includes(`SUMMARY:${long.title}`));
});

test('a cancelled meeting is STATUS:CANCELLED without an alarm, and a later change has a higher SEQUENCE', () => {
  const cancelled = meetingCalendar(
    { ...meeting, status: 'cancelled', updatedAt: '2026-11-27T10:00:00.000Z' },
    { locale: 'en', timeZone: 'UTC', now },
  );
  assert.match(cancelled, /STATUS:CANCELLED/);
  assert.doesNotMatch(cancelled, /VALARM/);
  const sequence = (ics: string) => Number(/SEQUENCE:(\d+)/.exec(ics)![1]);
  assert.ok(sequence(cancelled) > sequence(meetingCalendar(meeting, { locale: 'en', timeZone: 'UTC', now })));
});

test('the file is a text/calendar download', () => {
  const file = meetingCalendarFile(meeting, { locale: 'en', timeZone: 'UTC', now });
  assert.equal(file.contentType, 'text/calendar; charset=utf-8');
  assert.equal(file.fileName, `meeting-${meeting.id}.ics`);
  assert.match(file.bytes.toString('utf8'), /^BEGIN:VCALENDAR\r\n/);
});
