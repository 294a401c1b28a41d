import {
  Args,
  Context,
  ID,
  Mutation,
  Parent,
  Query,
  ResolveField,
  ResolveReference,
  Resolver,
} from '@nestjs/graphql';
import {
  addCommentSchema,
  commentSubjectSchema,
  editCommentSchema,
  hideItemSchema,
} from '@creators/contracts';
import {
  BatchLoader,
  CreationLimits,
  notFound,
  parseInput,
  parsePage,
  requestLoader,
  requireStaff,
  requireUser,
  seesHidden,
  viewerOf,
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
   * (docs/product.md §11.4). A removed project answers NOT_FOUND, and so does a challenge or project staff hid
   * but for its owners and staff (docs/product.md §14); a subject not known yet has no comments.
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
    const viewer = viewerOf(ctx);
    const subject = await this.discussions.subject(subjectType, subjectId);
    if (subject?.state === 'gone' || (subject?.hidden && !seesHidden(viewer, subject.ownerIds)))
      throw notFound(locale, SUBJECT_NOT_FOUND[subjectType]);
    const pages = await this.discussions.pages(subjectType, [subjectId], page, viewer);
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
      this.discussions.add(comment, { ...viewerOf(ctx), id: user.id }, locale),
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

  /**
   * Staff hide the comment (reason required: 5 to 500 characters) or restore it (reason ignored). NOT_FOUND
   * error.staff.only for anyone but staff; hiding a hidden one or restoring a visible one changes nothing.
   */
  @Mutation(() => CommentType, {
    description:
      'Staff hide (reason required) or restore (reason ignored) a comment; NOT_FOUND for anyone but staff.',
  })
  async setCommentHidden(
    @Args('id', { type: () => ID }) id: string,
    @Args('hidden', { type: () => Boolean }) hidden: boolean,
    @Args('reason', { type: () => String, nullable: true }) reason: string | null,
    @Context() ctx: SubgraphContext,
  ): Promise<CommentType> {
    const staff = requireStaff(ctx);
    const { locale } = ctx.gateway;
    const why = hidden ? parseInput(hideItemSchema, { reason }, locale).reason : null;
    return this.discussions.setHidden(id, hidden, why, { id: staff.id, staff: true }, locale);
  }

  /**
   * Federation: another subgraph (identity's moderation queue) refers to a comment by id; batched per request. As
   * the viewer sees it: one staff hid shows its text to its author and staff only.
   */
  @ResolveReference()
  resolveReference(
    @Parent() reference: { __typename: string; id: string },
    @Context() ctx: SubgraphContext,
  ): Promise<CommentType | null> {
    const viewer = viewerOf(ctx);
    const loader = requestLoader(
      ctx,
      'comment.byId',
      () => new BatchLoader<string, CommentType | null>((ids) => this.discussions.byIds(ids, viewer), null),
    );
    return loader.load(reference.id);
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
    const viewer = viewerOf(ctx);
    const loader = requestLoader(
      ctx,
      'comment.replies',
      () => new BatchLoader<string, CommentType[]>((ids) => this.discussions.repliesOf(ids, viewer), []),
    );
    return loader.load(comment.id);
  }
}
