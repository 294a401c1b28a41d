import { Injectable } from '@nestjs/common';
import {
  isUuid,
  newestFirst,
  NEWEST_FIRST_CURSOR,
  toConnection,
  type ConnectionShape,
  type Page,
} from '@creators/platform';
import { PrismaService } from '../database/prisma.service.js';
import { toAchievementType } from './achievement.mapper.js';
import type { AchievementType } from './achievement.types.js';

/** A person's badges, newest first: the cursor holds earnedAt and the award's id (the tie-breaker). */
export const ACHIEVEMENT_CURSOR = NEWEST_FIRST_CURSOR;

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
    const order = newestFirst('earnedAt', page);
    const [rows, totalCount] = await Promise.all([
      this.prisma.userAchievement.findMany({
        where: order.where({ userId }),
        include: { achievement: true },
        orderBy: order.orderBy,
        take: order.take,
      }),
      this.prisma.userAchievement.count({ where: { userId } }),
    ]);
    const connection = toConnection(rows, page.first, order.sortKeys, totalCount);
    return {
      ...connection,
      nodes: connection.nodes.map((row) => toAchievementType(row.achievement, row.earnedAt)),
    };
  }
}
