import { lazyMessages } from '../i18n/lazyMessages';
import { useDomainT } from '../i18n/useDomainT';
import type { PageMessageId } from '../i18n/pageMessages';
import type { SharedDomainMessageId } from '../i18n/sharedDomainMessages';
import type { judgingEn } from './messages.en';

export type JudgingMessageId = keyof typeof judgingEn;

/** Judging's texts, one module per language, loaded with the screens that show them (in the language shown). */
export const judgingMessages = lazyMessages({
  en: () => import('./messages.en').then((texts) => texts.judgingEn),
  de: () => import('./messages.de').then((texts) => texts.judgingDe),
});

export const useJudgingT = () => useDomainT<JudgingMessageId | PageMessageId | SharedDomainMessageId>();
