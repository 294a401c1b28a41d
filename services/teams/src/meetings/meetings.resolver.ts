import { Context, Query, Resolver } from '@nestjs/graphql';
import { requireUser, type SubgraphContext } from '@creators/platform';
import { MeetingType } from './meeting.types.js';
import { MeetingsService } from './meetings.service.js';

@Resolver(() => MeetingType)
export class MeetingsResolver {
  constructor(private readonly meetings: MeetingsService) {}

  /** Meetings of the signed-in user's teams plus the ones they host, upcoming first. */
  @Query(() => [MeetingType])
  async myMeetings(@Context() ctx: SubgraphContext): Promise<MeetingType[]> {
    const user = requireUser(ctx);
    return this.meetings.forUser(user.id);
  }
}
