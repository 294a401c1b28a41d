import { Args, Context, ID, Mutation, Query, Resolver } from '@nestjs/graphql';
import { mentoringAnswerSchema, mentoringRequestSchema } from '@creators/contracts';
import {
  notFound,
  parseInput,
  parsePage,
  requireUser,
  type ConnectionShape,
  type SubgraphContext,
} from '@creators/platform';
import { TeamType } from '../teams/team.types.js';
import { TeamsService } from '../teams/teams.service.js';
import { FreeSlots } from './free-slots.js';
import { toMentoringRequestType } from './mentoring-request-status.js';
import { INCOMING_REQUEST_CURSOR, MentoringRequests } from './mentoring-requests.js';
import {
  FreeSlotType,
  IncomingMentoringRequestsArgs,
  MentoringAnswerInput,
  MentoringRequestConnection,
  MentoringRequestInput,
  MentoringRequestType,
} from './mentoring.types.js';
import { TeamMentors } from './team-mentors.js';

/** Mentoring requests, team mentors and a mentor's free slots (docs/product.md §12). */
@Resolver()
export class MentoringResolver {
  constructor(
    private readonly requests: MentoringRequests,
    private readonly mentors: TeamMentors,
    private readonly teams: TeamsService,
    private readonly slots: FreeSlots,
  ) {}

  /** The signed-in mentor's requests, open ones first, then newest first, a page at a time. */
  @Query(() => MentoringRequestConnection)
  async incomingMentoringRequests(
    @Args() args: IncomingMentoringRequestsArgs,
    @Context() ctx: SubgraphContext,
  ): Promise<ConnectionShape<MentoringRequestType>> {
    const user = requireUser(ctx);
    const page = parsePage(args, INCOMING_REQUEST_CURSOR, ctx.gateway.locale);
    const rows = await this.requests.pageIncoming(user.id, page, args.pendingOnly === true);
    return { ...rows, nodes: rows.nodes.map((row) => toMentoringRequestType(row)) };
  }

  /** The teams the signed-in mentor mentors, newest mentoring first (hidden ones left out). */
  @Query(() => [TeamType])
  async myMentoredTeams(@Context() ctx: SubgraphContext): Promise<TeamType[]> {
    const user = requireUser(ctx);
    const ids = await this.mentors.teamIdsOfMentor(user.id);
    const teams = await this.teams.findByIds(ids);
    // A team staff hid is gone from lists, its mentors' too (docs/product.md §14).
    return ids.flatMap((id) => teams.get(id) ?? []).filter((team) => !team.hidden);
  }

  /** The mentor's free times over the next days (for scheduling a meeting with them); the team's people only. */
  @Query(() => [FreeSlotType])
  async mentorFreeSlots(
    @Args('mentorId', { type: () => ID }) mentorId: string,
    @Args('teamId', { type: () => ID }) teamId: string,
    @Context() ctx: SubgraphContext,
  ): Promise<FreeSlotType[]> {
    const user = requireUser(ctx);
    const free = await this.slots.of(mentorId, teamId, user.id, ctx.gateway.locale);
    return free.map((slot) => Object.assign(new FreeSlotType(), { startsAt: slot.start, endsAt: slot.end }));
  }

  /** A member asks a mentor to mentor the team. */
  @Mutation(() => MentoringRequestType)
  async requestMentoring(
    @Args('teamId', { type: () => ID }) teamId: string,
    @Args('input', { type: () => MentoringRequestInput }) input: MentoringRequestInput,
    @Context() ctx: SubgraphContext,
  ): Promise<MentoringRequestType> {
    const user = requireUser(ctx);
    const { locale } = ctx.gateway;
    const request = parseInput(mentoringRequestSchema, input, locale);
    return toMentoringRequestType(await this.requests.request(teamId, request, user.id, locale));
  }

  /** The addressed mentor accepts or declines. */
  @Mutation(() => MentoringRequestType)
  async answerMentoringRequest(
    @Args('requestId', { type: () => ID }) requestId: string,
    @Args('input', { type: () => MentoringAnswerInput }) input: MentoringAnswerInput,
    @Context() ctx: SubgraphContext,
  ): Promise<MentoringRequestType> {
    const user = requireUser(ctx);
    const { locale } = ctx.gateway;
    const answer = parseInput(mentoringAnswerSchema, input, locale);
    return toMentoringRequestType(await this.requests.answer(requestId, answer, user.id, locale));
  }

  /** A member of the team that asked withdraws an open request. */
  @Mutation(() => MentoringRequestType)
  async withdrawMentoringRequest(
    @Args('requestId', { type: () => ID }) requestId: string,
    @Context() ctx: SubgraphContext,
  ): Promise<MentoringRequestType> {
    const user = requireUser(ctx);
    return toMentoringRequestType(await this.requests.withdraw(requestId, user.id, ctx.gateway.locale));
  }

  /** The mentor steps down, or the team's leader ends the mentoring; answers the team. */
  @Mutation(() => TeamType)
  async endMentoring(
    @Args('teamId', { type: () => ID }) teamId: string,
    @Args('mentorId', { type: () => ID }) mentorId: string,
    @Context() ctx: SubgraphContext,
  ): Promise<TeamType> {
    const user = requireUser(ctx);
    const { locale } = ctx.gateway;
    await this.requests.end(teamId, mentorId, user.id, locale);
    const team = await this.teams.findById(teamId);
    if (!team) throw notFound(locale, 'error.team.notFound');
    return team;
  }
}
