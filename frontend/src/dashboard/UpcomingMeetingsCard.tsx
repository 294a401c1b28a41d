import { useIntl } from 'react-intl';
import { Link as RouterLink } from 'react-router';
import { useQuery } from '@apollo/client/react';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import EventIcon from '@mui/icons-material/EventOutlined';
import { UPCOMING_MEETINGS_QUERY, UPCOMING_MEETINGS_SHOWN } from '../graphql/meetings';
import { WithMessages } from '../i18n/WithMessages';
import { meetingAhead, meetingJoinable, useNow } from '../teams/meetingTime';
import { visuallyHidden } from '../ui/visuallyHidden';
import { DashboardCard, EmptyState } from './DashboardCard';
import { meetingsCardMessages, useMeetingsCardT } from './meetingsMessages';

/** Read a few more than shown: a cancelled or just ended meeting may still come first. */
const READ = UPCOMING_MEETINGS_SHOWN * 2;

/**
 * docs/product.md §12: the person's next three meetings (team, title, local time) with the join link when it is
 * near; 'No upcoming meetings' without any. Its own chunk with its own texts, loaded after the dashboard's first
 * paint (DashboardPage), so that it does not weigh on the dashboard's initial JavaScript.
 */
export function UpcomingMeetingsCard() {
  return (
    <WithMessages messages={meetingsCardMessages}>
      <MeetingsCard />
    </WithMessages>
  );
}

function MeetingsCard() {
  const t = useMeetingsCardT();
  const intl = useIntl();
  const now = useNow();
  const query = useQuery(UPCOMING_MEETINGS_QUERY, { variables: { first: READ }, errorPolicy: 'all' });
  const meetings = (query.data?.myMeetings.nodes ?? [])
    .filter((m) => m.status !== 'cancelled' && meetingAhead(m, now))
    .slice(0, UPCOMING_MEETINGS_SHOWN);
  return (
    <DashboardCard
      id="meetings-title"
      title={t('meetingsCard.title')}
      icon={<EventIcon fontSize="small" />}
      loading={query.loading && !query.data}
    >
      {meetings.length === 0 ? (
        <EmptyState title={t('meetingsCard.empty')} />
      ) : (
        <Stack
          component="ul"
          aria-labelledby="meetings-title"
          spacing={1.5}
          sx={{ listStyle: 'none', p: 0, m: 0 }}
        >
          {meetings.map((meeting) => (
            <Box component="li" key={meeting.id}>
              {meeting.team && (
                <Link component={RouterLink} to={`/teams/${meeting.team.id}`} variant="body2">
                  {meeting.team.name}
                </Link>
              )}
              <Typography variant="body2" sx={{ fontWeight: 600 }}>
                {meeting.title}
              </Typography>
              <Typography variant="body2" color="text.secondary" sx={{ fontSize: '0.8rem' }}>
                <time dateTime={meeting.scheduledAt}>
                  {t('meetingsCard.when', {
                    date: intl.formatDate(meeting.scheduledAt, { dateStyle: 'medium', timeStyle: 'short' }),
                    minutes: meeting.duration,
                  })}
                </time>
              </Typography>
              {meeting.meetingUrl && meetingJoinable(meeting, now) && (
                <Link href={meeting.meetingUrl} target="_blank" rel="noopener noreferrer" variant="body2">
                  {t('meetingsCard.join', { title: meeting.title })}
                  <Box component="span" sx={visuallyHidden}>
                    {' '}
                    {t('shared.opensInNewTab')}
                  </Box>
                </Link>
              )}
            </Box>
          ))}
        </Stack>
      )}
    </DashboardCard>
  );
}
