import { Args, Context, ID, Int, Mutation, Query, Resolver } from '@nestjs/graphql';
import {
  addJudgeSchema,
  assignJudgingSchema,
  awardsSchema,
  moveAssignmentSchema,
  publishResultsSchema,
  rubricSchema,
  scoreSchema,
  uuid,
  voteSchema,
  type AwardDefinition,
} from '@creators/contracts';
import { parseInput, requireUser, type SubgraphContext } from '@creators/platform';
import { userReference } from '../programmes/programme.types.js';
import type { JudgingOverview } from './judging.service.js';
import { JudgingService } from './judging.service.js';
import { JudgingRepository, type JudgingSettings } from './judging.repository.js';
import type { AwardResult, Results } from './results.js';
import {
  AwardInput,
  AwardType,
  CriterionScoreInput,
  JudgeScoreType,
  JudgingCriterionInput,
  JudgingQueueItemType,
  JudgingType,
  MoveAssignmentInputType,
  projectReference,
  ProjectVotesType,
  ResultsType,
} from './judging.types.js';
import { VotesService } from './votes.service.js';

const actorOf = (ctx: SubgraphContext) => {
  const user = requireUser(ctx);
  return { id: user.id, staff: user.staff === true };
};
const idOf = (id: string, ctx: SubgraphContext) => parseInput(uuid, id, ctx.gateway.locale) as string;

const toAwardType = (award: AwardDefinition | AwardResult): AwardType => {
  const winner = 'winner' in award ? award.winner : null;
  return {
    key: award.key,
    name: award.name,
    nameDe: award.nameDe,
    kind: award.kind,
    criterion: award.criterion,
    winner: winner && { ...winner, project: projectReference(winner.projectId) },
  };
};

const toJudgingType = (overview: JudgingOverview): JudgingType => {
  const flagged = new Set(overview.flagged.map((f) => f.projectId));
  return {
    programmeId: overview.settings.programmeId,
    rubric: overview.settings.rubric,
    awards: overview.settings.awards.map(toAwardType),
    judgesPerProject: overview.settings.judgesPerProject,
    assignedAt: overview.settings.assignedAt,
    publishedAt: overview.settings.publishedAt,
    judgeIds: overview.judgeIds,
    judges: overview.judgeIds.map(userReference),
    projects: overview.projects.map((p) => ({
      projectId: p.projectId,
      projectTitle: p.projectTitle,
      teamId: p.teamId,
      teamName: p.teamName,
      judgeIds: overview.assignments.filter((a) => a.projectId === p.projectId).map((a) => a.judgeId),
      flagged: flagged.has(p.projectId),
    })),
  };
};

export const toResultsType = (
  programmeId: string,
  results: Results,
  publishedAt: Date | null,
  settings: JudgingSettings,
): ResultsType => ({
  programmeId,
  publishedAt,
  ranking: results.ranking.map((r) => ({
    ...r,
    underJudged: r.judgeCount < settings.judgesPerProject,
    project: projectReference(r.projectId),
  })),
  awards: results.awards.map(toAwardType),
});

/**
 * Judging, awards and People's Choice (docs/product.md §17): organisers' settings and assignment, judges' queues
 * and scores, results (organisers only until published) and the vote.
 */
@Resolver()
export class JudgingResolver {
  constructor(
    private readonly service: JudgingService,
    private readonly votes: VotesService,
    private readonly judging: JudgingRepository,
  ) {}

  @Query(() => JudgingType, {
    description:
      "A programme's judging: rubric, awards, judges and assignments; its organisers and staff only.",
  })
  async programmeJudging(
    @Args('programmeId', { type: () => ID }) programmeId: string,
    @Context() ctx: SubgraphContext,
  ): Promise<JudgingType> {
    const viewer = actorOf(ctx);
    return toJudgingType(await this.service.overview(idOf(programmeId, ctx), viewer, ctx.gateway.locale));
  }

  @Query(() => [JudgingQueueItemType], {
    description: 'The projects assigned to the signed-in judge, over every programme, oldest first.',
  })
  async myJudgingQueue(@Context() ctx: SubgraphContext): Promise<JudgingQueueItemType[]> {
    const user = requireUser(ctx);
    const items = await this.judging.queueOf(user.id);
    const rubrics = await this.judging.rubricsOf([...new Set(items.map((i) => i.programmeId))]);
    return items.map((item) => ({
      ...item,
      project: projectReference(item.projectId),
      rubric: rubrics.get(item.programmeId) ?? [],
    }));
  }

  @Query(() => JudgeScoreType, {
    nullable: true,
    description:
      "The signed-in judge's own score of a project, or null; nobody reads another judge's score here.",
  })
  async myScore(
    @Args('projectId', { type: () => ID }) projectId: string,
    @Context() ctx: SubgraphContext,
  ): Promise<JudgeScoreType | null> {
    const user = requireUser(ctx);
    const score = await this.judging.scoreOf(idOf(projectId, ctx), user.id);
    return score && toScoreType(score);
  }

  @Query(() => ResultsType, {
    description:
      "A programme's ranking and awards: published ones for anyone signed in; before publication its organisers and staff only (FORBIDDEN otherwise).",
  })
  async programmeResults(
    @Args('programmeId', { type: () => ID }) programmeId: string,
    @Context() ctx: SubgraphContext,
  ): Promise<ResultsType> {
    const viewer = actorOf(ctx);
    const { programme, results, publishedAt, settings } = await this.service.results(
      idOf(programmeId, ctx),
      viewer,
      ctx.gateway.locale,
    );
    return toResultsType(programme.id, results, publishedAt, settings);
  }

  @Query(() => [AwardType], {
    description: "A programme's awards; the winners once the results are published (null before).",
  })
  async programmeAwards(
    @Args('programmeId', { type: () => ID }) programmeId: string,
    @Context() ctx: SubgraphContext,
  ): Promise<AwardType[]> {
    const viewer = actorOf(ctx);
    const { awards } = await this.service.awards(idOf(programmeId, ctx), viewer, ctx.gateway.locale);
    return awards.map(toAwardType);
  }

  @Query(() => [ProjectVotesType], {
    description: "People's Choice votes per project, most first; its organisers and staff only.",
  })
  async programmeVotes(
    @Args('programmeId', { type: () => ID }) programmeId: string,
    @Context() ctx: SubgraphContext,
  ): Promise<ProjectVotesType[]> {
    return this.votes.counts(idOf(programmeId, ctx), actorOf(ctx), ctx.gateway.locale);
  }

  @Query(() => ID, { nullable: true, description: 'The project the signed-in member voted for, or null.' })
  async myVote(
    @Args('programmeId', { type: () => ID }) programmeId: string,
    @Context() ctx: SubgraphContext,
  ): Promise<string | null> {
    const user = requireUser(ctx);
    return this.votes.myVote(idOf(programmeId, ctx), user.id);
  }

  @Mutation(() => JudgingType, {
    description: 'Its organisers (and staff) name a judge: a member of the programme or a verified mentor.',
  })
  async addProgrammeJudge(
    @Args('programmeId', { type: () => ID }) programmeId: string,
    @Args('userId', { type: () => ID }) userId: string,
    @Context() ctx: SubgraphContext,
  ): Promise<JudgingType> {
    const viewer = actorOf(ctx);
    const { locale } = ctx.gateway;
    const valid = parseInput(addJudgeSchema, { userId }, locale);
    const id = idOf(programmeId, ctx);
    await this.service.addJudge(id, valid.userId, viewer, locale);
    return toJudgingType(await this.service.overview(id, viewer, locale));
  }

  @Mutation(() => JudgingType, {
    description:
      'Assigns every project submitted in time to judgesPerProject judges (after the submission deadline), never a conflicted one; projects short of judges are flagged.',
  })
  async assignJudging(
    @Args('programmeId', { type: () => ID }) programmeId: string,
    @Args('judgesPerProject', { type: () => Int, nullable: true }) judgesPerProject: number | null,
    @Context() ctx: SubgraphContext,
  ): Promise<JudgingType> {
    const viewer = actorOf(ctx);
    const { locale } = ctx.gateway;
    const valid = parseInput(
      assignJudgingSchema,
      judgesPerProject === null || judgesPerProject === undefined ? {} : { judgesPerProject },
      locale,
    );
    return toJudgingType(await this.service.assign(idOf(programmeId, ctx), valid, viewer, locale));
  }

  @Mutation(() => JudgingType, {
    description: 'Moves a project from one judge to another (not a conflicted one).',
  })
  async moveJudgingAssignment(
    @Args('programmeId', { type: () => ID }) programmeId: string,
    @Args('input', { type: () => MoveAssignmentInputType }) input: MoveAssignmentInputType,
    @Context() ctx: SubgraphContext,
  ): Promise<JudgingType> {
    const viewer = actorOf(ctx);
    const { locale } = ctx.gateway;
    const valid = parseInput(moveAssignmentSchema, { ...input }, locale);
    return toJudgingType(await this.service.move(idOf(programmeId, ctx), valid, viewer, locale));
  }

  @Mutation(() => JudgingType, {
    description: "Changes the programme's rubric; CONFLICT once a score was given.",
  })
  async setJudgingRubric(
    @Args('programmeId', { type: () => ID }) programmeId: string,
    @Args('criteria', { type: () => [JudgingCriterionInput] }) criteria: JudgingCriterionInput[],
    @Context() ctx: SubgraphContext,
  ): Promise<JudgingType> {
    const viewer = actorOf(ctx);
    const { locale } = ctx.gateway;
    const valid = parseInput(rubricSchema, { criteria: criteria.map(withoutNullName) }, locale);
    const id = idOf(programmeId, ctx);
    await this.service.setRubric(id, valid, viewer, locale);
    return toJudgingType(await this.service.overview(id, viewer, locale));
  }

  @Mutation(() => JudgingType, {
    description: "Renames, adds or removes the programme's awards until publication.",
  })
  async setProgrammeAwards(
    @Args('programmeId', { type: () => ID }) programmeId: string,
    @Args('awards', { type: () => [AwardInput] }) awards: AwardInput[],
    @Context() ctx: SubgraphContext,
  ): Promise<JudgingType> {
    const viewer = actorOf(ctx);
    const { locale } = ctx.gateway;
    const valid = parseInput(awardsSchema, { awards: awards.map(withoutNullName) }, locale);
    const id = idOf(programmeId, ctx);
    await this.service.setAwards(id, valid, viewer, locale);
    return toJudgingType(await this.service.overview(id, viewer, locale));
  }

  @Mutation(() => JudgeScoreType, {
    description:
      'A judge scores a project assigned to them, every criterion 1 to 5, until judging ends; saving again replaces their score (kept in history). FORBIDDEN for anyone else.',
  })
  async scoreProject(
    @Args('projectId', { type: () => ID }) projectId: string,
    @Args('criteria', { type: () => [CriterionScoreInput] }) criteria: CriterionScoreInput[],
    @Args('comment', { type: () => String, nullable: true }) comment: string | null,
    @Context() ctx: SubgraphContext,
  ): Promise<JudgeScoreType> {
    const viewer = actorOf(ctx);
    const { locale } = ctx.gateway;
    const valid = parseInput(
      scoreSchema,
      {
        criteria: Object.fromEntries(criteria.map((c) => [c.key, c.value])),
        ...(comment === null || comment === undefined ? {} : { comment }),
      },
      locale,
    );
    return toScoreType(await this.service.saveScore(idOf(projectId, ctx), valid, viewer, locale));
  }

  @Mutation(() => ResultsType, {
    description:
      'Publishes the results (before the results date only with early: true): teams are told, winners get their badges, the showcase shows the awards.',
  })
  async publishResults(
    @Args('programmeId', { type: () => ID }) programmeId: string,
    @Args('early', { type: () => Boolean, nullable: true }) early: boolean | null,
    @Context() ctx: SubgraphContext,
  ): Promise<ResultsType> {
    const viewer = actorOf(ctx);
    const { locale } = ctx.gateway;
    const valid = parseInput(
      publishResultsSchema,
      early === null || early === undefined ? {} : { early },
      locale,
    );
    const { programme, results, publishedAt, settings } = await this.service.publish(
      idOf(programmeId, ctx),
      valid.early,
      viewer,
      locale,
    );
    return toResultsType(programme.id, results, publishedAt, settings);
  }

  @Mutation(() => ID, {
    description:
      "A member's People's Choice vote, from the submission deadline until the Showcase phase ends; voting again changes it.",
  })
  async voteForProject(
    @Args('programmeId', { type: () => ID }) programmeId: string,
    @Args('projectId', { type: () => ID }) projectId: string,
    @Context() ctx: SubgraphContext,
  ): Promise<string> {
    const user = requireUser(ctx);
    const { locale } = ctx.gateway;
    const valid = parseInput(voteSchema, { projectId }, locale);
    return this.votes.vote(idOf(programmeId, ctx), valid.projectId, user.id, locale);
  }
}

/** GraphQL sends an absent German name as null; the contract's optional text means absent. */
function withoutNullName<T extends { nameDe?: string | null }>({ nameDe, ...rest }: T) {
  return nameDe === null || nameDe === undefined ? rest : { ...rest, nameDe };
}

const toScoreType = (score: {
  projectId: string;
  criteria: Record<string, number>;
  comment: string | null;
  updatedAt: Date;
}): JudgeScoreType => ({
  projectId: score.projectId,
  criteria: Object.entries(score.criteria).map(([key, value]) => ({ key, value })),
  comment: score.comment,
  updatedAt: score.updatedAt,
});
