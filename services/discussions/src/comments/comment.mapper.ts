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
>;

/** The one place a database row becomes the GraphQL `Comment`; a deleted one shows no text and no author. */
export function toCommentType(row: CommentColumns): CommentType {
  const deleted = row.deletedAt !== null;
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
  });
}
