import { graphql } from './operations';
import type {
  CohortCodesQuery,
  ModerationLogQuery,
  ModerationQueueQuery,
  StaffPersonFieldsFragment,
  UnverifiedMentorsQuery,
} from './operations/graphql';

/**
 * The operations of staff and moderation (docs/product.md §14). They have a generated module of their own
 * (src/moderation/operations, see codegen.ts): only the report dialog and the staff page load them, never the first page.
 */

/** Any signed-in person reports a challenge, team, project, resource, comment or person (identity). */
export const REPORT_CONTENT_MUTATION = graphql(`
  mutation ReportContent($input: ReportInput!) {
    reportContent(input: $input) {
      id
    }
  }
`);

/** A person as the staff page shows them, with their moderation history (staff only). */
export type StaffPerson = StaffPersonFieldsFragment;
export type ReportedItem = ModerationQueueQuery['moderationQueue']['nodes'][number];
export type ModerationLogEntry = ModerationLogQuery['moderationLog']['nodes'][number];
export type UnverifiedMentor = UnverifiedMentorsQuery['unverifiedMentors']['nodes'][number];
export type CohortCode = CohortCodesQuery['cohortCodes']['nodes'][number];

export const STAFF_PERSON_FIELDS = graphql(`
  fragment StaffPersonFields on User {
    id
    firstName
    lastName
    profileImageUrl
    role
    moderationHistory {
      hiddenCount
      suspensionCount
      reportCount
      suspendedUntil
      suspendedForGood
      suspensionReason
      recent {
        id
        action
        itemType
        reason
        createdAt
      }
    }
  }
`);

/** The open reports, one group per item, newest group first; each group's item as its owning service has it. */
export const MODERATION_QUEUE_QUERY = graphql(`
  query ModerationQueue($first: Int, $after: String) {
    moderationQueue(first: $first, after: $after) {
      nodes {
        itemType
        itemId
        reportCount
        latestAt
        reports {
          id
          reason
          note
          createdAt
          reporter {
            id
            firstName
            lastName
            profileImageUrl
          }
        }
        challenge {
          id
          title
          hidden
          hiddenReason
          author {
            ...StaffPersonFields
          }
        }
        team {
          id
          name
          hidden
          hiddenReason
          leaderId
          members {
            userId
            role
            user {
              ...StaffPersonFields
            }
          }
        }
        project {
          id
          title
          hidden
          hiddenReason
          createdBy
          team {
            id
            members {
              userId
              role
              user {
                ...StaffPersonFields
              }
            }
          }
        }
        resource {
          id
          title
          url
          hidden
          hiddenReason
        }
        comment {
          id
          body
          deleted
          subjectType
          subjectId
          hidden
          hiddenReason
          author {
            ...StaffPersonFields
          }
        }
        person {
          ...StaffPersonFields
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

/** Hides or restores one item in the service that owns it; reason required when hiding (shown to the author). */
export const SET_ITEM_HIDDEN_MUTATION = graphql(`
  mutation SetItemHidden(
    $id: ID!
    $hidden: Boolean!
    $reason: String
    $challenge: Boolean!
    $team: Boolean!
    $project: Boolean!
    $resource: Boolean!
    $comment: Boolean!
  ) {
    setChallengeHidden(id: $id, hidden: $hidden, reason: $reason) @include(if: $challenge) {
      id
      hidden
      hiddenReason
    }
    setTeamHidden(id: $id, hidden: $hidden, reason: $reason) @include(if: $team) {
      id
      hidden
      hiddenReason
    }
    setProjectHidden(id: $id, hidden: $hidden, reason: $reason) @include(if: $project) {
      id
      hidden
      hiddenReason
    }
    setResourceHidden(id: $id, hidden: $hidden, reason: $reason) @include(if: $resource) {
      id
      hidden
      hiddenReason
    }
    setCommentHidden(id: $id, hidden: $hidden, reason: $reason) @include(if: $comment) {
      id
      hidden
      hiddenReason
    }
  }
`);

export const DISMISS_REPORTS_MUTATION = graphql(`
  mutation DismissReports($itemType: String!, $itemId: ID!, $reason: String) {
    dismissReports(itemType: $itemType, itemId: $itemId, reason: $reason)
  }
`);

/** until: the end of the suspension, or null for good. */
export const SUSPEND_USER_MUTATION = graphql(`
  mutation SuspendUser($userId: ID!, $until: DateTime, $reason: String!) {
    suspendUser(userId: $userId, until: $until, reason: $reason) {
      id
    }
  }
`);

export const LIFT_SUSPENSION_MUTATION = graphql(`
  mutation LiftSuspension($userId: ID!) {
    liftSuspension(userId: $userId) {
      id
    }
  }
`);

/** Mentors whose accounts staff have not verified yet (they are not in the directory, cannot accept requests). */
export const UNVERIFIED_MENTORS_QUERY = graphql(`
  query UnverifiedMentors($first: Int, $after: String) {
    unverifiedMentors(first: $first, after: $after) {
      nodes {
        id
        firstName
        lastName
        profileImageUrl
        currentRole
        company
        skills
        createdAt
      }
      pageInfo {
        endCursor
        hasNextPage
      }
      totalCount
    }
  }
`);

export const VERIFY_MENTOR_MUTATION = graphql(`
  mutation VerifyMentor($userId: ID!, $verified: Boolean!) {
    verifyMentor(userId: $userId, verified: $verified) {
      id
      mentorVerified
    }
  }
`);

export const COHORT_CODES_QUERY = graphql(`
  query CohortCodes($first: Int, $after: String) {
    cohortCodes(first: $first, after: $after) {
      nodes {
        ...CohortCodeFields
      }
      pageInfo {
        endCursor
        hasNextPage
      }
      totalCount
    }
  }
`);

export const COHORT_CODE_FIELDS = graphql(`
  fragment CohortCodeFields on CohortCode {
    id
    code
    name
    validUntil
    maxUses
    uses
    createdAt
  }
`);

export const CREATE_COHORT_CODE_MUTATION = graphql(`
  mutation CreateCohortCode($input: CreateCohortCodeInput!) {
    createCohortCode(input: $input) {
      ...CohortCodeFields
    }
  }
`);

/** What staff did, newest first (read-only). */
export const MODERATION_LOG_QUERY = graphql(`
  query ModerationLog($first: Int, $after: String) {
    moderationLog(first: $first, after: $after) {
      nodes {
        id
        action
        itemType
        itemId
        reason
        details
        createdAt
        actor {
          id
          firstName
          lastName
          profileImageUrl
        }
        subject {
          id
          firstName
          lastName
          profileImageUrl
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
