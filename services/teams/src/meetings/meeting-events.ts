import type { EVENTS, MeetingEventPayload } from '@creators/contracts';
import { recordEvent } from '@creators/platform';
import type { Meeting as MeetingRow, Prisma } from '../generated/prisma/client.js';

type MeetingEventName =
  typeof EVENTS.meetingScheduled | typeof EVENTS.meetingCancelled | typeof EVENTS.meetingReminder;

/** The payload every meeting event carries (attendeeIds: the team's members and mentors). */
export function meetingPayload(
  meeting: Pick<MeetingRow, 'id' | 'title' | 'scheduledAt' | 'duration' | 'mentorId'> & { teamId: string },
  teamName: string,
  attendeeIds: readonly string[],
  changedBy: string | null,
): MeetingEventPayload {
  return {
    meetingId: meeting.id,
    teamId: meeting.teamId,
    teamName,
    title: meeting.title,
    scheduledAt: new Date(meeting.scheduledAt).toISOString(),
    duration: meeting.duration,
    mentorId: meeting.mentorId,
    attendeeIds: [...attendeeIds],
    changedBy,
  };
}

/** Records meeting.scheduled, meeting.cancelled or meeting.reminder in the caller's transaction (a team's meeting only). */
export async function recordMeetingEvent(
  tx: Prisma.TransactionClient,
  name: MeetingEventName,
  meeting: Pick<MeetingRow, 'id' | 'title' | 'scheduledAt' | 'duration' | 'mentorId' | 'teamId'>,
  teamName: string,
  attendeeIds: readonly string[],
  changedBy: string | null,
): Promise<void> {
  if (meeting.teamId === null) return;
  await recordEvent(
    tx,
    name,
    meetingPayload({ ...meeting, teamId: meeting.teamId }, teamName, attendeeIds, changedBy),
  );
}
