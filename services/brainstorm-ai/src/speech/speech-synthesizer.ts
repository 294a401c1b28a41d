import type { Locale } from '@creators/contracts';

export interface SynthesizedSpeech {
  /** audio/wav (built-in) or audio/mpeg (ElevenLabs): what the browser's <audio> element is given. */
  contentType: string;
  audio: Buffer;
}

/** Turns Isla's text into audio. Throws when it cannot; the caller decides what to fall back to. */
export interface SpeechSynthesizer {
  /** Reported to clients as `provider`: builtin, elevenlabs. */
  readonly name: string;
  synthesize(text: string, language: Locale, signal?: AbortSignal): Promise<SynthesizedSpeech>;
}
