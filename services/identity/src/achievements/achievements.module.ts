import { Module } from '@nestjs/common';
import { AchievementsConsumer } from './achievements.consumer.js';
import { AchievementsResolver } from './achievements.resolver.js';
import { AchievementsService } from './achievements.service.js';

/** The badge catalogue, a user's badges, and the consumer that awards them from other services' events. */
@Module({ providers: [AchievementsService, AchievementsResolver, AchievementsConsumer] })
export class AchievementsModule {}
