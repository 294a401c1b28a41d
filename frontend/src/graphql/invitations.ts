import { graphql } from './generated';
import type { MyInvitationsQuery } from './generated/graphql';

export type MyInvitation = MyInvitationsQuery['myInvitations']['nodes'][number];

/** How many pending invitations the dashboard and the notifications menu show (one request serves both). */
export const INVITATIONS_SHOWN = 5;

/** The caller's pending team invitations, newest first (docs/product.md: invitations). */
export const MY_INVITATIONS_QUERY = graphql(`
  query MyInvitations($first: Int!) {
    myInvitations(first: $first) {
      nodes {
        id
        status
        createdAt
        expiresAt
        team {
          id
          name
        }
        inviter {
          id
          firstName
          lastName
          profileImageUrl
        }
      }
      totalCount
    }
  }
`);

/** Accepting joins the team under the join rules (seats, status, once). */
export const ACCEPT_TEAM_INVITATION_MUTATION = graphql(`
  mutation AcceptTeamInvitation($id: ID!) {
    acceptTeamInvitation(id: $id) {
      id
      name
    }
  }
`);

export const DECLINE_TEAM_INVITATION_MUTATION = graphql(`
  mutation DeclineTeamInvitation($id: ID!) {
    declineTeamInvitation(id: $id) {
      id
      status
    }
  }
`);
