import { Injectable } from '@nestjs/common';
import { isUuid, PrismaService } from '../database/prisma.service.js';
import { FEATURED_LIMIT, featuredSince } from './featured-projects.js';
import { toProjectView, type ProjectView } from './project.mapper.js';

const SHOWCASED = 'showcased';

@Injectable()
export class ProjectsService {
  constructor(private readonly prisma: PrismaService) {}

  /** Showcased projects, newest first (projects still in planning are not listed). */
  async listShowcased(): Promise<ProjectView[]> {
    const rows = await this.prisma.project.findMany({
      where: { status: SHOWCASED },
      orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
    });
    return rows.map(toProjectView);
  }

  async findById(id: string): Promise<ProjectView | null> {
    if (!isUuid(id)) return null;
    const row = await this.prisma.project.findUnique({ where: { id } });
    return row ? toProjectView(row) : null;
  }

  /** The featured projects; the rule is documented in featured-projects.ts (compareFeatured is the same order). */
  async featured(now = new Date()): Promise<ProjectView[]> {
    const ranked = await this.prisma.$queryRaw<Array<{ id: string }>>`
      SELECT p.id::text AS id
      FROM projects p
      LEFT JOIN project_likes l ON l.project_id = p.id AND l.created_at >= ${featuredSince(now)}
      WHERE p.status = ${SHOWCASED} AND p.likes > 0
      GROUP BY p.id
      ORDER BY count(l.project_id) DESC, p.likes DESC, p.views DESC, p.created_at DESC, p.id ASC
      LIMIT ${FEATURED_LIMIT}`;
    if (ranked.length === 0) return [];
    const rows = await this.prisma.project.findMany({ where: { id: { in: ranked.map((row) => row.id) } } });
    const byId = new Map(rows.map((row) => [row.id, row]));
    return ranked.flatMap(({ id }) => {
      const row = byId.get(id);
      return row ? [toProjectView(row)] : [];
    });
  }
}
