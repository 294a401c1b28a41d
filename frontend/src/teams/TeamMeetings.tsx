import { useState } from 'react';
import { useIntl, type IntlShape } from 'react-intl';
import { useMutation } from '@apollo/client/react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { CANCEL_TEAM_MEETING_MUTATION } from '../graphql/meetings';
import type { TeamPageData, TeamPageMeeting, TeamPagePastMeeting } from '../graphql/teamPage';
import { ConfirmDialog, PageSection } from '../ui/entityPage';
import { personName } from '../ui/people';
import { usePageAction } from '../ui/usePageAction';
import { visuallyHidden } from '../ui/visuallyHidden';
import { MeetingNotesDialog, RescheduleMeetingDialog, ScheduleMeetingDialog } from './MeetingDialogs';
import { meetingAhead, meetingJoinable, useNow } from './meetingTime';
import { useTeamPageT } from './pageMessages';
import { MEETING_LISTS } from './useTeamPage';

const browserTimeZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;

/** A meeting's start as the viewer's locale writes it, in the viewer's time zone. */
export const meetingTimeText = (intl: IntlShape, iso: string) =>
  intl.formatDate(iso, { dateStyle: 'medium', timeStyle: 'short' });

/**
 * The calendar file of a meeting (gateway: GET /api/meetings/:id/calendar.ics), with the time in the viewer's time
 * zone and the texts in their language.
 */
export function calendarUrl(meetingId: string, locale: string, timeZone: string | undefined): string {
  const query = new URLSearchParams({ lang: locale, ...(timeZone ? { tz: timeZone } : {}) });
  return `/api/meetings/${encodeURIComponent(meetingId)}/calendar.ics?${query}`;
}

/**
 * The team's meetings (docs/product.md §11.1, §12), for its members and mentors: the coming ones with their link
 * (opens in a new tab), 'Join' near their time, 'Add to calendar', 'Reschedule' and 'Cancel meeting'; the past ones with their notes; and
 * 'Schedule meeting'.
 */
export function TeamMeetings({ team, viewerId }: { team: TeamPageData; viewerId: string | null }) {
  const t = useTeamPageT();
  const intl = useIntl();
  const run = usePageAction();
  const now = useNow();
  const [cancelMeeting] = useMutation(CANCEL_TEAM_MEETING_MUTATION);
  const [scheduling, setScheduling] = useState(false);
  const [rescheduling, setRescheduling] = useState<TeamPageMeeting | null>(null);
  const [cancelling, setCancelling] = useState<TeamPageMeeting | null>(null);
  const [editingNotes, setEditingNotes] = useState<TeamPagePastMeeting | null>(null);
  const upcoming = team.meetings.filter((m) => m.status !== 'cancelled' && meetingAhead(m, now));

  return (
    <>
      <PageSection id="team-meetings" title={t('teamPage.meetings')}>
        {upcoming.length === 0 ? (
          <Typography variant="body2" color="text.secondary">
            {t('teamPage.noMeetings')}
          </Typography>
        ) : (
          <Stack
            component="ul"
            aria-label={t('teamPage.meetings')}
            spacing={2}
            sx={{ listStyle: 'none', p: 0, m: 0 }}
          >
            {upcoming.map((meeting) => (
              <Box component="li" key={meeting.id}>
                <MeetingHead meeting={meeting} />
                {meeting.meetingUrl && (
                  <Link
                    href={meeting.meetingUrl}
                    target="_blank"
                    rel="noopener noreferrer"
                    variant="body2"
                    aria-label={t('teamPage.meetingLink.label', { title: meeting.title })}
                    sx={{ wordBreak: 'break-all' }}
                  >
                    {linkText(meeting.meetingUrl)}
                  </Link>
                )}
                <Stack
                  direction="row"
                  spacing={1}
                  sx={{ mt: 0.5, flexWrap: 'wrap', alignItems: 'center' }}
                  useFlexGap
                >
                  {meeting.meetingUrl && meetingJoinable(meeting, now) && (
                    <Button
                      component="a"
                      size="small"
                      variant="contained"
                      href={meeting.meetingUrl}
                      target="_blank"
                      rel="noopener noreferrer"
                    >
                      {t('teamPage.joinMeeting', { title: meeting.title })}
                      <Box component="span" sx={visuallyHidden}>
                        {' '}
                        {t('shared.opensInNewTab')}
                      </Box>
                    </Button>
                  )}
                  <Link
                    href={calendarUrl(
                      meeting.id,
                      intl.locale.startsWith('de') ? 'de' : 'en',
                      intl.timeZone ?? browserTimeZone(),
                    )}
                    variant="body2"
                    aria-label={t('teamPage.calendar.label', { title: meeting.title })}
                  >
                    {t('teamPage.calendar')}
                  </Link>
                  <Button
                    size="small"
                    aria-label={t('teamPage.reschedule.label', { title: meeting.title })}
                    onClick={() => setRescheduling(meeting)}
                  >
                    {t('teamPage.reschedule')}
                  </Button>
                  <Button
                    size="small"
                    color="error"
                    aria-label={t('teamPage.cancelMeeting.label', { title: meeting.title })}
                    onClick={() => setCancelling(meeting)}
                  >
                    {t('teamPage.cancelMeeting')}
                  </Button>
                </Stack>
              </Box>
            ))}
          </Stack>
        )}
        <Button variant="outlined" sx={{ mt: 2 }} onClick={() => setScheduling(true)}>
          {t('teamPage.schedule')}
        </Button>
      </PageSection>

      <PageSection id="team-past-meetings" title={t('teamPage.pastMeetings')}>
        {team.pastMeetings.length === 0 ? (
          <Typography variant="body2" color="text.secondary">
            {t('teamPage.noPastMeetings')}
          </Typography>
        ) : (
          <Stack
            component="ul"
            aria-label={t('teamPage.pastMeetings')}
            spacing={2}
            sx={{ listStyle: 'none', p: 0, m: 0 }}
          >
            {team.pastMeetings.map((meeting) => (
              <Box component="li" key={meeting.id}>
                <MeetingHead meeting={meeting} />
                {meeting.status === 'cancelled' ? (
                  <Chip size="small" label={t('teamPage.meeting.cancelled')} sx={{ mt: 0.5 }} />
                ) : (
                  <>
                    <Typography
                      variant="body2"
                      color={meeting.notes ? undefined : 'text.secondary'}
                      sx={{ mt: 0.5, whiteSpace: 'pre-wrap' }}
                    >
                      {meeting.notes || t('teamPage.meeting.noNotes')}
                    </Typography>
                    <Button
                      size="small"
                      aria-label={t('teamPage.editNotes.label', { title: meeting.title })}
                      onClick={() => setEditingNotes(meeting)}
                    >
                      {t('teamPage.editNotes')}
                    </Button>
                  </>
                )}
              </Box>
            ))}
          </Stack>
        )}
      </PageSection>

      <ScheduleMeetingDialog
        team={team}
        viewerId={viewerId}
        open={scheduling}
        onClose={() => setScheduling(false)}
      />
      <RescheduleMeetingDialog
        teamId={team.id}
        meeting={rescheduling}
        viewerId={viewerId}
        onClose={() => setRescheduling(null)}
      />
      <MeetingNotesDialog meeting={editingNotes} onClose={() => setEditingNotes(null)} />
      <ConfirmDialog
        open={cancelling !== null}
        title={t('teamPage.cancelMeeting')}
        text={
          cancelling
            ? t('teamPage.cancelMeeting.confirm', {
                title: cancelling.title,
                date: meetingTimeText(intl, cancelling.scheduledAt),
              })
            : ''
        }
        confirmLabel={t('teamPage.cancelMeeting')}
        onConfirm={() =>
          cancelling
            ? run(() => cancelMeeting({ variables: { meetingId: cancelling.id } }), {
                done: t('teamPage.cancelMeeting.done', { title: cancelling.title }),
                lists: MEETING_LISTS,
              })
            : undefined
        }
        onClose={() => setCancelling(null)}
      />
    </>
  );
}

/** A meeting link as a card shows it: without its scheme ('meet.example.com/retro'). */
const linkText = (url: string) => url.replace(/^https?:\/\//, '');

/** Title, local date and time, duration and the mentor of a meeting. */
function MeetingHead({ meeting }: { meeting: TeamPageMeeting }) {
  const t = useTeamPageT();
  const intl = useIntl();
  return (
    <>
      <Typography variant="body2" sx={{ fontWeight: 600 }}>
        {meeting.title}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        <time dateTime={meeting.scheduledAt}>
          {t('teamPage.meetingWhen', {
            date: meetingTimeText(intl, meeting.scheduledAt),
            minutes: meeting.duration,
          })}
        </time>
        {meeting.mentor && ` · ${t('teamPage.meetingWith', { name: personName(meeting.mentor) })}`}
      </Typography>
      {meeting.description && (
        <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap' }}>
          {meeting.description}
        </Typography>
      )}
    </>
  );
}
