import { Module } from '@nestjs/common';
import { TeamMembersConsumer } from './team-members.consumer.js';
import { TeamMentorsConsumer } from './team-mentors.consumer.js';

/**
 * The team_members read model (who may showcase for a team) and the team_mentors one (who may give feedback on its
 * project), fed by teams' events.
 */
@Module({ providers: [TeamMembersConsumer, TeamMentorsConsumer] })
export class MembershipsModule {}
