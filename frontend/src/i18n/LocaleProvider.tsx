import {
  createContext,
  useCallback,
  useContext,
  useLayoutEffect,
  useMemo,
  useRef,
  useSyncExternalStore,
  type ReactNode,
} from 'react';
import { IntlProvider } from 'react-intl';
import type { Locale } from '@creators/contracts';
import type { LazyMessages } from './lazyMessages';
import type { LocaleStore } from './localeStore';

interface LocaleContextValue {
  locale: Locale;
  /** Switches the language once the texts on screen (useLazyMessages) have it, so that the switch is whole. */
  setLocale(locale: Locale): void;
  /** Texts loaded per language that are on screen: setLocale loads them in the new language first. */
  register(messages: LazyMessages): () => void;
}

const LocaleContext = createContext<LocaleContextValue | null>(null);

interface Props {
  store: LocaleStore;
  /** The app's own texts by locale: the app assembles it from the features' message files. */
  messages: Record<Locale, Record<string, string>>;
  children: ReactNode;
}

export function LocaleProvider({ store, messages, children }: Props) {
  const locale = useSyncExternalStore(store.subscribe, store.get);
  const shown = useRef(new Set<LazyMessages>());
  /** The latest choice: a slower load of an earlier one does not switch back. */
  const chosen = useRef(0);

  // product.md §1: the document language attribute follows the choice.
  // The tab's title too (the product's name, 'Creators-Programm' in German).
  useLayoutEffect(() => {
    document.documentElement.lang = locale;
    const name = messages[locale]['app.name'];
    if (name) document.title = name;
  }, [locale, messages]);

  const setLocale = useCallback(
    (next: Locale) => {
      const choice = ++chosen.current;
      const missing = [...shown.current].filter((lazy) => !lazy.get(next));
      if (missing.length === 0) return store.set(next);
      // Kept in the language shown when the texts cannot be loaded (offline): a screen of message ids helps no one.
      Promise.all(missing.map((lazy) => lazy.load(next))).then(
        () => choice === chosen.current && store.set(next),
        () => undefined,
      );
    },
    [store],
  );

  const register = useCallback((lazy: LazyMessages) => {
    shown.current.add(lazy);
    return () => void shown.current.delete(lazy);
  }, []);

  const value = useMemo(() => ({ locale, setLocale, register }), [locale, setLocale, register]);

  return (
    <LocaleContext.Provider value={value}>
      <IntlProvider locale={locale} defaultLocale="en" messages={messages[locale]}>
        {children}
      </IntlProvider>
    </LocaleContext.Provider>
  );
}

export function useLocale(): LocaleContextValue {
  const value = useContext(LocaleContext);
  if (!value) throw new Error('useLocale must be used inside LocaleProvider');
  return value;
}
