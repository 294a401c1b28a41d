import { graphql } from './generated';
import type {
  IncomingMentoringRequestsQuery,
  MentorAvailabilityFieldsFragment,
  MentorCardFieldsFragment,
  MyMentoredTeamsQuery,
  ProjectsAwaitingMyFeedbackQuery,
} from './generated/graphql';

/** A mentor's weekly slots (in their own time zone), capacity, pause and languages (identity). */
export type MentorAvailability = MentorAvailabilityFieldsFragment;
/** A mentor as the directory and the request dialog show them. */
export type MentorCard = MentorCardFieldsFragment;
export type IncomingMentoringRequest =
  IncomingMentoringRequestsQuery['incomingMentoringRequests']['nodes'][number];
export type MentoredTeam = MyMentoredTeamsQuery['myMentoredTeams'][number];
export type ProjectAwaitingFeedback =
  ProjectsAwaitingMyFeedbackQuery['projectsAwaitingMyFeedback']['nodes'][number];

export const MENTOR_AVAILABILITY_FIELDS = graphql(`
  fragment MentorAvailabilityFields on MentorAvailability {
    slots {
      day
      start
      end
    }
    timeZone
    maxTeams
    notAvailableUntil
    languages
    updatedAt
  }
`);

export const MENTOR_CARD_FIELDS = graphql(`
  fragment MentorCardFields on User {
    id
    firstName
    lastName
    profileImageUrl
    role
    currentRole
    company
    skills
    interests
    mentorAvailability {
      ...MentorAvailabilityFields
    }
  }
`);

/** /mentors: a page of mentors, by name; the server filters (search, one expertise, one language). */
export const MENTORS_QUERY = graphql(`
  query Mentors($first: Int, $after: String, $search: String, $expertise: String, $language: String) {
    mentors(first: $first, after: $after, search: $search, expertise: $expertise, language: $language) {
      nodes {
        ...MentorCardFields
      }
      pageInfo {
        endCursor
        hasNextPage
      }
      totalCount
    }
  }
`);

/**
 * The request dialog's team choice: the viewer's teams and who mentors them already. A page size of its own keeps
 * it a cache entry of its own: MyTeams (20, every field) is not made incomplete by these few fields.
 */
export const MENTORING_TEAM_CHOICES_QUERY = graphql(`
  query MentoringTeamChoices {
    myTeams(first: 50) {
      nodes {
        id
        name
        mentorIds
      }
    }
  }
`);

export const REQUEST_MENTORING_MUTATION = graphql(`
  mutation RequestMentoring($teamId: ID!, $input: MentoringRequestInput!) {
    requestMentoring(teamId: $teamId, input: $input) {
      id
      teamId
      mentorId
      status
      topics
      createdAt
      expiresAt
    }
  }
`);

/** The mentor dashboard: the requests addressed to the signed-in mentor that wait for an answer. */
export const INCOMING_MENTORING_REQUESTS_QUERY = graphql(`
  query IncomingMentoringRequests($first: Int, $after: String) {
    incomingMentoringRequests(first: $first, after: $after, pendingOnly: true) {
      nodes {
        id
        teamId
        team {
          id
          name
        }
        requester {
          id
          firstName
          lastName
          profileImageUrl
        }
        message
        topics
        status
        createdAt
        expiresAt
      }
      pageInfo {
        endCursor
        hasNextPage
      }
      totalCount
    }
  }
`);

export const ANSWER_MENTORING_REQUEST_MUTATION = graphql(`
  mutation AnswerMentoringRequest($requestId: ID!, $input: MentoringAnswerInput!) {
    answerMentoringRequest(requestId: $requestId, input: $input) {
      id
      status
      note
      answeredAt
    }
  }
`);

/** The teams the signed-in mentor mentors, with their progress and upcoming meetings. */
export const MY_MENTORED_TEAMS_QUERY = graphql(`
  query MyMentoredTeams {
    myMentoredTeams {
      id
      name
      status
      progress
      memberCount
      meetings {
        id
        title
        scheduledAt
        duration
        status
      }
    }
  }
`);

/** Projects of the teams the signed-in mentor mentors that have no feedback of theirs yet. */
export const PROJECTS_AWAITING_MY_FEEDBACK_QUERY = graphql(`
  query ProjectsAwaitingMyFeedback($first: Int, $after: String) {
    projectsAwaitingMyFeedback(first: $first, after: $after) {
      nodes {
        id
        title
        team {
          id
          name
        }
      }
      pageInfo {
        endCursor
        hasNextPage
      }
      totalCount
    }
  }
`);

/** The signed-in mentor's own availability (the dashboard's form). */
export const MY_MENTOR_AVAILABILITY_QUERY = graphql(`
  query MyMentorAvailability {
    me {
      id
      mentorAvailability {
        ...MentorAvailabilityFields
      }
    }
  }
`);

export const SET_MENTOR_AVAILABILITY_MUTATION = graphql(`
  mutation SetMentorAvailability($input: MentorAvailabilityInput!) {
    setMentorAvailability(input: $input) {
      ...MentorAvailabilityFields
    }
  }
`);

/** Whether staff verified the signed-in mentor (docs/product.md §14): the dashboard says so until they have. */
export const MY_MENTOR_VERIFICATION_QUERY = graphql(`
  query MyMentorVerification {
    me {
      id
      mentorVerified
    }
  }
`);
