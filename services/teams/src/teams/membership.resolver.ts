import { Args, Context, ID, Mutation, Parent, Query, ResolveField, Resolver } from '@nestjs/graphql';
import { teamInvitationSchema, type Locale } from '@creators/contracts';
import {
  CreationLimits,
  notFound,
  PageArgs,
  parseInput,
  parsePage,
  requireUser,
  type ConnectionShape,
  type SubgraphContext,
} from '@creators/platform';
import { INVITATION_CURSOR, TeamInvitations } from './invitations.js';
import { TeamInvitationConnection, TeamInvitationType, toTeamInvitationType } from './invitation.types.js';
import { TeamJoining } from './joining.js';
import { TeamMembershipChanges } from './membership-changes.js';
import { userReference, UserReferenceType } from './reference.types.js';
import { TeamInvitationInput } from './team.inputs.js';
import { TeamType } from './team.types.js';
import { TeamsService } from './teams.service.js';
import { visibleTeamById } from './team-visibility.js';

/** Joining, leaving and inviting to teams, removing members and handing over the lead. */
@Resolver()
export class TeamMembershipResolver {
  constructor(
    private readonly teamsService: TeamsService,
    private readonly joining: TeamJoining,
    private readonly changes: TeamMembershipChanges,
    private readonly invitations: TeamInvitations,
    private readonly creationLimits: CreationLimits,
  ) {}

  /** The signed-in user joins a forming team with a free place (see TeamJoining for the rules). */
  @Mutation(() => TeamType)
  async joinTeam(
    @Args('teamId', { type: () => ID }) teamId: string,
    @Context() ctx: SubgraphContext,
  ): Promise<TeamType> {
    const user = requireUser(ctx);
    const { locale } = ctx.gateway;
    await this.joining.join(teamId, user.id, locale);
    return this.teamAfterChange(teamId, locale);
  }

  /** The signed-in member leaves the team (a leader hands the lead to the member who joined first). */
  @Mutation(() => TeamType)
  async leaveTeam(
    @Args('teamId', { type: () => ID }) teamId: string,
    @Context() ctx: SubgraphContext,
  ): Promise<TeamType> {
    const user = requireUser(ctx);
    const { locale } = ctx.gateway;
    await this.changes.leave(teamId, user.id, locale);
    return this.teamAfterChange(teamId, locale);
  }

  /** The leader removes a member, who cannot join again for 24 hours unless invited. */
  @Mutation(() => TeamType)
  async removeTeamMember(
    @Args('teamId', { type: () => ID }) teamId: string,
    @Args('userId', { type: () => ID }) userId: string,
    @Context() ctx: SubgraphContext,
  ): Promise<TeamType> {
    const user = requireUser(ctx);
    const { locale } = ctx.gateway;
    await this.changes.remove(teamId, userId, user.id, locale);
    return this.teamAfterChange(teamId, locale);
  }

  /** The leader hands the lead to another member. */
  @Mutation(() => TeamType)
  async transferTeamLead(
    @Args('teamId', { type: () => ID }) teamId: string,
    @Args('userId', { type: () => ID }) userId: string,
    @Context() ctx: SubgraphContext,
  ): Promise<TeamType> {
    const user = requireUser(ctx);
    const { locale } = ctx.gateway;
    await this.changes.transferLead(teamId, userId, user.id, locale);
    return this.teamAfterChange(teamId, locale);
  }

  /** The signed-in team leader invites someone (see TeamInvitations for the rules; within CREATION_LIMIT_INVITATIONS). */
  @Mutation(() => TeamInvitationType)
  async inviteToTeam(
    @Args('input', { type: () => TeamInvitationInput }) input: TeamInvitationInput,
    @Context() ctx: SubgraphContext,
  ): Promise<TeamInvitationType> {
    const user = requireUser(ctx);
    const { locale } = ctx.gateway;
    const invitation = parseInput(teamInvitationSchema, input, locale);
    const sent = await this.creationLimits.create('invitations', user.id, locale, () =>
      this.invitations.invite(invitation, user.id, locale),
    );
    return toTeamInvitationType(sent);
  }

  /** The signed-in user's open invitations (pending, not expired), newest first, a page at a time. */
  @Query(() => TeamInvitationConnection)
  async myInvitations(
    @Args() args: PageArgs,
    @Context() ctx: SubgraphContext,
  ): Promise<ConnectionShape<TeamInvitationType>> {
    const user = requireUser(ctx);
    const page = parsePage(args, INVITATION_CURSOR, ctx.gateway.locale);
    const rows = await this.invitations.pageForInvited(user.id, page);
    return { ...rows, nodes: rows.nodes.map(toTeamInvitationType) };
  }

  /** The invited person accepts and joins the team (under the join rules); answers the team. */
  @Mutation(() => TeamType)
  async acceptTeamInvitation(
    @Args('id', { type: () => ID }) id: string,
    @Context() ctx: SubgraphContext,
  ): Promise<TeamType> {
    const user = requireUser(ctx);
    const { locale } = ctx.gateway;
    const teamId = await this.invitations.accept(id, user.id, locale);
    return this.teamAfterChange(teamId, locale);
  }

  /** The invited person declines. */
  @Mutation(() => TeamInvitationType)
  async declineTeamInvitation(
    @Args('id', { type: () => ID }) id: string,
    @Context() ctx: SubgraphContext,
  ): Promise<TeamInvitationType> {
    const user = requireUser(ctx);
    return toTeamInvitationType(await this.invitations.decline(id, user.id, ctx.gateway.locale));
  }

  /** The team's leader withdraws an open invitation. */
  @Mutation(() => TeamInvitationType)
  async withdrawTeamInvitation(
    @Args('id', { type: () => ID }) id: string,
    @Context() ctx: SubgraphContext,
  ): Promise<TeamInvitationType> {
    const user = requireUser(ctx);
    return toTeamInvitationType(await this.invitations.withdraw(id, user.id, ctx.gateway.locale));
  }

  private async teamAfterChange(teamId: string, locale: Locale): Promise<TeamType> {
    const team = await this.teamsService.findById(teamId);
    if (!team) throw notFound(locale, 'error.team.notFound');
    return team;
  }
}

/** An invitation's team and people (the people as references identity resolves). */
@Resolver(() => TeamInvitationType)
export class TeamInvitationResolver {
  constructor(private readonly teamsService: TeamsService) {}

  /** The invitation's team; null for one staff hid unless the viewer is one of its members or staff. */
  @ResolveField('team', () => TeamType, { nullable: true })
  team(@Parent() invitation: TeamInvitationType, @Context() ctx: SubgraphContext): Promise<TeamType | null> {
    return visibleTeamById(ctx, this.teamsService, invitation.teamId);
  }

  @ResolveField('invitedUser', () => UserReferenceType, { nullable: true })
  invitedUser(@Parent() invitation: TeamInvitationType): { __typename: 'User'; id: string } {
    return userReference(invitation.invitedUserId);
  }

  @ResolveField('inviter', () => UserReferenceType, { nullable: true })
  inviter(@Parent() invitation: TeamInvitationType): { __typename: 'User'; id: string } {
    return userReference(invitation.invitedBy);
  }
}
