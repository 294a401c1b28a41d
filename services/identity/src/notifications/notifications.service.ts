import { Inject, Injectable } from '@nestjs/common';
import { EVENTS, NOTIFICATION_KINDS, type NotificationPreferencesInput } from '@creators/contracts';
import {
  isUuid,
  NEWEST_FIRST_CURSOR,
  OUTBOX_RELAY,
  recordEvent,
  toConnection,
  type ConnectionShape,
  type OutboxRelay,
  type Page,
} from '@creators/platform';
import { PrismaService } from '../database/prisma.service.js';
import { Prisma } from '../generated/prisma/client.js';
import { BROADCAST_TYPES } from './notification-store.js';
import {
  NOTIFICATION_KIND_TYPES,
  resolveNotificationPreferences,
  type NotificationPreferences,
} from './notification-preferences.js';

/** A person's inbox, newest first: the cursor holds createdAt and the notification's id. */
export const NOTIFICATION_CURSOR = NEWEST_FIRST_CURSOR;

/** One notification as its person sees it. */
export interface InboxNotification {
  id: string;
  type: string;
  createdAt: Date;
  data: unknown;
  read: boolean;
}

/** What a person's view of the broadcasts depends on. */
interface Viewer {
  userId: string;
  /** Broadcasts from before they registered are not theirs. */
  since: Date;
  /** Broadcasts created until then count as read ("mark all as read"). */
  readUntil: Date | null;
  /** The broadcast types they turned off in the app. */
  mutedBroadcastTypes: string[];
  preferences: NotificationPreferences;
}

/**
 * The inbox of docs/product.md "Notification inbox": a person's notifications (their own rows and the broadcasts
 * derived for them), the unread count, marking read (which records notifications.read so that their other devices
 * update), and the preferences per kind.
 */
@Injectable()
export class NotificationsService {
  constructor(
    private readonly prisma: PrismaService,
    @Inject(OUTBOX_RELAY) private readonly relay: Pick<OutboxRelay, 'wake'>,
  ) {}

  private async viewer(
    userId: string,
    db: Prisma.TransactionClient | PrismaService = this.prisma,
  ): Promise<Viewer | null> {
    if (!isUuid(userId)) return null;
    const user = await db.user.findUnique({
      where: { id: userId },
      select: {
        createdAt: true,
        notificationSettings: { select: { preferences: true, broadcastsReadUntil: true } },
      },
    });
    if (!user) return null;
    const preferences = resolveNotificationPreferences(user.notificationSettings?.preferences);
    const muted = NOTIFICATION_KINDS.filter((kind) => !preferences[kind].inApp).flatMap(
      (kind) => NOTIFICATION_KIND_TYPES[kind],
    );
    return {
      userId,
      since: user.createdAt,
      readUntil: user.notificationSettings?.broadcastsReadUntil ?? null,
      mutedBroadcastTypes: BROADCAST_TYPES.filter((type) => muted.includes(type)),
      preferences,
    };
  }

  /** The broadcasts a person sees: since they registered, not excepted, of a type they did not turn off. */
  private broadcastsOf(viewer: Viewer): Prisma.Sql {
    const muted = viewer.mutedBroadcastTypes.length > 0 ? viewer.mutedBroadcastTypes : [''];
    return Prisma.sql`n.broadcast AND n.created_at >= ${viewer.since}
      AND NOT (${viewer.userId}::uuid = ANY(n.except_user_ids)) AND n.type <> ALL(${muted}::text[])`;
  }

  private broadcastRead(viewer: Viewer): Prisma.Sql {
    return viewer.readUntil
      ? Prisma.sql`(b.user_id IS NOT NULL OR n.created_at <= ${viewer.readUntil})`
      : Prisma.sql`(b.user_id IS NOT NULL)`;
  }

  /** One page of a person's notifications, newest first; only the unread ones with `unread`. */
  async list(
    userId: string,
    page: Page<typeof NOTIFICATION_CURSOR>,
    unread = false,
  ): Promise<ConnectionShape<InboxNotification>> {
    const viewer = await this.viewer(userId);
    if (!viewer) return toConnection([], page.first, () => [], 0);
    const seek = (createdAt: Prisma.Sql, id: Prisma.Sql) =>
      page.after
        ? Prisma.sql`AND ${createdAt} <= ${page.after[0]} AND (${createdAt}, ${id}) < (${page.after[0]}, ${page.after[1]}::uuid)`
        : Prisma.empty;
    const ownUnread = unread ? Prisma.sql`AND r.read_at IS NULL` : Prisma.empty;
    const broadcastUnread = unread ? Prisma.sql`AND NOT ${this.broadcastRead(viewer)}` : Prisma.empty;
    const rows = await this.prisma.$queryRaw<InboxNotification[]>`
      (SELECT n.id::text AS id, n.type, n.created_at AS "createdAt", n.data, r.read_at IS NOT NULL AS read
       FROM notification_recipients r JOIN notifications n ON n.id = r.notification_id
       WHERE r.user_id = ${userId}::uuid ${ownUnread} ${seek(Prisma.sql`r.created_at`, Prisma.sql`r.notification_id`)}
       ORDER BY r.created_at DESC, r.notification_id DESC
       LIMIT ${page.first + 1})
      UNION ALL
      (SELECT n.id::text AS id, n.type, n.created_at AS "createdAt", n.data, ${this.broadcastRead(viewer)} AS read
       FROM notifications n
       LEFT JOIN broadcast_reads b ON b.notification_id = n.id AND b.user_id = ${userId}::uuid
       WHERE ${this.broadcastsOf(viewer)} ${broadcastUnread} ${seek(Prisma.sql`n.created_at`, Prisma.sql`n.id`)}
       ORDER BY n.created_at DESC, n.id DESC
       LIMIT ${page.first + 1})
      ORDER BY "createdAt" DESC, id DESC
      LIMIT ${page.first + 1}`;
    const totalCount = unread ? await this.unreadOf(viewer) : await this.countOf(viewer);
    return toConnection(rows, page.first, (row) => [row.createdAt, row.id], totalCount);
  }

  private async countOf(viewer: Viewer): Promise<number> {
    const [row] = await this.prisma.$queryRaw<Array<{ count: number }>>`
      SELECT ((SELECT count(*) FROM notification_recipients r WHERE r.user_id = ${viewer.userId}::uuid)
            + (SELECT count(*) FROM notifications n WHERE ${this.broadcastsOf(viewer)}))::int AS count`;
    return row?.count ?? 0;
  }

  private async unreadOf(
    viewer: Viewer,
    db: Prisma.TransactionClient | PrismaService = this.prisma,
  ): Promise<number> {
    const [row] = await db.$queryRaw<Array<{ count: number }>>`
      SELECT ((SELECT count(*) FROM notification_recipients r
               WHERE r.user_id = ${viewer.userId}::uuid AND r.read_at IS NULL)
            + (SELECT count(*) FROM notifications n
               LEFT JOIN broadcast_reads b ON b.notification_id = n.id AND b.user_id = ${viewer.userId}::uuid
               WHERE ${this.broadcastsOf(viewer)} AND NOT ${this.broadcastRead(viewer)}))::int AS count`;
    return row?.count ?? 0;
  }

  /** How many of a person's notifications are unread. */
  async unreadCount(userId: string): Promise<number> {
    const viewer = await this.viewer(userId);
    return viewer ? this.unreadOf(viewer) : 0;
  }

  /**
   * Marks some of a person's notifications read (ids that are not theirs change nothing) and records
   * notifications.read with the unread count after it, for their other devices. Returns that count.
   */
  async markRead(userId: string, ids: readonly string[]): Promise<number> {
    const wanted = [...new Set(ids.filter(isUuid))];
    return this.write(userId, async (tx, viewer) => {
      await tx.$executeRaw`
        UPDATE notification_recipients SET read_at = now()
        WHERE user_id = ${userId}::uuid AND notification_id = ANY(${wanted}::uuid[]) AND read_at IS NULL`;
      await tx.$executeRaw`
        INSERT INTO broadcast_reads (user_id, notification_id)
        SELECT ${userId}::uuid, n.id FROM notifications n
        WHERE n.id = ANY(${wanted}::uuid[]) AND ${this.broadcastsOf(viewer)}
        ON CONFLICT DO NOTHING`;
      return wanted;
    });
  }

  /** "Mark all as read": the person's own rows, and every broadcast until now (one timestamp, not a row each). */
  async markAllRead(userId: string): Promise<number> {
    return this.write(userId, async (tx) => {
      await tx.$executeRaw`
        UPDATE notification_recipients SET read_at = now() WHERE user_id = ${userId}::uuid AND read_at IS NULL`;
      await tx.$executeRaw`
        INSERT INTO notification_settings (user_id, broadcasts_read_until, updated_at)
        VALUES (${userId}::uuid, now(), now())
        ON CONFLICT (user_id) DO UPDATE SET broadcasts_read_until = now(), updated_at = now()`;
      // Covered by the timestamp now.
      await tx.$executeRaw`DELETE FROM broadcast_reads WHERE user_id = ${userId}::uuid`;
      return 'all' as const;
    });
  }

  private async write(
    userId: string,
    change: (tx: Prisma.TransactionClient, viewer: Viewer) => Promise<string[] | 'all'>,
  ): Promise<number> {
    const unread = await this.prisma.$transaction(async (tx) => {
      const viewer = await this.viewer(userId, tx);
      if (!viewer) return 0;
      const ids = await change(tx, viewer);
      const after = await this.viewer(userId, tx);
      const count = after ? await this.unreadOf(after, tx) : 0;
      await recordEvent(tx, EVENTS.notificationsRead, { userId, ids, unread: count });
      return count;
    });
    this.relay.wake();
    return unread;
  }

  /** A person's preferences per kind (the defaults where they chose nothing). */
  async preferences(userId: string): Promise<NotificationPreferences> {
    const viewer = await this.viewer(userId);
    return viewer?.preferences ?? resolveNotificationPreferences({});
  }

  /** Changes the kinds given (the others stay); returns the preferences after the change. */
  async updatePreferences(
    userId: string,
    input: NotificationPreferencesInput,
  ): Promise<NotificationPreferences> {
    const current = await this.preferences(userId);
    const next = resolveNotificationPreferences({ ...current, ...input });
    if (!isUuid(userId)) return next;
    await this.prisma.$executeRaw`
      INSERT INTO notification_settings (user_id, preferences, updated_at)
      SELECT id, ${JSON.stringify(next)}::jsonb, now() FROM users WHERE id = ${userId}::uuid
      ON CONFLICT (user_id) DO UPDATE SET preferences = EXCLUDED.preferences, updated_at = now()`;
    return next;
  }
}
