import { Injectable } from '@nestjs/common';
import { isUuid, PrismaService } from '../database/prisma.service.js';
import { toTeamView, type TeamView } from './team.mapper.js';

const withMemberCount = { _count: { select: { memberships: true } } } as const;

@Injectable()
export class TeamsService {
  constructor(private readonly prisma: PrismaService) {}

  /** Every team with its real member count, newest first. */
  async list(): Promise<TeamView[]> {
    const rows = await this.prisma.team.findMany({
      include: withMemberCount,
      orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
    });
    return rows.map(toTeamView);
  }

  async findById(id: string): Promise<TeamView | null> {
    if (!isUuid(id)) return null;
    const row = await this.prisma.team.findUnique({ where: { id }, include: withMemberCount });
    return row ? toTeamView(row) : null;
  }
}
