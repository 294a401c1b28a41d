import { graphql } from './generated';
import type { UpcomingMeetingsQuery } from './generated/graphql';

/** How many coming meetings the dashboard's card shows (docs/product.md §12: the next three). */
export const UPCOMING_MEETINGS_SHOWN = 3;

/** A meeting as the dashboard's card shows it. */
export type UpcomingMeeting = UpcomingMeetingsQuery['myMeetings']['nodes'][number];

/**
 * The signed-in person's meetings, the coming ones first (teams: myMeetings lists those of their teams and of the
 * teams they mentor). Small on purpose: the dashboard reads it on its first paint.
 */
export const UPCOMING_MEETINGS_QUERY = graphql(`
  query UpcomingMeetings($first: Int!) {
    myMeetings(first: $first) {
      nodes {
        id
        title
        scheduledAt
        duration
        meetingUrl
        status
        team {
          id
          name
        }
      }
    }
  }
`);

/** The mentor's free times for a team in the next days (UTC instants; shown in the viewer's time zone). */
export const TEAM_MENTOR_FREE_SLOTS_QUERY = graphql(`
  query TeamMentorFreeSlots($mentorId: ID!, $teamId: ID!) {
    mentorFreeSlots(mentorId: $mentorId, teamId: $teamId) {
      startsAt
      endsAt
    }
  }
`);

/** A member or mentor of the team schedules a meeting (with one of the team's mentors, or without). */
export const SCHEDULE_TEAM_MEETING_MUTATION = graphql(`
  mutation ScheduleTeamMeeting($teamId: ID!, $input: ScheduleMeetingInput!) {
    scheduleMeeting(teamId: $teamId, input: $input) {
      id
      scheduledAt
      updatedAt
    }
  }
`);

/** Reschedule, or write its notes (after it too); refused with CONFLICT when stale. */
export const UPDATE_TEAM_MEETING_MUTATION = graphql(`
  mutation UpdateTeamMeeting($meetingId: ID!, $input: UpdateMeetingInput!) {
    updateMeeting(meetingId: $meetingId, input: $input) {
      id
      scheduledAt
      duration
      notes
      updatedAt
    }
  }
`);

export const CANCEL_TEAM_MEETING_MUTATION = graphql(`
  mutation CancelTeamMeeting($meetingId: ID!) {
    cancelMeeting(meetingId: $meetingId) {
      id
      status
      updatedAt
    }
  }
`);
