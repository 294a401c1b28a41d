import { Args, Context, ID, Int, Mutation, Parent, Query, ResolveReference, Resolver } from '@nestjs/graphql';
import { profileUpdateSchema } from '@creators/contracts';
import {
  badUserInput,
  BatchLoader,
  PageArgs,
  parseInput,
  parsePage,
  requestLoader,
  requireUser,
  unauthenticated,
  type ConnectionShape,
  type SubgraphContext,
} from '@creators/platform';
import { ProfileUpdateInput } from './profile-update.input.js';
import { toRecommendedUserType } from './user.mapper.js';
import { RecommendedUserConnection, RecommendedUserType, UserType } from './user.types.js';
import { isInt4, RECOMMENDATION_CURSOR, UsersService } from './users.service.js';
import { languageSchema } from './language-choice.js';
import { peopleSearchSchema } from './people-search.js';

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

  /**
   * One person, for their page (product.md, pages with their own addresses); null for an unknown or malformed id.
   * The same privacy as everywhere (toUserType): the email only for its owner, and signed out only the name and
   * picture (product.md §6).
   */
  @Query(() => UserType, { nullable: true })
  async user(
    @Args('id', { type: () => ID }) id: string,
    @Context() ctx: SubgraphContext,
  ): Promise<UserType | null> {
    return this.users.findById(id, ctx.gateway.user?.id ?? null);
  }

  /** People who share skills or interests with the caller, most shared first (at most 10), a page at a time. */
  @Query(() => RecommendedUserConnection)
  async recommendedUsers(
    @Args() args: PageArgs,
    @Context() ctx: SubgraphContext,
  ): Promise<ConnectionShape<RecommendedUserType>> {
    const viewer = requireUser(ctx);
    const { locale } = ctx.gateway;
    const page = parsePage(args, RECOMMENDATION_CURSOR, locale);
    // The ranking's counts are ints: a cursor holding other numbers is not one this list made.
    if (page.after && !(isInt4(page.after[0]) && isInt4(page.after[1])))
      throw badUserInput(locale, { after: 'validation.page.cursor' });
    const connection = await this.users.recommendedFor(viewer.id, page);
    return { ...connection, nodes: connection.nodes.map(toRecommendedUserType) };
  }

  /**
   * People by the start of their name (docs/product.md §11.3: whom a leader invites), signed in only: at most 10,
   * first name, last name, id ascending; never the caller. Fewer than 2 letters find nobody.
   */
  @Query(() => [UserType])
  async people(
    @Args('search', { type: () => String, description: 'The start of a first or last name, or of both.' })
    search: string,
    @Context() ctx: SubgraphContext,
    @Args('first', { type: () => Int, nullable: true, defaultValue: 10, description: 'How many, 1 to 10.' })
    first: number,
  ): Promise<UserType[]> {
    const viewer = requireUser(ctx);
    const query = parseInput(peopleSearchSchema, { search, first }, ctx.gateway.locale);
    return this.users.search(query, viewer.id);
  }

  /** The caller's language for the interface and mails (docs/product.md §13.4): en or de. */
  @Mutation(() => UserType)
  async setLanguage(
    @Args('language', { type: () => String, description: 'en or de.' }) language: string,
    @Context() ctx: SubgraphContext,
  ): Promise<UserType> {
    const viewer = requireUser(ctx);
    const { locale } = ctx.gateway;
    const input = parseInput(languageSchema, { language }, locale);
    const user = await this.users.setLanguage(viewer.id, input.language);
    if (!user) throw unauthenticated(locale);
    return user;
  }

  /**
   * The caller's role, experience, bio, skills and interests (product.md §5.2). Becoming or staying a mentor needs
   * what mentor registration needs (UsersService.updateProfile); student and creator may be chosen freely.
   */
  @Mutation(() => UserType)
  async updateProfile(
    @Args('input', { type: () => ProfileUpdateInput }) input: ProfileUpdateInput,
    @Context() ctx: SubgraphContext,
  ): Promise<UserType> {
    const viewer = requireUser(ctx);
    const { locale } = ctx.gateway;
    const update = parseInput(profileUpdateSchema, input, locale);
    const user = await this.users.updateProfile(viewer.id, update, locale);
    if (!user) throw unauthenticated(locale);
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
