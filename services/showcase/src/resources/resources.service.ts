import { Injectable } from '@nestjs/common';
import type { createResourceSchema } from '@creators/contracts';
import type { z } from 'zod';
import { PrismaService } from '../database/prisma.service.js';
import { toLearningResourceType } from './resource.mapper.js';
import type { LearningResourceType } from './resource.types.js';

export type NewResource = z.output<typeof createResourceSchema>;

@Injectable()
export class ResourcesService {
  constructor(private readonly prisma: PrismaService) {}

  /** Every learning resource, newest first. */
  async list(): Promise<LearningResourceType[]> {
    const rows = await this.prisma.resource.findMany({ orderBy: [{ createdAt: 'desc' }, { id: 'desc' }] });
    return rows.map(toLearningResourceType);
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
