import { graphql } from '../graphql/generated';
import type { GenerateIslaResponseMutationVariables } from '../graphql/generated/graphql';

/** Isla (brainstorm-ai subgraph). */
export type IslaResponseInput = GenerateIslaResponseMutationVariables['input'];

export const GENERATE_ISLA_RESPONSE_MUTATION = graphql(`
  mutation GenerateIslaResponse($input: IslaResponseInput!) {
    generateIslaResponse(input: $input) {
      message
      nextPhase
      provider
    }
  }
`);

export const VALIDATE_CHALLENGE_IDEA_MUTATION = graphql(`
  mutation ValidateChallengeIdea($input: ChallengeValidationInput!) {
    validateChallengeIdea(input: $input) {
      valid
      feedback
      provider
    }
  }
`);

/** Issue 11: the challenge draft written by a configured model (or the built-in engine, the same as the prefilled one). */
export const GENERATE_CHALLENGE_DRAFT_MUTATION = graphql(`
  mutation GenerateChallengeDraft($input: ChallengeDraftInput!) {
    generateChallengeDraft(input: $input) {
      title
      description
      category
      tags
      provider
    }
  }
`);

/** The Challenges page's list query, refetched after publishing (if it is on screen). */
export const CHALLENGES_QUERY_NAME = 'Challenges';
