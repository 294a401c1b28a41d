import { Module } from '@nestjs/common';
import { ChallengesResolver } from './challenges.resolver.js';
import { ChallengesService } from './challenges.service.js';

/** Challenges: list, one by id, publishing (with challenge.created through the outbox), the author reference. */
@Module({ providers: [ChallengesService, ChallengesResolver] })
export class ChallengesModule {}
