import { Context, Parent, ResolveField, Resolver } from '@nestjs/graphql';
import { BatchLoader, requestLoader, type SubgraphContext } from '@creators/platform';
import { userReference, UserReferenceType } from '../teams/reference.types.js';
import { TeamType } from '../teams/team.types.js';
import { TeamsService } from '../teams/teams.service.js';
import { MentoringRequestType } from './mentoring.types.js';

/** A request's team and people (the people as references identity resolves). */
@Resolver(() => MentoringRequestType)
export class MentoringRequestResolver {
  constructor(private readonly teams: TeamsService) {}

  @ResolveField('team', () => TeamType, { nullable: true })
  team(@Parent() request: MentoringRequestType, @Context() ctx: SubgraphContext): Promise<TeamType | null> {
    const loader = requestLoader(
      ctx,
      'team.byId',
      () => new BatchLoader<string, TeamType | null>((ids) => this.teams.findByIds(ids), null),
    );
    return loader.load(request.teamId);
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
