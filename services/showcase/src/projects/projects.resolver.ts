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
import {
  createProjectSchema,
  hideItemSchema,
  updateProjectSchema,
  type Locale,
  type ProjectSort,
} from '@creators/contracts';
import {
  badUserInput,
  BatchLoader,
  CreationLimits,
  parseInput,
  parsePage,
  requestLoader,
  requireStaff,
  requireUser,
  viewerOf,
  type ConnectionShape,
  type SubgraphContext,
} from '@creators/platform';
import { FeaturedProjectsArgs, ProjectsArgs } from './project.args.js';
import { featuredProjectsSchema } from './featured-projects.js';
import { isInt4, PROJECT_CURSORS, projectListSchema, type ProjectPage } from './project-list.js';
import {
  CreateProjectInput,
  ProjectConnection,
  ProjectType,
  ShowcaseStatsType,
  TeamReferenceType,
  UpdateProjectInput,
} from './project.types.js';
import type { ProgrammeDeadline } from '../programmes/programme-deadlines.js';
import { isClosed } from '../programmes/submissions.js';
import { ProjectsService } from './projects.service.js';

const viewerIdOf = (ctx: SubgraphContext) => ctx.gateway?.user?.id ?? null;

@Resolver(() => ProjectType)
export class ProjectsResolver {
  constructor(
    private readonly projectsService: ProjectsService,
    private readonly creationLimits: CreationLimits,
  ) {}

  /** Showcased projects that match the filters, recent or popular first, a page at a time. */
  @Query(() => ProjectConnection)
  async projects(
    @Args() args: ProjectsArgs,
    @Context() ctx: SubgraphContext,
  ): Promise<ConnectionShape<ProjectType>> {
    const { locale } = ctx.gateway;
    const { search, topic, sort, mine, programmeId } = args;
    const filters = parseInput(projectListSchema, { search, topic, sort, mine, programmeId }, locale);
    const page = this.pageOf(filters.sort, args, locale);
    const viewerId = filters.mine ? requireUser(ctx).id : viewerIdOf(ctx);
    return this.projectsService.page(filters, page, viewerId);
  }

  /**
   * One project, for its page (product.md, pages with their own addresses); null for an unknown or malformed id, for
   * a removed project, and for a hidden one unless its authors or staff ask (docs/product.md §14). Reading it counts no view: the page records one with recordProjectView, as the card does.
   */
  @Query(() => ProjectType, { nullable: true })
  async project(
    @Args('id', { type: () => ID }) id: string,
    @Context() ctx: SubgraphContext,
  ): Promise<ProjectType | null> {
    return this.projectsService.findById(id, viewerOf(ctx));
  }

  /** The page arguments in the cursor of `sort`. */
  private pageOf(sort: ProjectSort, args: ProjectsArgs, locale: Locale): ProjectPage {
    if (sort === 'recent') return { sort, page: parsePage(args, PROJECT_CURSORS.recent, locale) };
    const page = parsePage(args, PROJECT_CURSORS.popular, locale);
    // likes is an int column: a cursor holding another number is not one this list made.
    const likes = page.after?.[0];
    if (likes !== undefined && !isInt4(likes))
      throw badUserInput(locale, { after: 'validation.page.cursor' });
    return { sort, page };
  }

  /** The first `first` (default 3, at most 10) showcased projects ranked by recent likes (see featured-projects.ts). */
  @Query(() => [ProjectType])
  async featuredProjects(
    @Args() args: FeaturedProjectsArgs,
    @Context() ctx: SubgraphContext,
  ): Promise<ProjectType[]> {
    const { first } = parseInput(featuredProjectsSchema, { first: args.first }, ctx.gateway.locale);
    return this.projectsService.featured(first, viewerIdOf(ctx));
  }

  /** People's Choice: the most-liked showcased project, null while nobody has liked one. */
  @Query(() => ProjectType, {
    nullable: true,
    description: "People's Choice: the most-liked showcased project (the first of the popular sort).",
  })
  async peoplesChoice(@Context() ctx: SubgraphContext): Promise<ProjectType | null> {
    return this.projectsService.peoplesChoice(viewerIdOf(ctx));
  }

  /** The showcase page's tiles: showcased projects, their likes and views, distinct teams. */
  @Query(() => ShowcaseStatsType)
  async showcaseStats(): Promise<ShowcaseStatsType> {
    return this.projectsService.stats();
  }

  /** Showcases a project for a team the caller belongs to (FORBIDDEN otherwise), within CREATION_LIMIT_PROJECTS. */
  @Mutation(() => ProjectType)
  async createProject(
    @Args('input', { type: () => CreateProjectInput }) input: CreateProjectInput,
    @Context() ctx: SubgraphContext,
  ): Promise<ProjectType> {
    const user = requireUser(ctx);
    const { locale } = ctx.gateway;
    const project = parseInput(createProjectSchema, input, locale);
    return this.creationLimits.create('projects', user.id, locale, () =>
      this.projectsService.create(project, user.id, locale),
    );
  }

  /** Toggles the caller's like; returns the exact count and likedByMe. */
  @Mutation(() => ProjectType)
  async likeProject(
    @Args('id', { type: () => ID }) id: string,
    @Context() ctx: SubgraphContext,
  ): Promise<ProjectType> {
    const user = requireUser(ctx);
    return this.projectsService.toggleLike(id, user.id, ctx.gateway.locale);
  }

  /** The caller opened the project (demo link or card): counted once per user, project and day. */
  @Mutation(() => ProjectType)
  async recordProjectView(
    @Args('id', { type: () => ID }) id: string,
    @Context() ctx: SubgraphContext,
  ): Promise<ProjectType> {
    const user = requireUser(ctx);
    return this.projectsService.recordView(id, { ...viewerOf(ctx), id: user.id }, ctx.gateway.locale);
  }

  /**
   * Its author edits title, description and links (empty text clears a link); FORBIDDEN for anyone else, CONFLICT
   * error.edit.stale when it changed since expectedUpdatedAt (product.md, owners change what they made).
   */
  @Mutation(() => ProjectType)
  async updateProject(
    @Args('id', { type: () => ID }) id: string,
    @Args('input', { type: () => UpdateProjectInput }) input: UpdateProjectInput,
    @Context() ctx: SubgraphContext,
  ): Promise<ProjectType> {
    const user = requireUser(ctx);
    const { locale } = ctx.gateway;
    const edit = parseInput(updateProjectSchema, input, locale);
    return this.projectsService.update(id, edit, user.id, locale);
  }

  /** Its author takes a project out of the showcase (its likes and the badges earned stay); true when done. */
  @Mutation(() => Boolean)
  async removeProject(
    @Args('id', { type: () => ID }) id: string,
    @Context() ctx: SubgraphContext,
  ): Promise<boolean> {
    const user = requireUser(ctx);
    await this.projectsService.remove(id, user.id, ctx.gateway.locale);
    return true;
  }

  /**
   * Staff hide the project (reason required: 5 to 500 characters) or restore it (reason ignored). NOT_FOUND
   * error.staff.only for anyone but staff; hiding a hidden one or restoring a visible one changes nothing.
   */
  @Mutation(() => ProjectType, {
    description:
      'Staff hide (reason required) or restore (reason ignored) a project; NOT_FOUND for anyone but staff.',
  })
  async setProjectHidden(
    @Args('id', { type: () => ID }) id: string,
    @Args('hidden', { type: () => Boolean }) hidden: boolean,
    @Args('reason', { type: () => String, nullable: true }) reason: string | null,
    @Context() ctx: SubgraphContext,
  ): Promise<ProjectType> {
    const staff = requireStaff(ctx);
    const { locale } = ctx.gateway;
    const why = hidden ? parseInput(hideItemSchema, { reason }, locale).reason : null;
    return this.projectsService.setHidden(id, hidden, why, staff.id, locale);
  }

  /**
   * When its programme's submissions closed (docs/product.md §16), once they have: from then on it can no longer be
   * changed. Null before the deadline and for a project of no programme. Every project of a request in one query.
   */
  @ResolveField('submissionsClosedAt', () => Date, {
    nullable: true,
    description:
      'The submission deadline of its programme once it has passed (it can no longer be changed or removed); null before, and without a programme.',
  })
  async submissionsClosedAt(
    @Parent() project: ProjectType,
    @Context() ctx: SubgraphContext,
  ): Promise<Date | null> {
    if (!project.programmeId) return null;
    const loader = requestLoader(
      ctx,
      'programme.deadline',
      () =>
        new BatchLoader<string, ProgrammeDeadline | null>((ids) => this.projectsService.deadlines(ids), null),
    );
    const deadline = await loader.load(project.programmeId);
    return deadline && isClosed(deadline, new Date()) ? deadline.submissionDeadline : null;
  }

  /** The project's team, resolved by the teams subgraph: this returns only the entity reference. */
  @ResolveField('team', () => TeamReferenceType, { nullable: true })
  team(@Parent() project: ProjectType): { __typename: 'Team'; id: string } {
    return { __typename: 'Team', id: project.teamId };
  }

  /** Federation: another subgraph refers to a project by id; every reference of a request in one query. */
  @ResolveReference()
  resolveReference(
    @Parent() reference: { __typename: string; id: string },
    @Context() ctx: SubgraphContext,
  ): Promise<ProjectType | null> {
    const viewer = viewerOf(ctx);
    const loader = requestLoader(
      ctx,
      'project.byId',
      () =>
        new BatchLoader<string, ProjectType | null>(
          (ids) => this.projectsService.findByIds(ids, viewer),
          null,
        ),
    );
    return loader.load(reference.id);
  }
}
