import type { Locale } from '@creators/contracts';

/** One language's texts, id to ICU message. */
export type Messages = Record<string, string>;

/**
 * Texts kept in one module per language and loaded on demand, so that a page loads only the language it shows
 * (the dashboard's initial JavaScript). Switching language loads the other one first (LocaleProvider's setLocale).
 */
export interface LazyMessages {
  /** A language's texts once loaded. */
  get(locale: Locale): Messages | undefined;
  /** Loads a language's texts once; a failed load may be tried again. */
  load(locale: Locale): Promise<Messages>;
}

export function lazyMessages(loaders: Record<Locale, () => Promise<Messages>>): LazyMessages {
  const loaded = new Map<Locale, Messages>();
  const pending = new Map<Locale, Promise<Messages>>();
  return {
    get: (locale) => loaded.get(locale),
    load(locale) {
      let promise = pending.get(locale);
      if (!promise) {
        promise = loaders[locale]().then((messages) => {
          loaded.set(locale, messages);
          return messages;
        });
        pending.set(locale, promise);
        promise.catch(() => pending.delete(locale));
      }
      return promise;
    },
  };
}
