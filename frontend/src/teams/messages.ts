import { useDomainT } from '../i18n/useDomainT';
import type { SharedDomainMessageId } from '../i18n/sharedDomainMessages';
import type { teamsEn } from './messages.en';

export type TeamsMessageId = keyof typeof teamsEn;

export const useTeamsT = () => useDomainT<TeamsMessageId | SharedDomainMessageId>();
