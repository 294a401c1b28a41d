import { useCallback, useEffect, useRef } from 'react';
import type { Locale } from '@creators/contracts';
import { useAudioEnabled } from './audioPreference';
import { IslaVoice } from './speech';

/**
 * Isla's voice in the user's language (product.md §4, §7), one text at a time, unless audio is off. Turning audio off, or
 * unmounting, stops her.
 */
export function useSpeechOutput(locale: Locale) {
  const [audioEnabled] = useAudioEnabled();
  const voice = useRef<IslaVoice | null>(null);
  const latest = useRef({ locale, audioEnabled });

  useEffect(() => {
    latest.current = { locale, audioEnabled };
  });

  /** Whether Isla speaks aloud now (read at call time, from callbacks). */
  const audible = useCallback(() => latest.current.audioEnabled, []);

  /** Resolves when Isla has finished or was stopped; at once when audio is off. Never rejects. */
  const speak = useCallback(async (text: string): Promise<void> => {
    if (!latest.current.audioEnabled) return;
    voice.current ??= new IslaVoice();
    await voice.current.speak(text, { locale: latest.current.locale });
  }, []);

  const stop = useCallback(() => voice.current?.stop(), []);

  useEffect(() => {
    if (!audioEnabled) voice.current?.stop();
  }, [audioEnabled]);

  useEffect(() => () => voice.current?.stop(), []);

  return { audioEnabled, audible, speak, stop };
}
