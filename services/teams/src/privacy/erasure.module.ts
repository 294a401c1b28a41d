import { Module } from '@nestjs/common';
import { ChallengesWithTeamsResponder } from './challenges-with-teams.responder.js';
import { ErasureConsumer } from './erasure.consumer.js';

/**
 * Erasure (docs/product.md §15): the teams service's consumer of user.erased, and its answer to the challenges
 * service's question which of an erased person's challenges have teams.
 */
@Module({ providers: [ErasureConsumer, ChallengesWithTeamsResponder] })
export class ErasureModule {}
