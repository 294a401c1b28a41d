import { graphql } from './generated';
import type { ChallengeFieldsFragment } from './generated/graphql';

/** A challenge as the Challenges page reads it (challenges subgraph; `teamCount` from the teams subgraph). */
export type Challenge = ChallengeFieldsFragment;

export const CHALLENGE_FIELDS = graphql(`
  fragment ChallengeFields on Challenge {
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
    teamCount
  }
`);

/** A page of challenges, newest first; the server filters (search on title or description, category, author). */
export const CHALLENGES_QUERY = graphql(`
  query Challenges($first: Int, $after: String, $search: String, $category: String, $createdBy: ID) {
    challenges(first: $first, after: $after, search: $search, category: $category, createdBy: $createdBy) {
      nodes {
        ...ChallengeFields
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
 * 'My Progress' besides the challenges the person created: the ones their newest 20 teams work on (a page of 100
 * with each team's challenge would pass the gateway's cost limit only narrowly).
 */
export const MY_TEAM_CHALLENGES_QUERY = graphql(`
  query MyTeamChallenges {
    myTeams(first: 20) {
      nodes {
        id
        challenge {
          ...ChallengeFields
        }
      }
    }
  }
`);

/** The newest challenges to choose from when starting a team (a select holds a page, not the table). */
export const CHALLENGE_CHOICES_QUERY = graphql(`
  query ChallengeChoices {
    challenges(first: 100) {
      nodes {
        id
        title
      }
    }
  }
`);

export const CREATE_CHALLENGE_MUTATION = graphql(`
  mutation CreateChallenge($input: CreateChallengeInput!) {
    createChallenge(input: $input) {
      id
      title
    }
  }
`);
