import { useCallback, useEffect, useId, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { useIntl } from 'react-intl';
import { useMutation } from '@apollo/client/react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import CloseIcon from '@mui/icons-material/Close';
import MicIcon from '@mui/icons-material/Mic';
import SendIcon from '@mui/icons-material/Send';
import StopIcon from '@mui/icons-material/Stop';
import {
  BRAINSTORM_LIMITS,
  BRAINSTORM_TEXTS,
  canSend,
  conversationHistory,
  DEFAULT_FIRST_NAME,
  isIgnoredSpeech,
  isLocale,
  isReplyTooShort,
  VOICE_TIMINGS,
  type Locale,
} from '@creators/contracts';
import { GENERATE_ISLA_RESPONSE_MUTATION } from '../brainstorm/graphql';
import { visuallyHidden } from '../ui/visuallyHidden';
import { AudioToggle } from './AudioToggle';
import { useAudioEnabled } from './audioPreference';
import { IslaAvatar } from './IslaAvatar';
import { useVoiceT } from './messages';
import { IslaVoice } from './speech';
import { useSpeechRecognition } from './useSpeechRecognition';

/** product.md §4.4 voice states. */
export type VoiceStatus = 'ready' | 'listening' | 'speaking' | 'thinking';

interface VoiceMessage {
  id: number;
  sender: 'user' | 'avatar';
  message: string;
}

interface Props {
  open: boolean;
  onClose(): void;
  /** The user's first name for the greeting; 'Student' when missing (product.md §2.8). */
  firstName?: string | null;
}

const delay = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

const STATUS_COLOURS: Record<VoiceStatus, string> = {
  ready: '#16a34a',
  listening: '#dc2626',
  speaking: '#7c3aed',
  thinking: '#d97706',
};

/**
 * The voice dialog with Isla (product.md §2.8, §4.4): a greeting with the user's first name on first open; Talk
 * listens in en-US or de-DE and stops after 2 s of silence; Isla thinks at least 1 s, answers through
 * generateIslaResponse in the user's language and speaks (unless audio is off); while she speaks the microphone is
 * ignored, and listening restarts 1 s after she finishes until the user presses Stop. The text field works in every
 * browser.
 */
export function VoiceDialog({ open, onClose, firstName }: Props) {
  const t = useVoiceT();
  const intl = useIntl();
  const locale: Locale = isLocale(intl.locale) ? intl.locale : 'en';
  const [audioEnabled] = useAudioEnabled();
  const [generate] = useMutation(GENERATE_ISLA_RESPONSE_MUTATION, { fetchPolicy: 'no-cache' });
  const [messages, setMessages] = useState<VoiceMessage[]>([]);
  const [status, setStatusState] = useState<VoiceStatus>('ready');
  const [text, setText] = useState('');
  const inputHintId = useId();

  const statusRef = useRef<VoiceStatus>('ready');
  const messagesRef = useRef<VoiceMessage[]>([]);
  /** The user pressed Talk and not Stop: listening restarts after each answer. */
  const active = useRef(false);
  const greeted = useRef(false);
  const openRef = useRef(open);
  const voice = useRef<IslaVoice | null>(null);
  const restartTimer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const nextId = useRef(1);
  const fallbacks = useRef(0);
  const latest = useRef({ locale, audioEnabled });

  useEffect(() => {
    latest.current = { locale, audioEnabled };
    openRef.current = open;
  });

  const setStatus = (next: VoiceStatus) => {
    statusRef.current = next;
    setStatusState(next);
  };

  const add = (sender: VoiceMessage['sender'], message: string) => {
    const entry = { id: nextId.current++, sender, message };
    messagesRef.current = [...messagesRef.current, entry];
    setMessages(messagesRef.current);
  };

  const clearRestart = () => {
    if (restartTimer.current) clearTimeout(restartTimer.current);
    restartTimer.current = null;
  };

  // Recognition callbacks refer to functions defined below through this ref (they are created once).
  const handlers = useRef<{ heard(transcript: string): void; failed(): void }>({
    heard: () => {},
    failed: () => {},
  });
  const recognition = useSpeechRecognition({
    locale,
    idleStopMs: VOICE_TIMINGS.voiceIdleStopMs,
    onTranscript: (transcript) => handlers.current.heard(transcript),
    onError: () => handlers.current.failed(),
  });
  const recognitionRef = useRef(recognition);
  useEffect(() => {
    recognitionRef.current = recognition;
  });

  const listen = useCallback(() => {
    clearRestart();
    if (!openRef.current || !recognitionRef.current.supported) {
      setStatus('ready');
      return;
    }
    if (recognitionRef.current.start()) setStatus('listening');
    else setStatus('ready');
  }, []);

  /** After Isla's turn: listening again 1 s later while the conversation is on, else Ready. */
  const afterIsla = useCallback(() => {
    setStatus('ready');
    if (!active.current || !recognitionRef.current.supported || !openRef.current) return;
    clearRestart();
    restartTimer.current = setTimeout(listen, VOICE_TIMINGS.restartListeningMs);
  }, [listen]);

  /** Isla says a line: shown, and spoken unless audio is off. */
  const say = useCallback(
    async (line: string) => {
      add('avatar', line);
      if (!latest.current.audioEnabled || !openRef.current) {
        afterIsla();
        return;
      }
      setStatus('speaking');
      voice.current ??= new IslaVoice();
      await voice.current.speak(line, { locale: latest.current.locale });
      if (statusRef.current === 'speaking') afterIsla();
    },
    [afterIsla],
  );

  const answer = useCallback(
    async (prompt: string) => {
      const history = conversationHistory(messagesRef.current);
      add('user', prompt);
      setStatus('thinking');
      const currentLocale = latest.current.locale;
      const sessionCount = messagesRef.current.filter((m) => m.sender === 'user').length;
      const fallback = () => {
        const list = BRAINSTORM_TEXTS[currentLocale].fallbackQuestions.ideation;
        return list[fallbacks.current++ % list.length];
      };
      const [reply] = await Promise.all([
        generate({
          variables: {
            input: {
              prompt,
              conversationHistory: history,
              phase: 'ideation',
              sessionCount,
              language: currentLocale,
            },
          },
        }).then(
          ({ data }) => data?.generateIslaResponse.message ?? '',
          () => null,
        ),
        delay(VOICE_TIMINGS.thinkingDelayMs),
      ]);
      // product.md §5, §8: a reply under 11 characters, or none at all, becomes a scripted question.
      const line = reply === null || isReplyTooShort(reply) ? fallback() : reply.trim();
      // Stopped while Isla was thinking: her answer is shown, not spoken.
      if (statusRef.current !== 'thinking') add('avatar', line);
      else await say(line);
    },
    [generate, say],
  );

  handlers.current = {
    heard(transcript) {
      // Isla's own voice, or anything heard while she speaks or thinks, is ignored (product.md §4.4).
      if (statusRef.current !== 'listening') return;
      if (isIgnoredSpeech(transcript)) {
        afterIsla();
        return;
      }
      void answer(transcript.trim());
    },
    failed() {
      active.current = false;
      void say(t('voice.hearError'));
    },
  };

  const stopAll = useCallback(() => {
    active.current = false;
    clearRestart();
    recognitionRef.current.abort();
    voice.current?.stop();
    setStatus('ready');
  }, []);

  // First open: the greeting, shown and spoken.
  useEffect(() => {
    if (!open || greeted.current) return;
    greeted.current = true;
    void say(t('voice.greeting', { firstName: firstName?.trim() || DEFAULT_FIRST_NAME }));
  }, [open, firstName, say, t]);

  // Closing ends listening and speech.
  useEffect(() => {
    if (!open) stopAll();
  }, [open, stopAll]);

  useEffect(() => {
    if (!audioEnabled && statusRef.current === 'speaking') {
      voice.current?.stop();
      afterIsla();
    }
  }, [audioEnabled, afterIsla]);

  useEffect(
    () => () => {
      clearRestart();
      voice.current?.stop();
    },
    [],
  );

  const talk = () => {
    if (status !== 'ready' || active.current) {
      stopAll();
      return;
    }
    active.current = true;
    voice.current?.stop();
    listen();
  };

  const sendText = () => {
    if (!canSend(text, status === 'thinking')) return;
    clearRestart();
    recognitionRef.current.abort();
    voice.current?.stop();
    const prompt = text.trim();
    setText('');
    void answer(prompt);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      sendText();
    }
  };

  const stopping = status !== 'ready' || active.current;
  const statusLabel = t(`voice.status.${status}`);

  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="voice-dialog-title">
      <DialogTitle id="voice-dialog-title" component="h2" sx={{ pr: 7 }}>
        {t('voice.title')}
      </DialogTitle>
      <IconButton
        onClick={onClose}
        aria-label={t('voice.close')}
        sx={{ position: 'absolute', top: 10, right: 10 }}
      >
        <CloseIcon />
      </IconButton>
      <DialogContent dividers>
        <Box sx={{ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 1.5, mb: 2 }}>
          <Box sx={{ position: 'relative' }}>
            <IslaAvatar size={96} />
            <Box
              role="status"
              data-status={status}
              sx={{
                position: 'absolute',
                bottom: -6,
                left: '50%',
                transform: 'translateX(-50%)',
                px: 1,
                py: 0.25,
                borderRadius: 999,
                fontSize: '0.75rem',
                fontWeight: 700,
                color: '#fff',
                whiteSpace: 'nowrap',
                bgcolor: STATUS_COLOURS[status],
              }}
            >
              {statusLabel}
            </Box>
          </Box>
          <Box sx={{ display: 'flex', gap: 1, mt: 1 }}>
            <Button
              variant="contained"
              color={stopping ? 'error' : 'primary'}
              startIcon={stopping ? <StopIcon /> : <MicIcon />}
              onClick={talk}
              disabled={!recognition.supported && !stopping}
              aria-describedby={recognition.supported ? undefined : inputHintId}
            >
              {stopping ? t('voice.stop') : t('voice.talk')}
            </Button>
            <AudioToggle size="medium" />
          </Box>
          {!recognition.supported && (
            <Typography id={inputHintId} variant="body2" color="text.secondary" sx={{ textAlign: 'center' }}>
              {t('voice.unsupported')}
            </Typography>
          )}
        </Box>

        <Box
          role="log"
          aria-label={t('voice.messages.label')}
          tabIndex={0}
          sx={{
            maxHeight: 280,
            minHeight: 120,
            overflowY: 'auto',
            p: 1.5,
            borderRadius: 2,
            bgcolor: 'grey.50',
            border: 1,
            borderColor: 'divider',
            display: 'flex',
            flexDirection: 'column',
            gap: 1,
          }}
        >
          {messages.map((m) => (
            <Box
              key={m.id}
              data-sender={m.sender}
              sx={{
                alignSelf: m.sender === 'user' ? 'flex-end' : 'flex-start',
                maxWidth: '85%',
                px: 1.5,
                py: 1,
                borderRadius: 2,
                whiteSpace: 'pre-line',
                overflowWrap: 'anywhere',
                ...(m.sender === 'user'
                  ? { bgcolor: 'primary.main', color: 'primary.contrastText' }
                  : { bgcolor: 'background.paper', border: 1, borderColor: 'divider' }),
              }}
            >
              <Box component="span" sx={visuallyHidden}>
                {m.sender === 'user' ? t('voice.sender.user') : t('voice.sender.isla')}:{' '}
              </Box>
              <Typography variant="body2" component="span">
                {m.message}
              </Typography>
            </Box>
          ))}
        </Box>

        <Box
          component="form"
          noValidate
          onSubmit={(event: FormEvent) => {
            event.preventDefault();
            sendText();
          }}
          sx={{ display: 'flex', gap: 1, mt: 2, alignItems: 'flex-start' }}
        >
          <TextField
            fullWidth
            size="small"
            multiline
            maxRows={4}
            value={text}
            onChange={(event) => setText(event.target.value)}
            onKeyDown={onKeyDown}
            placeholder={t('voice.input.placeholder')}
            slotProps={{
              htmlInput: {
                'aria-label': t('voice.input.label'),
                maxLength: BRAINSTORM_LIMITS.messageMaxLength,
              },
            }}
          />
          <Button
            type="submit"
            variant="contained"
            endIcon={<SendIcon />}
            disabled={!canSend(text, status === 'thinking')}
          >
            {t('voice.send')}
          </Button>
        </Box>
      </DialogContent>
    </Dialog>
  );
}
