import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import type { CreateTeamInput, UpdateTeamInput } from '@creators/contracts';
import type { GraphQLResponse, TestApp } from './harness.js';

/** The GraphQL calls the membership and editing tests make, as one signed-in person or another. */

export type User = { id: string; role: string };
export const newUser = (): User => ({ id: randomUUID(), role: 'student' });
export const codeOf = (response: GraphQLResponse) => response.body.errors?.[0]?.extensions?.code;
export const keyOf = (response: GraphQLResponse) => response.body.errors?.[0]?.extensions?.messageKey;

export const TEAM_FIELDS = `id name description challengeId leaderId maxMembers status memberCount openSeats
  canManage isMember editedAt createdAt updatedAt members { userId role joinedAt }`;
export const INVITATION_FIELDS = `id teamId invitedUserId invitedBy status createdAt expiresAt answeredAt
  team { id name } invitedUser { id } inviter { id }`;

export interface TeamResult {
  id: string;
  name: string;
  description: string | null;
  challengeId: string | null;
  leaderId: string;
  maxMembers: number;
  status: string;
  memberCount: number;
  openSeats: number;
  canManage: boolean;
  isMember: boolean;
  editedAt: string | null;
  createdAt: string;
  updatedAt: string;
  members: Array<{ userId: string; role: string; joinedAt: string }>;
}

export interface InvitationResult {
  id: string;
  teamId: string;
  invitedUserId: string;
  invitedBy: string;
  status: string;
  createdAt: string;
  expiresAt: string;
  answeredAt: string | null;
  team: { id: string; name: string } | null;
  invitedUser: { id: string } | null;
  inviter: { id: string } | null;
}

/** Asserts that a response has no errors and returns its one field's data. */
export function ok<T>(response: GraphQLResponse<Record<string, T>>): T {
  assert.equal(response.body.errors, undefined, response.text);
  return Object.values(response.body.data!)[0]!;
}

/** Asserts a refusal's code and message key. */
export function refused(response: GraphQLResponse, code: string, key?: string): void {
  assert.equal(codeOf(response), code, response.text);
  if (key) assert.equal(keyOf(response), key, response.text);
}

export function teamClient(app: () => TestApp) {
  const call = <T>(query: string, user: User | null, variables: Record<string, unknown>) =>
    app().graphql<Record<string, T>>(query, { user, variables });
  return {
    async createTeam(leader: User, input: Partial<CreateTeamInput> = {}): Promise<TeamResult> {
      return ok(
        await call<TeamResult>(
          `mutation ($input: CreateTeamInput!) { createTeam(input: $input) { ${TEAM_FIELDS} } }`,
          leader,
          { input: { name: `Team ${randomUUID().slice(0, 8)}`, ...input } },
        ),
      );
    },
    team: async (id: string, user: User | null = null): Promise<TeamResult | null> =>
      ok(
        await call<TeamResult | null>(`query ($id: ID!) { team(id: $id) { ${TEAM_FIELDS} } }`, user, { id }),
      ),
    update: (user: User | null, id: string, input: Partial<UpdateTeamInput> & Record<string, unknown>) =>
      call<TeamResult>(
        `mutation ($id: ID!, $input: UpdateTeamInput!) { updateTeam(id: $id, input: $input) { ${TEAM_FIELDS} } }`,
        user,
        { id, input },
      ),
    join: (user: User | null, teamId: string) =>
      call<TeamResult>(`mutation ($teamId: ID!) { joinTeam(teamId: $teamId) { ${TEAM_FIELDS} } }`, user, {
        teamId,
      }),
    leave: (user: User | null, teamId: string) =>
      call<TeamResult>(`mutation ($teamId: ID!) { leaveTeam(teamId: $teamId) { ${TEAM_FIELDS} } }`, user, {
        teamId,
      }),
    remove: (user: User | null, teamId: string, userId: string) =>
      call<TeamResult>(
        `mutation ($teamId: ID!, $userId: ID!) { removeTeamMember(teamId: $teamId, userId: $userId) { ${TEAM_FIELDS} } }`,
        user,
        { teamId, userId },
      ),
    transfer: (user: User | null, teamId: string, userId: string) =>
      call<TeamResult>(
        `mutation ($teamId: ID!, $userId: ID!) { transferTeamLead(teamId: $teamId, userId: $userId) { ${TEAM_FIELDS} } }`,
        user,
        { teamId, userId },
      ),
    invite: (user: User | null, teamId: string, userId: string) =>
      call<InvitationResult>(
        `mutation ($input: TeamInvitationInput!) { inviteToTeam(input: $input) { ${INVITATION_FIELDS} } }`,
        user,
        { input: { teamId, userId } },
      ),
    accept: (user: User | null, id: string) =>
      call<TeamResult>(`mutation ($id: ID!) { acceptTeamInvitation(id: $id) { ${TEAM_FIELDS} } }`, user, {
        id,
      }),
    decline: (user: User | null, id: string) =>
      call<InvitationResult>(
        `mutation ($id: ID!) { declineTeamInvitation(id: $id) { ${INVITATION_FIELDS} } }`,
        user,
        { id },
      ),
    withdraw: (user: User | null, id: string) =>
      call<InvitationResult>(
        `mutation ($id: ID!) { withdrawTeamInvitation(id: $id) { ${INVITATION_FIELDS} } }`,
        user,
        { id },
      ),
  };
}
