import { graphql } from '../graphql/generated';

/** Isla's stateless reply (brainstorm-ai subgraph): the voice dialog's turn taking (product.md §4.4). */
export const GENERATE_ISLA_RESPONSE_MUTATION = graphql(`
  mutation GenerateIslaResponse($input: IslaResponseInput!) {
    generateIslaResponse(input: $input) {
      message
      nextPhase
      provider
    }
  }
`);
