import { Injectable } from '@nestjs/common';
import type {
  createResourceSchema,
  Locale,
  ResourceListFilters,
  updateResourceSchema,
} from '@creators/contracts';
import {
  conflict,
  containsText,
  forbidden,
  notFound,
  newestFirst,
  NEWEST_FIRST_CURSOR,
  toConnection,
  type ConnectionShape,
  type Page,
} from '@creators/platform';
import type { z } from 'zod';
import { isUuid, PrismaService } from '../database/prisma.service.js';
import type { Prisma, Resource as ResourceRow } from '../generated/prisma/client.js';
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
 * each), type and level (btree indexes with the list's order).
 */
function listFilter(filters: ResourceListFilters): Prisma.ResourceWhereInput {
  return {
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
  constructor(private readonly prisma: PrismaService) {}

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
