import { Module } from '@nestjs/common';
import { TeamsModule } from '../teams/teams.module.js';
import { ChallengeTeamsResolver } from './challenge-teams.resolver.js';

/** What teams adds to the challenges subgraph's Challenge: its team count and its teams. */
@Module({ imports: [TeamsModule], providers: [ChallengeTeamsResolver] })
export class ChallengesModule {}
