import type { IntlShape } from 'react-intl';
import { isTimeZone } from '@creators/contracts';

const MINUTE = 60 * 1000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** A moment as the programme's time zone shows it, with the zone named: 'Mar 1, 2027, 9:00 AM (Europe/Berlin)'. */
export function formatInZone(intl: IntlShape, iso: string, timeZone: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  const zone = isTimeZone(timeZone) ? timeZone : 'UTC';
  return `${intl.formatDate(date, { dateStyle: 'medium', timeStyle: 'short', timeZone: zone })} (${zone})`;
}

/** How long until a moment, in the largest whole unit that fits: 'in 3 days', 'in 5 hours', 'tomorrow'. */
export function countdown(intl: IntlShape, iso: string, now = Date.now()): string {
  const diff = Date.parse(iso) - now;
  const distance = Math.abs(diff);
  if (distance >= DAY) return intl.formatRelativeTime(Math.round(diff / DAY), 'day', { numeric: 'auto' });
  if (distance >= HOUR) return intl.formatRelativeTime(Math.round(diff / HOUR), 'hour', { numeric: 'auto' });
  return intl.formatRelativeTime(Math.round(diff / MINUTE), 'minute', { numeric: 'auto' });
}

/** A day the server keeps as YYYY-MM-DD (UTC) in the reader's words, or '' when it is not one. */
export function formatUtcDay(intl: IntlShape, day: string): string {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day)) return '';
  return intl.formatDate(new Date(`${day}T00:00:00Z`), { dateStyle: 'medium', timeZone: 'UTC' });
}
