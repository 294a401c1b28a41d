import { Args, Context, ID, Mutation, Query, Resolver } from '@nestjs/graphql';
import { scheduleMeetingSchema, updateMeetingSchema } from '@creators/contracts';
import {
  PageArgs,
  parseInput,
  parsePage,
  requireUser,
  type ConnectionShape,
  type SubgraphContext,
} from '@creators/platform';
import { ScheduleMeetingInput, UpdateMeetingInput } from './meeting.inputs.js';
import { toMeetingType } from './meeting.mapper.js';
import { MeetingConnection, MeetingType } from './meeting.types.js';
import { MeetingScheduling } from './meeting-scheduling.js';
import { MEETING_CURSOR, MeetingsService } from './meetings.service.js';

@Resolver()
export class MeetingsResolver {
  constructor(
    private readonly meetings: MeetingsService,
    private readonly scheduling: MeetingScheduling,
  ) {}

  /**
   * Meetings of the teams the signed-in user belongs to or mentors now plus the ones without a team they host (not
   * cancelled), upcoming first, a page at a time.
   */
  @Query(() => MeetingConnection)
  async myMeetings(
    @Args() args: PageArgs,
    @Context() ctx: SubgraphContext,
  ): Promise<ConnectionShape<MeetingType>> {
    const user = requireUser(ctx);
    const page = parsePage(args, MEETING_CURSOR, ctx.gateway.locale);
    return this.meetings.pageForUser(user.id, page);
  }

  /** One meeting, for the members and mentors of its team. */
  @Query(() => MeetingType, { nullable: true })
  async meeting(
    @Args('id', { type: () => ID }) id: string,
    @Context() ctx: SubgraphContext,
  ): Promise<MeetingType> {
    const user = requireUser(ctx);
    return toMeetingType(await this.scheduling.findAccessible(id, user.id, ctx.gateway.locale));
  }

  /** A member or mentor of the team schedules a meeting of the team (with one of its mentors, or not). */
  @Mutation(() => MeetingType)
  async scheduleMeeting(
    @Args('teamId', { type: () => ID }) teamId: string,
    @Args('input', { type: () => ScheduleMeetingInput }) input: ScheduleMeetingInput,
    @Context() ctx: SubgraphContext,
  ): Promise<MeetingType> {
    const user = requireUser(ctx);
    const { locale } = ctx.gateway;
    const meeting = parseInput(scheduleMeetingSchema, input, locale);
    return toMeetingType(await this.scheduling.schedule(teamId, meeting, user.id, locale));
  }

  /** Reschedules a meeting, changes its text or link, or writes its notes. */
  @Mutation(() => MeetingType)
  async updateMeeting(
    @Args('meetingId', { type: () => ID }) meetingId: string,
    @Args('input', { type: () => UpdateMeetingInput }) input: UpdateMeetingInput,
    @Context() ctx: SubgraphContext,
  ): Promise<MeetingType> {
    const user = requireUser(ctx);
    const { locale } = ctx.gateway;
    const change = parseInput(updateMeetingSchema, input, locale);
    return toMeetingType(await this.scheduling.update(meetingId, change, user.id, locale));
  }

  /** Cancels a coming meeting. */
  @Mutation(() => MeetingType)
  async cancelMeeting(
    @Args('meetingId', { type: () => ID }) meetingId: string,
    @Context() ctx: SubgraphContext,
  ): Promise<MeetingType> {
    const user = requireUser(ctx);
    return toMeetingType(await this.scheduling.cancel(meetingId, user.id, ctx.gateway.locale));
  }
}
