import {
  Args,
  Context,
  ID,
  Mutation,
  Parent,
  Query,
  ResolveField,
  ResolveReference,
  Resolver,
} from '@nestjs/graphql';
import { createTeamSchema } from '@creators/contracts';
import {
  BatchLoader,
  parseInput,
  requestLoader,
  requireUser,
  type SubgraphContext,
} from '@creators/platform';
import { challengeReference, ChallengeType } from '../challenges/challenge.types.js';
import { userReference, UserReferenceType } from './reference.types.js';
import { CreateTeamInput } from './team.inputs.js';
import { TeamMemberType, TeamType } from './team.types.js';
import { TeamsService } from './teams.service.js';

@Resolver(() => TeamType)
export class TeamsResolver {
  constructor(private readonly teamsService: TeamsService) {}

  /** Every team, newest first. */
  @Query(() => [TeamType])
  async teams(): Promise<TeamType[]> {
    return this.teamsService.list();
  }

  /** The teams the signed-in user belongs to, newest first. */
  @Query(() => [TeamType])
  async myTeams(@Context() ctx: SubgraphContext): Promise<TeamType[]> {
    const user = requireUser(ctx);
    return this.teamsService.listForMember(user.id);
  }

  /** One team; null for an unknown or malformed id. */
  @Query(() => TeamType, { nullable: true })
  async team(@Args('id', { type: () => ID }) id: string): Promise<TeamType | null> {
    return this.teamsService.findById(id);
  }

  /** A new team led by the signed-in user, who is its first member. */
  @Mutation(() => TeamType)
  async createTeam(
    @Args('input', { type: () => CreateTeamInput }) input: CreateTeamInput,
    @Context() ctx: SubgraphContext,
  ): Promise<TeamType> {
    const user = requireUser(ctx);
    const team = parseInput(createTeamSchema, input, ctx.gateway.locale);
    return this.teamsService.create(team, user.id);
  }

  /** Whether the caller belongs to the team (false when signed out). */
  @ResolveField('isMember', () => Boolean)
  isMember(@Parent() team: TeamType, @Context() ctx: SubgraphContext): boolean {
    const userId = ctx.gateway.user?.id;
    return userId !== undefined && team.members.some((member) => member.userId === userId);
  }

  /** The challenge the team works on, as a reference (its title and the rest come from challenges). */
  @ResolveField('challenge', () => ChallengeType, { nullable: true })
  challenge(@Parent() team: TeamType): { __typename: 'Challenge'; id: string } | null {
    return team.challengeId ? challengeReference(team.challengeId) : null;
  }

  /** Federation: another subgraph (showcase: a project's team) refers to a team by id; batched per request. */
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
    return loader.load(reference.id);
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
