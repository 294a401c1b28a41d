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

/** Read again after publishing (where on screen): the Challenges page's list and the dashboard's 'Your Progress'. */
export const AFTER_PUBLISHING = ['Challenges', 'CreatedChallengeCount'] as const;
