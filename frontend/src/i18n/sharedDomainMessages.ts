import type { sharedDomainEn } from './sharedDomainMessages.en';

export type SharedDomainMessageId = keyof typeof sharedDomainEn;
