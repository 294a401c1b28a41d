import { useIntl } from 'react-intl';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { visuallyHidden } from '../../ui/visuallyHidden';

/**
 * What a notification says, as the bell's menu and the inbox page show it: its title (bold while unread, with the
 * unread label for screen readers), its description and when it came.
 */
export function NotificationText({
  title,
  description,
  receivedAt,
  isNew,
  unreadLabel,
  dateStyle,
}: {
  title: string;
  description?: string | null;
  receivedAt: string | number;
  isNew: boolean;
  unreadLabel: string;
  dateStyle: 'short' | 'medium';
}) {
  const intl = useIntl();
  return (
    <>
      <Typography component="span" sx={{ fontWeight: isNew ? 600 : 400 }}>
        {title}
      </Typography>
      {isNew && (
        <Box component="span" sx={visuallyHidden}>
          {unreadLabel}
        </Box>
      )}
      {description && (
        <Typography variant="body2" color="text.secondary">
          {description}
        </Typography>
      )}
      <Typography variant="caption" color="text.secondary">
        {intl.formatDate(receivedAt, { dateStyle, timeStyle: 'short' })}
      </Typography>
    </>
  );
}
