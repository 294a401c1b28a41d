import { Context, Query, Resolver } from '@nestjs/graphql';
import { requireUser, type SubgraphContext } from '@creators/platform';
import { AchievementType } from './achievement.types.js';
import { AchievementsService } from './achievements.service.js';

@Resolver(() => AchievementType)
export class AchievementsResolver {
  constructor(private readonly catalogue: AchievementsService) {}

  @Query(() => [AchievementType])
  async myAchievements(@Context() ctx: SubgraphContext): Promise<AchievementType[]> {
    const user = requireUser(ctx);
    return this.catalogue.earnedBy(user.id);
  }

  @Query(() => [AchievementType])
  async achievements(): Promise<AchievementType[]> {
    return this.catalogue.catalogue();
  }
}
