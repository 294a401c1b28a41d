import { useDomainT } from '../i18n/useDomainT';

/** What the brainstorm and the voice dialog share of Isla's UI: the audio toggle (product.md §2.8). */
export const islaEn = {
  'isla.audio.on': 'Audio on',
  'isla.audio.off': 'Audio off',
  'isla.audio.turnOff': "Turn Isla's voice off",
  'isla.audio.turnOn': "Turn Isla's voice on",
} as const;

export type IslaMessageId = keyof typeof islaEn;

export const islaDe: Record<IslaMessageId, string> = {
  'isla.audio.on': 'Ton an',
  'isla.audio.off': 'Ton aus',
  'isla.audio.turnOff': 'Islas Stimme ausschalten',
  'isla.audio.turnOn': 'Islas Stimme einschalten',
};

export const islaMessages = { en: islaEn, de: islaDe };

export const useIslaT = () => useDomainT<IslaMessageId>();
