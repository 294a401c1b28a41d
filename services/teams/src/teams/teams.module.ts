import { Module } from '@nestjs/common';
import { ChallengeTeamsResolver } from '../challenges/challenge-teams.resolver.js';
import { MeetingsResolver } from '../meetings/meetings.resolver.js';
import { MeetingsService } from '../meetings/meetings.service.js';
import { TeamInvitations } from './invitations.js';
import { TeamJoining } from './joining.js';
import { TeamMembershipResolver } from './membership.resolver.js';
import { ShowcasedProjectsConsumer } from './showcased-projects.consumer.js';
import { TeamMemberResolver, TeamsResolver } from './teams.resolver.js';
import { TeamsService } from './teams.service.js';

/**
 * Teams, their members, invitations and meetings, the Challenge.teamCount contribution, and the consumer of
 * project.showcased (progress). Needs the global ServiceInfrastructureModule (database, NATS, outbox relay).
 */
@Module({
  providers: [
    TeamsService,
    TeamJoining,
    TeamInvitations,
    TeamsResolver,
    TeamMemberResolver,
    TeamMembershipResolver,
    ChallengeTeamsResolver,
    MeetingsService,
    MeetingsResolver,
    ShowcasedProjectsConsumer,
  ],
})
export class TeamsModule {}
