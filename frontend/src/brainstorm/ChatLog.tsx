import { useEffect, useRef } from 'react';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import type { BrainstormPhase } from '@creators/contracts';
import type { ShownMessage } from './shownBrainstorm';
import { visuallyHidden } from '../ui/visuallyHidden';
import { IslaAvatar } from '../isla/IslaAvatar';
import { useBrainstormT } from './messages';

/** The brainstorm's messages, and Isla's status while she thinks; scrolls to the newest. */
export function ChatLog({
  messages,
  thinking,
  height,
}: {
  messages: ShownMessage[];
  thinking: BrainstormPhase | null;
  height: number | string;
}) {
  const t = useBrainstormT();
  const end = useRef<HTMLDivElement>(null);

  useEffect(() => {
    end.current?.scrollIntoView?.({ block: 'nearest' });
  }, [messages.length, thinking]);

  return (
    <Box
      role="log"
      aria-label={t('brainstorm.chat.label')}
      aria-live="polite"
      tabIndex={0}
      sx={{
        height,
        overflowY: 'auto',
        p: 1.5,
        borderRadius: 2,
        bgcolor: 'grey.50',
        border: 1,
        borderColor: 'divider',
        display: 'flex',
        flexDirection: 'column',
        gap: 1.25,
      }}
    >
      {messages.map((message) => (
        <ChatBubble key={message.id} message={message} />
      ))}
      {thinking && (
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }} role="status">
          <IslaAvatar size={28} />
          <Box
            sx={{
              display: 'flex',
              alignItems: 'center',
              gap: 1,
              px: 1.5,
              py: 1,
              borderRadius: 2,
              bgcolor: 'background.paper',
              border: 1,
              borderColor: 'divider',
            }}
          >
            <CircularProgress size={14} aria-hidden />
            <Typography variant="body2" color="text.secondary" sx={{ fontStyle: 'italic' }}>
              {thinking === 'validation' ? t('brainstorm.checking') : t('brainstorm.thinking')}
            </Typography>
          </Box>
        </Box>
      )}
      <div ref={end} />
    </Box>
  );
}

function ChatBubble({ message }: { message: ShownMessage }) {
  const t = useBrainstormT();
  const mine = message.sender === 'user';
  return (
    <Box
      sx={{
        display: 'flex',
        gap: 1,
        alignItems: 'flex-end',
        justifyContent: mine ? 'flex-end' : 'flex-start',
      }}
      data-sender={message.sender}
    >
      {!mine && <IslaAvatar size={28} />}
      <Box
        sx={{
          maxWidth: '85%',
          px: 1.5,
          py: 1,
          borderRadius: 2,
          whiteSpace: 'pre-line',
          overflowWrap: 'anywhere',
          ...(mine
            ? { bgcolor: 'primary.main', color: 'primary.contrastText', borderBottomRightRadius: 4 }
            : {
                bgcolor: message.type === 'summary' ? '#ede9fe' : 'background.paper',
                border: 1,
                borderColor: 'divider',
                borderBottomLeftRadius: 4,
              }),
        }}
      >
        <Box component="span" sx={visuallyHidden}>
          {mine ? t('brainstorm.sender.user') : t('brainstorm.sender.isla')}:{' '}
        </Box>
        <Typography variant="body2" component="span">
          {message.message}
        </Typography>
      </Box>
    </Box>
  );
}
