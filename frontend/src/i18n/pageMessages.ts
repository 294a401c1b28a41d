import { useDomainT } from './useDomainT';
import type { SharedDomainMessageId } from './sharedDomainMessages';
import type { pageEn } from './pageMessages.en';

export type PageMessageId = keyof typeof pageEn;

export const usePageT = () => useDomainT<PageMessageId | SharedDomainMessageId>();
