import { Module } from '@nestjs/common';
import { ProjectsResolver } from './projects.resolver.js';
import { ProjectsService } from './projects.service.js';

/** Showcased projects: showcasing, likes, views, featured projects, the page's stats, the Project entity. */
@Module({ providers: [ProjectsService, ProjectsResolver] })
export class ProjectsModule {}
