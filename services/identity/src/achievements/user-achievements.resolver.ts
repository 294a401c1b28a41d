import { Context, Parent, ResolveField, Resolver } from '@nestjs/graphql';
import { BatchLoader, requestLoader, type SubgraphContext } from '@creators/platform';
import { UserType } from '../users/user.types.js';
import { AchievementType } from './achievement.types.js';
import { AchievementsService } from './achievements.service.js';

/** `User.achievements`: the badges a person earned, for their page (product.md, pages with their own addresses). */
@Resolver(() => UserType)
export class UserAchievementsResolver {
  constructor(private readonly achievements: AchievementsService) {}

  /**
   * The newest 20, newest first. Signed out, a person shows only their name and picture (product.md §6): no badges.
   * Batched: one query for every person of a request.
   */
  @ResolveField('achievements', () => [AchievementType], {
    description: 'Badges earned, newest first, at most 20 (none for a signed-out caller).',
  })
  achievementsOf(
    @Parent() user: { id: string },
    @Context() ctx: SubgraphContext,
  ): Promise<AchievementType[]> {
    if (!ctx.gateway.user) return Promise.resolve([]);
    const loader = requestLoader(
      ctx,
      'user.achievements',
      () => new BatchLoader<string, AchievementType[]>((ids) => this.achievements.recentByUsers(ids), []),
    );
    return loader.load(user.id);
  }
}
