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

/** How many badges User.achievements shows (the newest). */
export const USER_ACHIEVEMENTS_LIMIT = 20;

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

  /**
   * The newest USER_ACHIEVEMENTS_LIMIT badges of each person, by person (User.achievements for a person page or a
   * list of people): one query for all of them, served by the (user_id, earned_at, id) index.
   */
  async recentByUsers(userIds: readonly string[]): Promise<Map<string, AchievementType[]>> {
    const wanted = [...new Set(userIds.filter(isUuid))];
    if (wanted.length === 0) return new Map();
    const awards = await this.prisma.$queryRaw<Array<{ id: string; userId: string }>>`
      SELECT id::text AS "id", user_id::text AS "userId" FROM (
        SELECT id, user_id,
               row_number() OVER (PARTITION BY user_id ORDER BY earned_at DESC, id DESC) AS rank
        FROM user_achievements
        WHERE user_id = ANY(${wanted}::uuid[])
      ) ranked
      WHERE rank <= ${USER_ACHIEVEMENTS_LIMIT}`;
    if (awards.length === 0) return new Map();
    const rows = await this.prisma.userAchievement.findMany({
      where: { id: { in: awards.map((award) => award.id) } },
      include: { achievement: true },
      orderBy: [{ earnedAt: 'desc' }, { id: 'desc' }],
    });
    const byUser = new Map<string, AchievementType[]>();
    for (const row of rows) {
      const list = byUser.get(row.userId) ?? [];
      list.push(toAchievementType(row.achievement, row.earnedAt));
      byUser.set(row.userId, list);
    }
    return byUser;
  }
}
