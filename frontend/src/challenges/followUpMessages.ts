import type { FeatureMessages } from '../i18n/WithMessages';
import { useDomainT } from '../i18n/useDomainT';
import type { SharedDomainMessageId } from '../i18n/sharedDomainMessages';

/**
 * The texts of what follows creating or accepting a challenge (the toast's link, joining a team already on it), in
 * English: loaded with the challenge pages (i18n/WithMessages), not with the app's first page.
 */
export const challengeFollowUpEn = {
  'challenges.created.view': 'View challenge',
  'challenges.acceptChoice.title': 'Join a team or start one',
  'challenges.acceptChoice.subtitle':
    '{count, plural, one {A team with an open seat already works on this challenge. Join it, or start a new team.} other {# teams with open seats already work on this challenge. Join one of them, or start a new team.}}',
  'challenges.acceptChoice.join': 'Join',
  'challenges.acceptChoice.joinTeam': 'Join {name}',
  'challenges.acceptChoice.seats': '{count, plural, one {# open seat} other {# open seats}}',
  'challenges.acceptChoice.startNew': 'Start a New Team',
} as const;

type FollowUpMessageId = keyof typeof challengeFollowUpEn;

const challengeFollowUpDe: Record<FollowUpMessageId, string> = {
  'challenges.created.view': 'Challenge ansehen',
  'challenges.acceptChoice.title': 'Einem Team beitreten oder eins gründen',
  'challenges.acceptChoice.subtitle':
    '{count, plural, one {An dieser Challenge arbeitet schon ein Team mit einem freien Platz. Tritt ihm bei oder gründe ein neues Team.} other {An dieser Challenge arbeiten schon # Teams mit freien Plätzen. Tritt einem bei oder gründe ein neues Team.}}',
  'challenges.acceptChoice.join': 'Beitreten',
  'challenges.acceptChoice.joinTeam': '{name} beitreten',
  'challenges.acceptChoice.seats': '{count, plural, one {# freier Platz} other {# freie Plätze}}',
  'challenges.acceptChoice.startNew': 'Neues Team gründen',
};

export const challengeFollowUpMessages: FeatureMessages = {
  en: challengeFollowUpEn,
  de: challengeFollowUpDe,
};

export const useChallengeFollowUpT = () => useDomainT<FollowUpMessageId | SharedDomainMessageId>();
