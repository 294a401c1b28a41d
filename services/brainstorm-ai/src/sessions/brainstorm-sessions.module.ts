import { Module } from '@nestjs/common';
import { BrainstormSessionsResolver } from './brainstorm-sessions.resolver.js';
import { BrainstormSessionsService } from './brainstorm-sessions.service.js';
import { PublishedChallengesConsumer } from './published-challenges.consumer.js';

/** A user's brainstorms with Isla, and their end in a published challenge (brainstorm.completed). */
@Module({
  providers: [BrainstormSessionsService, BrainstormSessionsResolver, PublishedChallengesConsumer],
  exports: [BrainstormSessionsService],
})
export class BrainstormSessionsModule {}
