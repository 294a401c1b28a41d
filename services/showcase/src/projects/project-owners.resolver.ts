import { Context, Parent, ResolveField, ResolveReference, Resolver } from '@nestjs/graphql';
import { BatchLoader, requestLoader, type SubgraphContext } from '@creators/platform';
import { ProjectType, TeamReferenceType, UserReferenceType } from './project.types.js';
import { ProjectsService } from './projects.service.js';

const viewerOf = (ctx: SubgraphContext) => ctx.gateway?.user?.id ?? null;

/** `Team.projects`: the showcased projects of a team (product.md, the team page shows its project). */
@Resolver(() => TeamReferenceType)
export class TeamProjectsResolver {
  constructor(private readonly projects: ProjectsService) {}

  /** Federation: a team from the teams subgraph; only its id is known here. */
  @ResolveReference()
  resolveReference(@Parent() reference: { __typename: string; id: string }): { id: string } {
    return { id: reference.id };
  }

  /** Newest first, at most 50; a removed project is not among them. Batched: one query for every team of a request. */
  @ResolveField('projects', () => [ProjectType], {
    // Null (not an error on the whole entity) while showcase is down: the page keeps the other fields.
    nullable: true,
  })
  projectsOf(@Parent() team: { id: string }, @Context() ctx: SubgraphContext): Promise<ProjectType[]> {
    const viewerId = viewerOf(ctx);
    const loader = requestLoader(
      ctx,
      'team.projects',
      () => new BatchLoader<string, ProjectType[]>((ids) => this.projects.byTeams(ids, viewerId), []),
    );
    return loader.load(team.id);
  }
}

/** `User.projects`: the showcased projects of the teams a person belongs to (product.md, the person page). */
@Resolver(() => UserReferenceType)
export class UserProjectsResolver {
  constructor(private readonly projects: ProjectsService) {}

  /** Federation: a person from the identity subgraph; only their id is known here. */
  @ResolveReference()
  resolveReference(@Parent() reference: { __typename: string; id: string }): { id: string } {
    return { id: reference.id };
  }

  /**
   * Newest first, at most 50, from the team_members read model (a person who left a team no longer has its
   * projects). Batched: one query for every person of a request.
   */
  @ResolveField('projects', () => [ProjectType], {
    // Null (not an error on the whole entity) while showcase is down: the page keeps the other fields.
    nullable: true,
  })
  projectsOf(@Parent() user: { id: string }, @Context() ctx: SubgraphContext): Promise<ProjectType[]> {
    const viewerId = viewerOf(ctx);
    const loader = requestLoader(
      ctx,
      'user.projects',
      () => new BatchLoader<string, ProjectType[]>((ids) => this.projects.byMembers(ids, viewerId), []),
    );
    return loader.load(user.id);
  }
}
