import { Context, ID, Parent, ResolveField, Resolver } from '@nestjs/graphql';
import { BatchLoader, requestLoader, type SubgraphContext } from '@creators/platform';
import type { MentoringRequest as RequestRow } from '../generated/prisma/client.js';
import { userReference, UserReferenceType } from '../teams/reference.types.js';
import { TeamType } from '../teams/team.types.js';
import { TeamsService } from '../teams/teams.service.js';
import { toMentoringRequestType } from './mentoring-request-status.js';
import { MentoringRequests, TEAM_REQUESTS_MAX } from './mentoring-requests.js';
import { MentoringRequestType } from './mentoring.types.js';
import { mentorIdsLoaded, viewerAttends } from './team-attendance.js';
import { TeamMentors } from './team-mentors.js';

/** What mentoring adds to a team: its mentors (public) and its requests (for its members and mentors). */
@Resolver(() => TeamType)
export class TeamMentoringResolver {
  constructor(
    private readonly teams: TeamsService,
    private readonly mentors: TeamMentors,
    private readonly requests: MentoringRequests,
  ) {}

  @ResolveField('mentorIds', () => [ID], {
    description: 'Who mentors the team (at most 2), in the order they started.',
  })
  mentorIds(@Parent() team: TeamType, @Context() ctx: SubgraphContext): Promise<string[]> {
    return mentorIdsLoaded(ctx, this.mentors, team.id);
  }

  @ResolveField('mentors', () => [UserReferenceType], {
    description: 'The mentors as people (from identity).',
  })
  async teamMentors(
    @Parent() team: TeamType,
    @Context() ctx: SubgraphContext,
  ): Promise<{ __typename: 'User'; id: string }[]> {
    return (await mentorIdsLoaded(ctx, this.mentors, team.id)).map(userReference);
  }

  @ResolveField('mentoringRequests', () => [MentoringRequestType], {
    description: `The team's mentoring requests, open ones first, then newest (at most ${TEAM_REQUESTS_MAX}); empty for anyone but its members and mentors.`,
  })
  async mentoringRequests(
    @Parent() team: TeamType,
    @Context() ctx: SubgraphContext,
  ): Promise<MentoringRequestType[]> {
    if (!(await viewerAttends(ctx, this.teams, this.mentors, team))) return [];
    const loader = requestLoader(
      ctx,
      'team.mentoringRequests',
      () => new BatchLoader<string, RequestRow[]>((ids) => this.requests.ofTeams(ids), []),
    );
    return (await loader.load(team.id)).map((row) => toMentoringRequestType(row));
  }
}
