import { Module } from '@nestjs/common';
import { ChallengeEditing } from './challenge-editing.js';
import { ChallengeEditingResolver } from './challenge-editing.resolver.js';
import { ChallengeModeration } from './challenge-moderation.js';
import { ChallengeModerationResolver } from './challenge-moderation.resolver.js';
import { ChallengesResolver } from './challenges.resolver.js';
import { ChallengesService } from './challenges.service.js';

/**
 * Challenges: list, one by id, publishing (with challenge.created through the outbox), editing by the author (with
 * challenge.updated), the author reference, staff hiding and restoring (with content.moderated).
 */
@Module({
  providers: [
    ChallengesService,
    ChallengesResolver,
    ChallengeEditing,
    ChallengeEditingResolver,
    ChallengeModeration,
    ChallengeModerationResolver,
  ],
})
export class ChallengesModule {}
