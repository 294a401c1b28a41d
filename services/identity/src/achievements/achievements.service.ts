import { Injectable } from '@nestjs/common';
import type { Achievement } from '@creators/contracts';
import { PrismaService } from '../database/prisma.service.js';
import type { Achievement as AchievementRow } from '../generated/prisma/client.js';
import { isUuid } from '../users/users.service.js';

export function toAchievement(row: AchievementRow, earnedAt: Date | null = null): Achievement {
  return {
    id: row.id,
    name: row.name,
    title: row.name,
    description: row.description,
    icon: row.icon,
    category: row.category,
    points: row.points,
    earnedAt: earnedAt ? earnedAt.toISOString() : null,
  };
}

@Injectable()
export class AchievementsService {
  constructor(private readonly prisma: PrismaService) {}

  /** Every badge there is. */
  async catalogue(): Promise<Achievement[]> {
    const rows = await this.prisma.achievement.findMany({ orderBy: [{ points: 'asc' }, { name: 'asc' }] });
    return rows.map((row) => toAchievement(row));
  }

  /** The badges a user earned, newest first. */
  async earnedBy(userId: string): Promise<Achievement[]> {
    if (!isUuid(userId)) return [];
    const rows = await this.prisma.userAchievement.findMany({
      where: { userId },
      include: { achievement: true },
      orderBy: [{ earnedAt: 'desc' }, { id: 'asc' }],
    });
    return rows.map((row) => toAchievement(row.achievement, row.earnedAt));
  }
}
