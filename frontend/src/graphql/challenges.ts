import { graphql } from '../gql';
import type { ChallengesQuery } from '../gql/graphql';

/** A challenge as the Challenges page reads it (challenges subgraph; `teamCount` from the teams subgraph). */
export type Challenge = ChallengesQuery['challenges']['nodes'][number];

export const CHALLENGES_QUERY = graphql(`
  query Challenges {
    challenges(first: 100) {
      nodes {
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
