import { Inject, Injectable } from '@nestjs/common';
import {
  EVENTS,
  type createResourceSchema,
  type Locale,
  type updateResourceSchema,
} from '@creators/contracts';
import {
  conflict,
  containsText,
  forbidden,
  notFound,
  newestFirst,
  NEWEST_FIRST_CURSOR,
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
import { isUuid, PrismaService } from '../database/prisma.service.js';
import type { Prisma, Resource as ResourceRow } from '../generated/prisma/client.js';
import type { ResourceListFilters } from './resource-list.js';
import { toLearningResourceType } from './resource.mapper.js';
import type { LearningResourceType } from './resource.types.js';

export type NewResource = z.output<typeof createResourceSchema>;
export type ResourceEdit = z.output<typeof updateResourceSchema>;

/** The fields an edit may change: every field creation takes (product.md, owners change what they made). */
const EDITABLE = ['title', 'description', 'type', 'url', 'provider', 'difficulty', 'duration'] as const;

/** The list's order, newest first: the cursor holds createdAt and id (the tie-breaker). */
export const RESOURCE_CURSOR = NEWEST_FIRST_CURSOR;

/**
 * The resources page's filters (product.md §2.12): search in title, description or provider (pg_trgm indexes on
 * each), type and level (btree indexes with the list's order). Resources staff hid (docs/product.md §14) are left
 * out for everyone: a condition on the row only, the indexes still serve the list.
 */
function listFilter(filters: ResourceListFilters): Prisma.ResourceWhereInput {
  return {
    hiddenAt: null,
    ...(filters.type ? { type: filters.type } : {}),
    ...(filters.level ? { difficulty: filters.level } : {}),
    ...(filters.search
      ? {
          OR: [
            { title: containsText(filters.search) },
            { description: containsText(filters.search) },
            { provider: containsText(filters.search) },
          ],
        }
      : {}),
  };
}

@Injectable()
export class ResourcesService {
  constructor(
    private readonly prisma: PrismaService,
    @Inject(OUTBOX_RELAY) private readonly relay: Pick<OutboxRelay, 'wake'>,
  ) {}

  /**
   * The resources with these ids as `viewer` sees them, by id (federation references: staff's moderation queue).
   * Unknown and malformed ids are left out, and hidden resources unless the viewer added it or is staff.
   */
  async findByIds(ids: readonly string[], viewer: Viewer): Promise<Map<string, LearningResourceType>> {
    const wanted = ids.filter(isUuid);
    if (wanted.length === 0) return new Map();
    const rows = await this.prisma.resource.findMany({ where: { id: { in: wanted } } });
    return new Map(
      rows
        .filter((row) => row.hiddenAt === null || seesHidden(viewer, [row.createdBy]))
        .map((row) => [row.id, toLearningResourceType(row, viewer.id)]),
    );
  }

  /**
   * Staff hide a resource with a reason, or restore it (docs/product.md §14): hidden, it leaves the list and its
   * search for everyone. The change and content.moderated (authorIds: who added it; none for a seeded one) are
   * written in one transaction under the row's lock; hiding a hidden one or restoring a visible one records nothing.
   * Its updatedAt stays. NOT_FOUND for an unknown or malformed id.
   */
  async setHidden(
    resourceId: string,
    hidden: boolean,
    reason: string | null,
    actorId: string,
    locale: Locale,
  ): Promise<LearningResourceType> {
    if (!isUuid(resourceId)) throw notFound(locale, 'error.resource.notFound');
    const { row, changed } = await this.prisma.$transaction(async (tx) => {
      const locked = await tx.$queryRaw<Array<{ id: string }>>`
        SELECT id::text AS id FROM resources WHERE id = ${resourceId}::uuid FOR UPDATE`;
      if (locked.length === 0) throw notFound(locale, 'error.resource.notFound');
      const current = await tx.resource.findUniqueOrThrow({ where: { id: resourceId } });
      if ((current.hiddenAt !== null) === hidden) return { row: current, changed: false };
      const reasonKept = hidden ? reason : null;
      // Raw SQL: Prisma's @updatedAt would move the version its author edits from.
      await tx.$executeRaw`
        UPDATE resources
        SET hidden_at = ${hidden ? new Date() : null}::timestamptz, hidden_reason = ${reasonKept}
        WHERE id = ${resourceId}::uuid`;
      await recordEvent(tx, EVENTS.contentModerated, {
        itemType: 'resource',
        itemId: resourceId,
        title: current.title,
        authorIds: current.createdBy ? [current.createdBy] : [],
        hidden,
        reason: reasonKept,
        actorId,
        parent: null,
      });
      return { row: await tx.resource.findUniqueOrThrow({ where: { id: resourceId } }), changed: true };
    });
    if (changed) this.relay.wake();
    return toLearningResourceType(row, actorId);
  }

  /**
   * One page of the resources that match `filters`, newest first (ties broken by id, so the order holds while
   * resources are added), with how many match in all.
   */
  async page(
    filters: ResourceListFilters,
    page: Page<typeof RESOURCE_CURSOR>,
    viewerId: string | null = null,
  ): Promise<ConnectionShape<LearningResourceType>> {
    const where = listFilter(filters);
    const order = newestFirst('createdAt', page);
    const [rows, totalCount] = await Promise.all([
      this.prisma.resource.findMany({
        where: order.where(where),
        orderBy: order.orderBy,
        take: order.take,
      }),
      this.prisma.resource.count({ where }),
    ]);
    return toConnection(
      rows.map((row) => toLearningResourceType(row, viewerId)),
      page.first,
      order.sortKeys,
      totalCount,
    );
  }

  /** Adds a resource (already validated: http(s) URL, known type and difficulty); tags are not sent (product.md §5). */
  async create(input: NewResource, userId: string): Promise<LearningResourceType> {
    const row = await this.prisma.resource.create({
      data: {
        title: input.title,
        description: input.description ?? null,
        type: input.type,
        url: input.url,
        provider: input.provider ?? null,
        difficulty: input.difficulty,
        duration: input.duration ?? null,
        createdBy: userId,
      },
    });
    return toLearningResourceType(row, userId);
  }

  /**
   * Its author edits a resource. The row is locked, then: NOT_FOUND error.resource.notFound for an unknown or
   * malformed id, FORBIDDEN error.resource.notAuthor for anyone but the person who added it (a seeded resource:
   * nobody), CONFLICT error.edit.stale when it changed since `expectedUpdatedAt`. A change sets editedAt; an edit
   * that changes nothing writes nothing.
   */
  async update(
    resourceId: string,
    edit: ResourceEdit,
    userId: string,
    locale: Locale,
  ): Promise<LearningResourceType> {
    const row = await this.prisma.$transaction(async (tx) => {
      const current = await this.lockForAuthor(tx, resourceId, userId, locale);
      if (current.updatedAt.getTime() !== new Date(edit.expectedUpdatedAt).getTime())
        throw conflict(locale, 'error.edit.stale');
      // The fields sent with another value than now (the schema allows null only where the column does).
      const changes = Object.fromEntries(
        EDITABLE.flatMap((field) =>
          edit[field] !== undefined && edit[field] !== current[field] ? [[field, edit[field]]] : [],
        ),
      ) as Prisma.ResourceUpdateInput;
      if (Object.keys(changes).length === 0) return current;
      return tx.resource.update({ where: { id: resourceId }, data: { ...changes, editedAt: new Date() } });
    });
    return toLearningResourceType(row, userId);
  }

  /** Its author removes a resource: it is deleted, so it leaves every list. Same refusals as `update`. */
  async remove(resourceId: string, userId: string, locale: Locale): Promise<void> {
    await this.prisma.$transaction(async (tx) => {
      await this.lockForAuthor(tx, resourceId, userId, locale);
      await tx.resource.delete({ where: { id: resourceId } });
    });
  }

  private async lockForAuthor(
    tx: Prisma.TransactionClient,
    resourceId: string,
    userId: string,
    locale: Locale,
  ): Promise<ResourceRow> {
    if (!isUuid(resourceId)) throw notFound(locale, 'error.resource.notFound');
    const locked = await tx.$queryRaw<Array<{ id: string }>>`
      SELECT id::text AS id FROM resources WHERE id = ${resourceId}::uuid FOR UPDATE`;
    if (locked.length === 0) throw notFound(locale, 'error.resource.notFound');
    const current = await tx.resource.findUniqueOrThrow({ where: { id: resourceId } });
    if (current.createdBy === null || current.createdBy !== userId)
      throw forbidden(locale, 'error.resource.notAuthor');
    return current;
  }
}
