import { Context, Int, Parent, ResolveField, ResolveReference, Resolver } from '@nestjs/graphql';
import { BatchLoader, requestLoader, type SubgraphContext } from '@creators/platform';
import { TeamsService } from '../teams/teams.service.js';
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
}
