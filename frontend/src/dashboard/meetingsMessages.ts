import type { FeatureMessages } from '../i18n/WithMessages';
import { useDomainT } from '../i18n/useDomainT';
import type { SharedDomainMessageId } from '../i18n/sharedDomainMessages';

/** The dashboard's 'Upcoming Meetings' card (docs/product.md §12), loaded with the card, in English. */
export const meetingsCardEn = {
  'meetingsCard.title': 'Upcoming Meetings',
  'meetingsCard.empty': 'No upcoming meetings',
  'meetingsCard.when': '{date} · {minutes} min',
  'meetingsCard.join': 'Join {title}',
} as const;

export type MeetingsCardMessageId = keyof typeof meetingsCardEn;

export const meetingsCardDe: Record<MeetingsCardMessageId, string> = {
  'meetingsCard.title': 'Anstehende Meetings',
  'meetingsCard.empty': 'Keine anstehenden Meetings',
  'meetingsCard.when': '{date} · {minutes} Min.',
  'meetingsCard.join': '{title} beitreten',
};

export const meetingsCardMessages: FeatureMessages = { en: meetingsCardEn, de: meetingsCardDe };

export const useMeetingsCardT = () => useDomainT<MeetingsCardMessageId | SharedDomainMessageId>();
