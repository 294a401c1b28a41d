import { Module } from '@nestjs/common';
import { TeamProjectsResolver, UserProjectsResolver } from './project-owners.resolver.js';
import { ProjectsResolver } from './projects.resolver.js';
import { ProjectsService } from './projects.service.js';

/**
 * Showcased projects: showcasing, editing and removing, likes, views, featured projects, the page's stats, the
 * Project entity, and the projects of a team (Team.projects) and of a person (User.projects).
 */
@Module({
  providers: [ProjectsService, ProjectsResolver, TeamProjectsResolver, UserProjectsResolver],
  // The feedback module lists projects awaiting a mentor's feedback with the same paging.
  exports: [ProjectsService],
})
export class ProjectsModule {}
