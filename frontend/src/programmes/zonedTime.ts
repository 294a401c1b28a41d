import { isTimeZone } from '@creators/contracts';

/**
 * A programme's dates are typed as the clocks of its time zone show them (datetime-local inputs: YYYY-MM-DDTHH:mm)
 * and sent as ISO 8601 with that zone's offset at the moment (2027-03-01T09:00:00+01:00), DST included; Intl only.
 */

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterOf(zone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(zone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone: zone,
      hourCycle: 'h23',
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

interface WallClock {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
}

function wallClockAt(instant: number, zone: string): WallClock & { second: number } {
  const parts: Record<string, string> = {};
  for (const part of formatterOf(zone).formatToParts(new Date(instant))) parts[part.type] = part.value;
  return {
    year: Number(parts.year),
    month: Number(parts.month),
    day: Number(parts.day),
    hour: Number(parts.hour) % 24,
    minute: Number(parts.minute),
    second: Number(parts.second),
  };
}

/** How far `zone` is ahead of UTC at `instant`, in minutes. */
function offsetMinutes(instant: number, zone: string): number {
  const p = wallClockAt(instant, zone);
  const asUtc = Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute, p.second);
  return Math.round((asUtc - Math.floor(instant / 1000) * 1000) / 60_000);
}

const pad = (n: number, width = 2) => String(Math.abs(n)).padStart(width, '0');
const LOCAL = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/;

/**
 * A datetime-local value read in `zone` as ISO 8601 with the zone's offset; '' when either is not valid (the schema
 * then refuses the date). A time the clocks skip (a DST gap) becomes the moment just after it.
 */
export function zonedLocalToIso(local: string, zone: string): string {
  const match = LOCAL.exec(local.trim());
  if (!match || !isTimeZone(zone)) return '';
  const [year, month, day, hour, minute] = match.slice(1).map(Number) as [
    number,
    number,
    number,
    number,
    number,
  ];
  const wall = Date.UTC(year, month - 1, day, hour, minute);
  if (Number.isNaN(wall) || new Date(wall).getUTCDate() !== day) return '';
  const first = wall - offsetMinutes(wall, zone) * 60_000;
  const instant = wall - offsetMinutes(first, zone) * 60_000;
  const clock = wallClockAt(instant, zone);
  const offset = offsetMinutes(instant, zone);
  const sign = offset < 0 ? '-' : '+';
  return (
    `${pad(clock.year, 4)}-${pad(clock.month)}-${pad(clock.day)}T${pad(clock.hour)}:${pad(clock.minute)}:00` +
    `${sign}${pad(Math.trunc(offset / 60))}:${pad(offset % 60)}`
  );
}

/** An instant as a datetime-local input shows it in `zone` (UTC when the zone is not valid); '' for no instant. */
export function isoToZonedLocal(iso: string, zone: string): string {
  const instant = Date.parse(iso);
  if (Number.isNaN(instant)) return '';
  const clock = wallClockAt(instant, isTimeZone(zone) ? zone : 'UTC');
  return `${pad(clock.year, 4)}-${pad(clock.month)}-${pad(clock.day)}T${pad(clock.hour)}:${pad(clock.minute)}`;
}
