import { useMemo, type ReactNode } from 'react';
import { IntlProvider, useIntl } from 'react-intl';
import type { Locale } from '@creators/contracts';
import { useLocale } from './LocaleProvider';

/** A feature's texts by locale. */
export type FeatureMessages = Record<Locale, Record<string, string>>;

/**
 * Adds a feature's texts to the app's catalogue for what it wraps. A page loaded on demand brings its own texts
 * with its code, so they do not weigh on the first page a person opens (the dashboard's initial JavaScript).
 */
export function WithMessages({ messages, children }: { messages: FeatureMessages; children: ReactNode }) {
  const { locale } = useLocale();
  const parent = useIntl();
  // The app's catalogue holds plain strings (LocaleProvider), so the merge stays one of strings.
  const merged = useMemo(
    () => ({ ...(parent.messages as Record<string, string>), ...messages[locale] }),
    [parent.messages, messages, locale],
  );
  return (
    <IntlProvider locale={locale} defaultLocale="en" messages={merged}>
      {children}
    </IntlProvider>
  );
}
