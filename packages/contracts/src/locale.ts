export const LOCALES = ['en', 'de'] as const;
export type Locale = (typeof LOCALES)[number];

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

/** product.md §1: de when the browser language starts with de, otherwise en. */
export function browserDefaultLocale(browserLanguage: string | undefined | null): Locale {
  return browserLanguage?.toLowerCase().startsWith('de') ? 'de' : 'en';
}

/** product.md §1: a stored value that is not a known locale falls back to the browser default. */
export function resolveLocale(
  stored: string | null | undefined,
  browserLanguage: string | undefined | null,
): Locale {
  return isLocale(stored) ? stored : browserDefaultLocale(browserLanguage);
}

/** Picks a locale from an HTTP Accept-Language header (first supported tag wins, default en). */
export function localeFromAcceptLanguage(header: string | undefined | null): Locale {
  if (!header) return 'en';
  for (const part of header.split(',')) {
    const tag = part.split(';')[0]?.trim().toLowerCase() ?? '';
    if (tag.startsWith('de')) return 'de';
    if (tag.startsWith('en')) return 'en';
  }
  return 'en';
}
