import type { FeatureMessages } from '../i18n/WithMessages';
import { useDomainT } from '../i18n/useDomainT';
import type { PageMessageId } from '../i18n/pageMessages';
import type { SharedDomainMessageId } from '../i18n/sharedDomainMessages';

/** The person page (docs/product.md: pages with their own addresses), in English. */
export const personEn = {
  'person.skills': 'Skills',
  'person.interests': 'Interests',
  'person.bio': 'About',
  'person.badges': 'Badges',
  'person.teams': 'Teams',
  'person.challenges': 'Challenges',
  'person.projects': 'Projects',
  'person.pictureOf': 'Picture of {name}',
  'person.mentorNotVerified': 'Mentor, not yet verified',
  'person.editProfile': 'Edit profile',
} as const;

export type PersonMessageId = keyof typeof personEn;

export const personDe: Record<PersonMessageId, string> = {
  'person.skills': 'Fähigkeiten',
  'person.interests': 'Interessen',
  'person.bio': 'Über mich',
  'person.badges': 'Abzeichen',
  'person.teams': 'Teams',
  'person.challenges': 'Challenges',
  'person.projects': 'Projekte',
  'person.pictureOf': 'Bild von {name}',
  'person.mentorNotVerified': 'Mentor, noch nicht verifiziert',
  'person.editProfile': 'Profil bearbeiten',
};

/** Loaded with the page that shows them (i18n/WithMessages), not with the app's first page. */
export const personMessages: FeatureMessages = { en: personEn, de: personDe };

export const usePersonT = () => useDomainT<PersonMessageId | PageMessageId | SharedDomainMessageId>();
