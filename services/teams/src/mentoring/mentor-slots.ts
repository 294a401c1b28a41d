import { minutesOfClock, type MentorSlot } from '@creators/contracts';

/**
 * A mentor's weekly slots (ISO weekday and "HH:MM" wall-clock times in the mentor's own time zone) as UTC instants,
 * with Intl only (no time-zone library): a 16:00 Europe/Berlin slot is 15:00Z in winter and 14:00Z in summer, and
 * a week with a daylight-saving change gets each day's own offset. Pure: no clock, no database.
 */

export interface Interval {
  start: Date;
  end: Date;
}

const MINUTE_MS = 60_000;
const DAY_MS = 24 * 60 * MINUTE_MS;

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterOf(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

/** The wall-clock date and time at `instant` in `timeZone`. */
export function wallClock(
  instant: Date,
  timeZone: string,
): { year: number; month: number; day: number; hour: number; minute: number; second: number } {
  const parts: Record<string, number> = {};
  for (const part of formatterOf(timeZone).formatToParts(instant)) {
    if (part.type !== 'literal') parts[part.type] = Number(part.value);
  }
  return {
    year: parts.year!,
    month: parts.month!,
    day: parts.day!,
    hour: parts.hour! % 24,
    minute: parts.minute!,
    second: parts.second!,
  };
}

/** How far `timeZone` is ahead of UTC at `instant`, in milliseconds (Berlin: +1 h in winter, +2 h in summer). */
export function zoneOffsetMs(instant: Date, timeZone: string): number {
  const wall = wallClock(instant, timeZone);
  const asUtc = Date.UTC(wall.year, wall.month - 1, wall.day, wall.hour, wall.minute, wall.second);
  return asUtc - Math.floor(instant.getTime() / 1000) * 1000;
}

/**
 * The instant at which the clocks of `timeZone` show `minutes` after midnight of the calendar day year-month-day
 * (minutes may be 1440: the next midnight). A time the clocks skip (spring forward) lands after the gap; a time
 * they show twice (fall back) is its first occurrence.
 */
export function zonedTimeToUtc(
  date: { year: number; month: number; day: number },
  minutes: number,
  timeZone: string,
): Date {
  const wall = Date.UTC(date.year, date.month - 1, date.day) + minutes * MINUTE_MS;
  const before = zoneOffsetMs(new Date(wall - DAY_MS / 2), timeZone);
  const after = zoneOffsetMs(new Date(wall + DAY_MS / 2), timeZone);
  const shows = (t: number) => t + zoneOffsetMs(new Date(t), timeZone) === wall;
  const exact = [wall - before, wall - after].filter(shows);
  if (exact.length > 0) return new Date(Math.min(...exact));
  // In a gap the clocks skip: the offset before the change puts it just after the gap.
  return new Date(wall - before);
}

/** ISO weekday (1 Monday … 7 Sunday) of a calendar date. */
const isoWeekday = (year: number, month: number, day: number): number =>
  new Date(Date.UTC(year, month - 1, day)).getUTCDay() || 7;

/**
 * Every occurrence of the weekly `slots` in `timeZone` that overlaps [from, to), as UTC intervals, earliest first.
 * Each calendar day in the zone gets its own offset, so the week of a daylight-saving change is right too.
 */
export function slotWindows(
  slots: readonly MentorSlot[],
  timeZone: string,
  from: Date,
  to: Date,
): Interval[] {
  if (slots.length === 0 || to.getTime() <= from.getTime()) return [];
  const first = wallClock(new Date(from.getTime() - DAY_MS), timeZone);
  const days = Math.ceil((to.getTime() - from.getTime()) / DAY_MS) + 3;
  const windows: Interval[] = [];
  for (let i = 0; i < days; i++) {
    const calendar = new Date(Date.UTC(first.year, first.month - 1, first.day + i));
    const date = {
      year: calendar.getUTCFullYear(),
      month: calendar.getUTCMonth() + 1,
      day: calendar.getUTCDate(),
    };
    const weekday = isoWeekday(date.year, date.month, date.day);
    for (const slot of slots) {
      if (slot.day !== weekday) continue;
      const start = zonedTimeToUtc(date, minutesOfClock(slot.start), timeZone);
      const end = zonedTimeToUtc(date, minutesOfClock(slot.end), timeZone);
      if (end.getTime() > from.getTime() && start.getTime() < to.getTime() && end > start) {
        windows.push({ start, end });
      }
    }
  }
  return windows.sort((a, b) => a.start.getTime() - b.start.getTime());
}

/** Whether [start, end) lies wholly inside one occurrence of the weekly slots in `timeZone`. */
export function insideSlots(slots: readonly MentorSlot[], timeZone: string, start: Date, end: Date): boolean {
  return slotWindows(slots, timeZone, start, end).some(
    (window) => window.start.getTime() <= start.getTime() && end.getTime() <= window.end.getTime(),
  );
}

/** Whether two half-open intervals overlap (touching ends do not). */
export const overlaps = (a: Interval, b: Interval): boolean =>
  a.start.getTime() < b.end.getTime() && b.start.getTime() < a.end.getTime();

/**
 * The free parts of the slot windows between `from` and `to`: each window minus the `busy` intervals (the
 * mentor's scheduled meetings), starting no earlier than `from` rounded up to the next quarter hour, and only the
 * parts at least `minMinutes` long. Earliest first.
 */
export function freeSlots(
  slots: readonly MentorSlot[],
  timeZone: string,
  from: Date,
  to: Date,
  busy: readonly Interval[],
  minMinutes: number,
): Interval[] {
  const quarter = 15 * MINUTE_MS;
  const earliest = Math.ceil(from.getTime() / quarter) * quarter;
  const sortedBusy = [...busy].sort((a, b) => a.start.getTime() - b.start.getTime());
  const free: Interval[] = [];
  for (const window of slotWindows(slots, timeZone, from, to)) {
    let cursor = Math.max(window.start.getTime(), earliest);
    const end = Math.min(window.end.getTime(), to.getTime());
    for (const meeting of sortedBusy) {
      if (meeting.end.getTime() <= cursor || meeting.start.getTime() >= end) continue;
      if (meeting.start.getTime() - cursor >= minMinutes * MINUTE_MS) {
        free.push({ start: new Date(cursor), end: meeting.start });
      }
      cursor = Math.max(cursor, meeting.end.getTime());
    }
    if (end - cursor >= minMinutes * MINUTE_MS) free.push({ start: new Date(cursor), end: new Date(end) });
  }
  return free;
}
