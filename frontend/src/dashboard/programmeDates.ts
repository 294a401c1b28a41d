import { useEffect, useState } from 'react';
import type { IntlShape } from 'react-intl';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/**
 * How far a moment is from `now`, in the largest whole unit that fits, worded by Intl.RelativeTimeFormat (through
 * react-intl): 'in 3 days', 'tomorrow', 'in 5 hours', 'in 12 minutes' ('in 3 Tagen', 'morgen' in German).
 */
export function relativeTo(intl: IntlShape, iso: string, now: number): string {
  const diff = Date.parse(iso) - now;
  const distance = Math.abs(diff);
  if (distance >= DAY) return intl.formatRelativeTime(Math.round(diff / DAY), 'day', { numeric: 'auto' });
  if (distance >= HOUR) return intl.formatRelativeTime(Math.round(diff / HOUR), 'hour', { numeric: 'auto' });
  return intl.formatRelativeTime(Math.round(diff / MINUTE), 'minute', { numeric: 'auto' });
}

/** A time zone the browser knows, else UTC (a programme's zone is checked by the server; this only guards). */
function knownZone(timeZone: string): string {
  try {
    new Intl.DateTimeFormat('en', { timeZone });
    return timeZone;
  } catch {
    return 'UTC';
  }
}

/** A moment as its programme's time zone shows it, and the zone: ['Mar 1, 2027, 11:59 PM', 'Europe/Berlin']. */
export function inZone(intl: IntlShape, iso: string, timeZone: string): { date: string; timeZone: string } {
  const zone = knownZone(timeZone);
  return {
    date: intl.formatDate(iso, { dateStyle: 'medium', timeStyle: 'short', timeZone: zone }),
    timeZone: zone,
  };
}

/** The current time, read again each minute: a countdown follows without a reload. */
export function useMinuteClock(): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), MINUTE);
    return () => clearInterval(timer);
  }, []);
  return now;
}
