import { Inject, Injectable } from '@nestjs/common';
import {
  dismissReportsSchema,
  EVENTS,
  MODERATION_LIMITS,
  REPORT_ITEM_TYPES,
  reportInputSchema,
  suspendInputSchema,
  type Locale,
  type ReportItemType,
} from '@creators/contracts';
import {
  badUserInput,
  conflict,
  forbidden,
  isUuid,
  notFound,
  parseInput,
  recordEvent,
  toConnection,
  newestFirst,
  type ConnectionShape,
  type GatewayUser,
  type Logger,
  type OutboxRelay,
  type Page,
} from '@creators/platform';
import { isUniqueViolation, PrismaService } from '../database/prisma.service.js';
import { Prisma, type ModerationAction, type Report, type User } from '../generated/prisma/client.js';
import { SessionsService } from '../sessions/sessions.service.js';
import { LOGGER, OUTBOX_RELAY } from '../tokens.js';
import { writeAudit } from './audit-log.js';
import { ModerationActionType, ModerationHistoryType, ReportType } from './moderation.types.js';
import { resolveOpenReports } from './report-resolution.js';
import { suspensionInForce } from './suspension.js';

/** The staff queue's order: the newest report of a group, then item type and id, all descending. */
export const QUEUE_CURSOR = ['date', 'string', 'uuid'] as const;
/** The audit log's order: newest first. */
export const LOG_CURSOR = ['date', 'uuid'] as const;
/** The most reports a queue group lists (reportCount counts them all). */
export const REPORTS_PER_GROUP = 20;
/** The staff actions a person's history lists. */
export const HISTORY_RECENT = 10;

const DAY_MS = 24 * 60 * 60 * 1000;

/** suspendInputSchema as GraphQL sends it: an omitted or null until (dropped before parsing) means for good. */
const suspendArgsSchema = suspendInputSchema.extend({ until: suspendInputSchema.shape.until.optional() });

/** One group of the staff queue: an item with open reports. */
export interface QueueGroup {
  itemType: ReportItemType;
  itemId: string;
  reportCount: number;
  latestAt: Date;
  reports: ReportType[];
  /** The reference of the item, on the field of its type (the others null); the owning service resolves it. */
  challenge: { id: string } | null;
  team: { id: string } | null;
  project: { id: string } | null;
  resource: { id: string } | null;
  comment: { id: string } | null;
}

export function toReportType(row: Report): ReportType {
  return Object.assign(new ReportType(), {
    id: row.id,
    itemType: row.itemType,
    itemId: row.itemId,
    reason: row.reason,
    note: row.note,
    status: row.status,
    createdAt: row.createdAt,
    reporterId: row.reporterId,
  });
}

export function toModerationActionType(row: ModerationAction): ModerationActionType {
  return Object.assign(new ModerationActionType(), {
    id: row.id,
    action: row.action,
    itemType: row.itemType,
    itemId: row.itemId,
    reason: row.reason,
    createdAt: row.createdAt,
    details: JSON.stringify(row.details ?? {}),
    actorId: row.actorId,
    subjectUserId: row.subjectUserId,
  });
}

const isReportItemType = (value: unknown): value is ReportItemType =>
  (REPORT_ITEM_TYPES as readonly unknown[]).includes(value);

/**
 * Reports and staff actions (docs/product.md §14): reporting, the staff queue and audit log, dismissing reports,
 * suspending and lifting. Every staff action writes the audit log in its own transaction; events go through the
 * outbox in the same transaction, and the relay is woken after the commit.
 */
@Injectable()
export class ModerationService {
  constructor(
    private readonly prisma: PrismaService,
    private readonly sessions: SessionsService,
    @Inject(OUTBOX_RELAY) private readonly relay: Pick<OutboxRelay, 'wake'>,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  /**
   * A signed-in person reports an item. One open report per person and item (CONFLICT error.report.duplicate);
   * nobody reports themselves; a reported person must exist (NOT_FOUND error.moderation.notFound). Other items
   * belong to other services: a report of one that does not exist shows in the queue without its item.
   */
  async report(viewer: GatewayUser, raw: unknown, locale: Locale): Promise<ReportType> {
    const input = parseInput(reportInputSchema, raw, locale);
    if (input.itemType === 'person') {
      if (input.itemId === viewer.id) throw badUserInput(locale, { itemId: 'error.report.self' });
      const exists = await this.prisma.user.count({ where: { id: input.itemId } });
      if (exists === 0) throw notFound(locale, 'error.moderation.notFound');
    }
    try {
      const row = await this.prisma.report.create({
        data: {
          reporterId: viewer.id,
          itemType: input.itemType,
          itemId: input.itemId,
          reason: input.reason,
          note: input.note ?? null,
          openKey: `${viewer.id}:${input.itemType}:${input.itemId}`,
        },
      });
      this.logger.info({ reportId: row.id, itemType: row.itemType }, 'content reported');
      return toReportType(row);
    } catch (error) {
      if (isUniqueViolation(error)) throw conflict(locale, 'error.report.duplicate');
      throw error;
    }
  }

  /**
   * One page of the staff queue: the items with open reports, grouped, the group with the newest report first;
   * each with how many open reports it has and the newest REPORTS_PER_GROUP of them.
   */
  async queue(page: Page<typeof QUEUE_CURSOR>): Promise<ConnectionShape<QueueGroup>> {
    const after = page.after;
    const having = after
      ? Prisma.sql`HAVING (max(created_at), item_type, item_id) < (${after[0]}::timestamptz, ${after[1]}, ${after[2]}::uuid)`
      : Prisma.empty;
    const [groups, [counted]] = await Promise.all([
      this.prisma.$queryRaw<
        Array<{ item_type: string; item_id: string; report_count: number; latest_at: Date }>
      >`
        SELECT item_type, item_id::text AS item_id, count(*)::int AS report_count, max(created_at) AS latest_at
        FROM reports
        WHERE status = 'open'
        GROUP BY item_type, reports.item_id
        ${having}
        ORDER BY max(created_at) DESC, item_type DESC, reports.item_id DESC
        LIMIT ${page.first + 1}`,
      this.prisma.$queryRaw<Array<{ count: number }>>`
        SELECT count(*)::int AS count
        FROM (SELECT 1 FROM reports WHERE status = 'open' GROUP BY item_type, item_id) AS open_items`,
    ]);
    const connection = toConnection(
      groups,
      page.first,
      (group) => [group.latest_at, group.item_type, group.item_id],
      counted?.count ?? 0,
    );
    const reports = await this.openReportsOf(connection.nodes);
    return {
      ...connection,
      nodes: connection.nodes
        .filter((group) => isReportItemType(group.item_type))
        .map((group) => {
          const reference = (type: ReportItemType) =>
            group.item_type === type ? { id: group.item_id } : null;
          return {
            itemType: group.item_type as ReportItemType,
            itemId: group.item_id,
            reportCount: group.report_count,
            latestAt: group.latest_at,
            reports: reports.get(`${group.item_type}:${group.item_id}`) ?? [],
            challenge: reference('challenge'),
            team: reference('team'),
            project: reference('project'),
            resource: reference('resource'),
            comment: reference('comment'),
          };
        }),
    };
  }

  /** The newest open reports of each item, by "itemType:itemId". */
  private async openReportsOf(
    groups: ReadonlyArray<{ item_type: string; item_id: string }>,
  ): Promise<Map<string, ReportType[]>> {
    const byItem = new Map<string, ReportType[]>();
    if (groups.length === 0) return byItem;
    const items = Prisma.join(
      groups.map((group) => Prisma.sql`(${group.item_type}, ${group.item_id}::uuid)`),
    );
    const rows = await this.prisma.$queryRaw<Array<{ id: string }>>`
      SELECT id::text AS id FROM (
        SELECT id, row_number() OVER (PARTITION BY item_type, item_id ORDER BY created_at DESC, id DESC) AS n
        FROM reports
        WHERE status = 'open' AND (item_type, item_id) IN (${items})
      ) AS newest
      WHERE n <= ${REPORTS_PER_GROUP}`;
    const reports = await this.prisma.report.findMany({
      where: { id: { in: rows.map((row) => row.id) } },
      orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
    });
    for (const row of reports) {
      const key = `${row.itemType}:${row.itemId}`;
      byItem.set(key, [...(byItem.get(key) ?? []), toReportType(row)]);
    }
    return byItem;
  }

  /** One page of the audit log, newest first. */
  async log(page: Page<typeof LOG_CURSOR>): Promise<ConnectionShape<ModerationActionType>> {
    const order = newestFirst('createdAt', page);
    const [rows, total] = await Promise.all([
      this.prisma.moderationAction.findMany({
        where: order.where({}),
        orderBy: order.orderBy,
        take: order.take,
      }),
      this.prisma.moderationAction.count(),
    ]);
    const connection = toConnection(rows, page.first, order.sortKeys, total);
    return { ...connection, nodes: connection.nodes.map(toModerationActionType) };
  }

  /** The moderation history of each person (unknown ids left out), for staff. */
  async histories(userIds: readonly string[], now = new Date()): Promise<Map<string, ModerationHistoryType>> {
    const ids = [...new Set(userIds.filter(isUuid))];
    const histories = new Map<string, ModerationHistoryType>();
    if (ids.length === 0) return histories;
    const [users, counts, reports, recentIds] = await Promise.all([
      this.prisma.user.findMany({
        where: { id: { in: ids } },
        select: { id: true, suspendedAt: true, suspendedUntil: true, suspensionReason: true },
      }),
      this.prisma.moderationAction.groupBy({
        by: ['subjectUserId', 'action'],
        where: { subjectUserId: { in: ids }, action: { in: ['hide', 'suspend'] } },
        _count: { _all: true },
      }),
      this.prisma.report.groupBy({
        by: ['itemId'],
        where: { itemType: 'person', itemId: { in: ids } },
        _count: { _all: true },
      }),
      this.prisma.$queryRaw<Array<{ id: string }>>`
        SELECT id::text AS id FROM (
          SELECT id, row_number() OVER (PARTITION BY subject_user_id ORDER BY created_at DESC, id DESC) AS n
          FROM moderation_actions
          WHERE subject_user_id = ANY (${ids}::uuid[])
        ) AS newest
        WHERE n <= ${HISTORY_RECENT}`,
    ]);
    const recent = await this.prisma.moderationAction.findMany({
      where: { id: { in: recentIds.map((row) => row.id) } },
      orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
    });
    const count = (userId: string, action: string) =>
      counts.find((row) => row.subjectUserId === userId && row.action === action)?._count._all ?? 0;
    for (const user of users) {
      const suspension = suspensionInForce(user, now);
      histories.set(
        user.id,
        Object.assign(new ModerationHistoryType(), {
          hiddenCount: count(user.id, 'hide'),
          suspensionCount: count(user.id, 'suspend'),
          reportCount: reports.find((row) => row.itemId === user.id)?._count._all ?? 0,
          suspendedUntil: suspension?.until ?? null,
          suspendedForGood: suspension !== null && suspension.until === null,
          suspensionReason: suspension?.reason ?? null,
          recent: recent.filter((row) => row.subjectUserId === user.id).map(toModerationActionType),
        }),
      );
    }
    return histories;
  }

  /**
   * Staff close an item's open reports without changing it (audit 'dismiss', reports.resolved outcome dismissed).
   * Returns how many were closed; none open: 0, and nothing is written.
   */
  async dismiss(
    actor: GatewayUser,
    raw: { itemType: unknown; itemId: unknown; reason?: unknown },
    locale: Locale,
  ): Promise<number> {
    const { itemType, itemId } = raw;
    if (!isReportItemType(itemType))
      throw badUserInput(locale, { itemType: 'validation.moderation.itemType' });
    if (!isUuid(itemId)) throw badUserInput(locale, { itemId: 'validation.id.invalid' });
    const { reason } = parseInput(
      dismissReportsSchema,
      raw.reason === undefined || raw.reason === null ? {} : { reason: raw.reason },
      locale,
    );
    const closed = await this.prisma.$transaction(async (tx) => {
      const reporterIds = await resolveOpenReports(
        tx,
        { itemType, itemId },
        'dismissed',
        'dismissed',
        actor.id,
      );
      if (reporterIds.length === 0) return 0;
      await writeAudit(tx, {
        actorId: actor.id,
        action: 'dismiss',
        itemType,
        itemId,
        subjectUserId: itemType === 'person' ? itemId : null,
        reason: reason ?? null,
        details: { reports: reporterIds.length },
      });
      return reporterIds.length;
    });
    if (closed > 0) {
      this.relay.wake();
      this.logger.info({ itemType, itemId, closed, actorId: actor.id }, 'reports dismissed');
    }
    return closed;
  }

  /**
   * Staff suspend a person until a time in the future (at most MODERATION_LIMITS.maxDaysAhead days) or, with until
   * null, for good. Not themselves (FORBIDDEN error.moderation.notSelf), not other staff
   * (FORBIDDEN error.moderation.staffTarget). In one transaction: the columns, every session of the person ends
   * (user.sessions_ended: every gateway signs their sockets out), user.suspended, their open reports as a person
   * are actioned (reports.resolved outcome suspended), the audit log. Suspending again replaces the end and reason.
   */
  async suspend(
    actor: GatewayUser,
    userId: string,
    raw: { until: unknown; reason: unknown },
    locale: Locale,
    now = new Date(),
  ): Promise<User> {
    if (!isUuid(userId)) throw notFound(locale, 'error.moderation.notFound');
    if (userId === actor.id) throw forbidden(locale, 'error.moderation.notSelf');
    const input = parseInput(suspendArgsSchema, raw, locale);
    const until = input.until ? new Date(input.until) : null;
    if (until && until.getTime() <= now.getTime())
      throw badUserInput(locale, { until: 'validation.moderation.until' });
    if (until && until.getTime() > now.getTime() + MODERATION_LIMITS.maxDaysAhead * DAY_MS)
      throw badUserInput(locale, { until: 'validation.moderation.untilTooFar' });
    const { user, endedSessions } = await this.prisma.$transaction(async (tx) => {
      const [target] = await tx.$queryRaw<Array<{ is_staff: boolean }>>`
        SELECT is_staff FROM users WHERE id = ${userId}::uuid FOR UPDATE`;
      if (!target) throw notFound(locale, 'error.moderation.notFound');
      if (target.is_staff) throw forbidden(locale, 'error.moderation.staffTarget');
      const updated = await tx.user.update({
        where: { id: userId },
        data: { suspendedAt: now, suspendedUntil: until, suspensionReason: input.reason },
      });
      const ended = await this.sessions.endOthersIn(tx, userId, null);
      await recordEvent(tx, EVENTS.userSuspended, { userId, until: until?.toISOString() ?? null });
      const reporterIds = await resolveOpenReports(
        tx,
        { itemType: 'person', itemId: userId },
        'actioned',
        'suspended',
        actor.id,
        now,
      );
      await writeAudit(tx, {
        actorId: actor.id,
        action: 'suspend',
        itemType: 'person',
        itemId: userId,
        subjectUserId: userId,
        reason: input.reason,
        details: { until: until?.toISOString() ?? null, endedSessions: ended, reports: reporterIds.length },
      });
      return { user: updated, endedSessions: ended };
    });
    this.relay.wake();
    this.logger.info(
      { userId, until: until?.toISOString() ?? null, endedSessions, actorId: actor.id },
      'user suspended',
    );
    return user;
  }

  /**
   * Staff end a suspension early (user.suspension_lifted, audit 'lift'). A person who is not suspended, or whose
   * suspension has run out (over by itself), is answered as they are and nothing is written.
   */
  async lift(actor: GatewayUser, userId: string, locale: Locale, now = new Date()): Promise<User> {
    if (!isUuid(userId)) throw notFound(locale, 'error.moderation.notFound');
    const { user, lifted } = await this.prisma.$transaction(async (tx) => {
      const [locked] = await tx.$queryRaw<Array<{ id: string }>>`
        SELECT id::text AS id FROM users WHERE id = ${userId}::uuid FOR UPDATE`;
      if (!locked) throw notFound(locale, 'error.moderation.notFound');
      const current = await tx.user.findUniqueOrThrow({ where: { id: userId } });
      const suspension = suspensionInForce(current, now);
      if (!suspension) return { user: current, lifted: false };
      const updated = await tx.user.update({
        where: { id: userId },
        data: { suspendedAt: null, suspendedUntil: null, suspensionReason: null },
      });
      await recordEvent(tx, EVENTS.userSuspensionLifted, { userId });
      await writeAudit(tx, {
        actorId: actor.id,
        action: 'lift',
        itemType: 'person',
        itemId: userId,
        subjectUserId: userId,
        details: { until: suspension.until?.toISOString() ?? null, reason: suspension.reason },
      });
      return { user: updated, lifted: true };
    });
    if (lifted) {
      this.relay.wake();
      this.logger.info({ userId, actorId: actor.id }, 'suspension lifted');
    }
    return user;
  }
}
