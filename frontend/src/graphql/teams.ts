import { gql, type TypedDocumentNode } from '@apollo/client';

/** A member of a team; `user` is resolved by identity and may be null when that service is down. */
export interface TeamMember {
  userId: string;
  role: string;
  joinedAt: string;
  user: { id: string; firstName: string; lastName: string; profileImageUrl: string | null } | null;
}

/** A team as the Teams page reads it (docs/graphql-contract.md, teams subgraph). */
export interface Team {
  id: string;
  name: string;
  description: string | null;
  challengeId: string | null;
  challenge: { id: string; title: string } | null;
  leaderId: string;
  maxMembers: number;
  status: string;
  memberCount: number;
  /** 0-100, derived from the team's real state by the teams service. */
  progress: number;
  members: TeamMember[];
  isMember: boolean;
  createdAt: string;
  updatedAt: string;
}

/** The one selection of a team's members used everywhere, so that cached teams never lose fields. */
export const TEAM_MEMBER_FIELDS = gql`
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
`;

const TEAM_FIELDS = gql`
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
    createdAt
    updatedAt
  }
  ${TEAM_MEMBER_FIELDS}
`;

export const TEAMS_QUERY: TypedDocumentNode<{ teams: Team[] }, Record<string, never>> = gql`
  query Teams {
    teams {
      ...TeamFields
    }
  }
  ${TEAM_FIELDS}
`;

export const MY_TEAMS_QUERY: TypedDocumentNode<{ myTeams: Team[] }, Record<string, never>> = gql`
  query MyTeams {
    myTeams {
      ...TeamFields
    }
  }
  ${TEAM_FIELDS}
`;

export interface CreateTeamVariables {
  input: { name: string; description?: string; maxMembers: number; status: 'forming'; challengeId?: string | null };
}
export const CREATE_TEAM_MUTATION: TypedDocumentNode<{ createTeam: Team }, CreateTeamVariables> = gql`
  mutation CreateTeam($input: CreateTeamInput!) {
    createTeam(input: $input) {
      ...TeamFields
    }
  }
  ${TEAM_FIELDS}
`;

export const JOIN_TEAM_MUTATION: TypedDocumentNode<{ joinTeam: Team }, { teamId: string }> = gql`
  mutation JoinTeam($teamId: ID!) {
    joinTeam(teamId: $teamId) {
      ...TeamFields
    }
  }
  ${TEAM_FIELDS}
`;
