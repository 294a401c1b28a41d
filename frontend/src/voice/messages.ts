import { useDomainT } from '../i18n/useDomainT';
import type { voiceEn } from './messages.en';

export type VoiceMessageId = keyof typeof voiceEn;

export const useVoiceT = () => useDomainT<VoiceMessageId>();
