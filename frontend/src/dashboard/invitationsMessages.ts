import { useDomainT } from '../i18n/useDomainT';
import type { PageMessageId } from '../i18n/pageMessages';
import type { SharedDomainMessageId } from '../i18n/sharedDomainMessages';
import type { invitationsEn } from './invitationsMessages.en';

export type InvitationsMessageId = keyof typeof invitationsEn;

export const useInvitationsT = () =>
  useDomainT<InvitationsMessageId | PageMessageId | SharedDomainMessageId>();
