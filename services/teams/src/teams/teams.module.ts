import { Module } from '@nestjs/common';
import { ChallengeStatuses } from './challenge-statuses.js';
import { ChallengeStatusesConsumer } from './challenge-statuses.consumer.js';
import { TeamEditing } from './editing.js';
import { TeamInvitations } from './invitations.js';
import { TeamJoining } from './joining.js';
import { TeamMembershipChanges } from './membership-changes.js';
import { TeamInvitationResolver, TeamMembershipResolver } from './membership.resolver.js';
import { ShowcasedProjectsConsumer } from './showcased-projects.consumer.js';
import { TeamModeration } from './team-moderation.js';
import { TeamMemberResolver, TeamsResolver } from './teams.resolver.js';
import { TeamsService } from './teams.service.js';
import { UserTeamsResolver } from './user-teams.resolver.js';

/**
 * Teams, their members and invitations, the consumer of project.showcased (progress) and the one of
 * challenge.updated and content.moderated (challenge statuses: no new team for a closed or hidden challenge),
 * staff hiding and restoring a team (docs/product.md §14). Needs the global
 * ServiceInfrastructureModule (database, NATS, outbox relay).
 */
@Module({
  providers: [
    TeamsService,
    TeamJoining,
    TeamMembershipChanges,
    TeamEditing,
    TeamInvitations,
    TeamModeration,
    ChallengeStatuses,
    TeamsResolver,
    TeamMemberResolver,
    TeamMembershipResolver,
    TeamInvitationResolver,
    UserTeamsResolver,
    ShowcasedProjectsConsumer,
    ChallengeStatusesConsumer,
  ],
  exports: [TeamsService],
})
export class TeamsModule {}
