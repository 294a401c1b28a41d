import { useCallback, useEffect, useRef, useState } from 'react';
import type { Locale } from '@creators/contracts';
import { speechLang } from './speech';

/** The part of the Web Speech API's SpeechRecognition used here (TypeScript's DOM types have the events but not the class). */
export interface SpeechRecognitionLike {
  lang: string;
  continuous: boolean;
  interimResults: boolean;
  maxAlternatives: number;
  start(): void;
  stop(): void;
  abort(): void;
  onresult: ((event: SpeechRecognitionEvent) => void) | null;
  onerror: ((event: SpeechRecognitionErrorEvent) => void) | null;
  onend: ((event: Event) => void) | null;
}
export type SpeechRecognitionConstructor = new () => SpeechRecognitionLike;

/** The browser's speech recognition (standard or webkit-prefixed), or null where there is none. */
export function getSpeechRecognition(): SpeechRecognitionConstructor | null {
  if (typeof window === 'undefined') return null;
  const w = window as unknown as {
    SpeechRecognition?: SpeechRecognitionConstructor;
    webkitSpeechRecognition?: SpeechRecognitionConstructor;
  };
  return w.SpeechRecognition ?? w.webkitSpeechRecognition ?? null;
}

interface Options {
  locale: Locale;
  /** Listening stops after this much silence (product.md §9: 2.5 s in the brainstorm, 2 s in the voice dialog). */
  idleStopMs: number;
  /** What was heard, once listening has ended (may be empty or short: the caller applies product.md §5). */
  onTranscript(transcript: string): void;
  /** A recognition error other than an abort (no-speech, audio-capture, not-allowed, network, ...). */
  onError(error: string): void;
}

interface Session {
  recognition: SpeechRecognitionLike;
  aborted: boolean;
  failed: boolean;
  transcript: string;
}

/**
 * Speech recognition in en-US or de-DE (product.md §1): start() listens until `idleStopMs` pass without speech (or
 * the browser ends it), then reports the transcript. abort() ends it without a report.
 */
export function useSpeechRecognition(options: Options) {
  const [listening, setListening] = useState(false);
  const supported = getSpeechRecognition() !== null;
  const optionsRef = useRef(options);
  const session = useRef<Session | null>(null);
  const idleTimer = useRef<ReturnType<typeof setTimeout> | null>(null);

  useEffect(() => {
    optionsRef.current = options;
  });

  const clearIdle = () => {
    if (idleTimer.current) clearTimeout(idleTimer.current);
    idleTimer.current = null;
  };

  const start = useCallback((): boolean => {
    const Recognition = getSpeechRecognition();
    if (!Recognition || session.current) return false;
    const recognition = new Recognition();
    recognition.lang = speechLang(optionsRef.current.locale);
    recognition.continuous = true;
    recognition.interimResults = true;
    recognition.maxAlternatives = 1;
    const current: Session = { recognition, aborted: false, failed: false, transcript: '' };
    const armIdle = () => {
      clearIdle();
      idleTimer.current = setTimeout(() => recognition.stop(), optionsRef.current.idleStopMs);
    };
    recognition.onresult = (event) => {
      current.transcript = Array.from(event.results, (result) => result[0]?.transcript ?? '')
        .join(' ')
        .replace(/\s+/g, ' ')
        .trim();
      armIdle();
    };
    recognition.onerror = (event) => {
      if (event.error === 'aborted' || current.aborted) return;
      current.failed = true;
      optionsRef.current.onError(event.error);
    };
    recognition.onend = () => {
      if (session.current === current) {
        session.current = null;
        clearIdle();
        setListening(false);
      }
      if (!current.aborted && !current.failed) optionsRef.current.onTranscript(current.transcript);
    };
    try {
      recognition.start();
    } catch {
      return false;
    }
    session.current = current;
    setListening(true);
    armIdle();
    return true;
  }, []);

  /** Stops listening and reports what was heard so far. */
  const stop = useCallback(() => {
    clearIdle();
    session.current?.recognition.stop();
  }, []);

  /** Stops listening without a report. */
  const abort = useCallback(() => {
    clearIdle();
    const current = session.current;
    session.current = null;
    setListening(false);
    if (current) {
      current.aborted = true;
      current.recognition.abort();
    }
  }, []);

  useEffect(() => abort, [abort]);

  return { supported, listening, start, stop, abort };
}
