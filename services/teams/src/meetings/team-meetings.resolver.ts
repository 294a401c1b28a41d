import { Context, Parent, ResolveField, Resolver } from '@nestjs/graphql';
import { BatchLoader, requestLoader, type SubgraphContext } from '@creators/platform';
import { viewerAttends } from '../mentoring/team-attendance.js';
import { TeamMentors } from '../mentoring/team-mentors.js';
import { TeamsService } from '../teams/teams.service.js';
import { TeamType } from '../teams/team.types.js';
import { MeetingType } from './meeting.types.js';
import { MeetingsService, TEAM_MEETINGS_MAX } from './meetings.service.js';

/**
 * `Team.meetings` and `Team.pastMeetings` on the team page (docs/product.md §11.1, §12.3): for its members and
 * mentors only, as their links and notes are private.
 */
@Resolver(() => TeamType)
export class TeamMeetingsResolver {
  constructor(
    private readonly meetings: MeetingsService,
    private readonly teams: TeamsService,
    private readonly mentors: TeamMentors,
  ) {}

  @ResolveField('meetings', () => [MeetingType], {
    description: `The team's meetings that are not over yet and not cancelled, soonest first (at most ${TEAM_MEETINGS_MAX}); empty for anyone but its members and mentors.`,
  })
  async teamMeetings(@Parent() team: TeamType, @Context() ctx: SubgraphContext): Promise<MeetingType[]> {
    if (!(await viewerAttends(ctx, this.teams, this.mentors, team))) return [];
    const loader = requestLoader(
      ctx,
      'team.meetings',
      () => new BatchLoader<string, MeetingType[]>((ids) => this.meetings.upcomingOf(ids), []),
    );
    return loader.load(team.id);
  }

  @ResolveField('pastMeetings', () => [MeetingType], {
    description: `The team's meetings that are over (not cancelled), latest first (at most ${TEAM_MEETINGS_MAX}), with their notes; empty for anyone but its members and mentors.`,
  })
  async pastMeetings(@Parent() team: TeamType, @Context() ctx: SubgraphContext): Promise<MeetingType[]> {
    if (!(await viewerAttends(ctx, this.teams, this.mentors, team))) return [];
    const loader = requestLoader(
      ctx,
      'team.pastMeetings',
      () => new BatchLoader<string, MeetingType[]>((ids) => this.meetings.pastOf(ids), []),
    );
    return loader.load(team.id);
  }
}
