import type { Locale } from '@creators/contracts';
import { de } from '../i18n/de';
import { en } from '../i18n/en';

type Catalogue = Record<Locale, Record<string, string>>;

/**
 * The catalogue the app gives the LocaleProvider: the app's own strings. The signed-in screens add theirs and the
 * contracts' validation messages (signedInMessages), the forms of the signed-out pages the latter
 * (i18n/WithValidationMessages), the pages loaded on demand their own (i18n/WithMessages): the landing page loads
 * none of them.
 */
export const messageCatalogue: Catalogue = { en, de };
