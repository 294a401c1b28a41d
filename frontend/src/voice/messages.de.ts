import type { VoiceMessageId } from './messages';

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
  'voice.noMicrophone': 'Ich habe kein Mikrofon gefunden. Schreib mir stattdessen.',
  'voice.fallback.1': 'In welcher Situation in deinem Alltag läuft immer wieder etwas schief?',
  'voice.fallback.2': 'Wer ist deiner Meinung nach noch von diesem Problem betroffen?',
  'voice.fallback.3': 'Was hast du schon ausprobiert, und warum hat es nicht funktioniert?',
  'voice.input.label': 'Nachricht an Isla',
  'voice.input.placeholder': 'Schreib eine Nachricht...',
  'voice.send': 'Senden',
  'voice.unsupported':
    'Spracheingabe ist in diesem Browser nicht verfügbar. Schreib deine Nachricht stattdessen.',
};
