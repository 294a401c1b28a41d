import { Args, Context, Int, Parent, ResolveField, ResolveReference, Resolver } from '@nestjs/graphql';
import { PageArgs, type ConnectionShape, type SubgraphContext } from '@creators/platform';
import { CommentConnection, type CommentType } from '../comments/comment.types.js';
import { CommentsService } from '../comments/comments.service.js';
import { subjectCommentCount, subjectComments } from './subject-comments.js';
import { ProjectType } from './subject.types.js';

@Resolver(() => ProjectType)
export class ProjectCommentsResolver {
  constructor(private readonly comments: CommentsService) {}

  /** Federation: a project from another subgraph; only its id is known here. */
  @ResolveReference()
  resolveReference(@Parent() reference: { __typename: string; id: string }): { id: string } {
    return { id: reference.id };
  }

  // Nullable: a field one subgraph adds to another's entity answers null (with an error at its path) while this
  // subgraph is down, and the project keeps its other fields (docs/reliability.md).
  @ResolveField('comments', () => CommentConnection, {
    nullable: true,
    description:
      'Its discussion: top-level comments, oldest first, a page at a time (null while unavailable).',
  })
  projectComments(
    @Parent() project: { id: string },
    @Args() args: PageArgs,
    @Context() ctx: SubgraphContext,
  ): Promise<ConnectionShape<CommentType>> {
    return subjectComments(this.comments, ctx, 'project', project.id, args);
  }

  @ResolveField('commentCount', () => Int, {
    nullable: true,
    description: 'How many comments it has, replies included (null while unavailable).',
  })
  commentCount(@Parent() project: { id: string }, @Context() ctx: SubgraphContext): Promise<number> {
    return subjectCommentCount(this.comments, ctx, 'project', project.id);
  }
}
