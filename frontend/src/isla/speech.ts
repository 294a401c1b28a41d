import type { Locale } from '@creators/contracts';
import { ISLA_LIMITS } from '@creators/contracts/isla-limits';

/** product.md §7: Isla's voice comes from the gateway (built-in synthesizer or ElevenLabs). */
export const SPEAK_PATH = '/api/elevenlabs/speak';

/** The BCP 47 tag for speech in a locale (product.md §1: en-US or de-DE). */
export const speechLang = (locale: Locale) => (locale === 'de' ? 'de-DE' : 'en-US');

/** A browser voice for the language: the exact tag first, then any voice of the language, else none (the browser picks). */
export function pickBrowserVoice(
  voices: readonly SpeechSynthesisVoice[],
  locale: Locale,
): SpeechSynthesisVoice | null {
  const tag = speechLang(locale).toLowerCase();
  const normal = (voice: SpeechSynthesisVoice) => voice.lang.toLowerCase().replace('_', '-');
  return (
    voices.find((voice) => normal(voice) === tag) ??
    voices.find((voice) => normal(voice).startsWith(locale)) ??
    null
  );
}

export interface SpeakOptions {
  locale: Locale;
  /** Overrides for tests. */
  fetch?: typeof fetch;
}

/**
 * Speaks one text at a time: the gateway's audio played by an Audio element, and, when that fails (a 503, no
 * network, a blocked or broken playback), the browser's own speech synthesis in the same language
 * (product.md §7, §8). speak() resolves when Isla has finished (or was stopped); it never rejects.
 */
export class IslaVoice {
  private audio: HTMLAudioElement | null = null;
  private objectUrl: string | null = null;
  private abort: AbortController | null = null;
  private finish: (() => void) | null = null;

  async speak(text: string, { locale, fetch: fetcher = fetch }: SpeakOptions): Promise<void> {
    this.stop();
    const spoken = text.trim().slice(0, ISLA_LIMITS.speechTextMax);
    if (!spoken) return;
    const abort = new AbortController();
    this.abort = abort;
    try {
      const response = await fetcher(SPEAK_PATH, {
        method: 'POST',
        credentials: 'same-origin',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ text: spoken, language: locale }),
        signal: abort.signal,
      });
      if (!response.ok) throw new Error(`${response.status}: ${response.statusText}`);
      const blob = await response.blob();
      if (abort.signal.aborted) return;
      if (!blob.size) throw new Error('empty audio');
      await this.play(blob, abort.signal);
    } catch {
      if (abort.signal.aborted) return;
      await this.speakWithBrowser(spoken, locale, abort.signal);
    } finally {
      if (this.abort === abort) this.abort = null;
    }
  }

  /** Stops whatever Isla is saying; the pending speak() resolves. */
  stop(): void {
    this.abort?.abort();
    this.abort = null;
    if (this.audio) {
      this.audio.pause();
      this.audio = null;
    }
    this.releaseUrl();
    if (typeof window !== 'undefined' && window.speechSynthesis) window.speechSynthesis.cancel();
    const finish = this.finish;
    this.finish = null;
    finish?.();
  }

  private releaseUrl() {
    if (this.objectUrl) URL.revokeObjectURL?.(this.objectUrl);
    this.objectUrl = null;
  }

  private play(blob: Blob, signal: AbortSignal): Promise<void> {
    if (typeof URL.createObjectURL !== 'function' || typeof Audio === 'undefined')
      return Promise.reject(new Error('no audio playback'));
    const url = URL.createObjectURL(blob);
    this.objectUrl = url;
    const audio = new Audio(url);
    this.audio = audio;
    return new Promise<void>((resolve, reject) => {
      const done = (error?: unknown) => {
        audio.onended = null;
        audio.onerror = null;
        if (this.finish === finish) this.finish = null;
        if (this.audio === audio) this.audio = null;
        if (this.objectUrl === url) this.releaseUrl();
        if (error && !signal.aborted) reject(error);
        else resolve();
      };
      const finish = () => done();
      this.finish = finish;
      audio.onended = () => done();
      audio.onerror = () => done(new Error('audio playback failed'));
      audio.play().catch((error: unknown) => done(error ?? new Error('audio playback refused')));
    });
  }

  private speakWithBrowser(text: string, locale: Locale, signal: AbortSignal): Promise<void> {
    const synth = typeof window !== 'undefined' ? window.speechSynthesis : undefined;
    if (!synth || typeof SpeechSynthesisUtterance === 'undefined' || signal.aborted) return Promise.resolve();
    return new Promise<void>((resolve) => {
      const utterance = new SpeechSynthesisUtterance(text);
      utterance.lang = speechLang(locale);
      const voice = pickBrowserVoice(synth.getVoices?.() ?? [], locale);
      if (voice) utterance.voice = voice;
      // Some browsers never report the end of an utterance: give up waiting after a generous time.
      const safety = setTimeout(() => finish(), 15_000 + text.length * 120);
      const finish = () => {
        clearTimeout(safety);
        if (this.finish === finish) this.finish = null;
        resolve();
      };
      this.finish = finish;
      utterance.onend = finish;
      utterance.onerror = finish;
      synth.speak(utterance);
    });
  }
}
