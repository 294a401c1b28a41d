import { Args, Context, ID, Mutation, Parent, Query, ResolveField, Resolver } from '@nestjs/graphql';
import { addCommentSchema, commentSubjectSchema, editCommentSchema } from '@creators/contracts';
import {
  BatchLoader,
  CreationLimits,
  notFound,
  parseInput,
  parsePage,
  requestLoader,
  requireUser,
  type ConnectionShape,
  type SubgraphContext,
} from '@creators/platform';
import { canDelete, canEdit } from './comment-rules.js';
import { AddCommentInput, CommentsArgs, EditCommentInput } from './comment.inputs.js';
import { CommentConnection, CommentType, userReference, UserReferenceType } from './comment.types.js';
import { COMMENT_CURSOR, CommentsService, SUBJECT_NOT_FOUND } from './comments.service.js';

@Resolver(() => CommentType)
export class CommentsResolver {
  constructor(
    private readonly discussions: CommentsService,
    private readonly creationLimits: CreationLimits,
  ) {}

  /**
   * The top-level comments of a challenge or project, oldest first (newest last), a page at a time
   * (docs/product.md §11.4). A removed project answers NOT_FOUND; a subject not known yet has no comments.
   */
  @Query(() => CommentConnection)
  async comments(
    @Args() args: CommentsArgs,
    @Context() ctx: SubgraphContext,
  ): Promise<ConnectionShape<CommentType>> {
    const { locale } = ctx.gateway;
    const { subjectType, subjectId } = parseInput(
      commentSubjectSchema,
      { subjectType: args.subjectType, subjectId: args.subjectId },
      locale,
    );
    const page = parsePage(args, COMMENT_CURSOR, locale);
    if ((await this.discussions.subjectState(subjectType, subjectId)) === 'gone')
      throw notFound(locale, SUBJECT_NOT_FOUND[subjectType]);
    const pages = await this.discussions.pages(subjectType, [subjectId], page);
    return pages.get(subjectId)!;
  }

  /** The signed-in person comments on a challenge or project, or replies to a comment, within CREATION_LIMIT_COMMENTS. */
  @Mutation(() => CommentType)
  async addComment(
    @Args('input', { type: () => AddCommentInput }) input: AddCommentInput,
    @Context() ctx: SubgraphContext,
  ): Promise<CommentType> {
    const user = requireUser(ctx);
    const { locale } = ctx.gateway;
    const comment = parseInput(addCommentSchema, input, locale);
    return this.creationLimits.create('comments', user.id, locale, () =>
      this.discussions.add(comment, user.id, locale),
    );
  }

  /** Its author changes a comment's text, within 15 minutes of writing it. */
  @Mutation(() => CommentType)
  async editComment(
    @Args('id', { type: () => ID }) id: string,
    @Args('input', { type: () => EditCommentInput }) input: EditCommentInput,
    @Context() ctx: SubgraphContext,
  ): Promise<CommentType> {
    const user = requireUser(ctx);
    const { locale } = ctx.gateway;
    const { body } = parseInput(editCommentSchema, input, locale);
    return this.discussions.edit(id, body, user.id, locale);
  }

  /** Its author deletes a comment: the text is cleared; one with replies stays listed as deleted. */
  @Mutation(() => CommentType)
  async deleteComment(
    @Args('id', { type: () => ID }) id: string,
    @Context() ctx: SubgraphContext,
  ): Promise<CommentType> {
    const user = requireUser(ctx);
    return this.discussions.remove(id, user.id, ctx.gateway.locale);
  }

  /** The author, resolved by identity (this returns only the reference); null when the comment is deleted. */
  @ResolveField('author', () => UserReferenceType, { nullable: true })
  author(@Parent() comment: CommentType): { __typename: 'User'; id: string } | null {
    return comment.authorId ? userReference(comment.authorId) : null;
  }

  @ResolveField('canEdit', () => Boolean, {
    description: 'Whether the viewer may edit it: its author, within 15 minutes of writing it, not deleted.',
  })
  canEdit(@Parent() comment: CommentType, @Context() ctx: SubgraphContext): boolean {
    return canEdit(comment, ctx.gateway.user?.id, new Date());
  }

  @ResolveField('canDelete', () => Boolean, {
    description: 'Whether the viewer may delete it: its author, not deleted yet.',
  })
  canDelete(@Parent() comment: CommentType, @Context() ctx: SubgraphContext): boolean {
    return canDelete(comment, ctx.gateway.user?.id);
  }

  /** A top-level comment's replies, oldest first (at most repliesMax); batched per request. */
  @ResolveField('replies', () => [CommentType], {
    description: 'Its replies, oldest first, at most 50 (a reply has none: replies are one level deep).',
  })
  async replies(@Parent() comment: CommentType, @Context() ctx: SubgraphContext): Promise<CommentType[]> {
    if (comment.parentId !== null) return [];
    const loader = requestLoader(
      ctx,
      'comment.replies',
      () => new BatchLoader<string, CommentType[]>((ids) => this.discussions.repliesOf(ids), []),
    );
    return loader.load(comment.id);
  }
}
