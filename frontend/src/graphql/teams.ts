import { graphql } from './generated';
import type { TeamFieldsFragment, TeamMemberFieldsFragment } from './generated/graphql';

/** A member of a team; `user` is resolved by identity and may be null when that service is down. */
export type TeamMember = TeamMemberFieldsFragment;

/** A team as the Teams page reads it (teams subgraph; `progress` is 0-100, derived by the teams service). */
export type Team = TeamFieldsFragment;

/** The one selection of a team's members used everywhere, so that cached teams never lose fields. */
export const TEAM_MEMBER_FIELDS = graphql(`
  fragment TeamMemberFields on TeamMember {
    userId
    role
    joinedAt
    user {
      id
      firstName
      lastName
      profileImageUrl
    }
  }
`);

export const TEAM_FIELDS = graphql(`
  fragment TeamFields on Team {
    id
    name
    description
    challengeId
    challenge {
      id
      title
    }
    leaderId
    maxMembers
    status
    memberCount
    progress
    members {
      ...TeamMemberFields
    }
    isMember
    mentors {
      id
      firstName
      lastName
      profileImageUrl
    }
    createdAt
    updatedAt
  }
`);

/** A page of teams, newest first; the server filters (search on name or description, status). */
export const TEAMS_QUERY = graphql(`
  query Teams($first: Int, $after: String, $search: String, $status: String) {
    teams(first: $first, after: $after, search: $search, status: $status) {
      nodes {
        ...TeamFields
      }
      pageInfo {
        endCursor
        hasNextPage
      }
      totalCount
    }
  }
`);

/** The person's newest 20 teams (a page of 100 with every field would meet the gateway's cost limit). */
export const MY_TEAMS_QUERY = graphql(`
  query MyTeams {
    myTeams(first: 20) {
      nodes {
        ...TeamFields
      }
    }
  }
`);

export const CREATE_TEAM_MUTATION = graphql(`
  mutation CreateTeam($input: CreateTeamInput!) {
    createTeam(input: $input) {
      ...TeamFields
    }
  }
`);

export const JOIN_TEAM_MUTATION = graphql(`
  mutation JoinTeam($teamId: ID!) {
    joinTeam(teamId: $teamId) {
      ...TeamFields
    }
  }
`);
