import { Args, Context, ID, Mutation, Parent, Query, ResolveField, ResolveReference, Resolver } from '@nestjs/graphql';
import { createChallengeSchema } from '@creators/contracts';
import { parseInput, requireUser, type SubgraphContext } from '@creators/platform';
import { CreateChallengeInput } from './challenge.inputs.js';
import { ChallengeType, toChallengeType } from './challenge.types.js';
import { ChallengesService } from './challenges.service.js';
import { userReference, UserReferenceType } from './user-reference.types.js';

@Resolver(() => ChallengeType)
export class ChallengesResolver {
  constructor(private readonly challengesService: ChallengesService) {}

  /** Every challenge, newest first. */
  @Query(() => [ChallengeType])
  async challenges(): Promise<ChallengeType[]> {
    return (await this.challengesService.list()).map(toChallengeType);
  }

  /** One challenge; null for an unknown or malformed id. */
  @Query(() => ChallengeType, { nullable: true })
  async challenge(@Args('id', { type: () => ID }) id: string): Promise<ChallengeType | null> {
    const challenge = await this.challengesService.findById(id);
    return challenge ? toChallengeType(challenge) : null;
  }

  /** Publishes a challenge by the signed-in user (validated with the contracts' createChallengeSchema). */
  @Mutation(() => ChallengeType)
  async createChallenge(
    @Args('input', { type: () => CreateChallengeInput }) input: CreateChallengeInput,
    @Context() ctx: SubgraphContext,
  ): Promise<ChallengeType> {
    const user = requireUser(ctx);
    const challenge = parseInput(createChallengeSchema, input, ctx.gateway.locale);
    return toChallengeType(await this.challengesService.create(challenge, user.id));
  }

  /** The author, resolved by identity: this returns only the entity reference. */
  @ResolveField('author', () => UserReferenceType, { nullable: true })
  author(@Parent() challenge: ChallengeType): { __typename: 'User'; id: string } {
    return userReference(challenge.createdBy);
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
