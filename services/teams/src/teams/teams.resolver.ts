import {
  Args,
  Context,
  ID,
  Int,
  Mutation,
  Parent,
  Query,
  ResolveField,
  ResolveReference,
  Resolver,
} from '@nestjs/graphql';
import { createTeamSchema, hideItemSchema, updateTeamSchema } from '@creators/contracts';
import {
  BatchLoader,
  CreationLimits,
  isUuid,
  notFound,
  PageArgs,
  parseInput,
  parsePage,
  requestLoader,
  requireStaff,
  requireUser,
  seesHidden,
  viewerOf,
  type ConnectionShape,
  type SubgraphContext,
} from '@creators/platform';
import { challengeReference, ChallengeType } from '../challenges/challenge.types.js';
import { milestoneStates, teamProgress } from './progress.js';
import { userReference, UserReferenceType } from './reference.types.js';
import { TeamsArgs } from './team.args.js';
import type { TeamInvitation as InvitationRow } from '../generated/prisma/client.js';
import { TeamEditing } from './editing.js';
import { TeamModeration } from './team-moderation.js';
import { TeamInvitations } from './invitations.js';
import { TeamInvitationType, toTeamInvitationType } from './invitation.types.js';
import { CreateTeamInput, UpdateTeamInput } from './team.inputs.js';
import { leaderFirst } from './team.mapper.js';
import { TeamConnection, TeamMemberType, TeamMilestoneType, TeamType } from './team.types.js';
import { TEAM_CURSOR, teamListFiltersSchema, TeamsService } from './teams.service.js';

@Resolver(() => TeamType)
export class TeamsResolver {
  constructor(
    private readonly teamsService: TeamsService,
    private readonly creationLimits: CreationLimits,
    private readonly editing: TeamEditing,
    private readonly invitationsService: TeamInvitations,
    private readonly moderation: TeamModeration,
  ) {}

  /** The teams that match the filters, newest first, a page at a time. */
  @Query(() => TeamConnection)
  async teams(@Args() args: TeamsArgs, @Context() ctx: SubgraphContext): Promise<ConnectionShape<TeamType>> {
    const { locale } = ctx.gateway;
    const page = parsePage(args, TEAM_CURSOR, locale);
    const filters = parseInput(
      teamListFiltersSchema,
      { search: args.search, status: args.status, programmeId: args.programmeId },
      locale,
    );
    return this.teamsService.page(filters, page);
  }

  /** The teams the signed-in user belongs to, newest first, a page at a time. */
  @Query(() => TeamConnection)
  async myTeams(@Args() args: PageArgs, @Context() ctx: SubgraphContext): Promise<ConnectionShape<TeamType>> {
    const user = requireUser(ctx);
    const page = parsePage(args, TEAM_CURSOR, ctx.gateway.locale);
    return this.teamsService.pageForMember(user.id, page);
  }

  /** One team; null for an unknown or malformed id, and for a hidden one unless a member or staff ask. */
  @Query(() => TeamType, { nullable: true })
  async team(
    @Args('id', { type: () => ID }) id: string,
    @Context() ctx: SubgraphContext,
  ): Promise<TeamType | null> {
    const team = await this.teamsService.findById(id);
    return team ? this.visible(team, ctx) : null;
  }

  /** A new team led by the signed-in user, who is its first member (within CREATION_LIMIT_TEAMS). */
  @Mutation(() => TeamType)
  async createTeam(
    @Args('input', { type: () => CreateTeamInput }) input: CreateTeamInput,
    @Context() ctx: SubgraphContext,
  ): Promise<TeamType> {
    const user = requireUser(ctx);
    const { locale } = ctx.gateway;
    const team = parseInput(createTeamSchema, input, locale);
    return this.creationLimits.create('teams', user.id, locale, () =>
      this.teamsService.create(team, user.id, locale),
    );
  }

  /** The leader edits the team (see TeamEditing for the rules). */
  @Mutation(() => TeamType)
  async updateTeam(
    @Args('id', { type: () => ID }) id: string,
    @Args('input', { type: () => UpdateTeamInput }) input: UpdateTeamInput,
    @Context() ctx: SubgraphContext,
  ): Promise<TeamType> {
    const user = requireUser(ctx);
    const { locale } = ctx.gateway;
    if (!isUuid(id)) throw notFound(locale, 'error.team.notFound');
    const update = parseInput(updateTeamSchema, input, locale);
    await this.editing.update(id, update, user.id, locale);
    const team = await this.teamsService.findById(id);
    if (!team) throw notFound(locale, 'error.team.notFound');
    return team;
  }

  /**
   * Staff hide the team (reason required: 5 to 500 characters) or restore it (reason ignored). NOT_FOUND
   * error.staff.only for anyone but staff; hiding a hidden one or restoring a visible one changes nothing.
   */
  @Mutation(() => TeamType, {
    description:
      'Staff hide (reason required) or restore (reason ignored) a team; NOT_FOUND for anyone but staff.',
  })
  async setTeamHidden(
    @Args('id', { type: () => ID }) id: string,
    @Args('hidden', { type: () => Boolean }) hidden: boolean,
    @Args('reason', { type: () => String, nullable: true }) reason: string | null,
    @Context() ctx: SubgraphContext,
  ): Promise<TeamType> {
    const staff = requireStaff(ctx);
    const { locale } = ctx.gateway;
    const why = hidden ? parseInput(hideItemSchema, { reason }, locale).reason : null;
    return this.moderation.setHidden(id, hidden, why, staff.id, locale);
  }

  /** Why staff hid it: for the team's members and staff only (null for everyone else, and when not hidden). */
  @ResolveField('hiddenReason', () => String, {
    nullable: true,
    description: "Why staff hid it: shown to the team's members and staff only; null otherwise.",
  })
  async hiddenReason(@Parent() team: TeamType, @Context() ctx: SubgraphContext): Promise<string | null> {
    if (!team.hidden) return null;
    return (await this.visible(team, ctx)) ? team.hiddenReason : null;
  }

  @ResolveField('members', () => [TeamMemberType], { description: 'The leader first, then by joinedAt.' })
  async members(@Parent() team: TeamType, @Context() ctx: SubgraphContext): Promise<TeamMemberType[]> {
    return leaderFirst(await this.membersOf(team, ctx), team.leaderId);
  }

  @ResolveField('memberCount', () => Int, {
    description: 'How many members the team has, the leader included.',
  })
  async memberCount(@Parent() team: TeamType, @Context() ctx: SubgraphContext): Promise<number> {
    return (await this.membersOf(team, ctx)).length;
  }

  @ResolveField('progress', () => Int, {
    description: '0-100: the share of its milestones the team has reached, rounded (docs/product.md §16.3).',
  })
  progress(@Parent() team: TeamType): number {
    return teamProgress(team.reachedMilestones);
  }

  @ResolveField('milestones', () => [TeamMilestoneType], {
    description:
      'Every milestone of a team, in order (members, challenge, mentorMeeting, project, submitted), reached or not.',
  })
  milestones(@Parent() team: TeamType): TeamMilestoneType[] {
    return milestoneStates(team.reachedMilestones).map((state) =>
      Object.assign(new TeamMilestoneType(), state),
    );
  }

  @ResolveField('openSeats', () => Int, { description: 'How many more members it can take (0 when full).' })
  async openSeats(@Parent() team: TeamType, @Context() ctx: SubgraphContext): Promise<number> {
    return Math.max(0, team.maxMembers - (await this.membersOf(team, ctx)).length);
  }

  /** Whether the caller leads the team (false when signed out, and for a team whose last member left). */
  @ResolveField('canManage', () => Boolean)
  async canManage(@Parent() team: TeamType, @Context() ctx: SubgraphContext): Promise<boolean> {
    const userId = ctx.gateway.user?.id;
    if (userId === undefined || userId !== team.leaderId) return false;
    return (await this.membersOf(team, ctx)).some((member) => member.userId === userId);
  }

  /** The team's invitations, newest first, for its leader; [] for everyone else. */
  @ResolveField('invitations', () => [TeamInvitationType], {
    description: 'Every invitation of the team, newest first, for its leader; empty for everyone else.',
  })
  async invitations(
    @Parent() team: TeamType,
    @Context() ctx: SubgraphContext,
  ): Promise<TeamInvitationType[]> {
    if (!(await this.canManage(team, ctx))) return [];
    const loader = requestLoader(
      ctx,
      'team.invitations',
      () => new BatchLoader<string, InvitationRow[]>((ids) => this.invitationsService.ofTeams(ids), []),
    );
    return (await loader.load(team.id)).map(toTeamInvitationType);
  }

  /** Whether the caller belongs to the team (false when signed out). */
  @ResolveField('isMember', () => Boolean)
  async isMember(@Parent() team: TeamType, @Context() ctx: SubgraphContext): Promise<boolean> {
    const userId = ctx.gateway.user?.id;
    if (userId === undefined) return false;
    return (await this.membersOf(team, ctx)).some((member) => member.userId === userId);
  }

  /** The challenge the team works on, as a reference (its title and the rest come from challenges). */
  @ResolveField('challenge', () => ChallengeType, { nullable: true })
  challenge(@Parent() team: TeamType): { __typename: 'Challenge'; id: string } | null {
    return team.challengeId ? challengeReference(team.challengeId) : null;
  }

  /**
   * Federation: another subgraph (showcase: a project's team) refers to a team by id; batched per request. A
   * hidden team resolves to null but for its members and staff (docs/product.md §14).
   */
  @ResolveReference()
  async resolveReference(
    @Parent() reference: { __typename: string; id: string },
    @Context() ctx: SubgraphContext,
  ): Promise<TeamType | null> {
    const loader = requestLoader(
      ctx,
      'team.byId',
      () => new BatchLoader<string, TeamType | null>((ids) => this.teamsService.findByIds(ids), null),
    );
    const team = await loader.load(reference.id);
    return team ? this.visible(team, ctx) : null;
  }

  /**
   * The team, unless staff hid it and the viewer is neither one of its members nor staff (docs/product.md §14).
   * Only a hidden team costs its members' lookup (batched with the rest of the request's).
   */
  private async visible(team: TeamType, ctx: SubgraphContext): Promise<TeamType | null> {
    if (!team.hidden) return team;
    const viewer = viewerOf(ctx);
    if (viewer.staff) return team;
    if (viewer.id === null) return null;
    const members = await this.membersOf(team, ctx);
    return seesHidden(viewer, [team.leaderId, ...members.map((member) => member.userId)]) ? team : null;
  }

  /**
   * A team's members in join order: those read with the team, else loaded for every team of the request in one
   * query (a page of 100 teams costs one query, not 100).
   */
  private async membersOf(team: TeamType, ctx: SubgraphContext): Promise<TeamMemberType[]> {
    if (team.members) return team.members;
    const loader = requestLoader(
      ctx,
      'team.members',
      () => new BatchLoader<string, TeamMemberType[]>((ids) => this.teamsService.membersOf(ids), []),
    );
    return loader.load(team.id);
  }
}

@Resolver(() => TeamMemberType)
export class TeamMemberResolver {
  /** The member as a person, resolved by identity: this returns only the entity reference. */
  @ResolveField('user', () => UserReferenceType, { nullable: true })
  user(@Parent() member: TeamMemberType): { __typename: 'User'; id: string } {
    return userReference(member.userId);
  }
}
