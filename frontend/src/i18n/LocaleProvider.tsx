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
  /**
   * Switches the language at once; texts loaded one language at a time (WithLazyMessages) follow as soon as they are
   * there, the previous language's shown until then (preloadLocale ahead of a switch makes that moment none).
   */
  setLocale(locale: Locale): void;
  /** Loads the texts on screen in a language, ahead of a switch to it (the language switcher pointed at, Settings). */
  preloadLocale(locale: Locale): void;
  /** Texts loaded per language that are on screen (WithLazyMessages), for preloadLocale. */
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

  // product.md §1: the document language attribute follows the choice.
  // The tab's title too (the product's name, 'Creators-Programm' in German).
  useLayoutEffect(() => {
    document.documentElement.lang = locale;
    const name = messages[locale]['app.name'];
    if (name) document.title = name;
  }, [locale, messages]);

  const preloadLocale = useCallback((next: Locale) => {
    for (const lazy of shown.current) lazy.load(next).catch(() => undefined);
  }, []);

  const register = useCallback((lazy: LazyMessages) => {
    shown.current.add(lazy);
    return () => void shown.current.delete(lazy);
  }, []);

  const value = useMemo(
    () => ({ locale, setLocale: store.set, preloadLocale, register }),
    [locale, store, preloadLocale, register],
  );

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
