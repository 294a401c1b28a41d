import { graphql } from '../graphql/generated';
import type { PeopleToInviteQuery } from '../graphql/generated/graphql';

/** A person the invite dialog offers. */
export type PersonToInvite = PeopleToInviteQuery['people'][number];

/** People by the start of their name (at most 10, never the caller): whom a leader may invite. */
export const PEOPLE_TO_INVITE_QUERY = graphql(`
  query PeopleToInvite($search: String!) {
    people(search: $search) {
      id
      firstName
      lastName
      profileImageUrl
      role
    }
  }
`);

/**
 * docs/product.md §4.2 and §11.3: only the team's leader invites, never a member or someone invited already, and
 * only to a team that is forming and not full; the server says which rule refused it.
 */
export const INVITE_TO_TEAM_MUTATION = graphql(`
  mutation InviteToTeam($input: TeamInvitationInput!) {
    inviteToTeam(input: $input) {
      id
      status
      teamId
      invitedUserId
    }
  }
`);
