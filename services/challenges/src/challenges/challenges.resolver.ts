import { Args, ID, Parent, Query, ResolveReference, Resolver } from '@nestjs/graphql';
import { ChallengeType, toChallengeType } from './challenge.types.js';
import { ChallengesService } from './challenges.service.js';

@Resolver(() => ChallengeType)
export class ChallengesResolver {
  constructor(private readonly challengesService: ChallengesService) {}

  /** Every challenge, newest first. */
  @Query(() => [ChallengeType])
  async challenges(): Promise<ChallengeType[]> {
    return (await this.challengesService.list()).map(toChallengeType);
  }

  @Query(() => ChallengeType, { nullable: true })
  async challenge(@Args('id', { type: () => ID }) id: string): Promise<ChallengeType | null> {
    const challenge = await this.challengesService.findById(id);
    return challenge ? toChallengeType(challenge) : null;
  }

  /** Federation: another subgraph refers to a challenge by id. */
  @ResolveReference()
  async resolveReference(
    @Parent() reference: { __typename: string; id: string },
  ): Promise<ChallengeType | null> {
    const challenge = await this.challengesService.findById(reference.id);
    return challenge ? toChallengeType(challenge) : null;
  }
}
