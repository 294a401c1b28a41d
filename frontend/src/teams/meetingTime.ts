import { useEffect, useState } from 'react';
import { MENTORING_LIMITS } from '@creators/contracts';

/** What the time rules of a meeting need of it. */
interface Timed {
  scheduledAt: string;
  duration: number;
}

const MINUTE = 60_000;

/** When the meeting ends (ms since the epoch); NaN for an unreadable time. */
export const meetingEnd = (meeting: Timed): number =>
  Date.parse(meeting.scheduledAt) + meeting.duration * MINUTE;

/** Not over yet at `now`. */
export const meetingAhead = (meeting: Timed, now: number): boolean => meetingEnd(meeting) > now;

/**
 * docs/product.md §12: the join link shows from MENTORING_LIMITS.joinableMinutes before the start until the
 * meeting ends.
 */
export function meetingJoinable(meeting: Timed, now: number): boolean {
  const start = Date.parse(meeting.scheduledAt);
  return now >= start - MENTORING_LIMITS.joinableMinutes * MINUTE && now < meetingEnd(meeting);
}

/** The current time, read again every `everyMs` (so that a join link appears without a reload). */
export function useNow(everyMs = 30_000): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), everyMs);
    return () => clearInterval(timer);
  }, [everyMs]);
  return now;
}

const pad = (value: number) => String(value).padStart(2, '0');

/** An instant as the value of a datetime-local input, in the viewer's time zone ('' for an unreadable one). */
export function toLocalInput(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(
    date.getMinutes(),
  )}`;
}

/**
 * A time the form holds as an ISO instant: a datetime-local value ('2026-12-01T16:00', the viewer's local time) or
 * an instant already (a free slot's startsAt); null when it is no time.
 */
export function toInstant(value: string): string | null {
  if (!value) return null;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : date.toISOString();
}
