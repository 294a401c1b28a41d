import { minutesOfClock } from '@creators/contracts';

/**
 * Weekly slots are kept in the mentor's own time zone ("Monday 16:00–18:00 Europe/Berlin"); a viewer sees them in
 * theirs. These helpers turn a wall-clock time of one zone into an instant (DST-correct: the slot's next
 * occurrence), with Intl only (no date library).
 */

interface ZonedDate {
  year: number;
  month: number;
  day: number;
  /** ISO weekday, 1 Monday … 7 Sunday. */
  weekday: number;
}

const WEEKDAY_NUMBERS: Record<string, number> = { Mon: 1, Tue: 2, Wed: 3, Thu: 4, Fri: 5, Sat: 6, Sun: 7 };
const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterOf(zone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(zone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone: zone,
      hourCycle: 'h23',
      weekday: 'short',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    formatters.set(zone, formatter);
  }
  return formatter;
}

function partsIn(instant: number, zone: string) {
  const parts: Record<string, string> = {};
  for (const part of formatterOf(zone).formatToParts(new Date(instant))) parts[part.type] = part.value;
  return {
    year: Number(parts.year),
    month: Number(parts.month),
    day: Number(parts.day),
    hour: Number(parts.hour) % 24,
    minute: Number(parts.minute),
    second: Number(parts.second),
    weekday: WEEKDAY_NUMBERS[parts.weekday ?? ''] ?? 1,
  };
}

/** How far `zone` is ahead of UTC at `instant`, in milliseconds. */
function offsetAt(instant: number, zone: string): number {
  const p = partsIn(instant, zone);
  const asUtc = Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute, p.second);
  return asUtc - Math.floor(instant / 1000) * 1000;
}

/** The instant at which the clocks of `zone` show the given date and time. */
export function zonedTimeToInstant(
  date: Pick<ZonedDate, 'year' | 'month' | 'day'>,
  minutes: number,
  zone: string,
): Date {
  const wall = Date.UTC(date.year, date.month - 1, date.day, 0, minutes);
  const first = wall - offsetAt(wall, zone);
  const second = wall - offsetAt(first, zone);
  return new Date(second);
}

/** The calendar date and weekday in `zone` at `instant`. */
export function dateInZone(instant: Date, zone: string): ZonedDate {
  const { year, month, day, weekday } = partsIn(instant.getTime(), zone);
  return { year, month, day, weekday };
}

/** The time zone of this browser (IANA name), UTC when it does not say. */
export function browserTimeZone(): string {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
  } catch {
    return 'UTC';
  }
}

/** The IANA time zones this browser knows, with `current` among them. */
export function timeZoneChoices(current: string): string[] {
  const supported =
    typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : ['UTC'];
  return supported.includes(current) ? supported : [current, ...supported];
}

export interface WeeklySlot {
  day: number;
  start: string;
  end: string;
}

/**
 * The next occurrence (this week, from `now` on in the mentor's zone) of a weekly slot as instants, so that it can
 * be shown in any zone.
 */
export function slotOccurrence(slot: WeeklySlot, zone: string, now = new Date()): { start: Date; end: Date } {
  const today = dateInZone(now, zone);
  const delta = (slot.day - today.weekday + 7) % 7;
  const shifted = new Date(Date.UTC(today.year, today.month - 1, today.day + delta));
  const date = {
    year: shifted.getUTCFullYear(),
    month: shifted.getUTCMonth() + 1,
    day: shifted.getUTCDate(),
  };
  return {
    start: zonedTimeToInstant(date, minutesOfClock(slot.start), zone),
    end: zonedTimeToInstant(date, minutesOfClock(slot.end), zone),
  };
}

/** ISO weekday of an instant in this browser's zone. */
const localWeekday = (date: Date) => ((date.getDay() + 6) % 7) + 1;

/** The slots as instants, ordered by the viewer's week (Monday first) and time of day. */
export function slotsForViewer(
  slots: readonly WeeklySlot[],
  zone: string,
  now = new Date(),
): Array<{ start: Date; end: Date }> {
  const key = (date: Date) => localWeekday(date) * 1440 + date.getHours() * 60 + date.getMinutes();
  return slots.map((slot) => slotOccurrence(slot, zone, now)).sort((a, b) => key(a.start) - key(b.start));
}

/** The "Not available until" date (YYYY-MM-DD, the mentor's zone) as the instant it starts. */
export function dayStartInstant(day: string, zone: string): string {
  const [year, month, date] = day.split('-').map(Number);
  return zonedTimeToInstant({ year: year!, month: month!, day: date! }, 0, zone).toISOString();
}

/** An instant as the date input shows it (YYYY-MM-DD in `zone`). */
export function dayInZone(iso: string, zone: string): string {
  const { year, month, day } = dateInZone(new Date(iso), zone);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${year}-${pad(month)}-${pad(day)}`;
}

/** True while a mentor's pause lasts. */
export function isPaused(notAvailableUntil: string | null | undefined, now = new Date()): boolean {
  if (!notAvailableUntil) return false;
  const until = new Date(notAvailableUntil);
  return !Number.isNaN(until.getTime()) && until.getTime() > now.getTime();
}
