import { Context, Parent, ResolveField, Resolver } from '@nestjs/graphql';
import { BatchLoader, requestLoader, type SubgraphContext } from '@creators/platform';
import { TeamsService } from '../teams/teams.service.js';
import { TeamType } from '../teams/team.types.js';
import { MeetingType } from './meeting.types.js';
import { MeetingsService, TEAM_MEETINGS_MAX } from './meetings.service.js';

/** `Team.meetings` on the team page (docs/product.md §11.1): for its members only, as their links are private. */
@Resolver(() => TeamType)
export class TeamMeetingsResolver {
  constructor(
    private readonly meetings: MeetingsService,
    private readonly teams: TeamsService,
  ) {}

  @ResolveField('meetings', () => [MeetingType], {
    description: `The team's meetings that are not over yet, soonest first (at most ${TEAM_MEETINGS_MAX}); empty for anyone but its members.`,
  })
  async teamMeetings(@Parent() team: TeamType, @Context() ctx: SubgraphContext): Promise<MeetingType[]> {
    const viewerId = ctx.gateway.user?.id;
    if (!viewerId) return [];
    const members =
      team.members ??
      (await requestLoader(
        ctx,
        'team.members',
        () => new BatchLoader((ids: readonly string[]) => this.teams.membersOf(ids), []),
      ).load(team.id));
    if (!members.some((member) => member.userId === viewerId)) return [];
    const loader = requestLoader(
      ctx,
      'team.meetings',
      () => new BatchLoader<string, MeetingType[]>((ids) => this.meetings.upcomingOf(ids), []),
    );
    return loader.load(team.id);
  }
}
