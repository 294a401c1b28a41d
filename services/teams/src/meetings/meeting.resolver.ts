import { Context, Parent, ResolveField, Resolver } from '@nestjs/graphql';
import { BatchLoader, requestLoader, type SubgraphContext } from '@creators/platform';
import { userReference, UserReferenceType } from '../teams/reference.types.js';
import { TeamType } from '../teams/team.types.js';
import { TeamsService } from '../teams/teams.service.js';
import { MeetingType } from './meeting.types.js';

/** A meeting's mentor (a reference identity resolves) and team. */
@Resolver(() => MeetingType)
export class MeetingResolver {
  constructor(private readonly teams: TeamsService) {}

  @ResolveField('mentor', () => UserReferenceType, { nullable: true })
  mentor(@Parent() meeting: MeetingType): { __typename: 'User'; id: string } | null {
    return meeting.mentorId ? userReference(meeting.mentorId) : null;
  }

  @ResolveField('team', () => TeamType, { nullable: true })
  team(@Parent() meeting: MeetingType, @Context() ctx: SubgraphContext): Promise<TeamType | null> | null {
    if (!meeting.teamId) return null;
    const loader = requestLoader(
      ctx,
      'team.byId',
      () => new BatchLoader<string, TeamType | null>((ids) => this.teams.findByIds(ids), null),
    );
    return loader.load(meeting.teamId);
  }
}
