import { useDomainT } from '../i18n/useDomainT';
import type { brainstormEn } from './messages.en';

export type BrainstormMessageId = keyof typeof brainstormEn;

export const useBrainstormT = () => useDomainT<BrainstormMessageId>();
