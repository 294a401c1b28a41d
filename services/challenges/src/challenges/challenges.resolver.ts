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
import { createChallengeSchema } from '@creators/contracts';
import {
  BatchLoader,
  CreationLimits,
  parseInput,
  parsePage,
  requestLoader,
  requireUser,
  viewerOf,
  type ConnectionShape,
  type SubgraphContext,
} from '@creators/platform';
import { ChallengesArgs } from './challenge.args.js';
import { CreateChallengeInput } from './challenge.inputs.js';
import { ChallengeConnection, ChallengeType } from './challenge.types.js';
import {
  CHALLENGE_CURSOR,
  challengeListFiltersSchema,
  ChallengesService,
  visibleTo,
} from './challenges.service.js';
import { userReference, UserReferenceType } from './user-reference.types.js';

@Resolver(() => ChallengeType)
export class ChallengesResolver {
  constructor(
    private readonly challengesService: ChallengesService,
    private readonly creationLimits: CreationLimits,
  ) {}

  /** The challenges that match the filters, newest first, a page at a time. */
  @Query(() => ChallengeConnection)
  async challenges(
    @Args() args: ChallengesArgs,
    @Context() ctx: SubgraphContext,
  ): Promise<ConnectionShape<ChallengeType>> {
    const { locale } = ctx.gateway;
    const page = parsePage(args, CHALLENGE_CURSOR, locale);
    const { search, category, createdBy, programmeId } = args;
    const filters = parseInput(
      challengeListFiltersSchema,
      { search, category, createdBy, programmeId },
      locale,
    );
    return this.challengesService.page(filters, page);
  }

  /** One challenge; null for an unknown or malformed id, and for a hidden one unless its author or staff ask. */
  @Query(() => ChallengeType, { nullable: true })
  async challenge(
    @Args('id', { type: () => ID }) id: string,
    @Context() ctx: SubgraphContext,
  ): Promise<ChallengeType | null> {
    return this.challengesService.findById(id, viewerOf(ctx));
  }

  /**
   * Publishes a challenge by the signed-in user (validated with the contracts' createChallengeSchema), within the
   * user's creation limit (CREATION_LIMIT_CHALLENGES: every signed-in user is told of a new challenge).
   */
  @Mutation(() => ChallengeType)
  async createChallenge(
    @Args('input', { type: () => CreateChallengeInput }) input: CreateChallengeInput,
    @Context() ctx: SubgraphContext,
  ): Promise<ChallengeType> {
    const user = requireUser(ctx);
    const { locale } = ctx.gateway;
    const challenge = parseInput(createChallengeSchema, input, locale);
    return this.creationLimits.create('challenges', user.id, locale, () =>
      this.challengesService.create(challenge, user.id),
    );
  }

  /** The author, resolved by identity: this returns only the entity reference. */
  @ResolveField('author', () => UserReferenceType, { nullable: true })
  author(@Parent() challenge: ChallengeType): { __typename: 'User'; id: string } {
    return userReference(challenge.createdBy);
  }

  /**
   * Federation: another subgraph refers to a challenge by id; every reference of a request in one query. A hidden
   * challenge resolves to null but for its author and staff (docs/product.md §14).
   */
  @ResolveReference()
  async resolveReference(
    @Parent() reference: { __typename: string; id: string },
    @Context() ctx: SubgraphContext,
  ): Promise<ChallengeType | null> {
    const loader = requestLoader(
      ctx,
      'challenge.byId',
      () =>
        new BatchLoader<string, ChallengeType | null>((ids) => this.challengesService.findByIds(ids), null),
    );
    const challenge = await loader.load(reference.id);
    return challenge ? visibleTo(challenge, viewerOf(ctx)) : null;
  }
}
