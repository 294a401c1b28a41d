import { type Locale } from '@creators/contracts';
import { translate } from '@creators/texts';
import { forbidden, type AppError } from '@creators/platform';

/** What a user row says about a suspension (docs/product.md §14.2). */
export interface SuspensionColumns {
  suspendedAt: Date | null;
  suspendedUntil: Date | null;
  suspensionReason: string | null;
}

/** A suspension in force: until null means for good. */
export interface Suspension {
  until: Date | null;
  reason: string | null;
}

/**
 * The suspension in force at `now`, or null. A suspension that has run out is over by itself: nothing has to
 * clear the columns for it (no job), it is simply no longer in force.
 */
export function suspensionInForce(user: SuspensionColumns, now = new Date()): Suspension | null {
  if (!user.suspendedAt) return null;
  if (user.suspendedUntil && user.suspendedUntil.getTime() <= now.getTime()) return null;
  return { until: user.suspendedUntil, reason: user.suspensionReason };
}

/** The end of a suspension as the person reads it: day, month, year and time in UTC, in their language. */
export function formatSuspensionEnd(until: Date, locale: Locale): string {
  return new Intl.DateTimeFormat(locale === 'de' ? 'de-DE' : 'en-GB', {
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    timeZone: 'UTC',
    timeZoneName: 'short',
  }).format(until);
}

/**
 * The sign-in refusal of a suspended person (FORBIDDEN, 403 through REST): 'Your account is suspended until <date>.'
 * or, for good, 'Your account is suspended.', followed by the reason staff gave. extensions.messageKey keeps the key;
 * extensions.suspendedUntil the end as an ISO time (null for good).
 */
export function suspendedSignIn(suspension: Suspension, locale: Locale): AppError {
  const key = suspension.until ? 'error.auth.suspended' : 'error.auth.suspendedForGood';
  const error = forbidden(locale, key);
  let text = translate(key, locale);
  if (suspension.until) text = text.replace('{date}', formatSuspensionEnd(suspension.until, locale));
  if (suspension.reason)
    text = `${text} ${translate('error.auth.suspensionReason', locale).replace('{reason}', suspension.reason)}`;
  error.message = text;
  error.extensions.suspendedUntil = suspension.until?.toISOString() ?? null;
  return error;
}
