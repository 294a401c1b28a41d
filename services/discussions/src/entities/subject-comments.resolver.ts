import { Args, Context, Int, Parent, ResolveField, ResolveReference, Resolver } from '@nestjs/graphql';
import type { CommentSubjectType } from '@creators/contracts';
import { PageArgs, type ConnectionShape, type SubgraphContext } from '@creators/platform';
import { CommentConnection, type CommentType } from '../comments/comment.types.js';
import { CommentsService } from '../comments/comments.service.js';
import { subjectCommentCount, subjectComments } from './subject-comments.js';
import { ChallengeType, ProjectType } from './subject.types.js';

/**
 * The resolver that adds `comments` and `commentCount` to another subgraph's entity: a challenge's or a project's
 * discussion (docs/product.md §11.4). One class per entity, made here, since the two differ only in the subject.
 */
function subjectCommentsResolver(
  subjectType: CommentSubjectType,
  entity: typeof ChallengeType | typeof ProjectType,
) {
  @Resolver(() => entity)
  class SubjectCommentsResolver {
    constructor(readonly comments: CommentsService) {}

    /** Federation: the entity from its own subgraph; only its id is known here. */
    @ResolveReference()
    resolveReference(@Parent() reference: { __typename: string; id: string }): { id: string } {
      return { id: reference.id };
    }

    // Nullable: a field one subgraph adds to another's entity answers null (with an error at its path) while this
    // subgraph is down, and the entity keeps its other fields (docs/reliability.md).
    @ResolveField('comments', () => CommentConnection, {
      nullable: true,
      description:
        'Its discussion: top-level comments, oldest first, a page at a time (null while unavailable).',
    })
    subjectComments(
      @Parent() subject: { id: string },
      @Args() args: PageArgs,
      @Context() ctx: SubgraphContext,
    ): Promise<ConnectionShape<CommentType>> {
      return subjectComments(this.comments, ctx, subjectType, subject.id, args);
    }

    @ResolveField('commentCount', () => Int, {
      nullable: true,
      description: 'How many comments it has, replies included (null while unavailable).',
    })
    commentCount(@Parent() subject: { id: string }, @Context() ctx: SubgraphContext): Promise<number> {
      return subjectCommentCount(this.comments, ctx, subjectType, subject.id);
    }
  }
  return SubjectCommentsResolver;
}

export const ChallengeCommentsResolver = subjectCommentsResolver('challenge', ChallengeType);
export const ProjectCommentsResolver = subjectCommentsResolver('project', ProjectType);
