import { graphql } from '../graphql/generated';

/** The brainstorm as brainstorm-ai runs it (product.md §4.3): each call answers with the whole state the panel shows. */
export const BRAINSTORM_SHOWN_FIELDS = graphql(`
  fragment BrainstormShownFields on Brainstorm {
    id
    phase
    messages {
      id
      message
      sender
      timestamp
      type
      phase
    }
    draft {
      title
      description
      category
      difficulty
      tags
    }
    insights
    awaitingConfirmation
  }
`);

export const START_BRAINSTORM_MUTATION = graphql(`
  mutation StartBrainstorm($input: StartBrainstormInput) {
    startBrainstorm(input: $input) {
      ...BrainstormShownFields
    }
  }
`);

export const SEND_BRAINSTORM_MESSAGE_MUTATION = graphql(`
  mutation SendBrainstormMessage($input: SendBrainstormMessageInput!) {
    sendBrainstormMessage(input: $input) {
      ...BrainstormShownFields
    }
  }
`);

export const BRAINSTORM_BACK_TO_REFINEMENT_MUTATION = graphql(`
  mutation BrainstormBackToRefinement($input: BrainstormBackToRefinementInput!) {
    brainstormBackToRefinement(input: $input) {
      ...BrainstormShownFields
    }
  }
`);

/** The Challenges page's list query, refetched after publishing (if it is on screen). */
export const CHALLENGES_QUERY_NAME = 'Challenges';
