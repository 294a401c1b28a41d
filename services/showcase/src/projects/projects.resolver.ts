import { Parent, Query, ResolveField, ResolveReference, Resolver } from '@nestjs/graphql';
import { ProjectType, TeamReferenceType, toProjectType } from './project.types.js';
import { ProjectsService } from './projects.service.js';

@Resolver(() => ProjectType)
export class ProjectsResolver {
  constructor(private readonly projectsService: ProjectsService) {}

  /** Showcased projects, newest first. */
  @Query(() => [ProjectType])
  async projects(): Promise<ProjectType[]> {
    return (await this.projectsService.listShowcased()).map(toProjectType);
  }

  /** At most 3 showcased projects ranked by recent likes (see featured-projects.ts). */
  @Query(() => [ProjectType])
  async featuredProjects(): Promise<ProjectType[]> {
    return (await this.projectsService.featured()).map(toProjectType);
  }

  /** The project's team, resolved by the teams subgraph: this returns only the entity reference. */
  @ResolveField('team', () => TeamReferenceType, { nullable: true })
  team(@Parent() project: ProjectType): { __typename: 'Team'; id: string } {
    return { __typename: 'Team', id: project.teamId };
  }

  /** Federation: another subgraph refers to a project by id. */
  @ResolveReference()
  async resolveReference(
    @Parent() reference: { __typename: string; id: string },
  ): Promise<ProjectType | null> {
    const project = await this.projectsService.findById(reference.id);
    return project ? toProjectType(project) : null;
  }
}
