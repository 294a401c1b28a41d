import { useCallback, useEffect, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import {
  conversationHistory,
  DEFAULT_FIRST_NAME,
  isLocale,
  isReplyTooShort,
  type Locale,
} from '@creators/contracts';
import { canSend, isIgnoredSpeech, VOICE_TIMINGS } from '../isla/conversationRules';
import { useConversation } from '../isla/useConversation';
import { useVoiceT } from './messages';
import { useSpeechOutput } from '../isla/useSpeechOutput';
import { useSpeechRecognition } from '../isla/useSpeechRecognition';

/** The voice dialog's scripted questions when Isla gives no usable answer (product.md §5, §8), in rotation. */
const FALLBACK_LINES = ['voice.fallback.1', 'voice.fallback.2', 'voice.fallback.3'] as const;

/** product.md §4 voice states. */
export type VoiceStatus = 'ready' | 'listening' | 'speaking' | 'thinking';

export interface VoiceMessage {
  id: number;
  sender: 'user' | 'avatar';
  message: string;
}

interface Options {
  open: boolean;
  /** The user's first name for the greeting; 'Student' when missing (product.md §2). */
  firstName?: string | null;
}

/**
 * The voice dialog's turn taking (product.md §2, §4, §9): a greeting with the user's first name on first open; talk()
 * listens until 2 s of silence; Isla thinks at least 1 s, answers through the shared conversation in the user's
 * language and speaks (unless audio is off); while she speaks or thinks the microphone is ignored, and listening
 * restarts 1 s after she finishes until the user stops. Closing ends listening and speech.
 */
export function useVoiceConversation({ open, firstName }: Options) {
  const t = useVoiceT();
  const intl = useIntl();
  const locale: Locale = isLocale(intl.locale) ? intl.locale : 'en';
  const speech = useSpeechOutput(locale);
  const { ask } = useConversation();
  const [messages, setMessages] = useState<VoiceMessage[]>([]);
  const [status, setStatusState] = useState<VoiceStatus>('ready');
  /** The user pressed Talk and not Stop: listening restarts after each answer. */
  const [conversing, setConversingState] = useState(false);

  const statusRef = useRef<VoiceStatus>('ready');
  const conversingRef = useRef(false);
  const messagesRef = useRef<VoiceMessage[]>([]);
  const greeted = useRef(false);
  const openRef = useRef(open);
  const localeRef = useRef(locale);
  const restartTimer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const nextId = useRef(1);
  const fallbacks = useRef(0);

  useEffect(() => {
    localeRef.current = locale;
    openRef.current = open;
  });

  const setStatus = useCallback((next: VoiceStatus) => {
    statusRef.current = next;
    setStatusState(next);
  }, []);

  const setConversing = useCallback((next: boolean) => {
    conversingRef.current = next;
    setConversingState(next);
  }, []);

  const add = useCallback((sender: VoiceMessage['sender'], message: string) => {
    const entry = { id: nextId.current++, sender, message };
    messagesRef.current = [...messagesRef.current, entry];
    setMessages(messagesRef.current);
  }, []);

  const clearRestart = useCallback(() => {
    if (restartTimer.current) clearTimeout(restartTimer.current);
    restartTimer.current = null;
  }, []);

  const recognition = useSpeechRecognition({
    locale,
    idleStopMs: VOICE_TIMINGS.voiceIdleStopMs,
    onTranscript: (transcript) => heard(transcript),
    onError: (error) => failed(error),
  });
  const { supported, start: startListening, abort: abortListening } = recognition;
  const { audible, speak, stop: stopSpeaking } = speech;

  const listen = useCallback(() => {
    clearRestart();
    if (!openRef.current || !supported) {
      setStatus('ready');
      return;
    }
    setStatus(startListening() ? 'listening' : 'ready');
  }, [clearRestart, setStatus, startListening, supported]);

  /** After Isla's turn: listening again 1 s later while the conversation is on, else Ready. */
  const afterIsla = useCallback(() => {
    setStatus('ready');
    if (!conversingRef.current || !supported || !openRef.current) return;
    clearRestart();
    restartTimer.current = setTimeout(listen, VOICE_TIMINGS.restartListeningMs);
  }, [clearRestart, listen, setStatus, supported]);

  /** Isla says a line: shown, and spoken unless audio is off. */
  const say = useCallback(
    async (line: string) => {
      add('avatar', line);
      if (!audible() || !openRef.current) {
        afterIsla();
        return;
      }
      setStatus('speaking');
      await speak(line);
      if (statusRef.current === 'speaking') afterIsla();
    },
    [add, afterIsla, audible, setStatus, speak],
  );

  const answer = useCallback(
    async (prompt: string) => {
      const history = conversationHistory(messagesRef.current);
      add('user', prompt);
      setStatus('thinking');
      const language = localeRef.current;
      const sessionCount = messagesRef.current.filter((m) => m.sender === 'user').length;
      const result = await ask(
        { prompt, conversationHistory: history, phase: 'ideation', sessionCount, language },
        { minThinkingMs: VOICE_TIMINGS.thinkingDelayMs },
      );
      const reply = result.status === 'answered' ? result.reply.message : null;
      // product.md §5, §8: a reply under 11 characters, or none at all, becomes a scripted question.
      const fallback = () => {
        const n = (fallbacks.current++ % FALLBACK_LINES.length) as 0 | 1 | 2;
        return t(FALLBACK_LINES[n]);
      };
      const line = reply === null || isReplyTooShort(reply) ? fallback() : reply.trim();
      // Stopped while Isla was thinking: her answer is shown, not spoken.
      if (statusRef.current !== 'thinking') add('avatar', line);
      else await say(line);
    },
    [add, ask, say, setStatus, t],
  );

  function heard(transcript: string) {
    // Isla's own voice, or anything heard while she speaks or thinks, is ignored (product.md §4).
    if (statusRef.current !== 'listening') return;
    if (isIgnoredSpeech(transcript)) {
      afterIsla();
      return;
    }
    void answer(transcript.trim());
  }

  function failed(error: string) {
    setConversing(false);
    // 'audio-capture': the browser found no microphone, which no repetition helps.
    void say(t(error === 'audio-capture' ? 'voice.noMicrophone' : 'voice.hearError'));
  }

  const stopAll = useCallback(() => {
    setConversing(false);
    clearRestart();
    abortListening();
    stopSpeaking();
    setStatus('ready');
  }, [abortListening, clearRestart, setConversing, setStatus, stopSpeaking]);

  // First open: the greeting, shown and spoken.
  useEffect(() => {
    if (!open || greeted.current) return;
    greeted.current = true;
    void say(t('voice.greeting', { firstName: firstName?.trim() || DEFAULT_FIRST_NAME }));
  }, [open, firstName, say, t]);

  // Closing (or unmounting) ends listening and speech: the cleanup of the open dialog's effect.
  useEffect(() => {
    if (!open) return;
    return stopAll;
  }, [open, stopAll]);

  useEffect(() => clearRestart, [clearRestart]);

  // Muted while she speaks: her turn ends at once (the speech output stops her voice).
  useEffect(() => {
    if (!speech.audioEnabled && statusRef.current === 'speaking') afterIsla();
  }, [speech.audioEnabled, afterIsla]);

  /** Talk, or Stop while listening, thinking, speaking or between turns. */
  const talk = () => {
    if (statusRef.current !== 'ready' || conversingRef.current) {
      stopAll();
      return;
    }
    setConversing(true);
    stopSpeaking();
    listen();
  };

  /** Sends typed text; false when there is nothing to send or Isla is thinking. */
  const send = (text: string): boolean => {
    if (!canSend(text, status === 'thinking')) return false;
    clearRestart();
    abortListening();
    stopSpeaking();
    void answer(text.trim());
    return true;
  };

  return {
    messages,
    status,
    /** The Talk button reads Stop. */
    stopping: status !== 'ready' || conversing,
    recognitionSupported: supported,
    talk,
    send,
  };
}
