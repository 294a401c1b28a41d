import type { FeatureMessages } from '../i18n/WithMessages';
import { useDomainT } from '../i18n/useDomainT';
import type { PageMessageId } from '../i18n/pageMessages';
import type { SharedDomainMessageId } from '../i18n/sharedDomainMessages';
import { invitationsDe } from './invitationsMessages.de';
import { invitationsEn } from './invitationsMessages.en';

export type InvitationsMessageId = keyof typeof invitationsEn;

export const useInvitationsT = () =>
  useDomainT<InvitationsMessageId | PageMessageId | SharedDomainMessageId>();

/**
 * Loaded with the card (after the dashboard's first paint), not with the signed-in screens' texts: the dashboard's
 * initial JavaScript stays within its budget.
 */
export const invitationsMessages: FeatureMessages = { en: invitationsEn, de: invitationsDe };
