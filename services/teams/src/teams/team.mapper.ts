import { TEAM_STATUSES, type TeamStatus } from '@creators/contracts';
import type { Prisma, Team as TeamRow, TeamMembership as MembershipRow } from '../generated/prisma/client.js';
import { TeamMemberType, TeamType } from './team.types.js';

/** Members by joinedAt (then id, so the order is stable): the order toMembers expects. */
export const membersInJoinOrder: Prisma.TeamMembershipOrderByWithRelationInput[] = [
  { joinedAt: 'asc' },
  { id: 'asc' },
];

/** Prisma `include` that reads a team's members with it (toTeamType keeps them). */
export const withMembers = { memberships: { orderBy: membersInJoinOrder } } satisfies Prisma.TeamInclude;

const asStatus = (value: string): TeamStatus =>
  (TEAM_STATUSES as readonly string[]).includes(value) ? (value as TeamStatus) : 'forming';

/** Membership rows (in join order) as GraphQL `TeamMember`s. */
export function toMembers(rows: readonly MembershipRow[]): TeamMemberType[] {
  return rows.map((row) =>
    Object.assign(new TeamMemberType(), { userId: row.userId, role: row.role, joinedAt: row.joinedAt }),
  );
}

/** Display order: the leader first, the others as they are (in join order). */
export function leaderFirst(members: readonly TeamMemberType[], leaderId: string): TeamMemberType[] {
  return [
    ...members.filter((member) => member.userId === leaderId),
    ...members.filter((member) => member.userId !== leaderId),
  ];
}

/** The one place a team row becomes the GraphQL `Team`; Prisma types stay in the service. */
export function toTeamType(row: TeamRow & { memberships?: MembershipRow[] }): TeamType {
  return Object.assign(new TeamType(), {
    id: row.id,
    name: row.name,
    description: row.description,
    challengeId: row.challengeId,
    leaderId: row.leaderId,
    maxMembers: row.maxMembers,
    status: asStatus(row.status),
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
    editedAt: row.editedAt,
    hidden: row.hiddenAt !== null,
    hiddenReason: row.hiddenReason,
    programmeId: row.programmeId,
    reachedMilestones: [...(row.milestones ?? [])],
    ...(row.memberships ? { members: toMembers(row.memberships) } : {}),
  });
}
