import { Args, Context, Query, Resolver } from '@nestjs/graphql';
import {
  PageArgs,
  parsePage,
  requireUser,
  type ConnectionShape,
  type SubgraphContext,
} from '@creators/platform';
import { AchievementConnection, AchievementType } from './achievement.types.js';
import { ACHIEVEMENT_CURSOR, AchievementsService } from './achievements.service.js';

@Resolver(() => AchievementType)
export class AchievementsResolver {
  constructor(private readonly catalogue: AchievementsService) {}

  /** The caller's badges, newest first, a page at a time; totalCount is how many they earned. */
  @Query(() => AchievementConnection)
  async myAchievements(
    @Args() args: PageArgs,
    @Context() ctx: SubgraphContext,
  ): Promise<ConnectionShape<AchievementType>> {
    const user = requireUser(ctx);
    return this.catalogue.earnedBy(user.id, parsePage(args, ACHIEVEMENT_CURSOR, ctx.gateway.locale));
  }

  /** Every badge there is (a fixed catalogue of a few). */
  @Query(() => [AchievementType])
  async achievements(): Promise<AchievementType[]> {
    return this.catalogue.catalogue();
  }
}
