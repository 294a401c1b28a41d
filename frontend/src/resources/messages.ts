import { useDomainT } from '../i18n/useDomainT';
import type { PageMessageId } from '../i18n/pageMessages';
import type { SharedDomainMessageId } from '../i18n/sharedDomainMessages';
import type { resourcesEn } from './messages.en';

export type ResourcesMessageId = keyof typeof resourcesEn;

/** The page's texts, the shared ones and the edit's (page.save…, product.md §11.2). */
export const useResourcesT = () => useDomainT<ResourcesMessageId | SharedDomainMessageId | PageMessageId>();
