import { EVENTS, type Locale } from '@creators/contracts';
import { conflict, notFound, recordEvent } from '@creators/platform';
import type { Prisma, TeamMembership as MembershipRow } from '../generated/prisma/client.js';
import { refreshMilestones } from './team-milestones.js';
import { membersInJoinOrder } from './team.mapper.js';

/** A team row as read under its lock. */
export interface LockedTeam {
  id: string;
  name: string;
  leaderId: string;
  maxMembers: number;
  status: string;
  challengeId: string | null;
  updatedAt: Date;
  /** When staff hid it (docs/product.md §14); null while visible. */
  hiddenAt: Date | null;
}

/**
 * Every change of who is in a team, who leads it or how big it is (join, leave, remove, hand over the lead,
 * accept an invitation, edit) runs in a transaction that first locks the team row (`SELECT ... FOR UPDATE`): the
 * changes of one team run one after another and each sees what the previous one left, so a team is never over its
 * size and never without a leader while it has members (docs/product.md, teams change who is in them).
 * Changes of a popular team queue on the lock: they get time to wait their turn.
 */
export const TEAM_CHANGE_TRANSACTION = { maxWait: 10_000, timeout: 20_000 } as const;

/** Locks the team row for the rest of the transaction; NOT_FOUND error.team.notFound when it does not exist. */
export async function lockTeam(
  tx: Prisma.TransactionClient,
  teamId: string,
  locale: Locale,
): Promise<LockedTeam> {
  const [team] = await tx.$queryRaw<LockedTeam[]>`
    SELECT id::text AS id, name, leader_id::text AS "leaderId", max_members AS "maxMembers", status,
      challenge_id::text AS "challengeId", updated_at AS "updatedAt", hidden_at AS "hiddenAt"
    FROM teams WHERE id = ${teamId}::uuid FOR UPDATE`;
  if (!team) throw notFound(locale, 'error.team.notFound');
  return team;
}

/** The team's members in join order (the first is who takes over the lead when the leader leaves). */
export const membersOfLocked = (tx: Prisma.TransactionClient, teamId: string): Promise<MembershipRow[]> =>
  tx.teamMembership.findMany({ where: { teamId }, orderBy: membersInJoinOrder });

/**
 * Whether `userId` leads the team: its leaderId and still a member. A team whose last member left keeps its last
 * leader's id but is led by nobody until someone joins it.
 */
export const leads = (team: LockedTeam, members: readonly MembershipRow[], userId: string): boolean =>
  team.leaderId === userId && members.some((member) => member.userId === userId);

/** How long a person removed from a team cannot join it again unless invited (docs/product.md). */
export const REMOVAL_BLOCK_MS = 24 * 60 * 60 * 1000;

/**
 * Adds `userId` to the locked team under the join rules (product.md §4.2): never twice, never beyond maxMembers,
 * only while forming; someone removed within 24 hours only when invited; nobody while staff hide it (NOT_FOUND
 * error.team.notFound: it is gone for everyone but its members and staff, docs/product.md §14). A team that becomes full moves on from
 * forming to active (nobody can join it any more). Whoever joins an empty team leads it. Records
 * team.member_joined, and team.milestones_changed when the join reached a milestone (members).
 */
export async function addMember(
  tx: Prisma.TransactionClient,
  team: LockedTeam,
  userId: string,
  locale: Locale,
  { invited }: { invited: boolean },
): Promise<void> {
  const members = await membersOfLocked(tx, team.id);
  if (members.some((member) => member.userId === userId)) throw conflict(locale, 'error.team.alreadyMember');
  if (team.hiddenAt !== null) throw notFound(locale, 'error.team.notFound');
  if (members.length >= team.maxMembers) throw conflict(locale, 'error.team.full');
  if (team.status !== 'forming') throw conflict(locale, 'error.team.notForming');
  if (!invited) {
    const removal = await tx.teamRemoval.findUnique({
      where: { teamId_userId: { teamId: team.id, userId } },
    });
    if (removal && Date.now() - removal.removedAt.getTime() < REMOVAL_BLOCK_MS) {
      throw conflict(locale, 'error.team.removedRecently');
    }
  }
  const leadsNow = members.length === 0;
  await tx.teamMembership.create({ data: { teamId: team.id, userId, role: leadsNow ? 'leader' : 'member' } });
  const full = members.length + 1 >= team.maxMembers;
  if (leadsNow || full) {
    await tx.team.update({
      where: { id: team.id },
      data: { ...(leadsNow ? { leaderId: userId } : {}), ...(full ? { status: 'active' } : {}) },
    });
  }
  await recordEvent(tx, EVENTS.teamMemberJoined, {
    teamId: team.id,
    teamName: team.name,
    userId,
    leaderId: leadsNow ? userId : team.leaderId,
  });
  await refreshMilestones(tx, team.id);
}
