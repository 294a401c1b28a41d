import { Inject, Injectable } from '@nestjs/common';
import { EVENTS, mentionedReaders, type ChatReader, type Locale } from '@creators/contracts';
import {
  forbidden,
  isUuid,
  newestFirst,
  notFound,
  OUTBOX_RELAY,
  recordEvent,
  toConnection,
  type ConnectionShape,
  type OutboxRelay,
  type Page,
  type Viewer,
} from '@creators/platform';
import { PrismaService } from '../database/prisma.service.js';
import type { Prisma, TeamChatMessage } from '../generated/prisma/client.js';
import { attendeesOfTeam } from '../mentoring/team-mentors.js';
import { TEAM_CHANGE_TRANSACTION } from '../teams/team-lock.js';
import type { TeamChatUnreadType, TeamMessageType } from './team-chat.types.js';
import { chatExcerpt } from './chat-excerpt.js';

export const MESSAGE_CURSOR = ['date', 'uuid'] as const;
export type MessagePage = Page<typeof MESSAGE_CURSOR>;

type Change = 'edited' | 'deleted' | 'hidden' | 'restored';

/** A message as `viewer` may see it (docs/product.md §11.6). */
export function toMessageType(row: TeamChatMessage, viewer: Viewer): TeamMessageType {
  const deleted = row.deletedAt !== null;
  const hidden = row.hiddenAt !== null;
  const own = viewer.id === row.authorId;
  return {
    id: row.id,
    teamId: row.teamId,
    authorId: row.authorId,
    body: deleted || (hidden && !viewer.staff) ? '' : row.body,
    createdAt: row.createdAt,
    editedAt: row.editedAt,
    deleted,
    hidden,
    hiddenReason: hidden && (own || viewer.staff) ? row.hiddenReason : null,
    canEdit: own && !deleted && !hidden,
  };
}

/**
 * A team's chat (docs/product.md §11.6): its members and its mentors read and write it, nobody else (FORBIDDEN
 * error.chat.forbidden); staff read it to moderate and hide or restore a message with a reason. Every write and its
 * event (team.chat_message_posted or team.chat_message_changed with the readers at that moment, and
 * team.chat_mention for a new message that names readers) are written in one transaction, which holds the team row
 * with FOR SHARE: a membership change (FOR UPDATE) comes wholly before or after, so the readers named are exact.
 */
@Injectable()
export class TeamChat {
  constructor(
    private readonly prisma: PrismaService,
    @Inject(OUTBOX_RELAY) private readonly relay: Pick<OutboxRelay, 'wake'>,
  ) {}

  /** One page of the team's messages, newest first (the endCursor pages to older ones). */
  async page(teamId: string, page: MessagePage, viewer: Viewer, locale: Locale) {
    await this.prisma.$transaction((tx) => this.readers(tx, teamId, viewer, locale, { staffReads: true }));
    const args = newestFirst('createdAt', page);
    const where = { teamId };
    const [rows, totalCount] = await Promise.all([
      this.prisma.teamChatMessage.findMany({
        where: args.where(where),
        orderBy: args.orderBy,
        take: args.take,
      }),
      this.prisma.teamChatMessage.count({ where }),
    ]);
    const connection = toConnection(rows, page.first, args.sortKeys, totalCount);
    return {
      ...connection,
      nodes: connection.nodes.map((row) => toMessageType(row, viewer)),
    } satisfies ConnectionShape<TeamMessageType>;
  }

  /** A reader posts a message; `readerNames` find its mentions (see mentionedReaders). */
  async post(
    teamId: string,
    body: string,
    readerNames: readonly ChatReader[],
    authorId: string,
    locale: Locale,
  ): Promise<TeamMessageType> {
    const viewer = { id: authorId, staff: false };
    const row = await this.prisma.$transaction(async (tx) => {
      const { team, readerIds } = await this.readers(tx, teamId, viewer, locale, { staffReads: false });
      const message = await tx.teamChatMessage.create({ data: { teamId, authorId, body } });
      await recordEvent(tx, EVENTS.teamChatMessagePosted, {
        teamId,
        messageId: message.id,
        authorId,
        createdAt: message.createdAt.toISOString(),
        readerIds,
      });
      const known = readerNames.filter((reader) => readerIds.includes(reader.id));
      const mentionedUserIds = mentionedReaders(body, known, authorId);
      if (mentionedUserIds.length > 0) {
        const author = known.find((reader) => reader.id === authorId);
        await recordEvent(tx, EVENTS.teamChatMention, {
          teamId,
          teamName: team.name,
          messageId: message.id,
          authorId,
          authorName: author ? `${author.firstName} ${author.lastName}`.trim() : '',
          mentionedUserIds,
          excerpt: chatExcerpt(body),
        });
      }
      return message;
    }, TEAM_CHANGE_TRANSACTION);
    this.relay.wake();
    return toMessageType(row, viewer);
  }

  /** Its author changes a message's text (not a deleted one, nor one staff hid). */
  edit(
    messageId: string,
    body: string,
    userId: string,
    locale: Locale,
    inTeam?: string,
  ): Promise<TeamMessageType> {
    const viewer = { id: userId, staff: false };
    return this.change(messageId, viewer, locale, 'edited', inTeam, async (tx, row) => {
      if (row.authorId !== userId) throw forbidden(locale, 'error.chat.notAuthor');
      if (row.deletedAt || row.hiddenAt) throw notFound(locale, 'error.chat.notFound');
      return tx.teamChatMessage.update({ where: { id: row.id }, data: { body, editedAt: new Date() } });
    });
  }

  /** Its author deletes a message: the text is cleared, the message stays listed as deleted. */
  remove(messageId: string, userId: string, locale: Locale, inTeam?: string): Promise<TeamMessageType> {
    return this.change(
      messageId,
      { id: userId, staff: false },
      locale,
      'deleted',
      inTeam,
      async (tx, row) => {
        if (row.authorId !== userId) throw forbidden(locale, 'error.chat.notAuthor');
        if (row.deletedAt) return null;
        return tx.teamChatMessage.update({
          where: { id: row.id },
          data: { body: '', deletedAt: new Date() },
        });
      },
    );
  }

  /** Staff hide a message with a reason, or restore it; hiding a hidden one or restoring a shown one changes nothing. */
  setHidden(
    messageId: string,
    hidden: boolean,
    reason: string | null,
    staffId: string,
    locale: Locale,
  ): Promise<TeamMessageType> {
    const viewer = { id: staffId, staff: true };
    return this.change(
      messageId,
      viewer,
      locale,
      hidden ? 'hidden' : 'restored',
      undefined,
      async (tx, row) => {
        if ((row.hiddenAt !== null) === hidden) return null;
        return tx.teamChatMessage.update({
          where: { id: row.id },
          data: { hiddenAt: hidden ? new Date() : null, hiddenReason: hidden ? reason : null },
        });
      },
    );
  }

  /** The reader has read the team's chat up to now. */
  async markRead(teamId: string, userId: string, locale: Locale): Promise<TeamChatUnreadType> {
    await this.prisma.$transaction((tx) =>
      this.readers(tx, teamId, { id: userId, staff: false }, locale, { staffReads: false }),
    );
    const readAt = new Date();
    await this.prisma.teamChatRead.upsert({
      where: { teamId_userId: { teamId, userId } },
      create: { teamId, userId, readAt },
      update: { readAt },
    });
    return { teamId, unread: 0 };
  }

  /**
   * How many messages of others `userId` has not read in each team whose chat they read (a member or mentor):
   * those after their read marker, else after they joined; deleted and hidden ones do not count.
   */
  async unread(userId: string): Promise<TeamChatUnreadType[]> {
    if (!isUuid(userId)) return [];
    return this.prisma.$queryRaw<TeamChatUnreadType[]>`
      WITH mine AS (
        SELECT team_id, joined_at AS since FROM team_memberships WHERE user_id = ${userId}::uuid
        UNION ALL
        SELECT team_id, since FROM team_mentors WHERE mentor_id = ${userId}::uuid
      ), teams_read AS (SELECT team_id, min(since) AS since FROM mine GROUP BY team_id)
      SELECT t.team_id::text AS "teamId", count(m.id)::int AS unread
      FROM teams_read t
      LEFT JOIN team_chat_reads r ON r.team_id = t.team_id AND r.user_id = ${userId}::uuid
      LEFT JOIN team_chat_messages m ON m.team_id = t.team_id AND m.author_id <> ${userId}::uuid
        AND m.deleted_at IS NULL AND m.hidden_at IS NULL AND m.created_at > COALESCE(r.read_at, t.since)
      GROUP BY t.team_id
      ORDER BY t.team_id`;
  }

  /**
   * Runs `apply` on the message under its team's shared lock and records team.chat_message_changed when it changed
   * something (apply answers null when there is nothing to change).
   */
  private async change(
    messageId: string,
    viewer: Viewer,
    locale: Locale,
    change: Change,
    inTeam: string | undefined,
    apply: (tx: Prisma.TransactionClient, row: TeamChatMessage) => Promise<TeamChatMessage | null>,
  ): Promise<TeamMessageType> {
    if (!isUuid(messageId)) throw notFound(locale, 'error.chat.notFound');
    const found = await this.prisma.teamChatMessage.findUnique({ where: { id: messageId } });
    if (!found || (inTeam !== undefined && found.teamId !== inTeam))
      throw notFound(locale, 'error.chat.notFound');
    const { row, changed } = await this.prisma.$transaction(async (tx) => {
      const { readerIds } = await this.readers(tx, found.teamId, viewer, locale, { staffReads: true });
      const current = await tx.$queryRaw<{ id: string }[]>`
        SELECT id::text AS id FROM team_chat_messages WHERE id = ${messageId}::uuid FOR UPDATE`;
      if (current.length === 0) throw notFound(locale, 'error.chat.notFound');
      const before = await tx.teamChatMessage.findUniqueOrThrow({ where: { id: messageId } });
      const after = await apply(tx, before);
      if (!after) return { row: before, changed: false };
      await recordEvent(tx, EVENTS.teamChatMessageChanged, {
        teamId: before.teamId,
        messageId,
        change,
        readerIds,
      });
      return { row: after, changed: true };
    }, TEAM_CHANGE_TRANSACTION);
    if (changed) this.relay.wake();
    return toMessageType(row, viewer);
  }

  /**
   * The team (under FOR SHARE) and who reads its chat now; NOT_FOUND for an unknown team, FORBIDDEN
   * error.chat.forbidden for anyone who is neither a member nor a mentor (staff may read, `staffReads`).
   */
  private async readers(
    tx: Prisma.TransactionClient,
    teamId: string,
    viewer: Viewer,
    locale: Locale,
    { staffReads }: { staffReads: boolean },
  ): Promise<{ team: { id: string; name: string }; readerIds: string[] }> {
    if (!isUuid(teamId)) throw notFound(locale, 'error.team.notFound');
    const [team] = await tx.$queryRaw<{ id: string; name: string }[]>`
      SELECT id::text AS id, name FROM teams WHERE id = ${teamId}::uuid FOR SHARE`;
    if (!team) throw notFound(locale, 'error.team.notFound');
    const { attendeeIds } = await attendeesOfTeam(tx, teamId);
    const reads = viewer.id !== null && attendeeIds.includes(viewer.id);
    if (!reads && !(staffReads && viewer.staff)) throw forbidden(locale, 'error.chat.forbidden');
    return { team, readerIds: attendeeIds };
  }
}
