import { graphql } from './generated';
import type { TeamPageQuery } from './generated/graphql';

/** One team with everything its page shows (docs/product.md: the team page), in one operation. */
export type TeamPageData = NonNullable<TeamPageQuery['team']>;
export type TeamPageMember = TeamPageData['members'][number];
/** The leader sees every invitation of the team, newest first; anyone else none. */
export type TeamPageInvitation = TeamPageData['invitations'][number];
/** Its meetings that are not over yet, for its members and mentors. */
export type TeamPageMeeting = TeamPageData['meetings'][number];
/** Its latest meetings that are over, with their notes, for its members and mentors. */
export type TeamPagePastMeeting = TeamPageData['pastMeetings'][number];
/** The team's mentors (public). */
export type TeamPageMentor = TeamPageData['mentors'][number];
/** Its mentoring requests, pending first, for its members and mentors. */
export type TeamPageMentoringRequest = TeamPageData['mentoringRequests'][number];

export const TEAM_PAGE_QUERY = graphql(`
  query TeamPage($id: ID!) {
    team(id: $id) {
      id
      name
      description
      challengeId
      leaderId
      maxMembers
      status
      memberCount
      progress
      milestones {
        key
        done
      }
      isMember
      canManage
      openSeats
      createdAt
      updatedAt
      editedAt
      hidden
      hiddenReason
      members {
        userId
        role
        joinedAt
        user {
          id
          firstName
          lastName
          profileImageUrl
          skills
        }
      }
      invitations {
        id
        invitedUserId
        invitedUser {
          id
          firstName
          lastName
          profileImageUrl
        }
        status
        createdAt
        expiresAt
        answeredAt
      }
      challenge {
        id
        title
        status
      }
      projects {
        id
        title
      }
      meetings {
        ...TeamPageMeetingFields
      }
      pastMeetings {
        ...TeamPageMeetingFields
        notes
      }
      mentorIds
      mentors {
        id
        firstName
        lastName
        profileImageUrl
      }
      mentoringRequests {
        id
        mentorId
        mentor {
          id
          firstName
          lastName
          profileImageUrl
        }
        topics
        status
        createdAt
        expiresAt
      }
    }
  }
`);

/** A meeting as the team page lists it: when, how long, with whom, and the version a change is made to. */
export const TEAM_PAGE_MEETING_FIELDS = graphql(`
  fragment TeamPageMeetingFields on Meeting {
    id
    title
    description
    scheduledAt
    duration
    meetingUrl
    status
    mentorId
    mentor {
      id
      firstName
      lastName
      profileImageUrl
    }
    updatedAt
  }
`);

/** The leader's edit or status change; refused with CONFLICT when stale. */
export const UPDATE_TEAM_MUTATION = graphql(`
  mutation UpdateTeam($id: ID!, $input: UpdateTeamInput!) {
    updateTeam(id: $id, input: $input) {
      id
      updatedAt
    }
  }
`);

export const LEAVE_TEAM_MUTATION = graphql(`
  mutation LeaveTeam($teamId: ID!) {
    leaveTeam(teamId: $teamId) {
      id
      updatedAt
    }
  }
`);

export const REMOVE_TEAM_MEMBER_MUTATION = graphql(`
  mutation RemoveTeamMember($teamId: ID!, $userId: ID!) {
    removeTeamMember(teamId: $teamId, userId: $userId) {
      id
      updatedAt
    }
  }
`);

export const TRANSFER_TEAM_LEAD_MUTATION = graphql(`
  mutation TransferTeamLead($teamId: ID!, $userId: ID!) {
    transferTeamLead(teamId: $teamId, userId: $userId) {
      id
      updatedAt
    }
  }
`);

export const WITHDRAW_TEAM_INVITATION_MUTATION = graphql(`
  mutation WithdrawTeamInvitation($id: ID!) {
    withdrawTeamInvitation(id: $id) {
      id
      status
    }
  }
`);

/** Joining from the team page (the list's JoinTeam selects the list's fields; this one what the page needs). */
export const JOIN_TEAM_PAGE_MUTATION = graphql(`
  mutation JoinTeamFromPage($teamId: ID!) {
    joinTeam(teamId: $teamId) {
      id
      updatedAt
    }
  }
`);

/** A member of the team takes back its pending request to a mentor. */
export const WITHDRAW_TEAM_MENTORING_REQUEST_MUTATION = graphql(`
  mutation WithdrawTeamMentoringRequest($requestId: ID!) {
    withdrawMentoringRequest(requestId: $requestId) {
      id
      status
    }
  }
`);

/** The team's leader, or the mentor themself, ends a mentoring. */
export const END_TEAM_MENTORING_MUTATION = graphql(`
  mutation EndTeamMentoring($teamId: ID!, $mentorId: ID!) {
    endMentoring(teamId: $teamId, mentorId: $mentorId) {
      id
      mentorIds
    }
  }
`);
