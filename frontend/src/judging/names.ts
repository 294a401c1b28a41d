import type { IntlShape } from 'react-intl';
import { useLocale } from '../i18n/LocaleProvider';

/** A criterion's or award's name in the language shown: its German name in German when it has one. */
export const localName = (named: { name: string; nameDe?: string | null }, locale: string) =>
  (locale === 'de' && named.nameDe) || named.name;

/** localName in the language shown now. */
export function useLocalName() {
  const { locale } = useLocale();
  return (named: { name: string; nameDe?: string | null }) => localName(named, locale);
}

/** A score as the results show it: two decimals, '—' for none. */
export const formatScore = (intl: IntlShape, value: number | null) =>
  value === null ? '—' : intl.formatNumber(value, { maximumFractionDigits: 2, minimumFractionDigits: 2 });

/**
 * A key for a new criterion or award, made from its English name (lower-case letters, digits and dashes, starting
 * with a letter, as the server wants it), different from those `taken`.
 */
export function newKey(name: string, taken: ReadonlySet<string>, fallback: string): string {
  const base =
    name
      .toLowerCase()
      .normalize('NFKD')
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^[^a-z]+/, '')
      .slice(0, 26)
      .replace(/-+$/, '') || fallback;
  const start = base.length >= 2 ? base : fallback;
  let key = start;
  for (let n = 2; taken.has(key); n++) key = `${start}-${n}`;
  return key;
}
