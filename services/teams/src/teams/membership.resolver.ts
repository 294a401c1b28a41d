import { Args, Context, ID, Mutation, Resolver } from '@nestjs/graphql';
import { teamInvitationSchema } from '@creators/contracts';
import { CreationLimits, notFound, parseInput, requireUser, type SubgraphContext } from '@creators/platform';
import { TeamInvitations } from './invitations.js';
import { TeamInvitationType, toTeamInvitationType } from './invitation.types.js';
import { TeamJoining } from './joining.js';
import { TeamInvitationInput } from './team.inputs.js';
import { TeamType } from './team.types.js';
import { TeamsService } from './teams.service.js';

/** Joining teams and inviting to them. */
@Resolver()
export class TeamMembershipResolver {
  constructor(
    private readonly teamsService: TeamsService,
    private readonly joining: TeamJoining,
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
    const team = await this.teamsService.findById(teamId);
    if (!team) throw notFound(locale, 'error.team.notFound');
    return team;
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
}
