import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import ChatIcon from '@mui/icons-material/ChatBubbleOutlineOutlined';
import { visuallyHidden } from '../../ui/visuallyHidden';
import { useTeamsT } from '../messages';

/**
 * The Chat button of a team's card and page (docs/product.md §11.6), for its members and mentors: opens
 * /teams/:id/chat, with how many messages they have not read.
 */
export function TeamChatButton({
  teamId,
  unread,
  fullWidth = false,
}: {
  teamId: string;
  unread: number;
  fullWidth?: boolean;
}) {
  const t = useTeamsT();
  return (
    <Button
      component={RouterLink}
      to={`/teams/${teamId}/chat`}
      variant="outlined"
      startIcon={<ChatIcon aria-hidden />}
      fullWidth={fullWidth}
      sx={{ whiteSpace: 'nowrap', ...(fullWidth ? { flex: 1 } : {}) }}
    >
      {t('teams.chat')}
      {unread > 0 && (
        <>
          <Box
            component="span"
            aria-hidden
            sx={{
              ml: 1,
              px: 0.75,
              minWidth: 20,
              borderRadius: 10,
              bgcolor: 'error.main',
              color: 'error.contrastText',
              fontSize: '0.75rem',
              lineHeight: '20px',
              textAlign: 'center',
            }}
          >
            {unread > 99 ? '99+' : unread}
          </Box>
          <Box component="span" sx={visuallyHidden}>
            {`, ${t('teams.chat.unread', { count: unread })}`}
          </Box>
        </>
      )}
    </Button>
  );
}
