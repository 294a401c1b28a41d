import { Context, Parent, ResolveField, Resolver } from '@nestjs/graphql';
import type { SubgraphContext } from '@creators/platform';
import { userReference, UserReferenceType } from '../teams/reference.types.js';
import { TeamType } from '../teams/team.types.js';
import { visibleTeamById } from '../teams/team-visibility.js';
import { TeamsService } from '../teams/teams.service.js';
import { MentoringRequestType } from './mentoring.types.js';

/** A request's team and people (the people as references identity resolves). */
@Resolver(() => MentoringRequestType)
export class MentoringRequestResolver {
  constructor(private readonly teams: TeamsService) {}

  /** The request's team; null for one staff hid unless the viewer is one of its members or staff. */
  @ResolveField('team', () => TeamType, { nullable: true })
  team(@Parent() request: MentoringRequestType, @Context() ctx: SubgraphContext): Promise<TeamType | null> {
    return visibleTeamById(ctx, this.teams, request.teamId);
  }

  @ResolveField('mentor', () => UserReferenceType, { nullable: true })
  mentor(@Parent() request: MentoringRequestType): { __typename: 'User'; id: string } {
    return userReference(request.mentorId);
  }

  @ResolveField('requester', () => UserReferenceType, { nullable: true })
  requester(@Parent() request: MentoringRequestType): { __typename: 'User'; id: string } {
    return userReference(request.requestedBy);
  }
}
