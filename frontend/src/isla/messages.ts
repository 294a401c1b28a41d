import { useDomainT } from '../i18n/useDomainT';
import type { islaEn } from './messages.en';

export type IslaMessageId = keyof typeof islaEn;

export const useIslaT = () => useDomainT<IslaMessageId>();
