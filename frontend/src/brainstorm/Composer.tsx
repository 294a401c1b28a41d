import { useId, useState, type FormEvent, type KeyboardEvent } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import MicIcon from '@mui/icons-material/Mic';
import MicOffIcon from '@mui/icons-material/MicOff';
import CheckIcon from '@mui/icons-material/Check';
import SendIcon from '@mui/icons-material/Send';
import StopIcon from '@mui/icons-material/Stop';
import { BRAINSTORM_LIMITS } from '@creators/contracts';
import { canSend, isIgnoredSpeech, VOICE_TIMINGS } from '../isla/conversationRules';
import { growingTextarea } from '../ui/growingTextarea';
import { sendButtonSx } from '../ui/sendButton';
import { useToast } from '../ui/toast/ToastProvider';
import { visuallyHidden } from '../ui/visuallyHidden';
import { useSpeechRecognition } from '../isla/useSpeechRecognition';
import { useBrainstormT } from './messages';
import type { BrainstormController } from './useBrainstorm';

/**
 * The chat box: typed text (Enter sends) or dictation through the microphone where the browser offers it. While Isla
 * awaits the yes to her read-back (product.md §4.3), a button says it; a correction is typed or spoken as ever.
 */
export function Composer({ controller }: { controller: BrainstormController }) {
  const t = useBrainstormT();
  const { toast } = useToast();
  const [text, setText] = useState('');
  const busy = controller.thinking !== null;
  const hintId = useId();
  const micHintId = useId();
  const confirmHintId = useId();
  const confirming = controller.state.awaitingConfirmation && !busy;
  const recognition = useSpeechRecognition({
    locale: controller.locale,
    idleStopMs: VOICE_TIMINGS.brainstormIdleStopMs,
    onTranscript: (transcript) => {
      // product.md §5: speech of 3 characters or fewer is ignored.
      if (!isIgnoredSpeech(transcript)) controller.send(transcript);
    },
    onError: () =>
      toast({
        variant: 'destructive',
        title: t('brainstorm.audioError.title'),
        description: t('brainstorm.audioError.description'),
      }),
  });

  const submit = () => {
    if (!canSend(text, busy)) return;
    if (controller.send(text)) setText('');
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    // product.md §5: Enter without Shift sends; Shift+Enter is a new line. Not while an input method composes text.
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      submit();
    }
  };

  const toggleMic = () => {
    if (recognition.listening) {
      recognition.stop();
      return;
    }
    controller.stopSpeaking();
    recognition.start();
  };

  return (
    <Box
      component="form"
      noValidate
      onSubmit={(event: FormEvent) => {
        event.preventDefault();
        submit();
      }}
    >
      {confirming && (
        <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, mb: 1 }}>
          <Button
            type="button"
            variant="contained"
            color="success"
            startIcon={<CheckIcon />}
            onClick={() => controller.confirm()}
            aria-describedby={confirmHintId}
          >
            {t('brainstorm.confirm')}
          </Button>
          <Typography id={confirmHintId} variant="body2" color="text.secondary">
            {t('brainstorm.confirm.hint')}
          </Typography>
        </Box>
      )}
      <Box sx={{ display: 'flex', gap: 1, alignItems: 'flex-end' }}>
        <TextField
          fullWidth
          multiline
          sx={{ '& textarea': growingTextarea(2, 6) }}
          value={text}
          onChange={(event) => setText(event.target.value)}
          onKeyDown={onKeyDown}
          placeholder={t('brainstorm.input.placeholder')}
          slotProps={{
            // A plain textarea that grows with its text in CSS (growingTextarea): MUI's own autosizing measures the
            // page's layout in script at every render of the dashboard.
            input: { inputComponent: 'textarea' },
            htmlInput: {
              rows: 2,
              'aria-label': t('brainstorm.input.label'),
              'aria-describedby': hintId,
              maxLength: BRAINSTORM_LIMITS.messageMaxLength,
            },
          }}
        />
        <Stack spacing={1} sx={{ flexShrink: 0 }}>
          {recognition.supported ? (
            <Tooltip title={recognition.listening ? t('brainstorm.mic.stop') : t('brainstorm.mic.start')}>
              <span>
                <IconButton
                  onClick={toggleMic}
                  disabled={busy && !recognition.listening}
                  aria-label={recognition.listening ? t('brainstorm.mic.stop') : t('brainstorm.mic.start')}
                  color={recognition.listening ? 'error' : 'primary'}
                  sx={{ border: 1, borderColor: 'divider' }}
                >
                  {recognition.listening ? <StopIcon /> : <MicIcon />}
                </IconButton>
              </span>
            </Tooltip>
          ) : (
            <Tooltip title={t('brainstorm.mic.unsupported')} describeChild>
              {/* Focusable although unavailable, so that keyboard users reach the explanation too. */}
              <IconButton
                aria-label={t('brainstorm.mic.start')}
                aria-disabled="true"
                aria-describedby={micHintId}
                onClick={(event) => event.preventDefault()}
                sx={{ border: 1, borderColor: 'divider', color: 'action.disabled', cursor: 'not-allowed' }}
              >
                <MicOffIcon />
              </IconButton>
            </Tooltip>
          )}
          <Button
            type="submit"
            variant="contained"
            disabled={!canSend(text, busy)}
            endIcon={<SendIcon />}
            sx={sendButtonSx}
          >
            {t('brainstorm.send')}
          </Button>
        </Stack>
      </Box>
      <Typography id={hintId} variant="caption" color="text.secondary" sx={{ display: 'block', mt: 0.5 }}>
        {recognition.listening ? t('brainstorm.mic.listening') : t('brainstorm.input.hint')}
      </Typography>
      {!recognition.supported && (
        <Box component="span" id={micHintId} sx={visuallyHidden}>
          {t('brainstorm.mic.unsupported')}
        </Box>
      )}
    </Box>
  );
}
