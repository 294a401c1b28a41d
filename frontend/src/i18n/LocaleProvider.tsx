import { createContext, useContext, useLayoutEffect, useSyncExternalStore, type ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import type { Locale } from '@creators/contracts';
import type { LocaleStore } from './localeStore';

interface LocaleContextValue {
  locale: Locale;
  setLocale(locale: Locale): void;
}

const LocaleContext = createContext<LocaleContextValue | null>(null);

interface Props {
  store: LocaleStore;
  /** Every message by locale: the app assembles it from the features' message files. */
  messages: Record<Locale, Record<string, string>>;
  children: ReactNode;
}

export function LocaleProvider({ store, messages, children }: Props) {
  const locale = useSyncExternalStore(store.subscribe, store.get);

  // product.md §1: the document language attribute follows the choice.
  // The tab's title too (the product's name, 'Creators-Programm' in German).
  useLayoutEffect(() => {
    document.documentElement.lang = locale;
    const name = messages[locale]['app.name'];
    if (name) document.title = name;
  }, [locale, messages]);

  return (
    <LocaleContext.Provider value={{ locale, setLocale: store.set }}>
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
