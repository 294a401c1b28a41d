import type { CommentSubjectType } from '@creators/contracts';
import {
  BatchLoader,
  parsePage,
  requestLoader,
  viewerOf,
  type ConnectionShape,
  type PageArgs,
  type SubgraphContext,
} from '@creators/platform';
import type { CommentType } from '../comments/comment.types.js';
import { COMMENT_CURSOR, type CommentsService } from '../comments/comments.service.js';

/**
 * The first page (or the page after `after`) of a challenge's or project's discussion, batched per request: a
 * list of 20 challenges that asks for their comments costs one query for the rows and one for the counts.
 */
export function subjectComments(
  comments: CommentsService,
  ctx: SubgraphContext,
  type: CommentSubjectType,
  subjectId: string,
  args: PageArgs,
): Promise<ConnectionShape<CommentType>> {
  const page = parsePage(args, COMMENT_CURSOR, ctx.gateway.locale);
  const viewer = viewerOf(ctx);
  // Subjects asked with the same page arguments share a loader (one query for all of them).
  const loader = requestLoader(
    ctx,
    `comments.${type}.${page.first}.${args.after ?? ''}`,
    () =>
      new BatchLoader<string, ConnectionShape<CommentType>>(
        (ids) => comments.pages(type, ids, page, viewer),
        {
          nodes: [],
          pageInfo: { hasNextPage: false, endCursor: null },
          totalCount: 0,
        },
      ),
  );
  return loader.load(subjectId);
}

/**
 * How many comments (replies included, deleted ones and those hidden from the viewer not) a challenge or project has;
 * batched per request.
 */
export function subjectCommentCount(
  comments: CommentsService,
  ctx: SubgraphContext,
  type: CommentSubjectType,
  subjectId: string,
): Promise<number> {
  const loader = requestLoader(
    ctx,
    `comments.${type}.count`,
    () => new BatchLoader<string, number>((ids) => comments.counts(type, ids, viewerOf(ctx)), 0),
  );
  return loader.load(subjectId);
}
