import { Args, Context, Parent, Query, ResolveField, Resolver } from '@nestjs/graphql';
import { TEAM_MILESTONES } from '@creators/contracts';
import {
  BatchLoader,
  parseInput,
  parsePage,
  requestLoader,
  requireUser,
  toConnection,
  viewerOf,
  type ConnectionShape,
  type SubgraphContext,
} from '@creators/platform';
import { userReference, UserReferenceType } from '../programmes/programme.types.js';
import {
  ProgrammeMemberConnection,
  ProgrammeMembersArgs,
  ProgrammeMemberType,
  ProgrammeTeamConnection,
  ProgrammeTeamsArgs,
  ProgrammeTeamType,
} from '../programmes/programme.types.js';
import { ProgrammesService } from '../programmes/programmes.service.js';
import { rosterFilterSchema } from './roster-filter.js';
import { RosterRepository, type RosterTeamRecord } from './roster.repository.js';

const ROSTER_CURSOR = ['date', 'uuid'] as const;

export const toTeamType = (team: RosterTeamRecord): ProgrammeTeamType => ({
  id: team.teamId,
  programmeId: team.programmeId,
  name: team.name,
  leaderId: team.leaderId,
  memberIds: team.memberIds,
  mentorIds: team.mentorIds,
  progress: team.progress,
  milestones: TEAM_MILESTONES.map((key) => ({ key, done: team.reached.includes(key) })),
  projectId: team.projectId,
  projectTitle: team.projectTitle,
  createdAt: team.createdAt,
});

/**
 * The cohort view (docs/product.md §16.5): a programme's members and teams for its organisers and staff only
 * (FORBIDDEN for anyone else, members included), paged.
 */
@Resolver(() => ProgrammeMemberType)
export class RosterResolver {
  constructor(
    private readonly roster: RosterRepository,
    private readonly programmes: ProgrammesService,
  ) {}

  @Query(() => ProgrammeMemberConnection, {
    description:
      "A programme's members, in the order they joined; organisers and staff only. Filters: no-team, no-project, inactive, mentors.",
  })
  async programmeMembers(
    @Args() args: ProgrammeMembersArgs,
    @Context() ctx: SubgraphContext,
  ): Promise<ConnectionShape<ProgrammeMemberType>> {
    requireUser(ctx);
    const { locale } = ctx.gateway;
    const filter = args.filter ? parseInput(rosterFilterSchema, args.filter, locale) : null;
    const page = parsePage(args, ROSTER_CURSOR, locale);
    const programme = await this.programmes.managed(args.programmeId, viewerOf(ctx), locale);
    const [rows, total] = await Promise.all([
      this.roster.members(programme.id, filter, page.first, page.after),
      this.roster.memberCount(programme.id, filter),
    ]);
    const nodes = rows.map((row) => ({
      userId: row.userId,
      joinedAt: row.joinedAt,
      isMentor: row.isMentor,
      lastActiveOn: row.lastActiveOn ? row.lastActiveOn.toISOString().slice(0, 10) : null,
      startedBrainstorm: row.brainstormStartedAt !== null,
      teamId: row.teamId,
    }));
    return toConnection(nodes, page.first, (m) => [m.joinedAt, m.userId], total);
  }

  @Query(() => ProgrammeTeamConnection, {
    description:
      "A programme's teams, oldest first, with members, mentors and milestones; organisers and staff only.",
  })
  async programmeTeams(
    @Args() args: ProgrammeTeamsArgs,
    @Context() ctx: SubgraphContext,
  ): Promise<ConnectionShape<ProgrammeTeamType>> {
    requireUser(ctx);
    const { locale } = ctx.gateway;
    const page = parsePage(args, ROSTER_CURSOR, locale);
    const programme = await this.programmes.managed(args.programmeId, viewerOf(ctx), locale);
    const [rows, total] = await Promise.all([
      this.roster.teams(programme.id, page.first, page.after),
      this.roster.teamCount(programme.id),
    ]);
    return toConnection(rows.map(toTeamType), page.first, (t) => [t.createdAt, t.id], total);
  }

  @ResolveField('user', () => UserReferenceType)
  user(@Parent() member: ProgrammeMemberType) {
    return userReference(member.userId);
  }

  @ResolveField('team', () => ProgrammeTeamType, {
    nullable: true,
    description: 'Their team in the programme (the first they joined), if any.',
  })
  team(@Parent() member: ProgrammeMemberType, @Context() ctx: SubgraphContext) {
    if (!member.teamId) return null;
    const loader = requestLoader(
      ctx,
      'roster.team',
      () =>
        new BatchLoader<string, ProgrammeTeamType | null>(async (ids) => {
          const teams = await this.roster.teamsByIds(ids);
          return new Map(teams.map((team) => [team.teamId, toTeamType(team)]));
        }, null),
    );
    return loader.load(member.teamId);
  }
}

@Resolver(() => ProgrammeTeamType)
export class ProgrammeTeamResolver {
  @ResolveField('members', () => [UserReferenceType])
  members(@Parent() team: ProgrammeTeamType) {
    return team.memberIds.map(userReference);
  }

  @ResolveField('mentors', () => [UserReferenceType])
  mentors(@Parent() team: ProgrammeTeamType) {
    return team.mentorIds.map(userReference);
  }
}
