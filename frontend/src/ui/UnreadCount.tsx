import Box from '@mui/material/Box';
import { visuallyHidden } from './visuallyHidden';

/**
 * A count of unread things beside a label: a red pill for the eye ('99+' above 99), and `spoken` (', 3 unread
 * messages') for screen readers, which read the pill's digits as nothing. Nothing when the count is 0.
 */
export function UnreadCount({ count, spoken, gap = 1 }: { count: number; spoken: string; gap?: number }) {
  if (count <= 0) return null;
  return (
    <>
      <Box
        component="span"
        aria-hidden
        sx={{
          ml: gap,
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
        {count > 99 ? '99+' : count}
      </Box>
      <Box component="span" sx={visuallyHidden}>
        {`, ${spoken}`}
      </Box>
    </>
  );
}
