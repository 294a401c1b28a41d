import { Args, Context, Int, Mutation, Parent, Query, ResolveField, Resolver } from '@nestjs/graphql';
import { mentorAvailabilitySchema, mentorListSchema } from '@creators/contracts';
import {
  badUserInput,
  BatchLoader,
  forbidden,
  parseInput,
  parsePage,
  requestLoader,
  requireUser,
  type ConnectionShape,
  type SubgraphContext,
} from '@creators/platform';
import { UserType } from '../users/user.types.js';
import { availabilityOf, MENTOR_ROLE } from './mentor-availability.js';
import { toMentorAvailabilityType } from './mentor.mapper.js';
import { MentorAvailabilityInput, MentorAvailabilityType, UserConnection } from './mentor.types.js';
import { MENTOR_CURSOR, MentorsService } from './mentors.service.js';

@Resolver(() => UserType)
export class MentorsResolver {
  constructor(private readonly service: MentorsService) {}

  /**
   * The mentors directory (docs/product.md §12.1), signed in only: people whose role is mentor, ordered by first
   * name, last name, id, a page at a time. search: names, bio, current role, company, skills; expertise: one of
   * their skills (ignoring case); language: en or de among the languages they mentor in.
   */
  @Query(() => UserConnection)
  async mentors(
    @Context() ctx: SubgraphContext,
    @Args('first', {
      type: () => Int,
      nullable: true,
      defaultValue: 20,
      description: 'How many rows, 1 to 100.',
    })
    first: number,
    @Args('after', { type: () => String, nullable: true, description: "The previous page's endCursor." })
    after?: string | null,
    @Args('search', {
      type: () => String,
      nullable: true,
      description: 'Names, bio, current role, company, skills.',
    })
    search?: string | null,
    @Args('expertise', { type: () => String, nullable: true, description: 'One of their skills (any case).' })
    expertise?: string | null,
    @Args('language', { type: () => String, nullable: true, description: 'en or de.' })
    language?: string | null,
  ): Promise<ConnectionShape<UserType>> {
    const viewer = requireUser(ctx);
    const { locale } = ctx.gateway;
    const filters = parseInput(
      mentorListSchema,
      { search: search ?? undefined, expertise: expertise ?? undefined, language: language ?? undefined },
      locale,
    );
    const page = parsePage({ first, after }, MENTOR_CURSOR, locale);
    // PostgreSQL text holds no NUL: a cursor with one is not one this list made.
    if (page.after?.some((value) => value.includes('\u0000')))
      throw badUserInput(locale, { after: 'validation.page.cursor' });
    return this.service.list(filters, page, viewer.id);
  }

  /**
   * The caller's availability as a mentor (docs/product.md §12.1); records mentor.availability_updated. Only a
   * mentor: anyone else FORBIDDEN error.mentoring.mentorsOnly.
   */
  @Mutation(() => MentorAvailabilityType)
  async setMentorAvailability(
    @Args('input', { type: () => MentorAvailabilityInput }) input: MentorAvailabilityInput,
    @Context() ctx: SubgraphContext,
  ): Promise<MentorAvailabilityType> {
    const viewer = requireUser(ctx);
    const { locale } = ctx.gateway;
    if (viewer.role !== MENTOR_ROLE) throw forbidden(locale, 'error.mentoring.mentorsOnly');
    const availability = parseInput(mentorAvailabilitySchema, input, locale);
    return toMentorAvailabilityType(await this.service.setAvailability(viewer.id, availability, locale));
  }

  /**
   * A mentor's availability: null unless the person's role is mentor (and for a signed-out caller, who sees no
   * role); DEFAULT_MENTOR_AVAILABILITY (updatedAt null) while they never set one. Batched per request.
   */
  @ResolveField('mentorAvailability', () => MentorAvailabilityType, {
    nullable: true,
    description: 'Null unless the person is a mentor; the default availability until they set theirs.',
  })
  async mentorAvailability(
    @Parent() user: { id: string; role?: string | null },
    @Context() ctx: SubgraphContext,
  ): Promise<MentorAvailabilityType | null> {
    if (!ctx.gateway.user || user.role !== MENTOR_ROLE) return null;
    const loader = requestLoader(
      ctx,
      'user.mentorAvailability',
      () =>
        new BatchLoader<string, ReturnType<typeof availabilityOf> | null>(
          (ids) => this.service.availabilityByUsers(ids),
          null,
        ),
    );
    return toMentorAvailabilityType((await loader.load(user.id)) ?? availabilityOf(null));
  }
}
