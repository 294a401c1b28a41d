import { useDomainT } from '../i18n/useDomainT';

/** The voice dialog with Isla (product.md §2.8, §4.4, §8) in English. */
export const voiceEn = {
  'voice.open': 'Talk with Isla',
  'voice.title': 'Talk with Isla',
  'voice.close': 'Close',
  'voice.status.ready': 'Ready',
  'voice.status.listening': 'Listening',
  'voice.status.speaking': 'Speaking',
  'voice.status.thinking': 'Thinking',
  'voice.talk': 'Talk',
  'voice.stop': 'Stop',
  'voice.audio.on': 'Audio on',
  'voice.audio.off': 'Audio off',
  'voice.audio.turnOff': "Turn Isla's voice off",
  'voice.audio.turnOn': "Turn Isla's voice on",
  'voice.messages.label': 'Conversation with Isla',
  'voice.sender.isla': 'Isla',
  'voice.sender.user': 'You',
  'voice.greeting':
    "Hi {firstName}! I'm Isla, your AI guide. Tell me about a problem you'd love to solve, or ask me anything about your journey.",
  'voice.hearError': "Sorry, I couldn't hear you clearly.",
  'voice.input.label': 'Message to Isla',
  'voice.input.placeholder': 'Type a message...',
  'voice.send': 'Send',
  'voice.unsupported': 'Voice input is not available in this browser. Type your message instead.',
} as const;

export type VoiceMessageId = keyof typeof voiceEn;

export const voiceDe: Record<VoiceMessageId, string> = {
  'voice.open': 'Mit Isla sprechen',
  'voice.title': 'Sprich mit Isla',
  'voice.close': 'Schließen',
  'voice.status.ready': 'Bereit',
  'voice.status.listening': 'Hört zu',
  'voice.status.speaking': 'Spricht',
  'voice.status.thinking': 'Denkt nach',
  'voice.talk': 'Sprechen',
  'voice.stop': 'Stopp',
  'voice.audio.on': 'Ton an',
  'voice.audio.off': 'Ton aus',
  'voice.audio.turnOff': 'Islas Stimme ausschalten',
  'voice.audio.turnOn': 'Islas Stimme einschalten',
  'voice.messages.label': 'Gespräch mit Isla',
  'voice.sender.isla': 'Isla',
  'voice.sender.user': 'Du',
  'voice.greeting':
    'Hallo {firstName}! Ich bin Isla, deine KI-Begleiterin. Erzähl mir von einem Problem, das du gern lösen würdest, oder frag mich alles zu deiner Reise.',
  'voice.hearError': 'Entschuldige, ich konnte dich nicht deutlich hören.',
  'voice.input.label': 'Nachricht an Isla',
  'voice.input.placeholder': 'Schreib eine Nachricht...',
  'voice.send': 'Senden',
  'voice.unsupported':
    'Spracheingabe ist in diesem Browser nicht verfügbar. Schreib deine Nachricht stattdessen.',
};

export const voiceMessages = { en: voiceEn, de: voiceDe };

export const useVoiceT = () => useDomainT<VoiceMessageId>();
