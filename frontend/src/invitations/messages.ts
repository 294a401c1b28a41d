import { useDomainT } from '../i18n/useDomainT';
import type { PageMessageId } from '../i18n/pageMessages';
import type { SharedDomainMessageId } from '../i18n/sharedDomainMessages';
import type { inviteEn } from './messages.en';

export type InviteMessageId = keyof typeof inviteEn;

/** Its texts (./messages.en.ts, .de.ts) come with the signed-in screens' (app/signedInMessages): the dashboard invites too. */
export const useInviteT = () => useDomainT<InviteMessageId | PageMessageId | SharedDomainMessageId>();
