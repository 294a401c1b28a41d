import { resolveLocale, type Locale } from '@creators/contracts';

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
