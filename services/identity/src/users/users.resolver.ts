import { Args, Context, Mutation, Parent, Query, ResolveReference, Resolver } from '@nestjs/graphql';
import { profileUpdateSchema } from '@creators/contracts';
import {
  BatchLoader,
  parseInput,
  requestLoader,
  requireUser,
  unauthenticated,
  type SubgraphContext,
} from '@creators/platform';
import { ProfileUpdateInput } from './profile-update.input.js';
import { toRecommendedUserType } from './user.mapper.js';
import { RecommendedUserType, UserType } from './user.types.js';
import { UsersService } from './users.service.js';

@Resolver(() => UserType)
export class UsersResolver {
  constructor(private readonly users: UsersService) {}

  /** The signed-in user, or null when signed out. */
  @Query(() => UserType, { nullable: true })
  async me(@Context() ctx: SubgraphContext): Promise<UserType | null> {
    const viewer = ctx.gateway.user;
    if (!viewer) return null;
    return this.users.findById(viewer.id, viewer.id);
  }

  @Query(() => [RecommendedUserType])
  async recommendedUsers(@Context() ctx: SubgraphContext): Promise<RecommendedUserType[]> {
    const viewer = requireUser(ctx);
    return (await this.users.recommendedFor(viewer.id)).map(toRecommendedUserType);
  }

  @Mutation(() => UserType)
  async updateProfile(
    @Args('input', { type: () => ProfileUpdateInput }) input: ProfileUpdateInput,
    @Context() ctx: SubgraphContext,
  ): Promise<UserType> {
    const viewer = requireUser(ctx);
    const update = parseInput(profileUpdateSchema, input, ctx.gateway.locale);
    const user = await this.users.updateProfile(viewer.id, update);
    if (!user) throw unauthenticated(ctx.gateway.locale);
    return user;
  }

  /**
   * Federation: another subgraph refers to a user by id (a challenge's author, a team's members...). Every
   * reference of a request is loaded in one query. The email is shown only to its owner.
   */
  @ResolveReference()
  resolveReference(
    @Parent() reference: { __typename: string; id: string },
    @Context() ctx: SubgraphContext,
  ): Promise<UserType | null> {
    const viewerId = ctx.gateway.user?.id ?? null;
    const loader = requestLoader(
      ctx,
      'user.byId',
      () => new BatchLoader<string, UserType | null>((ids) => this.users.findByIds(ids, viewerId), null),
    );
    return loader.load(reference.id);
  }
}
