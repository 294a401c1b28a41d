import {
  Args,
  Context,
  ID,
  Int,
  Mutation,
  Parent,
  Query,
  ResolveField,
  ResolveReference,
  Resolver,
} from '@nestjs/graphql';
import {
  addOrganiserSchema,
  createProgrammeSchema,
  joinProgrammeSchema,
  updateProgrammeSchema,
  uuid,
} from '@creators/contracts';
import {
  BatchLoader,
  forbidden,
  NEWEST_FIRST_CURSOR,
  parseInput,
  parsePage,
  requestLoader,
  requireUser,
  toConnection,
  viewerOf,
  type ConnectionShape,
  type SubgraphContext,
} from '@creators/platform';
import { currentPhase, nextDeadline, submissionsOpen } from './calendar.js';
import { canManage } from './programme-access.js';
import type { ProgrammeRecord } from './programme.record.js';
import {
  CreateProgrammeInput,
  MyProgrammeType,
  NextDeadlineType,
  ProgrammeConnection,
  ProgrammesArgs,
  ProgrammeType,
  UpdateProgrammeInput,
  userReference,
  UserReferenceType,
} from './programme.types.js';
import { PeopleRepository } from './people.repository.js';
import { ProgrammesRepository } from './programmes.repository.js';
import { ProgrammesService } from './programmes.service.js';

export const toProgrammeType = (record: ProgrammeRecord): ProgrammeType => ({
  ...record,
  joinCodeValue: record.joinCode,
});

const programmeId = (id: string, ctx: SubgraphContext) => parseInput(uuid, id, ctx.gateway.locale) as string;

@Resolver(() => ProgrammeType)
export class ProgrammesResolver {
  constructor(
    private readonly service: ProgrammesService,
    private readonly programmeRows: ProgrammesRepository,
    private readonly people: PeopleRepository,
  ) {}

  @Query(() => ProgrammeType, {
    description: 'A programme with its calendar (any signed-in person); NOT_FOUND for an unknown one.',
  })
  async programme(
    @Args('id', { type: () => ID }) id: string,
    @Context() ctx: SubgraphContext,
  ): Promise<ProgrammeType> {
    requireUser(ctx);
    return toProgrammeType(await this.service.get(programmeId(id, ctx), ctx.gateway.locale));
  }

  @Query(() => ProgrammeConnection, { description: 'Staff only: every programme, newest first; paged.' })
  async programmes(
    @Args() args: ProgrammesArgs,
    @Context() ctx: SubgraphContext,
  ): Promise<ConnectionShape<ProgrammeType>> {
    const user = requireUser(ctx);
    if (!user.staff) throw forbidden(ctx.gateway.locale, 'error.staff.only');
    const page = parsePage(args, NEWEST_FIRST_CURSOR, ctx.gateway.locale);
    const [rows, total] = await Promise.all([
      this.programmeRows.page(page.first, page.after),
      this.programmeRows.count(),
    ]);
    return toConnection(rows.map(toProgrammeType), page.first, (p) => [p.createdAt, p.id], total);
  }

  @Query(() => [MyProgrammeType], {
    description: 'The programmes the signed-in person is a member or an organiser of, newest first.',
  })
  async myProgrammes(@Context() ctx: SubgraphContext): Promise<MyProgrammeType[]> {
    const user = requireUser(ctx);
    const [mine, current] = await Promise.all([
      this.programmeRows.ofPerson(user.id),
      this.people.currentProgrammeId(user.id),
    ]);
    return mine.map(({ programme, member, organiser }) => ({
      programme: toProgrammeType(programme),
      current: programme.id === current,
      member,
      organiser,
    }));
  }

  @Mutation(() => ProgrammeType, {
    description:
      'Staff create a programme; FORBIDDEN for anyone else. Calendar rules: docs/product.md §16.1.',
  })
  async createProgramme(
    @Args('input', { type: () => CreateProgrammeInput }) input: CreateProgrammeInput,
    @Context() ctx: SubgraphContext,
  ): Promise<ProgrammeType> {
    const user = requireUser(ctx);
    const { locale } = ctx.gateway;
    if (!user.staff) throw forbidden(locale, 'error.staff.only');
    const valid = parseInput(createProgrammeSchema, input, locale);
    return toProgrammeType(await this.service.create(valid, user.id));
  }

  @Mutation(() => ProgrammeType, {
    description:
      'Its organisers (and staff) change a programme: the fields given, from expectedUpdatedAt (CONFLICT when stale).',
  })
  async updateProgramme(
    @Args('id', { type: () => ID }) id: string,
    @Args('input', { type: () => UpdateProgrammeInput }) input: UpdateProgrammeInput,
    @Context() ctx: SubgraphContext,
  ): Promise<ProgrammeType> {
    const user = requireUser(ctx);
    const { locale } = ctx.gateway;
    const valid = parseInput(updateProgrammeSchema, input, locale);
    const viewer = { id: user.id, staff: user.staff === true };
    return toProgrammeType(await this.service.update(programmeId(id, ctx), valid, viewer, locale));
  }

  @Mutation(() => ProgrammeType, {
    description: 'Staff or an organiser name another organiser of the programme.',
  })
  async addProgrammeOrganiser(
    @Args('programmeId', { type: () => ID }) id: string,
    @Args('userId', { type: () => ID }) userId: string,
    @Context() ctx: SubgraphContext,
  ): Promise<ProgrammeType> {
    const user = requireUser(ctx);
    const { locale } = ctx.gateway;
    const valid = parseInput(addOrganiserSchema, { userId }, locale);
    const viewer = { id: user.id, staff: user.staff === true };
    return toProgrammeType(
      await this.service.addOrganiser(programmeId(id, ctx), valid.userId, viewer, locale),
    );
  }

  @Mutation(() => ProgrammeType, {
    description: "Joins the programme with this code and makes it the person's current one.",
  })
  async joinProgramme(
    @Args('code', { type: () => String }) code: string,
    @Context() ctx: SubgraphContext,
  ): Promise<ProgrammeType> {
    const user = requireUser(ctx);
    const { locale } = ctx.gateway;
    const valid = parseInput(joinProgrammeSchema, { code }, locale);
    return toProgrammeType(await this.service.join(valid.code, user.id, locale));
  }

  @Mutation(() => ProgrammeType, {
    description: 'The person chooses which of their programmes they work in now (their dashboard shows it).',
  })
  async chooseProgramme(
    @Args('programmeId', { type: () => ID }) id: string,
    @Context() ctx: SubgraphContext,
  ): Promise<ProgrammeType> {
    const user = requireUser(ctx);
    return toProgrammeType(await this.service.choose(programmeId(id, ctx), user.id, ctx.gateway.locale));
  }

  @ResolveReference()
  async resolveReference(
    @Parent() reference: { __typename: string; id: string },
    @Context() ctx: SubgraphContext,
  ): Promise<ProgrammeType | null> {
    const loader = requestLoader(
      ctx,
      'programme.byId',
      () =>
        new BatchLoader<string, ProgrammeType | null>(async (ids) => {
          const found = await this.programmeRows.byIds(ids);
          return new Map(found.map((p) => [p.id, toProgrammeType(p)]));
        }, null),
    );
    return loader.load(reference.id);
  }

  @ResolveField('currentPhase', () => String, {
    nullable: true,
    description: 'The phase the calendar is in now; null before it starts; showcase after it ends.',
  })
  currentPhase(@Parent() programme: ProgrammeType): string | null {
    return currentPhase(programme, new Date());
  }

  @ResolveField('submissionsOpen', () => Boolean, {
    description: 'Whether projects may still be created and changed (until the submission deadline).',
  })
  submissionsOpen(@Parent() programme: ProgrammeType): boolean {
    return submissionsOpen(programme, new Date());
  }

  @ResolveField('nextDeadline', () => NextDeadlineType, { nullable: true })
  nextDeadline(@Parent() programme: ProgrammeType): NextDeadlineType | null {
    return nextDeadline(programme, new Date());
  }

  @ResolveField('joinCode', () => String, {
    nullable: true,
    description: 'The code members join with: for its organisers and staff only, null for anyone else.',
  })
  joinCode(@Parent() programme: ProgrammeType, @Context() ctx: SubgraphContext): string | null {
    return canManage(programme, viewerOf(ctx)) ? programme.joinCodeValue : null;
  }

  @ResolveField('viewerIsOrganiser', () => Boolean, {
    description: 'Whether the viewer may manage it (an organiser, or staff).',
  })
  viewerIsOrganiser(@Parent() programme: ProgrammeType, @Context() ctx: SubgraphContext): boolean {
    return canManage(programme, viewerOf(ctx));
  }

  @ResolveField('organisers', () => [UserReferenceType])
  organisers(@Parent() programme: ProgrammeType) {
    return programme.organiserIds.map(userReference);
  }

  @ResolveField('memberCount', () => Int)
  memberCount(@Parent() programme: ProgrammeType): Promise<number> {
    return this.programmeRows.memberCount(programme.id);
  }
}
