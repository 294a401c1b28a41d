import { Args, Context, Query, Resolver } from '@nestjs/graphql';
import {
  PageArgs,
  parsePage,
  requireUser,
  type ConnectionShape,
  type SubgraphContext,
} from '@creators/platform';
import { MeetingConnection, type MeetingType } from './meeting.types.js';
import { MEETING_CURSOR, MeetingsService } from './meetings.service.js';

@Resolver()
export class MeetingsResolver {
  constructor(private readonly meetings: MeetingsService) {}

  /** Meetings of the signed-in user's teams plus the ones they host, upcoming first, a page at a time. */
  @Query(() => MeetingConnection)
  async myMeetings(
    @Args() args: PageArgs,
    @Context() ctx: SubgraphContext,
  ): Promise<ConnectionShape<MeetingType>> {
    const user = requireUser(ctx);
    const page = parsePage(args, MEETING_CURSOR, ctx.gateway.locale);
    return this.meetings.pageForUser(user.id, page);
  }
}
