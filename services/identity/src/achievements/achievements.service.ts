import { Injectable } from '@nestjs/common';
import { isUuid, whereAfter, toConnection, type ConnectionShape, type Page } from '@creators/platform';
import { PrismaService } from '../database/prisma.service.js';
import { toAchievementType } from './achievement.mapper.js';
import type { AchievementType } from './achievement.types.js';

/** A person's badges, newest first: the cursor holds earnedAt and the award's id (the tie-breaker). */
export const ACHIEVEMENT_CURSOR = ['date', 'uuid'] as const;

@Injectable()
export class AchievementsService {
  constructor(private readonly prisma: PrismaService) {}

  /** Every badge there is. */
  async catalogue(): Promise<AchievementType[]> {
    const rows = await this.prisma.achievement.findMany({ orderBy: [{ points: 'asc' }, { name: 'asc' }] });
    return rows.map((row) => toAchievementType(row));
  }

  /** One page of the badges a user earned, newest first, with how many they earned in all. */
  async earnedBy(
    userId: string,
    page: Page<typeof ACHIEVEMENT_CURSOR>,
  ): Promise<ConnectionShape<AchievementType>> {
    if (!isUuid(userId)) return toConnection([], page.first, () => [], 0);
    const after = page.after;
    const [rows, totalCount] = await Promise.all([
      this.prisma.userAchievement.findMany({
        where: whereAfter(
          { userId },
          after && [
            ['earnedAt', after[0], 'desc'],
            ['id', after[1], 'desc'],
          ],
        ),
        include: { achievement: true },
        orderBy: [{ earnedAt: 'desc' }, { id: 'desc' }],
        take: page.first + 1,
      }),
      this.prisma.userAchievement.count({ where: { userId } }),
    ]);
    const connection = toConnection(rows, page.first, (row) => [row.earnedAt, row.id], totalCount);
    return {
      ...connection,
      nodes: connection.nodes.map((row) => toAchievementType(row.achievement, row.earnedAt)),
    };
  }
}
