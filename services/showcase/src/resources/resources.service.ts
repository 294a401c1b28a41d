import { Injectable } from '@nestjs/common';
import { PrismaService } from '../database/prisma.service.js';
import { toResourceView, type ResourceView } from './resource.mapper.js';

@Injectable()
export class ResourcesService {
  constructor(private readonly prisma: PrismaService) {}

  /** Every learning resource, newest first. */
  async list(): Promise<ResourceView[]> {
    const rows = await this.prisma.resource.findMany({ orderBy: [{ createdAt: 'desc' }, { id: 'desc' }] });
    return rows.map(toResourceView);
  }
}
