import { isLocale, type Locale } from '@creators/contracts';

/** product.md §1: the chosen language is stored locally under this key. */
export const LANGUAGE_STORAGE_KEY = 'language';

/**
 * The current locale, readable outside React (the Apollo link sends it as Accept-Language) and
 * subscribable from React (useSyncExternalStore).
 */
export interface LocaleStore {
  get(): Locale;
  set(locale: Locale): void;
  subscribe(listener: () => void): () => void;
}

/** product.md §1: de when the browser language starts with de, otherwise en. */
function browserDefaultLocale(browserLanguage: string | undefined | null): Locale {
  return browserLanguage?.toLowerCase().startsWith('de') ? 'de' : 'en';
}

/** product.md §1: a stored value that is not a known locale falls back to the browser default. */
function resolveLocale(
  stored: string | null | undefined,
  browserLanguage: string | undefined | null,
): Locale {
  return isLocale(stored) ? stored : browserDefaultLocale(browserLanguage);
}

function readStored(storage: Storage | undefined): string | null {
  try {
    return storage?.getItem(LANGUAGE_STORAGE_KEY) ?? null;
  } catch {
    return null;
  }
}

export function createLocaleStore(
  storage: Storage | undefined,
  browserLanguage: string | undefined,
): LocaleStore {
  let current = resolveLocale(readStored(storage), browserLanguage);
  const listeners = new Set<() => void>();
  return {
    get: () => current,
    set(locale) {
      try {
        storage?.setItem(LANGUAGE_STORAGE_KEY, locale);
      } catch {
        // storage may be unavailable (private mode); the choice still applies to this page
      }
      if (locale === current) return;
      current = locale;
      listeners.forEach((listener) => listener());
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
