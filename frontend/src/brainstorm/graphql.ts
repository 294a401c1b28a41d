import { gql, type TypedDocumentNode } from '@apollo/client';
import type { BrainstormPhase, Locale } from '@creators/contracts';

/** docs/graphql-contract.md, Isla (brainstorm-ai) and createChallenge (challenges). */
export interface IslaResponseVariables {
  input: {
    prompt: string;
    conversationHistory: string;
    phase: BrainstormPhase;
    sessionCount: number;
    language: Locale;
  };
}
export const GENERATE_ISLA_RESPONSE_MUTATION: TypedDocumentNode<
  { generateIslaResponse: { message: string; nextPhase: string | null; provider: string } },
  IslaResponseVariables
> = gql`
  mutation GenerateIslaResponse($input: IslaResponseInput!) {
    generateIslaResponse(input: $input) {
      message
      nextPhase
      provider
    }
  }
`;

export const VALIDATE_CHALLENGE_IDEA_MUTATION: TypedDocumentNode<
  { validateChallengeIdea: { valid: boolean; feedback: string; provider: string } },
  { input: { idea: string; context: string; language: Locale } }
> = gql`
  mutation ValidateChallengeIdea($input: ChallengeValidationInput!) {
    validateChallengeIdea(input: $input) {
      valid
      feedback
      provider
    }
  }
`;

/** The Challenges page's list query, refetched after publishing (if it is on screen). */
export const CHALLENGES_QUERY_NAME = 'Challenges';
