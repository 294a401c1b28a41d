import { useDomainT } from '../i18n/useDomainT';
import type { sideCardsEn } from './sideCardsMessages.en';

export type SideCardsMessageId = keyof typeof sideCardsEn;

export const useSideCardsT = () => useDomainT<SideCardsMessageId>();
