import { Context, Parent, ResolveField, Resolver } from '@nestjs/graphql';
import type { SubgraphContext } from '@creators/platform';
import { viewerAttends } from '../mentoring/team-attendance.js';
import { TeamMentors } from '../mentoring/team-mentors.js';
import { userReference, UserReferenceType } from '../teams/reference.types.js';
import { TeamType } from '../teams/team.types.js';
import { visibleTeamById } from '../teams/team-visibility.js';
import { TeamsService } from '../teams/teams.service.js';
import { MeetingType } from './meeting.types.js';

/** A meeting's mentor (a reference identity resolves), team and link. */
@Resolver(() => MeetingType)
export class MeetingResolver {
  constructor(
    private readonly teams: TeamsService,
    private readonly mentors: TeamMentors,
  ) {}

  @ResolveField('mentor', () => UserReferenceType, { nullable: true })
  mentor(@Parent() meeting: MeetingType): { __typename: 'User'; id: string } | null {
    return meeting.mentorId ? userReference(meeting.mentorId) : null;
  }

  /** The meeting's team; null for one staff hid unless the viewer is one of its members or staff. */
  @ResolveField('team', () => TeamType, { nullable: true })
  team(@Parent() meeting: MeetingType, @Context() ctx: SubgraphContext): Promise<TeamType | null> | null {
    if (!meeting.teamId) return null;
    return visibleTeamById(ctx, this.teams, meeting.teamId);
  }

  /**
   * The link to join (docs/product.md §12.3): for the team's members and mentors only (a meeting without a team, its
   * host), null for anyone else, whichever path the meeting was read by.
   */
  @ResolveField('meetingUrl', () => String, {
    nullable: true,
    description: "The link to join: for the team's members and mentors only (null for anyone else).",
  })
  async meetingUrl(@Parent() meeting: MeetingType, @Context() ctx: SubgraphContext): Promise<string | null> {
    if (!meeting.meetingUrl) return null;
    const viewerId = ctx.gateway.user?.id;
    if (!viewerId) return null;
    if (!meeting.teamId) return meeting.hostId === viewerId ? meeting.meetingUrl : null;
    const attends = await viewerAttends(ctx, this.teams, this.mentors, { id: meeting.teamId } as TeamType);
    return attends ? meeting.meetingUrl : null;
  }
}
