import { useDomainT } from '../i18n/useDomainT';
import type { SharedDomainMessageId } from '../i18n/sharedDomainMessages';
import type { challengesEn } from './messages.en';

export type ChallengesMessageId = keyof typeof challengesEn;

export const useChallengesT = () => useDomainT<ChallengesMessageId | SharedDomainMessageId>();
