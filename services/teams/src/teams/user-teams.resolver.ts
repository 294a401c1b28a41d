import { Context, Parent, ResolveField, ResolveReference, Resolver } from '@nestjs/graphql';
import { BatchLoader, requestLoader, type SubgraphContext } from '@creators/platform';
import { UserReferenceType } from './reference.types.js';
import { TeamType } from './team.types.js';
import { TeamsService, USER_TEAMS_MAX } from './teams.service.js';

/** What teams adds to identity's User: the teams a person belongs to (their page). */
@Resolver(() => UserReferenceType)
export class UserTeamsResolver {
  constructor(private readonly teams: TeamsService) {}

  /** Federation: a user from identity; only the id is known here. */
  @ResolveReference()
  resolveReference(@Parent() reference: { __typename: string; id: string }): { id: string } {
    return { id: reference.id };
  }

  /** Batched per request: the people of a list cost one query, not one each. */
  @ResolveField('teams', () => [TeamType], {
    nullable: true,
    description: `The teams the person belongs to, newest first (at most ${USER_TEAMS_MAX}).`,
  })
  userTeams(@Parent() user: { id: string }, @Context() ctx: SubgraphContext): Promise<TeamType[]> {
    const loader = requestLoader(
      ctx,
      'user.teams',
      () => new BatchLoader<string, TeamType[]>((ids) => this.teams.teamsOfUsers(ids), []),
    );
    return loader.load(user.id);
  }
}
