import { Inject, Injectable } from '@nestjs/common';
import {
  EVENTS,
  type AssignJudgingInput,
  type AwardsInput,
  type Locale,
  type MoveAssignmentInput,
  type RubricInput,
  type ScoreInput,
} from '@creators/contracts';
import {
  badUserInput,
  conflict,
  forbidden,
  notFound,
  OUTBOX_RELAY,
  recordEvent,
  type OutboxRelay,
  type Viewer,
} from '@creators/platform';
import { datedConflict } from '@creators/platform/programmes/dates';
import { PrismaService } from '../database/prisma.service.js';
import type { Prisma } from '../generated/prisma/client.js';
import { auditOrganiserAction } from '../programmes/organiser-audit.js';
import { canManage } from '../programmes/programme-access.js';
import type { ProgrammeRecord } from '../programmes/programme.record.js';
import { ProgrammesRepository } from '../programmes/programmes.repository.js';
import { ProgrammesService } from '../programmes/programmes.service.js';
import { planAssignments, type AssignmentPlan } from './assignment.js';
import { JudgingRepository, type JudgingSettings, type SubmittedProject } from './judging.repository.js';
import { computeResults, type Results } from './results.js';

type Actor = Viewer & { id: string };

/** What the organiser sees of the judging: who judges what, and the projects short of judges. */
export interface JudgingOverview {
  settings: JudgingSettings;
  judgeIds: string[];
  projects: SubmittedProject[];
  assignments: { projectId: string; judgeId: string }[];
  flagged: AssignmentPlan['flagged'];
}

const conflictsOf = (project: SubmittedProject) => new Set([...project.memberIds, ...project.mentorIds]);

/**
 * The rules of judging (docs/product.md §17): organisers name judges, set the rubric and awards, assign the projects
 * submitted in time after the deadline, and publish the results; judges score their projects until judging ends.
 * Nobody but organisers (and staff) reads scores or winners before publication.
 */
@Injectable()
export class JudgingService {
  constructor(
    private readonly prisma: PrismaService,
    private readonly judging: JudgingRepository,
    private readonly programmes: ProgrammesService,
    private readonly programmeRows: ProgrammesRepository,
    @Inject(OUTBOX_RELAY) private readonly relay: Pick<OutboxRelay, 'wake'>,
  ) {}

  async addJudge(programmeId: string, userId: string, viewer: Actor, locale: Locale): Promise<string[]> {
    const programme = await this.programmes.managed(programmeId, viewer, locale);
    await this.prisma.$transaction(async (tx) => {
      if (!(await this.judging.mayJudge(tx, programme.id, userId)))
        throw badUserInput(locale, { userId: 'error.judging.judgeNotEligible' });
      if (await this.judging.addJudge(tx, programme.id, userId, viewer.id))
        await auditOrganiserAction(tx, this.programmeRows, {
          programme,
          actorId: viewer.id,
          action: 'programme_judge_added',
          subjectUserId: userId,
        });
    });
    this.relay.wake();
    return this.judging.judgeIds(programme.id);
  }

  async overview(programmeId: string, viewer: Viewer, locale: Locale): Promise<JudgingOverview> {
    const programme = await this.programmes.managed(programmeId, viewer, locale);
    const [settings, judgeIds, projects, assignments] = await Promise.all([
      this.judging.settings(programme.id),
      this.judging.judgeIds(programme.id),
      this.judging.submittedProjects(programme.id),
      this.judging.assignments(programme.id),
    ]);
    const count = (projectId: string) => assignments.filter((a) => a.projectId === projectId).length;
    const flagged = settings.assignedAt
      ? projects
          .filter((p) => count(p.projectId) < settings.judgesPerProject)
          .map((p) => ({ projectId: p.projectId, judges: count(p.projectId) }))
      : [];
    return { settings, judgeIds, projects, assignments, flagged };
  }

  /**
   * Assigns every project submitted in time to `judgesPerProject` judges, after the deadline and before
   * publication; judges who already scored a project keep it. Assigning again re-plans the rest.
   */
  async assign(programmeId: string, input: AssignJudgingInput, viewer: Actor, locale: Locale) {
    const programme = await this.programmes.managed(programmeId, viewer, locale);
    if (Date.now() < programme.submissionDeadline.getTime())
      throw datedConflict('error.judging.notOpen', programme.submissionDeadline, programme.timeZone, locale);
    await this.prisma.$transaction(async (tx) => {
      const settings = await this.judging.lockSettings(tx, programme.id);
      if (settings.publishedAt) throw conflict(locale, 'error.judging.published');
      const judgeIds = await this.judging.judgeIds(programme.id, tx);
      if (judgeIds.length === 0) throw conflict(locale, 'error.judging.noJudges');
      const projects = await this.judging.submittedProjects(programme.id, tx);
      const plan = planAssignments(
        projects.map((p) => ({ projectId: p.projectId, conflicted: conflictsOf(p) })),
        judgeIds,
        input.judgesPerProject,
        await this.judging.scoredAssignments(tx, programme.id),
      );
      await this.judging.replaceAssignments(tx, programme.id, plan.assignments);
      await this.judging.updateSettings(tx, programme.id, {
        judgesPerProject: input.judgesPerProject,
        assignedAt: new Date(),
      });
      await auditOrganiserAction(tx, this.programmeRows, {
        programme,
        actorId: viewer.id,
        action: 'programme_judging_assigned',
        detail: {
          judgesPerProject: input.judgesPerProject,
          projects: projects.length,
          flagged: plan.flagged.length,
        },
      });
    });
    this.relay.wake();
    return this.overview(programme.id, viewer, locale);
  }

  /** Moves a project from one judge to another (not one who scored it, not to a conflicted judge). */
  async move(programmeId: string, input: MoveAssignmentInput, viewer: Actor, locale: Locale) {
    const programme = await this.programmes.managed(programmeId, viewer, locale);
    await this.prisma.$transaction(async (tx) => {
      const settings = await this.judging.lockSettings(tx, programme.id);
      if (settings.publishedAt) throw conflict(locale, 'error.judging.published');
      if (!(await this.judging.isJudge(programme.id, input.toJudgeId, tx)))
        throw badUserInput(locale, { toJudgeId: 'error.judging.notAJudge' });
      if (!(await this.judging.isAssigned(input.projectId, input.fromJudgeId, tx)))
        throw badUserInput(locale, { fromJudgeId: 'error.judging.notAssigned' });
      if (await this.judging.isAssigned(input.projectId, input.toJudgeId, tx))
        throw badUserInput(locale, { toJudgeId: 'error.judging.alreadyAssigned' });
      const project = (await this.judging.submittedProjects(programme.id, tx)).find(
        (p) => p.projectId === input.projectId,
      );
      if (!project) throw badUserInput(locale, { projectId: 'error.judging.notAssigned' });
      if (conflictsOf(project).has(input.toJudgeId))
        throw badUserInput(locale, { toJudgeId: 'error.judging.conflict' });
      if (
        (await this.judging.scoredAssignments(tx, programme.id)).some(
          (a) => a.projectId === input.projectId && a.judgeId === input.fromJudgeId,
        )
      )
        throw conflict(locale, 'error.judging.alreadyScored');
      await this.judging.moveAssignment(tx, input.projectId, input.fromJudgeId, input.toJudgeId);
    });
    return this.overview(programme.id, viewer, locale);
  }

  /** Changes the rubric until the first score is given; criterion awards must still name a criterion. */
  async setRubric(programmeId: string, input: RubricInput, viewer: Actor, locale: Locale) {
    const programme = await this.programmes.managed(programmeId, viewer, locale);
    return this.prisma.$transaction(async (tx) => {
      const settings = await this.judging.lockSettings(tx, programme.id);
      if (await this.judging.hasScores(programme.id, tx))
        throw conflict(locale, 'error.judging.rubricLocked');
      const keys = new Set(input.criteria.map((c) => c.key));
      if (settings.awards.some((a) => a.kind === 'criterion' && !keys.has(a.criterion ?? '')))
        throw badUserInput(locale, { criteria: 'validation.judging.awardCriterion' });
      const rubric = input.criteria.map((c) => ({ ...c, nameDe: c.nameDe ?? null }));
      await this.judging.updateSettings(tx, programme.id, { rubric });
      return { ...settings, rubric };
    });
  }

  /** Renames, adds or removes awards until the results are published. */
  async setAwards(programmeId: string, input: AwardsInput, viewer: Actor, locale: Locale) {
    const programme = await this.programmes.managed(programmeId, viewer, locale);
    return this.prisma.$transaction(async (tx) => {
      const settings = await this.judging.lockSettings(tx, programme.id);
      if (settings.publishedAt) throw conflict(locale, 'error.judging.published');
      const keys = new Set(settings.rubric.map((c) => c.key));
      const fields: Record<string, string> = {};
      input.awards.forEach((award, i) => {
        if (award.kind === 'criterion' && !keys.has(award.criterion ?? ''))
          fields[`awards.${i}.criterion`] = 'validation.judging.awardCriterion';
      });
      if (Object.keys(fields).length) throw badUserInput(locale, fields);
      const awards = input.awards.map((a) => ({
        key: a.key,
        name: a.name,
        nameDe: a.nameDe ?? null,
        kind: a.kind,
        criterion: a.kind === 'criterion' ? (a.criterion ?? null) : null,
      }));
      await this.judging.updateSettings(tx, programme.id, { awards });
      return { ...settings, awards };
    });
  }

  /**
   * A judge's score of a project assigned to them, until judging ends (or the results are out): every criterion of
   * the rubric, 1 to 5. A second save replaces theirs; each save is kept in the history.
   */
  async saveScore(projectId: string, input: ScoreInput, viewer: Actor, locale: Locale) {
    const programmeId = await this.judging.programmeOfProject(projectId);
    if (!programmeId) throw notFound(locale, 'error.project.notFound');
    if (!(await this.judging.isAssigned(projectId, viewer.id)))
      throw forbidden(locale, 'error.judging.notJudge');
    const programme = await this.programmes.get(programmeId, locale);
    if (Date.now() >= programme.judgingEndsAt.getTime())
      throw datedConflict('error.judging.closed', programme.judgingEndsAt, programme.timeZone, locale);
    return this.prisma.$transaction(async (tx) => {
      const settings = await this.judging.lockSettings(tx, programmeId);
      if (settings.publishedAt) throw conflict(locale, 'error.judging.published');
      const fields: Record<string, string> = {};
      for (const { key } of settings.rubric)
        if (input.criteria[key] === undefined) fields[`criteria.${key}`] = 'validation.judging.criteria';
      for (const key of Object.keys(input.criteria))
        if (!settings.rubric.some((c) => c.key === key))
          fields[`criteria.${key}`] = 'validation.unknownField';
      if (Object.keys(fields).length) throw badUserInput(locale, fields);
      return this.judging.saveScore(tx, {
        programmeId,
        projectId,
        judgeId: viewer.id,
        criteria: input.criteria,
        comment: input.comment ?? null,
      });
    });
  }

  /**
   * The results: for organisers (and staff) as they stand, at any time; for everyone else the published ones
   * (FORBIDDEN error.judging.notPublished before).
   */
  async results(
    programmeId: string,
    viewer: Viewer,
    locale: Locale,
  ): Promise<{
    programme: ProgrammeRecord;
    results: Results;
    publishedAt: Date | null;
    settings: JudgingSettings;
  }> {
    const programme = await this.programmes.get(programmeId, locale);
    const settings = await this.judging.settings(programme.id);
    if (settings.publishedAt && settings.results)
      return { programme, results: settings.results, publishedAt: settings.publishedAt, settings };
    if (!canManage(programme, viewer)) throw forbidden(locale, 'error.judging.notPublished');
    return { programme, results: await this.current(programme.id, settings), publishedAt: null, settings };
  }

  /** The awards of a programme: names for anyone signed in, winners once published (organisers: always). */
  async awards(programmeId: string, viewer: Viewer, locale: Locale) {
    const programme = await this.programmes.get(programmeId, locale);
    const settings = await this.judging.settings(programme.id);
    if (settings.publishedAt && settings.results) return { settings, awards: settings.results.awards };
    return { settings, awards: settings.awards.map((award) => ({ ...award, winner: null })) };
  }

  /**
   * Publishes the results (not before the results date unless `early`): they are frozen as they are now, and
   * programme.results_published tells identity (badges, notifications) and the showcase (the awards panel).
   */
  async publish(programmeId: string, early: boolean, viewer: Actor, locale: Locale) {
    const programme = await this.programmes.managed(programmeId, viewer, locale);
    if (!early && Date.now() < programme.resultsAt.getTime())
      throw datedConflict('error.judging.tooEarly', programme.resultsAt, programme.timeZone, locale);
    await this.prisma.$transaction(async (tx) => {
      const settings = await this.judging.lockSettings(tx, programme.id);
      if (settings.publishedAt) throw conflict(locale, 'error.judging.published');
      const projects = await this.judging.submittedProjects(programme.id, tx);
      const results = await this.current(programme.id, settings, tx, projects);
      const publishedAt = new Date();
      await this.judging.updateSettings(tx, programme.id, { publishedAt, results });
      const membersOf = new Map(projects.map((p) => [p.projectId, p.memberIds]));
      await recordEvent(tx, EVENTS.programmeResultsPublished, {
        programmeId: programme.id,
        programmeName: programme.name,
        publishedAt: publishedAt.toISOString(),
        awards: results.awards.flatMap((award) =>
          award.winner
            ? [
                {
                  awardId: `${programme.id}:${award.key}`,
                  name: award.name,
                  nameDe: award.nameDe,
                  projectId: award.winner.projectId,
                  projectTitle: award.winner.projectTitle,
                  teamId: award.winner.teamId,
                  memberIds: membersOf.get(award.winner.projectId) ?? [],
                },
              ]
            : [],
        ),
        completedMemberIds: [...new Set(projects.flatMap((p) => p.memberIds))],
      });
      await auditOrganiserAction(tx, this.programmeRows, {
        programme,
        actorId: viewer.id,
        action: 'programme_results_published',
      });
    });
    this.relay.wake();
    return this.results(programme.id, viewer, locale);
  }

  private async current(
    programmeId: string,
    settings: JudgingSettings,
    db?: Prisma.TransactionClient,
    submitted?: SubmittedProject[],
  ): Promise<Results> {
    const [projects, scores, votes] = await Promise.all([
      submitted ?? this.judging.submittedProjects(programmeId, db),
      this.judging.scores(programmeId, db),
      this.judging.voteCounts(programmeId, db),
    ]);
    return computeResults(settings.rubric, settings.awards, projects, scores, votes);
  }
}
