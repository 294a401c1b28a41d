import { Module } from '@nestjs/common';
import { TeamMembersConsumer } from './team-members.consumer.js';

/** The team_members read model (who may showcase for a team), fed by teams' events. */
@Module({ providers: [TeamMembersConsumer] })
export class MembershipsModule {}
