import { useIntl } from 'react-intl';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { TeamPageMeeting } from '../graphql/teamPage';
import { PageSection } from '../ui/entityPage';
import { useTeamPageT } from './pageMessages';

/** The team's coming meetings, for its members (docs/product.md §11.1): when, how long, and the link. */
export function TeamMeetings({ meetings }: { meetings: readonly TeamPageMeeting[] }) {
  const t = useTeamPageT();
  const intl = useIntl();
  return (
    <PageSection id="team-meetings" title={t('teamPage.meetings')}>
      {meetings.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          {t('teamPage.noMeetings')}
        </Typography>
      ) : (
        <Stack
          component="ul"
          aria-label={t('teamPage.meetings')}
          spacing={1}
          sx={{ listStyle: 'none', p: 0, m: 0 }}
        >
          {meetings.map((meeting) => (
            <Box component="li" key={meeting.id}>
              <Typography variant="body2" sx={{ fontWeight: 600 }}>
                {meeting.title}
              </Typography>
              <Typography variant="body2" color="text.secondary">
                {t('teamPage.meetingWhen', {
                  date: intl.formatDate(meeting.scheduledAt, { dateStyle: 'medium', timeStyle: 'short' }),
                  minutes: meeting.duration,
                })}
              </Typography>
              {meeting.meetingUrl && (
                <Link href={meeting.meetingUrl} target="_blank" rel="noopener noreferrer" variant="body2">
                  {t('teamPage.joinMeeting', { title: meeting.title })}
                </Link>
              )}
            </Box>
          ))}
        </Stack>
      )}
    </PageSection>
  );
}
