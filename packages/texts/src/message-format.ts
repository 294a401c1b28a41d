import type { Locale } from '@creators/contracts';
import { translate } from './translate.js';

export type MessageValues = Record<string, string | number>;

/** `{name, plural, one {…} other {…}}` (ICU, as react-intl reads it), `#` standing for the number. */
const PLURAL = /\{(\w+), plural, one \{([^{}]*)\} other \{([^{}]*)\}\}/g;
/** `{name}` */
const PLAIN = /\{(\w+)\}/g;

/**
 * A message key translated with values filled in, for a server that words a message itself (the front end's
 * react-intl reads the same ICU text): `{name}` and the `one`/`other` plural of a number. A name with no value
 * is left as it is.
 */
export function translateWith(keyOrText: string, locale: Locale, values: MessageValues): string {
  const rules = new Intl.PluralRules(locale);
  return translate(keyOrText, locale)
    .replace(PLURAL, (whole, name: string, one: string, other: string) => {
      const value = values[name];
      if (value === undefined) return whole;
      const form = typeof value === 'number' && rules.select(value) === 'one' ? one : other;
      return form.replaceAll('#', String(value));
    })
    .replace(PLAIN, (whole, name: string) => (values[name] === undefined ? whole : String(values[name])));
}
