import { use, useEffect, useMemo, useReducer, useState, type ReactNode } from 'react';
import { IntlProvider, useIntl } from 'react-intl';
import type { Locale } from '@creators/contracts';
import type { LazyMessages, Messages } from './lazyMessages';
import { useLocale } from './LocaleProvider';

/** A feature's texts by locale. */
export type FeatureMessages = Record<Locale, Record<string, string>>;

/** Adds texts in the current language to the app's catalogue for what it wraps. */
function Merged({ messages, children }: { messages: Messages; children: ReactNode }) {
  const { locale } = useLocale();
  const parent = useIntl();
  // The app's catalogue holds plain strings (LocaleProvider), so the merge stays one of strings.
  const merged = useMemo(
    () => ({ ...(parent.messages as Record<string, string>), ...messages }),
    [parent.messages, messages],
  );
  return (
    <IntlProvider locale={locale} defaultLocale="en" messages={merged}>
      {children}
    </IntlProvider>
  );
}

/**
 * Adds a feature's texts to the app's catalogue for what it wraps. A page loaded on demand brings its own texts
 * with its code, so they do not weigh on the first page a person opens (the dashboard's initial JavaScript).
 */
export function WithMessages({ messages, children }: { messages: FeatureMessages; children: ReactNode }) {
  const { locale } = useLocale();
  return <Merged messages={messages[locale]}>{children}</Merged>;
}

const NONE: Messages = {};

/**
 * Adds texts loaded one language at a time (i18n/lazyMessages) to the app's catalogue for what it wraps. `wait`:
 * what it wraps shows once the first language's texts are there (it suspends until then); else it shows at once
 * and they follow. After a switch of language, the previous language's texts stay until the new ones are there.
 */
export function WithLazyMessages({
  messages: lazy,
  wait = false,
  children,
}: {
  messages: LazyMessages;
  wait?: boolean;
  children: ReactNode;
}) {
  const { locale, register } = useLocale();
  const [, loaded] = useReducer((count: number) => count + 1, 0);
  const current = lazy.get(locale);
  // The texts last shown, kept while another language's are on their way (state from the previous render).
  const [last, setLast] = useState<Messages | undefined>(current);
  if (current && current !== last) setLast(current);
  useEffect(() => register(lazy), [register, lazy]);
  useEffect(() => {
    if (!current) lazy.load(locale).then(loaded, () => undefined);
  }, [current, lazy, locale]);
  const messages = current ?? (wait && !last ? use(lazy.load(locale)) : (last ?? NONE));
  return <Merged messages={messages}>{children}</Merged>;
}
