import { Injectable } from '@nestjs/common';
import type { Achievement } from '@creators/contracts';
import { isUuid } from '@creators/platform';
import { PrismaService } from '../database/prisma.service.js';
import type { Achievement as AchievementRow } from '../generated/prisma/client.js';

/** A badge as it leaves the service: the contracts' Achievement plus its stable key (docs/graphql-contract.md). */
export interface AchievementView extends Achievement {
  key: string;
}

export function toAchievement(row: AchievementRow, earnedAt: Date | null = null): AchievementView {
  return {
    id: row.id,
    key: row.key,
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
  async catalogue(): Promise<AchievementView[]> {
    const rows = await this.prisma.achievement.findMany({ orderBy: [{ points: 'asc' }, { name: 'asc' }] });
    return rows.map((row) => toAchievement(row));
  }

  /** The badges a user earned, newest first. */
  async earnedBy(userId: string): Promise<AchievementView[]> {
    if (!isUuid(userId)) return [];
    const rows = await this.prisma.userAchievement.findMany({
      where: { userId },
      include: { achievement: true },
      orderBy: [{ earnedAt: 'desc' }, { id: 'asc' }],
    });
    return rows.map((row) => toAchievement(row.achievement, row.earnedAt));
  }
}
