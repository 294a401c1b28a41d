import { Injectable } from '@nestjs/common';
import { isUuid } from '@creators/platform';
import { PrismaService } from '../database/prisma.service.js';
import { toAchievementType } from './achievement.mapper.js';
import type { AchievementType } from './achievement.types.js';

@Injectable()
export class AchievementsService {
  constructor(private readonly prisma: PrismaService) {}

  /** Every badge there is. */
  async catalogue(): Promise<AchievementType[]> {
    const rows = await this.prisma.achievement.findMany({ orderBy: [{ points: 'asc' }, { name: 'asc' }] });
    return rows.map((row) => toAchievementType(row));
  }

  /** The badges a user earned, newest first. */
  async earnedBy(userId: string): Promise<AchievementType[]> {
    if (!isUuid(userId)) return [];
    const rows = await this.prisma.userAchievement.findMany({
      where: { userId },
      include: { achievement: true },
      orderBy: [{ earnedAt: 'desc' }, { id: 'asc' }],
    });
    return rows.map((row) => toAchievementType(row.achievement, row.earnedAt));
  }
}
