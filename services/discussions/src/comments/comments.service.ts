import { Inject, Injectable } from '@nestjs/common';
import {
  COMMENT_LIMITS,
  EVENTS,
  type addCommentSchema,
  type CommentSubjectType,
  type Locale,
  type MessageKey,
} from '@creators/contracts';
import {
  badUserInput,
  conflict,
  forbidden,
  isUuid,
  notFound,
  OUTBOX_RELAY,
  recordEvent,
  seesHidden,
  toConnection,
  type ConnectionShape,
  type OutboxRelay,
  type Page,
  type Viewer,
} from '@creators/platform';
import type { z } from 'zod';
import { PrismaService } from '../database/prisma.service.js';
import { Prisma } from '../generated/prisma/client.js';
import type { SubjectState } from '../subjects/subjects.events.js';
import { canReplyTo, commentRecipients, withinEditWindow } from './comment-rules.js';
import { toCommentType, type CommentColumns } from './comment.mapper.js';
import type { CommentType } from './comment.types.js';

/** A comment as addCommentSchema has validated and cleaned it. */
export type NewComment = z.output<typeof addCommentSchema>;

/** A discussion's order, oldest first ("newest last"): the cursor holds createdAt and id (the tie-breaker). */
export const COMMENT_CURSOR = ['date', 'uuid'] as const;
export type CommentPage = Page<typeof COMMENT_CURSOR>;

/** What an unknown subject of each kind answers (docs/product.md §11.4: the domain's own not-found message). */
export const SUBJECT_NOT_FOUND: Record<CommentSubjectType, MessageKey> = {
  challenge: 'error.challenge.notFound',
  project: 'error.project.notFound',
};

interface SubjectRow {
  title: string;
  ownerIds: string[];
  state: SubjectState;
  hidden: boolean;
}

/** A subject as the comments' readers need it: its state, whether staff hid it, and its owners. */
export interface SubjectFacts {
  state: SubjectState;
  hidden: boolean;
  ownerIds: string[];
}

const COLUMNS = Prisma.sql`c.id, c.subject_type AS "subjectType", c.subject_id AS "subjectId",
  c.parent_id AS "parentId", c.author_id AS "authorId", c.body, c.created_at AS "createdAt",
  c.updated_at AS "updatedAt", c.edited_at AS "editedAt", c.deleted_at AS "deletedAt",
  c.hidden_at AS "hiddenAt", c.hidden_reason AS "hiddenReason"`;
const OUTER_COLUMNS = Prisma.sql`id, "subjectType", "subjectId", "parentId", "authorId", body, "createdAt",
  "updatedAt", "editedAt", "deletedAt", "hiddenAt", "hiddenReason"`;

/** Comments of subjects that are not gone (a removed project's comments are no longer listed). */
const OF_SUBJECTS_NOT_GONE = Prisma.sql`JOIN subjects s
  ON s.type = c.subject_type AND s.id = c.subject_id AND s.state <> 'gone'`;

/**
 * Comments of subjects `viewer` may read: not gone, and not hidden by staff unless the viewer owns the subject or is
 * staff (docs/product.md §14: a hidden challenge's or project's discussion is gone with it).
 */
function ofSubjectsShownTo(viewer: Viewer): Prisma.Sql {
  const seesHiddenSubject = viewer.staff
    ? Prisma.sql`TRUE`
    : viewer.id && isUuid(viewer.id)
      ? Prisma.sql`${viewer.id}::uuid = ANY(s.owner_ids)`
      : Prisma.sql`FALSE`;
  return Prisma.sql`${OF_SUBJECTS_NOT_GONE} AND (NOT s.hidden OR ${seesHiddenSubject})`;
}

/**
 * Whether `viewer` sees the comment `alias` as a comment (not a gap): not deleted, and not hidden by staff unless
 * they wrote it or are staff (docs/product.md §14). Row conditions only: the indexes by subject and by parent
 * still serve every list.
 */
function shownTo(alias: 'c' | 'r', viewer: Viewer): Prisma.Sql {
  const column = (name: string) => Prisma.raw(`${alias}.${name}`);
  const seesHiddenComment = viewer.staff
    ? Prisma.sql`TRUE`
    : viewer.id && isUuid(viewer.id)
      ? Prisma.sql`${column('author_id')} = ${viewer.id}::uuid`
      : Prisma.sql`FALSE`;
  return Prisma.sql`(${column('deleted_at')} IS NULL AND (${column('hidden_at')} IS NULL OR ${seesHiddenComment}))`;
}

/**
 * A top-level comment is listed while `viewer` sees it, or else (deleted, or hidden from them) while it has replies
 * they see: then as a gap that keeps the thread's shape.
 */
function listedTopLevel(viewer: Viewer): Prisma.Sql {
  return Prisma.sql`c.parent_id IS NULL AND (${shownTo('c', viewer)}
    OR EXISTS (SELECT 1 FROM comments r WHERE r.parent_id = c.id AND ${shownTo('r', viewer)}))`;
}

const emptyConnection = (): ConnectionShape<CommentType> => ({
  nodes: [],
  pageInfo: { hasNextPage: false, endCursor: null },
  totalCount: 0,
});

const sortKeys = (comment: CommentType): [Date, string] => [comment.createdAt, comment.id];

@Injectable()
export class CommentsService {
  constructor(
    private readonly prisma: PrismaService,
    @Inject(OUTBOX_RELAY) private readonly relay: Pick<OutboxRelay, 'wake'>,
  ) {}

  /** A subject as this service learned it from its owner's events; null when not (yet) known. */
  async subject(type: CommentSubjectType, id: string): Promise<SubjectFacts | null> {
    const row = await this.prisma.subject.findUnique({ where: { type_id: { type, id } } });
    return row ? { state: row.state as SubjectState, hidden: row.hidden, ownerIds: row.ownerIds } : null;
  }

  /** The comments with these ids as `viewer` sees them (federation references: staff's moderation queue). */
  async byIds(ids: readonly string[], viewer: Viewer): Promise<Map<string, CommentType>> {
    const wanted = [...new Set(ids.filter(isUuid))];
    if (wanted.length === 0) return new Map();
    const rows = await this.prisma.$queryRaw<CommentColumns[]>`
      SELECT ${COLUMNS} FROM comments c WHERE c.id = ANY(${wanted}::uuid[])`;
    return new Map(rows.map((row) => [row.id, toCommentType(row, viewer)]));
  }

  /**
   * One page of each subject's listed top-level comments, oldest first (ties broken by id, so the order holds while
   * comments are added), with how many are listed in all, as `viewer` sees them: one query for the rows of every
   * subject and one for the counts, however many subjects a request asks about. Unknown and gone subjects get an
   * empty page, and so do hidden ones but for their owners and staff.
   */
  async pages(
    type: CommentSubjectType,
    subjectIds: readonly string[],
    page: CommentPage,
    viewer: Viewer,
  ): Promise<Map<string, ConnectionShape<CommentType>>> {
    const ids = [...new Set(subjectIds.filter(isUuid))];
    const pages = new Map(subjectIds.map((id) => [id, emptyConnection()]));
    if (ids.length === 0) return pages;
    const after = page.after
      ? Prisma.sql`AND (c.created_at, c.id) > (${page.after[0]}::timestamptz, ${page.after[1]}::uuid)`
      : Prisma.empty;
    const [rows, counts] = await Promise.all([
      this.prisma.$queryRaw<CommentColumns[]>`
        SELECT ${OUTER_COLUMNS} FROM (
          SELECT ${COLUMNS}, row_number() OVER (PARTITION BY c.subject_id ORDER BY c.created_at, c.id) AS n
          FROM comments c ${ofSubjectsShownTo(viewer)}
          WHERE c.subject_type = ${type} AND c.subject_id = ANY(${ids}::uuid[]) AND ${listedTopLevel(viewer)} ${after}
        ) AS listed
        WHERE n <= ${page.first + 1}
        ORDER BY "subjectId", "createdAt", id`,
      this.prisma.$queryRaw<Array<{ subjectId: string; n: number }>>`
        SELECT c.subject_id AS "subjectId", count(*)::int AS n
        FROM comments c ${ofSubjectsShownTo(viewer)}
        WHERE c.subject_type = ${type} AND c.subject_id = ANY(${ids}::uuid[]) AND ${listedTopLevel(viewer)}
        GROUP BY c.subject_id`,
    ]);
    const totals = new Map(counts.map((count) => [count.subjectId, count.n]));
    const bySubject = new Map<string, CommentType[]>();
    for (const row of rows) {
      const list = bySubject.get(row.subjectId) ?? [];
      list.push(toCommentType(row, viewer));
      bySubject.set(row.subjectId, list);
    }
    for (const id of ids)
      pages.set(id, toConnection(bySubject.get(id) ?? [], page.first, sortKeys, totals.get(id) ?? 0));
    return pages;
  }

  /**
   * How many comments (replies included) each subject has that `viewer` sees (not deleted, not hidden from them); 0
   * for unknown and gone ones, and for hidden ones but for their owners and staff.
   */
  async counts(
    type: CommentSubjectType,
    subjectIds: readonly string[],
    viewer: Viewer,
  ): Promise<Map<string, number>> {
    const ids = [...new Set(subjectIds.filter(isUuid))];
    if (ids.length === 0) return new Map();
    const rows = await this.prisma.$queryRaw<Array<{ subjectId: string; n: number }>>`
      SELECT c.subject_id AS "subjectId", count(*)::int AS n
      FROM comments c ${ofSubjectsShownTo(viewer)}
      WHERE c.subject_type = ${type} AND c.subject_id = ANY(${ids}::uuid[]) AND ${shownTo('c', viewer)}
      GROUP BY c.subject_id`;
    return new Map(rows.map((row) => [row.subjectId, row.n]));
  }

  /**
   * The replies of these top-level comments that `viewer` sees (not deleted, not hidden from them), oldest first, at
   * most repliesMax each, in one query.
   */
  async repliesOf(parentIds: readonly string[], viewer: Viewer): Promise<Map<string, CommentType[]>> {
    const ids = [...new Set(parentIds.filter(isUuid))];
    const replies = new Map<string, CommentType[]>(parentIds.map((id) => [id, []]));
    if (ids.length === 0) return replies;
    const rows = await this.prisma.$queryRaw<CommentColumns[]>`
      SELECT ${OUTER_COLUMNS} FROM (
        SELECT ${COLUMNS}, row_number() OVER (PARTITION BY c.parent_id ORDER BY c.created_at, c.id) AS n
        FROM comments c
        WHERE c.parent_id = ANY(${ids}::uuid[]) AND ${shownTo('c', viewer)}
      ) AS replies
      WHERE n <= ${COMMENT_LIMITS.repliesMax}
      ORDER BY "parentId", "createdAt", id`;
    for (const row of rows) replies.get(row.parentId!)?.push(toCommentType(row, viewer));
    return replies;
  }

  /**
   * Stores a comment by `authorId` on an open subject (a reply only to a top-level comment of the same subject that
   * is not deleted) and records comment.posted, for the subject's owners and the person replied to, in the same
   * transaction; then wakes the relay. NOT_FOUND for an unknown or gone subject (the domain's message) or reply
   * target (a comment staff hid included), CONFLICT error.comment.subjectClosed for an archived challenge,
   * BAD_USER_INPUT (parentId) for a reply to a reply: nothing is written then. A subject staff hid takes no comments
   * (docs/product.md §14): NOT_FOUND for whom it is gone, CONFLICT error.comment.subjectClosed for its owners and
   * staff.
   */
  async add(input: NewComment, author: Viewer & { id: string }, locale: Locale): Promise<CommentType> {
    const authorId = author.id;
    const { subjectType, subjectId, body } = input;
    const parentId = input.parentId ?? null;
    const row = await this.prisma.$transaction(async (tx) => {
      const [subject] = await tx.$queryRaw<SubjectRow[]>`
        SELECT title, owner_ids AS "ownerIds", state, hidden FROM subjects
        WHERE type = ${subjectType} AND id = ${subjectId}::uuid
        FOR SHARE`;
      if (!subject || subject.state === 'gone') throw notFound(locale, SUBJECT_NOT_FOUND[subjectType]);
      if (subject.hidden && !seesHidden(author, subject.ownerIds ?? []))
        throw notFound(locale, SUBJECT_NOT_FOUND[subjectType]);
      if (subject.state !== 'open' || subject.hidden) throw conflict(locale, 'error.comment.subjectClosed');
      let repliedTo: string | null = null;
      if (parentId) {
        // Locked so that the parent is not deleted while its reply is being written.
        const [parent] = await tx.$queryRaw<CommentColumns[]>`
          SELECT ${COLUMNS} FROM comments c WHERE c.id = ${parentId}::uuid FOR SHARE`;
        if (
          !parent ||
          parent.deletedAt !== null ||
          parent.hiddenAt !== null ||
          parent.subjectType !== subjectType ||
          parent.subjectId !== subjectId
        )
          throw notFound(locale, 'error.comment.notFound');
        if (!canReplyTo(parent)) throw badUserInput(locale, { parentId: 'error.comment.replyDepth' });
        repliedTo = parent.authorId;
      }
      const created = await tx.comment.create({
        data: { subjectType, subjectId, parentId, authorId, body },
      });
      await recordEvent(tx, EVENTS.commentPosted, {
        commentId: created.id,
        subjectType,
        subjectId,
        subjectTitle: subject.title,
        authorId,
        parentId,
        recipientIds: commentRecipients(authorId, subject.ownerIds ?? [], repliedTo),
      });
      return created;
    });
    this.relay.wake();
    return toCommentType(row, author);
  }

  /**
   * Its author's edit of a comment within 15 minutes of writing it, with comment.edited in the same transaction.
   * NOT_FOUND for an unknown or deleted comment (or one of a gone subject), FORBIDDEN error.comment.notAuthor for
   * anyone else, FORBIDDEN error.comment.editWindow once the 15 minutes are over.
   */
  async edit(id: string, body: string, userId: string, locale: Locale): Promise<CommentType> {
    const row = await this.prisma.$transaction(async (tx) => {
      const comment = await this.lockForChange(tx, id, userId, locale);
      const now = new Date();
      if (!withinEditWindow(comment.createdAt, now)) throw forbidden(locale, 'error.comment.editWindow');
      const updated = await tx.comment.update({ where: { id }, data: { body, editedAt: now } });
      await recordEvent(tx, EVENTS.commentEdited, {
        commentId: id,
        subjectType: comment.subjectType as CommentSubjectType,
        subjectId: comment.subjectId,
      });
      return updated;
    });
    this.relay.wake();
    return toCommentType(row, { id: userId, staff: false });
  }

  /**
   * Its author deletes a comment (soft: the text is cleared; listed as "deleted" while it has replies), with
   * comment.deleted in the same transaction. Refusals as for edit, without the time limit.
   */
  async remove(id: string, userId: string, locale: Locale): Promise<CommentType> {
    const row = await this.prisma.$transaction(async (tx) => {
      const comment = await this.lockForChange(tx, id, userId, locale);
      const deleted = await tx.comment.update({ where: { id }, data: { body: '', deletedAt: new Date() } });
      await recordEvent(tx, EVENTS.commentDeleted, {
        commentId: id,
        subjectType: comment.subjectType as CommentSubjectType,
        subjectId: comment.subjectId,
      });
      return deleted;
    });
    this.relay.wake();
    return toCommentType(row, { id: userId, staff: false });
  }

  /**
   * Staff hide a comment with a reason, or restore it (docs/product.md §14): hidden, it is like a deleted one for
   * everyone but its author and staff (a gap while it has replies, else not listed; not counted). The change and
   * content.moderated (authorIds: its author; parent: its challenge or project) are written in one transaction under
   * the row's lock; hiding a hidden comment or restoring a visible one records nothing. NOT_FOUND for an unknown or
   * malformed id.
   */
  async setHidden(
    id: string,
    hidden: boolean,
    reason: string | null,
    actor: Viewer & { id: string },
    locale: Locale,
  ): Promise<CommentType> {
    if (!isUuid(id)) throw notFound(locale, 'error.comment.notFound');
    const { row, changed } = await this.prisma.$transaction(async (tx) => {
      const [current] = await tx.$queryRaw<CommentColumns[]>`
        SELECT ${COLUMNS} FROM comments c WHERE c.id = ${id}::uuid FOR UPDATE`;
      if (!current) throw notFound(locale, 'error.comment.notFound');
      if ((current.hiddenAt !== null) === hidden) return { row: current, changed: false };
      const reasonKept = hidden ? reason : null;
      const [updated] = await tx.$queryRaw<CommentColumns[]>`
        UPDATE comments c
        SET hidden_at = ${hidden ? new Date() : null}::timestamptz, hidden_reason = ${reasonKept}
        WHERE c.id = ${id}::uuid
        RETURNING ${COLUMNS}`;
      const subject = await tx.subject.findUnique({
        where: { type_id: { type: current.subjectType, id: current.subjectId } },
        select: { title: true },
      });
      await recordEvent(tx, EVENTS.contentModerated, {
        itemType: 'comment',
        itemId: id,
        // What the comment is on: the notice tells its author where it was.
        title: subject?.title ?? '',
        authorIds: [current.authorId],
        hidden,
        reason: reasonKept,
        actorId: actor.id,
        parent: { type: current.subjectType as CommentSubjectType, id: current.subjectId },
      });
      return { row: updated!, changed: true };
    });
    if (changed) this.relay.wake();
    return toCommentType(row, actor);
  }

  /** The comment, locked for the rest of the transaction, once it is known to be there and `userId`'s own. */
  private async lockForChange(
    tx: Prisma.TransactionClient,
    id: string,
    userId: string,
    locale: Locale,
  ): Promise<CommentColumns> {
    if (!isUuid(id)) throw notFound(locale, 'error.comment.notFound');
    const [comment] = await tx.$queryRaw<CommentColumns[]>`
      SELECT ${COLUMNS} FROM comments c ${OF_SUBJECTS_NOT_GONE}
      WHERE c.id = ${id}::uuid
      FOR UPDATE OF c`;
    if (!comment || comment.deletedAt !== null) throw notFound(locale, 'error.comment.notFound');
    if (comment.authorId !== userId) throw forbidden(locale, 'error.comment.notAuthor');
    return comment;
  }
}
