import { Module } from '@nestjs/common';
import { AchievementsConsumer } from './achievements.consumer.js';
import { AchievementsResolver } from './achievements.resolver.js';
import { AchievementsService } from './achievements.service.js';
import { UserAchievementsResolver } from './user-achievements.resolver.js';

/**
 * The badge catalogue, a user's badges (myAchievements, User.achievements), and the consumer that awards them from
 * other services' events.
 */
@Module({
  providers: [AchievementsService, AchievementsResolver, UserAchievementsResolver, AchievementsConsumer],
})
export class AchievementsModule {}
