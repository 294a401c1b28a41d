import { Injectable } from '@nestjs/common';
import type { createResourceSchema, ResourceListFilters } from '@creators/contracts';
import {
  containsText,
  newestFirst,
  NEWEST_FIRST_CURSOR,
  toConnection,
  type ConnectionShape,
  type Page,
} from '@creators/platform';
import type { z } from 'zod';
import { PrismaService } from '../database/prisma.service.js';
import type { Prisma } from '../generated/prisma/client.js';
import { toLearningResourceType } from './resource.mapper.js';
import type { LearningResourceType } from './resource.types.js';

export type NewResource = z.output<typeof createResourceSchema>;

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
    return toConnection(rows.map(toLearningResourceType), page.first, order.sortKeys, totalCount);
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
    return toLearningResourceType(row);
  }
}
