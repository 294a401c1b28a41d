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
  toConnection,
  type ConnectionShape,
  type OutboxRelay,
  type Page,
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
}

const COLUMNS = Prisma.sql`c.id, c.subject_type AS "subjectType", c.subject_id AS "subjectId",
  c.parent_id AS "parentId", c.author_id AS "authorId", c.body, c.created_at AS "createdAt",
  c.updated_at AS "updatedAt", c.edited_at AS "editedAt", c.deleted_at AS "deletedAt"`;
const OUTER_COLUMNS = Prisma.sql`id, "subjectType", "subjectId", "parentId", "authorId", body, "createdAt",
  "updatedAt", "editedAt", "deletedAt"`;

/** Comments of subjects that are not gone (a removed project's comments are no longer listed). */
const OF_SUBJECTS_NOT_GONE = Prisma.sql`JOIN subjects s
  ON s.type = c.subject_type AND s.id = c.subject_id AND s.state <> 'gone'`;

/** A top-level comment is listed unless it is deleted and has no replies left. */
const LISTED_TOP_LEVEL = Prisma.sql`c.parent_id IS NULL AND (c.deleted_at IS NULL
  OR EXISTS (SELECT 1 FROM comments r WHERE r.parent_id = c.id AND r.deleted_at IS NULL))`;

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

  /** The state of a subject as this service learned it from its owner's events; null when not (yet) known. */
  async subjectState(type: CommentSubjectType, id: string): Promise<SubjectState | null> {
    const row = await this.prisma.subject.findUnique({ where: { type_id: { type, id } } });
    return row ? (row.state as SubjectState) : null;
  }

  /**
   * One page of each subject's listed top-level comments, oldest first (ties broken by id, so the order holds while
   * comments are added), with how many are listed in all: one query for the rows of every subject and one for the
   * counts, however many subjects a request asks about. Unknown and gone subjects get an empty page.
   */
  async pages(
    type: CommentSubjectType,
    subjectIds: readonly string[],
    page: CommentPage,
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
          FROM comments c ${OF_SUBJECTS_NOT_GONE}
          WHERE c.subject_type = ${type} AND c.subject_id = ANY(${ids}::uuid[]) AND ${LISTED_TOP_LEVEL} ${after}
        ) AS listed
        WHERE n <= ${page.first + 1}
        ORDER BY "subjectId", "createdAt", id`,
      this.prisma.$queryRaw<Array<{ subjectId: string; n: number }>>`
        SELECT c.subject_id AS "subjectId", count(*)::int AS n
        FROM comments c ${OF_SUBJECTS_NOT_GONE}
        WHERE c.subject_type = ${type} AND c.subject_id = ANY(${ids}::uuid[]) AND ${LISTED_TOP_LEVEL}
        GROUP BY c.subject_id`,
    ]);
    const totals = new Map(counts.map((count) => [count.subjectId, count.n]));
    const bySubject = new Map<string, CommentType[]>();
    for (const row of rows) {
      const list = bySubject.get(row.subjectId) ?? [];
      list.push(toCommentType(row));
      bySubject.set(row.subjectId, list);
    }
    for (const id of ids)
      pages.set(id, toConnection(bySubject.get(id) ?? [], page.first, sortKeys, totals.get(id) ?? 0));
    return pages;
  }

  /** How many comments (replies included) each subject has that are not deleted; 0 for unknown and gone ones. */
  async counts(type: CommentSubjectType, subjectIds: readonly string[]): Promise<Map<string, number>> {
    const ids = [...new Set(subjectIds.filter(isUuid))];
    if (ids.length === 0) return new Map();
    const rows = await this.prisma.$queryRaw<Array<{ subjectId: string; n: number }>>`
      SELECT c.subject_id AS "subjectId", count(*)::int AS n
      FROM comments c ${OF_SUBJECTS_NOT_GONE}
      WHERE c.subject_type = ${type} AND c.subject_id = ANY(${ids}::uuid[]) AND c.deleted_at IS NULL
      GROUP BY c.subject_id`;
    return new Map(rows.map((row) => [row.subjectId, row.n]));
  }

  /** The replies (not deleted) of these top-level comments, oldest first, at most repliesMax each, in one query. */
  async repliesOf(parentIds: readonly string[]): Promise<Map<string, CommentType[]>> {
    const ids = [...new Set(parentIds.filter(isUuid))];
    const replies = new Map<string, CommentType[]>(parentIds.map((id) => [id, []]));
    if (ids.length === 0) return replies;
    const rows = await this.prisma.$queryRaw<CommentColumns[]>`
      SELECT ${OUTER_COLUMNS} FROM (
        SELECT ${COLUMNS}, row_number() OVER (PARTITION BY c.parent_id ORDER BY c.created_at, c.id) AS n
        FROM comments c
        WHERE c.parent_id = ANY(${ids}::uuid[]) AND c.deleted_at IS NULL
      ) AS replies
      WHERE n <= ${COMMENT_LIMITS.repliesMax}
      ORDER BY "parentId", "createdAt", id`;
    for (const row of rows) replies.get(row.parentId!)?.push(toCommentType(row));
    return replies;
  }

  /**
   * Stores a comment by `authorId` on an open subject (a reply only to a top-level comment of the same subject that
   * is not deleted) and records comment.posted, for the subject's owners and the person replied to, in the same
   * transaction; then wakes the relay. NOT_FOUND for an unknown or gone subject (the domain's message) or reply
   * target, CONFLICT error.comment.subjectClosed for an archived challenge, BAD_USER_INPUT (parentId) for a reply
   * to a reply: nothing is written then.
   */
  async add(input: NewComment, authorId: string, locale: Locale): Promise<CommentType> {
    const { subjectType, subjectId, body } = input;
    const parentId = input.parentId ?? null;
    const row = await this.prisma.$transaction(async (tx) => {
      const [subject] = await tx.$queryRaw<SubjectRow[]>`
        SELECT title, owner_ids AS "ownerIds", state FROM subjects
        WHERE type = ${subjectType} AND id = ${subjectId}::uuid
        FOR SHARE`;
      if (!subject || subject.state === 'gone') throw notFound(locale, SUBJECT_NOT_FOUND[subjectType]);
      if (subject.state !== 'open') throw conflict(locale, 'error.comment.subjectClosed');
      let repliedTo: string | null = null;
      if (parentId) {
        // Locked so that the parent is not deleted while its reply is being written.
        const [parent] = await tx.$queryRaw<CommentColumns[]>`
          SELECT ${COLUMNS} FROM comments c WHERE c.id = ${parentId}::uuid FOR SHARE`;
        if (
          !parent ||
          parent.deletedAt !== null ||
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
    return toCommentType(row);
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
    return toCommentType(row);
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
    return toCommentType(row);
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
