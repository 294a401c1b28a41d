import { z } from 'zod';
import { COMMENT_SUBJECT_TYPES } from './enums.js';
import { msg, text, uuid } from './common.js';

/** The discussion of a challenge or a project (docs/product.md §11.4). */
export const COMMENT_LIMITS = {
  /** A comment is plain text of 1 to bodyMax characters (trimmed; no markup is rendered by anyone). */
  bodyMax: 2000,
  /** Its author may edit a comment for this long after writing it. */
  editWindowMinutes: 15,
  /** Replies listed under one comment, oldest first. */
  repliesMax: 50,
} as const;

const body = text(1, COMMENT_LIMITS.bodyMax, 'validation.comment.body', 'validation.comment.body');

/** Which discussion: a challenge or a project, by id. */
export const commentSubjectSchema = z.strictObject(
  {
    subjectType: z.enum(COMMENT_SUBJECT_TYPES, msg('validation.invalid')),
    subjectId: uuid,
  },
  msg('validation.unknownField'),
);

/**
 * A new comment (GraphQL addComment, REST POST /api/challenges/:id/comments and /api/projects/:id/comments).
 * parentId makes it a reply to a top-level comment of the same subject (replies are one level deep).
 */
export const addCommentSchema = z.strictObject(
  {
    ...commentSubjectSchema.shape,
    body,
    parentId: uuid.optional(),
  },
  msg('validation.unknownField'),
);

/** Its author's edit of a comment, within COMMENT_LIMITS.editWindowMinutes (GraphQL editComment, REST PATCH). */
export const editCommentSchema = z.strictObject({ body }, msg('validation.unknownField'));
