import { gql, type TypedDocumentNode } from '@apollo/client';
import type { CreateChallengeInput } from '@creators/contracts';

/** A challenge as the Challenges page reads it (docs/graphql-contract.md, challenges subgraph). */
export interface Challenge {
  id: string;
  title: string;
  description: string;
  category: string;
  difficulty: string;
  status: string;
  tags: string[];
  createdBy: string;
  createdAt: string;
  updatedAt: string;
  /** Contributed by the teams subgraph: the teams linked to the challenge. */
  teamCount: number;
}

export const CHALLENGES_QUERY: TypedDocumentNode<{ challenges: Challenge[] }, Record<string, never>> = gql`
  query Challenges {
    challenges {
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
`;

export const CREATE_CHALLENGE_MUTATION: TypedDocumentNode<{ createChallenge: { id: string; title: string } }, { input: CreateChallengeInput }> = gql`
  mutation CreateChallenge($input: CreateChallengeInput!) {
    createChallenge(input: $input) {
      id
      title
    }
  }
`;
