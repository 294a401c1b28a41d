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
import { createProjectSchema } from '@creators/contracts';
import {
  BatchLoader,
  parseInput,
  requestLoader,
  requireUser,
  type SubgraphContext,
} from '@creators/platform';
import { CreateProjectInput, ProjectType, ShowcaseStatsType, TeamReferenceType } from './project.types.js';
import { ProjectsService } from './projects.service.js';

const viewerOf = (ctx: SubgraphContext) => ctx.gateway?.user?.id ?? null;

@Resolver(() => ProjectType)
export class ProjectsResolver {
  constructor(private readonly projectsService: ProjectsService) {}

  /** Showcased projects, newest first. */
  @Query(() => [ProjectType])
  async projects(@Context() ctx: SubgraphContext): Promise<ProjectType[]> {
    return this.projectsService.listShowcased(viewerOf(ctx));
  }

  /** At most 3 showcased projects ranked by recent likes (see featured-projects.ts). */
  @Query(() => [ProjectType])
  async featuredProjects(@Context() ctx: SubgraphContext): Promise<ProjectType[]> {
    return this.projectsService.featured(viewerOf(ctx));
  }

  /** The showcase page's tiles: showcased projects, their likes and views, distinct teams. */
  @Query(() => ShowcaseStatsType)
  async showcaseStats(): Promise<ShowcaseStatsType> {
    return this.projectsService.stats();
  }

  /** Showcases a project for a team the caller belongs to (FORBIDDEN otherwise). */
  @Mutation(() => ProjectType)
  async createProject(
    @Args('input', { type: () => CreateProjectInput }) input: CreateProjectInput,
    @Context() ctx: SubgraphContext,
  ): Promise<ProjectType> {
    const user = requireUser(ctx);
    const { locale } = ctx.gateway;
    const project = parseInput(createProjectSchema, input, locale);
    return this.projectsService.create(project, user.id, locale);
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
    return this.projectsService.recordView(id, user.id, ctx.gateway.locale);
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
    const viewerId = viewerOf(ctx);
    const loader = requestLoader(
      ctx,
      'project.byId',
      () =>
        new BatchLoader<string, ProjectType | null>(
          (ids) => this.projectsService.findByIds(ids, viewerId),
          null,
        ),
    );
    return loader.load(reference.id);
  }
}
