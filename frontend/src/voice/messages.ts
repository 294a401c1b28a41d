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
  'voice.messages.label': 'Conversation with Isla',
  'voice.sender.isla': 'Isla',
  'voice.sender.user': 'You',
  'voice.greeting':
    "Hi {firstName}! I'm Isla, your AI guide. Tell me about a problem you'd love to solve, or ask me anything about your journey.",
  'voice.hearError': "Sorry, I couldn't hear you clearly.",
  'voice.fallback.1': "What's a situation in your daily life where something keeps going wrong?",
  'voice.fallback.2': 'Who else do you think is affected by this problem?',
  'voice.fallback.3': 'What have you already tried, and why did it not work?',
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
  'voice.messages.label': 'Gespräch mit Isla',
  'voice.sender.isla': 'Isla',
  'voice.sender.user': 'Du',
  'voice.greeting':
    'Hallo {firstName}! Ich bin Isla, deine KI-Begleiterin. Erzähl mir von einem Problem, das du gern lösen würdest, oder frag mich alles zu deiner Reise.',
  'voice.hearError': 'Entschuldige, ich konnte dich nicht deutlich hören.',
  'voice.fallback.1': 'In welcher Situation in deinem Alltag läuft immer wieder etwas schief?',
  'voice.fallback.2': 'Wer ist deiner Meinung nach noch von diesem Problem betroffen?',
  'voice.fallback.3': 'Was hast du schon ausprobiert, und warum hat es nicht funktioniert?',
  'voice.input.label': 'Nachricht an Isla',
  'voice.input.placeholder': 'Schreib eine Nachricht...',
  'voice.send': 'Senden',
  'voice.unsupported':
    'Spracheingabe ist in diesem Browser nicht verfügbar. Schreib deine Nachricht stattdessen.',
};

export const voiceMessages = { en: voiceEn, de: voiceDe };

export const useVoiceT = () => useDomainT<VoiceMessageId>();
