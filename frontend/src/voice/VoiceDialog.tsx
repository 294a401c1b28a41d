import { useId, useState, type FormEvent, type KeyboardEvent } from 'react';
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
import { BRAINSTORM_LIMITS } from '@creators/contracts';
import { canSend } from '../isla/conversationRules';
import { visuallyHidden } from '../ui/visuallyHidden';
import { AudioToggle } from '../isla/AudioToggle';
import { IslaAvatar } from '../isla/IslaAvatar';
import { useVoiceT } from './messages';
import { useVoiceConversation, type VoiceStatus } from './useVoiceConversation';
import { sendButtonSx } from '../ui/sendButton';

interface Props {
  open: boolean;
  onClose(): void;
  /** The user's first name for the greeting; 'Student' when missing (product.md §2). */
  firstName?: string | null;
}

/** The badge's colour by status: palette colours, which carry its white text at 4.5:1 (app/theme.ts). */
const STATUS_COLOURS: Record<VoiceStatus, string> = {
  ready: 'success.main',
  listening: 'error.main',
  speaking: 'secondary.main',
  thinking: 'warning.main',
};

/**
 * The voice dialog with Isla (product.md §2, §4): the status badge, Talk/Stop, the audio toggle, the conversation and a
 * text field that works in every browser. The turn taking is useVoiceConversation's.
 */
export function VoiceDialog({ open, onClose, firstName }: Props) {
  const t = useVoiceT();
  const { messages, status, stopping, recognitionSupported, talk, send } = useVoiceConversation({
    open,
    firstName,
  });
  const [text, setText] = useState('');
  const inputHintId = useId();

  const sendText = () => {
    if (send(text)) setText('');
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      sendText();
    }
  };

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
              disabled={!recognitionSupported && !stopping}
              aria-describedby={recognitionSupported ? undefined : inputHintId}
            >
              {stopping ? t('voice.stop') : t('voice.talk')}
            </Button>
            <AudioToggle size="medium" />
          </Box>
          {!recognitionSupported && (
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
            sx={sendButtonSx}
          >
            {t('voice.send')}
          </Button>
        </Box>
      </DialogContent>
    </Dialog>
  );
}
