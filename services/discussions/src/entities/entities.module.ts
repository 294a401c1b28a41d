import { Module } from '@nestjs/common';
import { CommentsModule } from '../comments/comments.module.js';
import { ChallengeCommentsResolver, ProjectCommentsResolver } from './subject-comments.resolver.js';

/** What discussions adds to the challenges and showcase subgraphs' Challenge and Project: their discussion. */
@Module({ imports: [CommentsModule], providers: [ChallengeCommentsResolver, ProjectCommentsResolver] })
export class EntitiesModule {}
