import { useDomainT } from '../i18n/useDomainT';
import type { SharedDomainMessageId } from '../i18n/sharedDomainMessages';
import type { showcaseEn } from './messages.en';

export type ShowcaseMessageId = keyof typeof showcaseEn;

export const useShowcaseT = () => useDomainT<ShowcaseMessageId | SharedDomainMessageId>();
