import { Module } from '@nestjs/common';
import { CommentsResolver } from './comments.resolver.js';
import { CommentsService } from './comments.service.js';

/** Comments on challenges and projects: the list, writing, replying, editing and deleting (docs/product.md §11.4). */
@Module({ providers: [CommentsService, CommentsResolver], exports: [CommentsService] })
export class CommentsModule {}
