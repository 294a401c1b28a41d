import { Injectable } from '@nestjs/common';
import { isUuid } from '@creators/platform';
import { PrismaService } from '../database/prisma.service.js';
import type { Prisma } from '../generated/prisma/client.js';

/**
 * Takes the mentor's transaction-scoped advisory lock: accepting a request (the mentor's team count) and scheduling
 * a meeting with the mentor (overlaps) run one after another per mentor. Taken after any team row lock, never
 * before, so the two kinds of lock always come in the same order.
 */
export async function lockMentor(tx: Prisma.TransactionClient, mentorId: string): Promise<void> {
  await tx.$executeRaw`SELECT pg_advisory_xact_lock(hashtextextended(${`teams:mentor:${mentorId}`}, 0))`;
}

/** The mentors of a team in the order they started. */
export async function mentorsOfTeam(tx: Prisma.TransactionClient, teamId: string): Promise<string[]> {
  const rows = await tx.teamMentor.findMany({
    where: { teamId },
    orderBy: [{ since: 'asc' }, { mentorId: 'asc' }],
  });
  return rows.map((row) => row.mentorId);
}

/** The team's members and mentors (who a meeting's events go to), each once. */
export async function attendeesOfTeam(
  tx: Prisma.TransactionClient,
  teamId: string,
): Promise<{ memberIds: string[]; mentorIds: string[]; attendeeIds: string[] }> {
  const [members, mentorIds] = await Promise.all([
    tx.teamMembership.findMany({ where: { teamId }, orderBy: [{ joinedAt: 'asc' }, { id: 'asc' }] }),
    mentorsOfTeam(tx, teamId),
  ]);
  const memberIds = members.map((member) => member.userId);
  return { memberIds, mentorIds, attendeeIds: [...new Set([...memberIds, ...mentorIds])] };
}

/** Who mentors which team (team_mentors), read for every team of a request at once. */
@Injectable()
export class TeamMentors {
  constructor(private readonly prisma: PrismaService) {}

  /** The mentor ids of each of these teams, in the order they started, in one query. */
  async mentorIdsOf(teamIds: readonly string[]): Promise<Map<string, string[]>> {
    const byTeam = new Map<string, string[]>();
    const valid = teamIds.filter(isUuid);
    if (valid.length === 0) return byTeam;
    const rows = await this.prisma.teamMentor.findMany({
      where: { teamId: { in: valid } },
      orderBy: [{ since: 'asc' }, { mentorId: 'asc' }],
    });
    for (const row of rows) byTeam.set(row.teamId, [...(byTeam.get(row.teamId) ?? []), row.mentorId]);
    return byTeam;
  }

  /** The ids of the teams `mentorId` mentors, newest mentoring first. */
  async teamIdsOfMentor(mentorId: string): Promise<string[]> {
    if (!isUuid(mentorId)) return [];
    const rows = await this.prisma.teamMentor.findMany({
      where: { mentorId },
      orderBy: [{ since: 'desc' }, { teamId: 'desc' }],
    });
    return rows.map((row) => row.teamId);
  }

  /** Whether `userId` is a member or a mentor of the team. */
  async isAttendee(teamId: string, userId: string): Promise<boolean> {
    if (!isUuid(teamId) || !isUuid(userId)) return false;
    const [member, mentor] = await Promise.all([
      this.prisma.teamMembership.findUnique({ where: { teamId_userId: { teamId, userId } } }),
      this.prisma.teamMentor.findUnique({ where: { teamId_mentorId: { teamId, mentorId: userId } } }),
    ]);
    return member !== null || mentor !== null;
  }
}
