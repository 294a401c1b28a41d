import type { Locale, MessageKey } from '@creators/contracts';
import { translateWith } from '@creators/texts';
import { conflict, type AppError } from '../nest/errors.js';

const DATE_LOCALES: Record<Locale, string> = { en: 'en-GB', de: 'de-DE' };

/** A time zone Intl knows, else UTC (a date is always shown, if need be in UTC). */
function knownTimeZone(timeZone: string): string {
  try {
    new Intl.DateTimeFormat('en', { timeZone });
    return timeZone;
  } catch {
    return 'UTC';
  }
}

/**
 * A programme's date as a person reads it, in the programme's time zone: "7 December 2026, 18:00" (en),
 * "7. Dezember 2026, 18:00" (de).
 */
export function formatProgrammeDate(at: Date, timeZone: string, locale: Locale): string {
  const zone = knownTimeZone(timeZone);
  const language = DATE_LOCALES[locale] ?? DATE_LOCALES.en;
  const date = new Intl.DateTimeFormat(language, {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: zone,
  }).format(at);
  const time = new Intl.DateTimeFormat(language, {
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
    timeZone: zone,
  }).format(at);
  return `${date}, ${time}`;
}

/**
 * CONFLICT with a message that names a date of the programme ({date}) in the request's language and the programme's
 * time zone; extensions.at holds the date as ISO 8601.
 */
export function datedConflict(messageKey: MessageKey, at: Date, timeZone: string, locale: Locale): AppError {
  const error = conflict(locale, messageKey);
  error.message = translateWith(messageKey, locale, { date: formatProgrammeDate(at, timeZone, locale) });
  error.extensions.at = at.toISOString();
  return error;
}
