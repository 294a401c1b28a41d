import { Inject, Injectable } from '@nestjs/common';
import {
  EVENTS,
  teamListSchema,
  uuid,
  type createTeamSchema,
  type Locale,
  type TeamListFilters,
} from '@creators/contracts';
import {
  containsText,
  isUuid,
  OUTBOX_RELAY,
  recordEvent,
  newestFirst,
  NEWEST_FIRST_CURSOR,
  toConnection,
  type ConnectionShape,
  type OutboxRelay,
  type Page,
} from '@creators/platform';
import type { z } from 'zod';
import { PrismaService } from '../database/prisma.service.js';
import type { Prisma } from '../generated/prisma/client.js';
import { currentProgrammeOf } from '@creators/platform/programmes/current-programmes';
import { ChallengeStatuses } from './challenge-statuses.js';
import { refreshMilestones } from './team-milestones.js';
import { membersInJoinOrder, toMembers, toTeamType, withMembers } from './team.mapper.js';
import type { TeamMemberType, TeamType } from './team.types.js';

/** A team as createTeamSchema has validated and cleaned it. */
export type NewTeam = z.output<typeof createTeamSchema>;

/** The list's filters: the contracts' ones and a programme (docs/product.md §16: the teams of one programme). */
export const teamListFiltersSchema = teamListSchema.extend({ programmeId: uuid.optional() });
export type TeamListQuery = TeamListFilters & { programmeId?: string };

/** The lists' order, newest first: the cursor holds createdAt and id (the tie-breaker). */
export const TEAM_CURSOR = NEWEST_FIRST_CURSOR;

/** The most teams a person's page lists (User.teams). */
export const USER_TEAMS_MAX = 100;

/**
 * Every list, search and count leaves out the teams staff hid (docs/product.md §14), for everyone: a hidden team is
 * answered only by id, to its members and staff. The indexes of the lists' order still serve them (a hidden row is
 * only skipped).
 */
const NOT_HIDDEN = { hiddenAt: null } satisfies Prisma.TeamWhereInput;

function listFilter(filters: TeamListQuery): Prisma.TeamWhereInput {
  return {
    ...NOT_HIDDEN,
    ...(filters.status ? { status: filters.status } : {}),
    ...(filters.programmeId ? { programmeId: filters.programmeId } : {}),
    ...(filters.search
      ? { OR: [{ name: containsText(filters.search) }, { description: containsText(filters.search) }] }
      : {}),
  };
}

@Injectable()
export class TeamsService {
  constructor(
    private readonly prisma: PrismaService,
    private readonly challenges: ChallengeStatuses,
    @Inject(OUTBOX_RELAY) private readonly relay: Pick<OutboxRelay, 'wake'>,
  ) {}

  /** One page of the teams that match `filters`, newest first, with how many match in all. */
  page(filters: TeamListQuery, page: Page<typeof TEAM_CURSOR>): Promise<ConnectionShape<TeamType>> {
    return this.pageWhere(listFilter(filters), page);
  }

  /** One page of the teams `userId` belongs to (leading or not), newest first. */
  pageForMember(userId: string, page: Page<typeof TEAM_CURSOR>): Promise<ConnectionShape<TeamType>> {
    return this.pageWhere({ ...NOT_HIDDEN, memberships: { some: { userId } } }, page);
  }

  /** One page of the teams working on a challenge, newest first (the challenge's page). */
  pageForChallenge(challengeId: string, page: Page<typeof TEAM_CURSOR>): Promise<ConnectionShape<TeamType>> {
    if (!isUuid(challengeId)) return Promise.resolve(toConnection([], page.first, () => [], 0));
    return this.pageWhere({ ...NOT_HIDDEN, challengeId }, page);
  }

  /**
   * The teams each of these people belongs to (a person's page), newest first, at most USER_TEAMS_MAX each, in
   * one query.
   */
  async teamsOfUsers(userIds: readonly string[]): Promise<Map<string, TeamType[]>> {
    const byUser = new Map<string, TeamType[]>();
    const valid = userIds.filter(isUuid);
    if (valid.length === 0) return byUser;
    const rows = await this.prisma.teamMembership.findMany({
      where: { userId: { in: valid }, team: NOT_HIDDEN },
      include: { team: true },
      orderBy: [{ team: { createdAt: 'desc' } }, { teamId: 'desc' }],
    });
    for (const row of rows) {
      const teams = byUser.get(row.userId) ?? [];
      if (teams.length < USER_TEAMS_MAX) teams.push(toTeamType(row.team));
      byUser.set(row.userId, teams);
    }
    return byUser;
  }

  /** Keyset paging on (createdAt, id) descending: the order holds while teams are added. */
  private async pageWhere(
    where: Prisma.TeamWhereInput,
    page: Page<typeof TEAM_CURSOR>,
  ): Promise<ConnectionShape<TeamType>> {
    const order = newestFirst('createdAt', page);
    const [rows, totalCount] = await Promise.all([
      this.prisma.team.findMany({
        where: order.where(where),
        orderBy: order.orderBy,
        take: order.take,
      }),
      this.prisma.team.count({ where }),
    ]);
    return toConnection(rows.map(toTeamType), page.first, order.sortKeys, totalCount);
  }

  /**
   * One team with its members; null for an unknown or malformed id. A hidden team too: whoever answers a viewer
   * with it decides whether they may see it (TeamsResolver.visible).
   */
  async findById(id: string): Promise<TeamType | null> {
    if (!isUuid(id)) return null;
    const row = await this.prisma.team.findUnique({ where: { id }, include: withMembers });
    return row ? toTeamType(row) : null;
  }

  /**
   * Several teams in one query (federation references); ids that are malformed or unknown are left out. Hidden
   * teams too (see findById).
   */
  async findByIds(ids: readonly string[]): Promise<Map<string, TeamType>> {
    const valid = ids.filter(isUuid);
    if (valid.length === 0) return new Map();
    const rows = await this.prisma.team.findMany({ where: { id: { in: valid } } });
    return new Map(rows.map((row) => [row.id, toTeamType(row)]));
  }

  /** The members of each of these teams in join order, in one query (none for an unknown team). */
  async membersOf(teamIds: readonly string[]): Promise<Map<string, TeamMemberType[]>> {
    const members = new Map<string, TeamMemberType[]>();
    const valid = teamIds.filter(isUuid);
    if (valid.length === 0) return members;
    const rows = await this.prisma.teamMembership.findMany({
      where: { teamId: { in: valid } },
      orderBy: membersInJoinOrder,
    });
    for (const row of rows) {
      const team = members.get(row.teamId) ?? [];
      team.push(...toMembers([row]));
      members.set(row.teamId, team);
    }
    return members;
  }

  /** How many teams work on each of these challenges, in one grouped COUNT (0 for a challenge without teams). */
  async countByChallenge(challengeIds: readonly string[]): Promise<Map<string, number>> {
    const counts = new Map(challengeIds.map((id) => [id, 0]));
    const valid = challengeIds.filter(isUuid);
    if (valid.length === 0) return counts;
    const groups = await this.prisma.team.groupBy({
      by: ['challengeId'],
      where: { challengeId: { in: valid }, ...NOT_HIDDEN },
      _count: { _all: true },
    });
    for (const group of groups) if (group.challengeId) counts.set(group.challengeId, group._count._all);
    return counts;
  }

  /**
   * Creates a team led by `leaderId`, who becomes its first member (role leader), and records `team.created`, all in
   * one transaction. The challenge id is stored as given: challenges live in another service's database; a
   * challenge this service learned is closed or archived takes no new team (CONFLICT error.challenge.closed), nor
   * one staff hid (NOT_FOUND error.challenge.notFound, docs/product.md §14). The team belongs to its leader's
   * current programme (docs/product.md §16; null: none) and starts with the milestones it already has (a challenge),
   * recorded as team.milestones_changed when there are any.
   */
  async create(input: NewTeam, leaderId: string, locale: Locale): Promise<TeamType> {
    if (input.challengeId) await this.challenges.assertTakesTeams(input.challengeId, locale);
    const row = await this.prisma.$transaction(async (tx) => {
      const programmeId = await currentProgrammeOf(tx, leaderId);
      const team = await tx.team.create({
        data: {
          name: input.name,
          description: input.description ?? null,
          maxMembers: input.maxMembers,
          status: input.status,
          challengeId: input.challengeId ?? null,
          leaderId,
          programmeId,
          memberships: { create: { userId: leaderId, role: 'leader' } },
        },
      });
      await recordEvent(tx, EVENTS.teamCreated, {
        teamId: team.id,
        name: team.name,
        leaderId,
        challengeId: team.challengeId,
        programmeId,
      });
      await refreshMilestones(tx, team.id);
      return tx.team.findUniqueOrThrow({ where: { id: team.id }, include: withMembers });
    });
    this.relay.wake();
    return toTeamType(row);
  }
}
