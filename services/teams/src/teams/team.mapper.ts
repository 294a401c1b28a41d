import { TEAM_STATUSES, type TeamStatus } from '@creators/contracts';
import type { Team as TeamRow, TeamMembership as MembershipRow } from '../generated/prisma/client.js';
import { teamProgress } from './progress.js';
import { TeamMemberType, TeamType } from './team.types.js';

/** A team row with its memberships (any order). */
export type TeamRowWithMembers = TeamRow & { memberships: MembershipRow[] };

/** Prisma `include` for toTeamType (which puts the members in display order). */
export const withMembers = { memberships: true } as const;

const asStatus = (value: string): TeamStatus =>
  (TEAM_STATUSES as readonly string[]).includes(value) ? (value as TeamStatus) : 'forming';

/** Members in display order: the leader first, then by joinedAt (then id, so the order is stable). */
export function orderMembers(memberships: readonly MembershipRow[], leaderId: string): MembershipRow[] {
  return [...memberships].sort((a, b) => {
    const leader = Number(b.userId === leaderId) - Number(a.userId === leaderId);
    if (leader !== 0) return leader;
    const joined = a.joinedAt.getTime() - b.joinedAt.getTime();
    return joined !== 0 ? joined : a.id.localeCompare(b.id);
  });
}

/** The one place a team row (with its memberships) becomes the GraphQL `Team`; Prisma types stay in the service. */
export function toTeamType(row: TeamRowWithMembers): TeamType {
  const status = asStatus(row.status);
  const memberCount = row.memberships.length;
  return Object.assign(new TeamType(), {
    id: row.id,
    name: row.name,
    description: row.description,
    challengeId: row.challengeId,
    leaderId: row.leaderId,
    maxMembers: row.maxMembers,
    status,
    memberCount,
    progress: teamProgress({
      memberCount,
      maxMembers: row.maxMembers,
      hasChallenge: row.challengeId !== null,
      status,
      showcased: row.showcasedAt !== null,
    }),
    members: orderMembers(row.memberships, row.leaderId).map((membership) =>
      Object.assign(new TeamMemberType(), {
        userId: membership.userId,
        role: membership.role,
        joinedAt: membership.joinedAt,
      }),
    ),
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
  });
}
