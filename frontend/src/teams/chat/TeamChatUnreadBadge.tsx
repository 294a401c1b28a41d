import Box from '@mui/material/Box';
import { useT } from '../../i18n/useT';
import { visuallyHidden } from '../../ui/visuallyHidden';
import { useTeamChatUnread } from './useTeamChatUnread';

/** The navigation's Teams: how many chat messages of all the person's teams they have not read (docs/product.md §11.6). */
export function TeamChatUnreadBadge() {
  const t = useT();
  const { total } = useTeamChatUnread();
  if (total === 0) return null;
  return (
    <>
      <Box
        component="span"
        aria-hidden
        sx={{
          ml: 0.75,
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
        {total > 99 ? '99+' : total}
      </Box>
      <Box component="span" sx={visuallyHidden}>
        {`, ${t('nav.teams.unread', { count: total })}`}
      </Box>
    </>
  );
}
