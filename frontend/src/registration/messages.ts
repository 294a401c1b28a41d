import { deSignedIn } from '../i18n/deSignedIn';
import { enSignedIn } from '../i18n/enSignedIn';
import { useDomainT } from '../i18n/useDomainT';

/** The registration form's own texts beyond the app's (i18n/en.ts): the cohort code (docs/product.md §14). */
export const registrationEn = {
  'register.cohortCode': 'Cohort code (optional)',
  'register.cohortCodeHint':
    'If your teacher or the programme gave your class a code, enter it here so that you can all register together.',
} as const;

export type RegistrationMessageId = keyof typeof registrationEn;

export const registrationDe: Record<RegistrationMessageId, string> = {
  'register.cohortCode': 'Kohortencode (optional)',
  'register.cohortCodeHint':
    'Wenn deine Lehrkraft oder das Programm deiner Klasse dir einen Code gegeben hat, gib ihn hier ein: So meldest du dich gemeinsam mit deiner Klasse an.',
};

/** The registration page's texts, loaded with it. */
export const registrationMessages = {
  en: { ...enSignedIn, ...registrationEn },
  de: { ...deSignedIn, ...registrationDe },
};

export const useRegistrationT = () => useDomainT<RegistrationMessageId>();
