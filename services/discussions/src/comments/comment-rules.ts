import { COMMENT_LIMITS } from '@creators/contracts';

// The rules of a discussion (docs/product.md §11.4) that need no database: who may edit or delete a comment,
// until when, where a reply may go and who is told of a new comment.

const EDIT_WINDOW_MS = COMMENT_LIMITS.editWindowMinutes * 60_000;

/** The comment as the rules see it. */
export interface CommentFacts {
  /** Null when deleted (a deleted comment shows no author). */
  authorId: string | null;
  parentId: string | null;
  createdAt: Date;
  deleted: boolean;
}

/** The earliest createdAt a comment may have to be editable at `now` (its author has 15 minutes). */
export const editableSince = (now: Date): Date => new Date(now.getTime() - EDIT_WINDOW_MS);

/** Whether the edit window of a comment written at `createdAt` is still open at `now`. */
export const withinEditWindow = (createdAt: Date, now: Date): boolean =>
  now.getTime() - createdAt.getTime() <= EDIT_WINDOW_MS;

/** Its author may delete a comment that is not deleted yet. */
export const canDelete = (comment: CommentFacts, viewerId: string | null | undefined): boolean =>
  !!viewerId && !comment.deleted && comment.authorId === viewerId;

/** Its author may edit a comment that is not deleted, within 15 minutes of writing it. */
export const canEdit = (comment: CommentFacts, viewerId: string | null | undefined, now: Date): boolean =>
  canDelete(comment, viewerId) && withinEditWindow(comment.createdAt, now);

/** Replies are one level deep: a comment may be replied to only when it is not itself a reply. */
export const canReplyTo = (parent: Pick<CommentFacts, 'parentId'>): boolean => parent.parentId === null;

/**
 * Who is told of a new comment (comment.posted recipientIds): the subject's owners and the author of the comment
 * replied to, each once, never the comment's own author.
 */
export function commentRecipients(
  authorId: string,
  subjectOwnerIds: readonly string[],
  repliedToAuthorId: string | null,
): string[] {
  const recipients = new Set([...subjectOwnerIds, ...(repliedToAuthorId ? [repliedToAuthorId] : [])]);
  recipients.delete(authorId);
  return [...recipients];
}
