import { Module } from '@nestjs/common';
import { TeamInvitations } from './invitations.js';
import { TeamJoining } from './joining.js';
import { TeamMembershipResolver } from './membership.resolver.js';
import { ShowcasedProjectsConsumer } from './showcased-projects.consumer.js';
import { TeamMemberResolver, TeamsResolver } from './teams.resolver.js';
import { TeamsService } from './teams.service.js';

/**
 * Teams, their members and invitations, and the consumer of project.showcased (progress). Needs the global
 * ServiceInfrastructureModule (database, NATS, outbox relay).
 */
@Module({
  providers: [
    TeamsService,
    TeamJoining,
    TeamInvitations,
    TeamsResolver,
    TeamMemberResolver,
    TeamMembershipResolver,
    ShowcasedProjectsConsumer,
  ],
  exports: [TeamsService],
})
export class TeamsModule {}
