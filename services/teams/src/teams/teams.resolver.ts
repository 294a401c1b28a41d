import { Args, ID, Parent, Query, ResolveReference, Resolver } from '@nestjs/graphql';
import { TeamType, toTeamType } from './team.types.js';
import { TeamsService } from './teams.service.js';

@Resolver(() => TeamType)
export class TeamsResolver {
  constructor(private readonly teamsService: TeamsService) {}

  /** Every team, newest first. */
  @Query(() => [TeamType])
  async teams(): Promise<TeamType[]> {
    return (await this.teamsService.list()).map(toTeamType);
  }

  @Query(() => TeamType, { nullable: true })
  async team(@Args('id', { type: () => ID }) id: string): Promise<TeamType | null> {
    const team = await this.teamsService.findById(id);
    return team ? toTeamType(team) : null;
  }

  /** Federation: another subgraph (showcase: a project's team) refers to a team by id. */
  @ResolveReference()
  async resolveReference(@Parent() reference: { __typename: string; id: string }): Promise<TeamType | null> {
    const team = await this.teamsService.findById(reference.id);
    return team ? toTeamType(team) : null;
  }
}
