import { Inject, Injectable } from '@nestjs/common';
import { EVENTS, type createTeamSchema } from '@creators/contracts';
import { isUuid, OUTBOX_RELAY, recordEvent, type OutboxRelay } from '@creators/platform';
import type { z } from 'zod';
import { PrismaService } from '../database/prisma.service.js';
import { toTeamType, withMembers } from './team.mapper.js';
import type { TeamType } from './team.types.js';

/** A team as createTeamSchema has validated and cleaned it. */
export type NewTeam = z.output<typeof createTeamSchema>;

const newestFirst = [{ createdAt: 'desc' }, { id: 'desc' }] as const;

@Injectable()
export class TeamsService {
  constructor(
    private readonly prisma: PrismaService,
    @Inject(OUTBOX_RELAY) private readonly relay: Pick<OutboxRelay, 'wake'>,
  ) {}

  /** Every team with its members, newest first. */
  async list(): Promise<TeamType[]> {
    const rows = await this.prisma.team.findMany({ include: withMembers, orderBy: [...newestFirst] });
    return rows.map(toTeamType);
  }

  /** The teams `userId` belongs to (leading or not), newest first. */
  async listForMember(userId: string): Promise<TeamType[]> {
    const rows = await this.prisma.team.findMany({
      where: { memberships: { some: { userId } } },
      include: withMembers,
      orderBy: [...newestFirst],
    });
    return rows.map(toTeamType);
  }

  async findById(id: string): Promise<TeamType | null> {
    if (!isUuid(id)) return null;
    const row = await this.prisma.team.findUnique({ where: { id }, include: withMembers });
    return row ? toTeamType(row) : null;
  }

  /** Several teams in one query (federation references); ids that are malformed or unknown are left out. */
  async findByIds(ids: readonly string[]): Promise<Map<string, TeamType>> {
    const valid = ids.filter(isUuid);
    if (valid.length === 0) return new Map();
    const rows = await this.prisma.team.findMany({ where: { id: { in: valid } }, include: withMembers });
    return new Map(rows.map((row) => [row.id, toTeamType(row)]));
  }

  /** How many teams work on each of these challenges, in one query (0 for a challenge without teams). */
  async countByChallenge(challengeIds: readonly string[]): Promise<Map<string, number>> {
    const counts = new Map(challengeIds.map((id) => [id, 0]));
    const valid = challengeIds.filter(isUuid);
    if (valid.length === 0) return counts;
    const groups = await this.prisma.team.groupBy({
      by: ['challengeId'],
      where: { challengeId: { in: valid } },
      _count: { _all: true },
    });
    for (const group of groups) if (group.challengeId) counts.set(group.challengeId, group._count._all);
    return counts;
  }

  /**
   * Creates a team led by `leaderId`, who becomes its first member (role leader), and records `team.created`, all in
   * one transaction. The challenge id is stored as given: challenges live in another service's database.
   */
  async create(input: NewTeam, leaderId: string): Promise<TeamType> {
    const row = await this.prisma.$transaction(async (tx) => {
      const team = await tx.team.create({
        data: {
          name: input.name,
          description: input.description ?? null,
          maxMembers: input.maxMembers,
          status: input.status,
          challengeId: input.challengeId ?? null,
          leaderId,
          memberships: { create: { userId: leaderId, role: 'leader' } },
        },
        include: withMembers,
      });
      await recordEvent(tx, EVENTS.teamCreated, {
        teamId: team.id,
        name: team.name,
        leaderId,
        challengeId: team.challengeId,
      });
      return team;
    });
    this.relay.wake();
    return toTeamType(row);
  }
}
