import type { IslaMessageId } from './messages';

export const islaDe: Record<IslaMessageId, string> = {
  'isla.audio.on': 'Ton an',
  'isla.audio.off': 'Ton aus',
  'isla.audio.turnOff': 'Islas Stimme ausschalten',
  'isla.audio.turnOn': 'Islas Stimme einschalten',
};
