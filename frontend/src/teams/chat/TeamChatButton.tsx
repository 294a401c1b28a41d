import { Link as RouterLink } from 'react-router';
import Button from '@mui/material/Button';
import ChatIcon from '@mui/icons-material/ChatBubbleOutlineOutlined';
import { UnreadCount } from '../../ui/UnreadCount';
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
      <UnreadCount count={unread} spoken={t('teams.chat.unread', { count: unread })} />
    </Button>
  );
}
