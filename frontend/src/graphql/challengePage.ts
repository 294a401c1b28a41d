import { graphql } from './generated';
import type { ChallengePageQuery } from './generated/graphql';

/** A person as a page names them (identity's User), with a link to their page. */
export interface PersonRef {
  id: string;
  firstName: string;
  lastName: string;
  profileImageUrl: string | null;
}

/** One challenge with everything its page shows (docs/product.md: the challenge page), in one operation. */
export type ChallengePageData = NonNullable<ChallengePageQuery['challenge']>;
export type ChallengePageTeam = NonNullable<ChallengePageData['teams']>['nodes'][number];

/** The page's one read: the challenge, its author, the teams working on it and their projects. */
export const CHALLENGE_PAGE_QUERY = graphql(`
  query ChallengePage($id: ID!) {
    challenge(id: $id) {
      id
      title
      description
      category
      difficulty
      status
      tags
      createdBy
      createdAt
      updatedAt
      editedAt
      canEdit
      hidden
      hiddenReason
      validatedInsights
      author {
        id
        firstName
        lastName
        profileImageUrl
      }
      teamCount
      teams(first: 50) {
        nodes {
          id
          name
          status
          progress
          memberCount
          maxMembers
          projects {
            id
            title
          }
        }
        totalCount
      }
    }
  }
`);

/** An author's edit, or a status change (close, archive, reopen); refused with CONFLICT when it is stale. */
export const UPDATE_CHALLENGE_MUTATION = graphql(`
  mutation UpdateChallenge($id: ID!, $input: UpdateChallengeInput!) {
    updateChallenge(id: $id, input: $input) {
      id
      title
      description
      category
      difficulty
      status
      tags
      updatedAt
      editedAt
    }
  }
`);
