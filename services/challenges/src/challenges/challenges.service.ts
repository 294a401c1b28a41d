import { Injectable } from '@nestjs/common';
import { isUuid, PrismaService } from '../database/prisma.service.js';
import { toChallengeView, type ChallengeView } from './challenge.mapper.js';

@Injectable()
export class ChallengesService {
  constructor(private readonly prisma: PrismaService) {}

  /** Every challenge, newest first (ties broken by id so the order is stable). */
  async list(): Promise<ChallengeView[]> {
    const rows = await this.prisma.challenge.findMany({ orderBy: [{ createdAt: 'desc' }, { id: 'desc' }] });
    return rows.map(toChallengeView);
  }

  async findById(id: string): Promise<ChallengeView | null> {
    if (!isUuid(id)) return null;
    const row = await this.prisma.challenge.findUnique({ where: { id } });
    return row ? toChallengeView(row) : null;
  }
}
