import { Module } from '@nestjs/common';
import { CommentsModule } from '../comments/comments.module.js';
import { ChallengeCommentsResolver } from './challenge-comments.resolver.js';
import { ProjectCommentsResolver } from './project-comments.resolver.js';

/** What discussions adds to the challenges and showcase subgraphs' Challenge and Project: their discussion. */
@Module({ imports: [CommentsModule], providers: [ChallengeCommentsResolver, ProjectCommentsResolver] })
export class EntitiesModule {}
