import { seesHidden, type Viewer } from '@creators/platform';
import type { Comment as CommentRow } from '../generated/prisma/client.js';
import { CommentType } from './comment.types.js';

/** The columns of a comment row that the GraphQL type is made from (also what the raw list queries select). */
export type CommentColumns = Pick<
  CommentRow,
  | 'id'
  | 'subjectType'
  | 'subjectId'
  | 'parentId'
  | 'authorId'
  | 'body'
  | 'createdAt'
  | 'updatedAt'
  | 'editedAt'
  | 'deletedAt'
  | 'hiddenAt'
  | 'hiddenReason'
>;

/** Nobody signed in: what anyone sees. */
export const NOBODY: Viewer = { id: null, staff: false };

/**
 * The one place a database row becomes the GraphQL `Comment`, as `viewer` sees it: a deleted one shows no text and
 * no author. One staff hid (docs/product.md §14) shows its text, author and hiddenReason to its author and staff
 * only; to everyone else it is like a deleted one (where it is listed at all: while it has replies they see).
 */
export function toCommentType(row: CommentColumns, viewer: Viewer): CommentType {
  const hidden = row.hiddenAt !== null;
  const seen = hidden && seesHidden(viewer, [row.authorId]);
  const deleted = row.deletedAt !== null || (hidden && !seen);
  return Object.assign(new CommentType(), {
    id: row.id,
    subjectType: row.subjectType,
    subjectId: row.subjectId,
    parentId: row.parentId,
    body: deleted ? '' : row.body,
    deleted,
    authorId: deleted ? null : row.authorId,
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
    editedAt: row.editedAt,
    hidden,
    hiddenReason: seen && !deleted ? row.hiddenReason : null,
  });
}
