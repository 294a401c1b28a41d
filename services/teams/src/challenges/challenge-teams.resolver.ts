import { Args, Context, Int, Parent, ResolveField, ResolveReference, Resolver } from '@nestjs/graphql';
import {
  BatchLoader,
  PageArgs,
  parsePage,
  requestLoader,
  type ConnectionShape,
  type SubgraphContext,
} from '@creators/platform';
import { TeamConnection, type TeamType } from '../teams/team.types.js';
import { TEAM_CURSOR, TeamsService } from '../teams/teams.service.js';
import { ChallengeType } from './challenge.types.js';

@Resolver(() => ChallengeType)
export class ChallengeTeamsResolver {
  constructor(private readonly teams: TeamsService) {}

  /** Federation: a challenge from the challenges subgraph; only its id is known here. */
  @ResolveReference()
  resolveReference(@Parent() reference: { __typename: string; id: string }): { id: string } {
    return { id: reference.id };
  }

  /**
   * Teams whose challengeId is this challenge. Batched per request: a list of 50 challenges costs one query,
   * not 50.
   */
  @ResolveField('teamCount', () => Int, { nullable: true })
  teamCount(@Parent() challenge: { id: string }, @Context() ctx: SubgraphContext): Promise<number> {
    const loader = requestLoader(
      ctx,
      'challenge.teamCount',
      () => new BatchLoader<string, number>((ids) => this.teams.countByChallenge(ids), 0),
    );
    return loader.load(challenge.id);
  }

  /** The teams working on the challenge, newest first, a page at a time (the challenge's page). */
  @ResolveField('teams', () => TeamConnection, {
    nullable: true,
    description: 'The teams working on the challenge, newest first, a page at a time.',
  })
  challengeTeams(
    @Parent() challenge: { id: string },
    @Args() args: PageArgs,
    @Context() ctx: SubgraphContext,
  ): Promise<ConnectionShape<TeamType>> {
    const page = parsePage(args, TEAM_CURSOR, ctx.gateway.locale);
    return this.teams.pageForChallenge(challenge.id, page);
  }
}
