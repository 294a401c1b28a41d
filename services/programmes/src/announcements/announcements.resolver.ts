import { Args, Context, ID, Mutation, Parent, Query, ResolveField, Resolver } from '@nestjs/graphql';
import { announcementSchema, uuid } from '@creators/contracts';
import {
  NEWEST_FIRST_CURSOR,
  parseInput,
  parsePage,
  requireUser,
  toConnection,
  viewerOf,
  type ConnectionShape,
  type SubgraphContext,
} from '@creators/platform';
import { userReference, UserReferenceType } from '../programmes/programme.types.js';
import { ProgrammesService } from '../programmes/programmes.service.js';
import {
  AnnouncementConnection,
  AnnouncementInput,
  AnnouncementType,
  ProgrammeAnnouncementsArgs,
} from './announcement.types.js';
import { AnnouncementsRepository } from './announcements.repository.js';
import { AnnouncementsService } from './announcements.service.js';

/** The most announcements pinned on a dashboard at once (the newest). */
const PINNED_MAX = 5;

@Resolver(() => AnnouncementType)
export class AnnouncementsResolver {
  constructor(
    private readonly service: AnnouncementsService,
    private readonly announcements: AnnouncementsRepository,
    private readonly programmes: ProgrammesService,
  ) {}

  @Mutation(() => AnnouncementType, {
    description: 'Its organisers (and staff) announce something to a programme; FORBIDDEN for anyone else.',
  })
  postAnnouncement(
    @Args('programmeId', { type: () => ID }) programmeId: string,
    @Args('input', { type: () => AnnouncementInput }) input: AnnouncementInput,
    @Context() ctx: SubgraphContext,
  ) {
    const user = requireUser(ctx);
    const { locale } = ctx.gateway;
    const id = parseInput(uuid, programmeId, locale) as string;
    const valid = parseInput(announcementSchema, input, locale);
    return this.service.post(id, valid, { id: user.id, staff: user.staff === true }, locale);
  }

  @Mutation(() => Boolean, { description: 'Takes an announcement off the signed-in person’s dashboard.' })
  dismissAnnouncement(@Args('id', { type: () => ID }) id: string, @Context() ctx: SubgraphContext) {
    const user = requireUser(ctx);
    const { locale } = ctx.gateway;
    return this.service.dismiss(parseInput(uuid, id, locale) as string, user.id, locale);
  }

  @Query(() => [AnnouncementType], {
    description:
      'The announcements pinned on the signed-in person’s dashboard (not dismissed), newest first.',
  })
  async pinnedAnnouncements(@Context() ctx: SubgraphContext) {
    const user = requireUser(ctx);
    return this.announcements.pinnedFor(user.id, PINNED_MAX);
  }

  @Query(() => AnnouncementConnection, {
    description: "A programme's announcements, newest first; its organisers and staff only.",
  })
  async programmeAnnouncements(
    @Args() args: ProgrammeAnnouncementsArgs,
    @Context() ctx: SubgraphContext,
  ): Promise<ConnectionShape<AnnouncementType>> {
    requireUser(ctx);
    const { locale } = ctx.gateway;
    const page = parsePage(args, NEWEST_FIRST_CURSOR, locale);
    const programme = await this.programmes.managed(args.programmeId, viewerOf(ctx), locale);
    const [rows, total] = await Promise.all([
      this.announcements.ofProgramme(programme.id, page.first, page.after),
      this.announcements.countOfProgramme(programme.id),
    ]);
    return toConnection(rows, page.first, (a) => [a.createdAt, a.id], total);
  }

  @ResolveField('author', () => UserReferenceType)
  author(@Parent() announcement: AnnouncementType) {
    return userReference(announcement.postedBy);
  }
}
