import { Injectable } from '@nestjs/common';
import {
  DEFAULT_AWARDS,
  DEFAULT_RUBRIC,
  JUDGING_LIMITS,
  type AwardDefinition,
  type RubricCriterion,
} from '@creators/contracts';
import { Prisma } from '../generated/prisma/client.js';
import { PrismaService } from '../database/prisma.service.js';
import type { Assignment } from './assignment.js';
import type { GivenScore, JudgedProject, Results } from './results.js';

type Tx = Prisma.TransactionClient;
type Db = Tx | PrismaService;

/** A programme's judging settings (defaults until organisers change them). */
export interface JudgingSettings {
  programmeId: string;
  rubric: RubricCriterion[];
  awards: AwardDefinition[];
  judgesPerProject: number;
  assignedAt: Date | null;
  publishedAt: Date | null;
  results: Results | null;
}

/** A project submitted in time, with the people who may not judge it. */
export interface SubmittedProject extends JudgedProject {
  programmeId: string;
  memberIds: string[];
  mentorIds: string[];
}

/** One project in a judge's queue. */
export interface QueueItem {
  programmeId: string;
  programmeName: string;
  judgingEndsAt: Date;
  projectId: string;
  projectTitle: string;
  teamName: string;
  assignedAt: Date;
  scoredAt: Date | null;
}

export interface StoredScore {
  projectId: string;
  judgeId: string;
  criteria: Record<string, number>;
  comment: string | null;
  updatedAt: Date;
}

const defaults = {
  rubric: DEFAULT_RUBRIC as unknown as Prisma.InputJsonValue,
  awards: DEFAULT_AWARDS as unknown as Prisma.InputJsonValue,
  judgesPerProject: JUDGING_LIMITS.judgesPerProjectDefault,
};

const toSettings = (row: {
  programmeId: string;
  rubric: Prisma.JsonValue;
  awards: Prisma.JsonValue;
  judgesPerProject: number;
  assignedAt: Date | null;
  publishedAt: Date | null;
  results: Prisma.JsonValue | null;
}): JudgingSettings => ({
  programmeId: row.programmeId,
  rubric: row.rubric as unknown as RubricCriterion[],
  awards: row.awards as unknown as AwardDefinition[],
  judgesPerProject: row.judgesPerProject,
  assignedAt: row.assignedAt,
  publishedAt: row.publishedAt,
  results: row.results as unknown as Results | null,
});

/** The SQL of judging, awards and votes (docs/product.md §17); the rules are in JudgingService and VotesService. */
@Injectable()
export class JudgingRepository {
  constructor(private readonly prisma: PrismaService) {}

  async settings(programmeId: string, db: Db = this.prisma): Promise<JudgingSettings> {
    const row = await db.judging.findUnique({ where: { programmeId } });
    return row
      ? toSettings(row)
      : {
          programmeId,
          rubric: [...DEFAULT_RUBRIC],
          awards: [...DEFAULT_AWARDS],
          judgesPerProject: defaults.judgesPerProject,
          assignedAt: null,
          publishedAt: null,
          results: null,
        };
  }

  /** The rubrics of several programmes in one read (the defaults for one without settings yet). */
  async rubricsOf(programmeIds: readonly string[]): Promise<Map<string, RubricCriterion[]>> {
    const rows = await this.prisma.judging.findMany({
      where: { programmeId: { in: [...programmeIds] } },
      select: { programmeId: true, rubric: true },
    });
    const found = new Map(rows.map((row) => [row.programmeId, row.rubric as unknown as RubricCriterion[]]));
    return new Map(programmeIds.map((id) => [id, found.get(id) ?? [...DEFAULT_RUBRIC]]));
  }

  /** The settings row, made with the defaults if missing, locked for the rest of the transaction. */
  async lockSettings(tx: Tx, programmeId: string): Promise<JudgingSettings> {
    await tx.judging.createMany({ data: [{ programmeId, ...defaults }], skipDuplicates: true });
    await tx.$queryRaw`SELECT 1 FROM judging WHERE programme_id = ${programmeId}::uuid FOR UPDATE`;
    return this.settings(programmeId, tx);
  }

  async updateSettings(
    tx: Tx,
    programmeId: string,
    change: Partial<{
      rubric: RubricCriterion[];
      awards: AwardDefinition[];
      judgesPerProject: number;
      assignedAt: Date;
      publishedAt: Date;
      results: Results;
    }>,
  ): Promise<void> {
    await tx.judging.update({
      where: { programmeId },
      data: {
        ...change,
        rubric: change.rubric as unknown as Prisma.InputJsonValue | undefined,
        awards: change.awards as unknown as Prisma.InputJsonValue | undefined,
        results: change.results as unknown as Prisma.InputJsonValue | undefined,
        updatedAt: new Date(),
      },
    });
  }

  async judgeIds(programmeId: string, db: Db = this.prisma): Promise<string[]> {
    const rows = await db.programmeJudge.findMany({
      where: { programmeId },
      orderBy: [{ addedAt: 'asc' }, { userId: 'asc' }],
      select: { userId: true },
    });
    return rows.map((row) => row.userId);
  }

  /** Names a judge; false when they already were one. */
  async addJudge(tx: Tx, programmeId: string, userId: string, addedBy: string): Promise<boolean> {
    const { count } = await tx.programmeJudge.createMany({
      data: [{ programmeId, userId, addedBy }],
      skipDuplicates: true,
    });
    return count > 0;
  }

  async isJudge(programmeId: string, userId: string, db: Db = this.prisma): Promise<boolean> {
    return (await db.programmeJudge.count({ where: { programmeId, userId } })) > 0;
  }

  /** Whether the person may be named a judge: a member of the programme or a mentor. */
  async mayJudge(tx: Tx, programmeId: string, userId: string): Promise<boolean> {
    const [row] = await tx.$queryRaw<Array<{ ok: boolean }>>`
      SELECT EXISTS (SELECT 1 FROM programme_members WHERE programme_id = ${programmeId}::uuid AND user_id = ${userId}::uuid)
          OR EXISTS (SELECT 1 FROM people WHERE user_id = ${userId}::uuid AND is_mentor) AS ok`;
    return row?.ok === true;
  }

  /**
   * The projects of a programme submitted in time (the roster's teams whose 'submitted' milestone is reached: the
   * deadline freezes projects, so one showcased then was submitted in time), with their teams' members and mentors.
   */
  async submittedProjects(programmeId: string, db: Db = this.prisma): Promise<SubmittedProject[]> {
    const rows = await db.$queryRaw<
      Array<{
        projectId: string;
        projectTitle: string | null;
        teamId: string;
        teamName: string;
        memberIds: string[] | null;
        mentorIds: string[];
      }>
    >`
      SELECT t.project_id::text AS "projectId", t.project_title AS "projectTitle", t.team_id::text AS "teamId",
             t.name AS "teamName", t.mentor_ids::text[] AS "mentorIds",
             (SELECT array_agg(m.user_id::text ORDER BY m.joined_at) FROM roster_team_members m
              WHERE m.team_id = t.team_id) AS "memberIds"
      FROM roster_teams t
      WHERE t.programme_id = ${programmeId}::uuid AND t.project_id IS NOT NULL AND 'submitted' = ANY(t.reached)
      ORDER BY t.created_at, t.team_id`;
    return rows.map((row) => ({
      programmeId,
      projectId: row.projectId,
      projectTitle: row.projectTitle ?? '',
      teamId: row.teamId,
      teamName: row.teamName,
      memberIds: row.memberIds ?? [],
      mentorIds: row.mentorIds,
    }));
  }

  /** The programme whose submitted project this is, or null. */
  async programmeOfProject(projectId: string, db: Db = this.prisma): Promise<string | null> {
    const row = await db.rosterTeam.findFirst({
      where: { projectId, reached: { has: 'submitted' } },
      select: { programmeId: true },
    });
    return row?.programmeId ?? null;
  }

  async assignments(programmeId: string, db: Db = this.prisma): Promise<Assignment[]> {
    return db.judgingAssignment.findMany({
      where: { programmeId },
      select: { projectId: true, judgeId: true },
      orderBy: [{ projectId: 'asc' }, { judgeId: 'asc' }],
    });
  }

  /** The assignments whose judge already scored (they stay when the organiser assigns again). */
  async scoredAssignments(tx: Tx, programmeId: string): Promise<Assignment[]> {
    return tx.$queryRaw<Assignment[]>`
      SELECT a.project_id::text AS "projectId", a.judge_id::text AS "judgeId" FROM judging_assignments a
      JOIN scores s ON s.project_id = a.project_id AND s.judge_id = a.judge_id
      WHERE a.programme_id = ${programmeId}::uuid`;
  }

  /** Replaces the programme's assignments with these. */
  async replaceAssignments(tx: Tx, programmeId: string, assignments: readonly Assignment[]): Promise<void> {
    await tx.judgingAssignment.deleteMany({ where: { programmeId } });
    await tx.judgingAssignment.createMany({
      data: assignments.map((a) => ({ programmeId, projectId: a.projectId, judgeId: a.judgeId })),
    });
  }

  async isAssigned(projectId: string, judgeId: string, db: Db = this.prisma): Promise<boolean> {
    return (await db.judgingAssignment.count({ where: { projectId, judgeId } })) > 0;
  }

  async moveAssignment(tx: Tx, projectId: string, fromJudgeId: string, toJudgeId: string): Promise<void> {
    await tx.judgingAssignment.update({
      where: { projectId_judgeId: { projectId, judgeId: fromJudgeId } },
      data: { judgeId: toJudgeId, assignedAt: new Date() },
    });
  }

  /** A judge's queue over every programme: the projects assigned to them, oldest first, with whether they scored. */
  async queueOf(judgeId: string): Promise<QueueItem[]> {
    return this.prisma.$queryRaw<QueueItem[]>`
      SELECT a.programme_id::text AS "programmeId", p.name AS "programmeName", p.judging_ends_at AS "judgingEndsAt",
             a.project_id::text AS "projectId", coalesce(t.project_title, '') AS "projectTitle",
             coalesce(t.name, '') AS "teamName", a.assigned_at AS "assignedAt", s.updated_at AS "scoredAt"
      FROM judging_assignments a
      JOIN programmes p ON p.id = a.programme_id
      LEFT JOIN roster_teams t ON t.project_id = a.project_id
      LEFT JOIN scores s ON s.project_id = a.project_id AND s.judge_id = a.judge_id
      WHERE a.judge_id = ${judgeId}::uuid
      ORDER BY a.assigned_at, a.project_id
      LIMIT 500`;
  }

  async hasScores(programmeId: string, db: Db = this.prisma): Promise<boolean> {
    return (await db.score.count({ where: { programmeId }, take: 1 })) > 0;
  }

  /** Saves a judge's score (replacing theirs) and keeps it in the history. */
  async saveScore(
    tx: Tx,
    score: {
      programmeId: string;
      projectId: string;
      judgeId: string;
      criteria: Record<string, number>;
      comment: string | null;
    },
  ): Promise<StoredScore> {
    const now = new Date();
    const saved = await tx.score.upsert({
      where: { projectId_judgeId: { projectId: score.projectId, judgeId: score.judgeId } },
      create: { ...score, createdAt: now, updatedAt: now },
      update: { criteria: score.criteria, comment: score.comment, updatedAt: now },
    });
    await tx.scoreRevision.create({ data: { ...score, savedAt: now } });
    return { ...saved, criteria: saved.criteria as Record<string, number> };
  }

  async scoreOf(projectId: string, judgeId: string): Promise<StoredScore | null> {
    const row = await this.prisma.score.findUnique({ where: { projectId_judgeId: { projectId, judgeId } } });
    return row && { ...row, criteria: row.criteria as Record<string, number> };
  }

  async scores(programmeId: string, db: Db = this.prisma): Promise<GivenScore[]> {
    const rows = await db.score.findMany({
      where: { programmeId },
      select: { judgeId: true, projectId: true, criteria: true },
    });
    return rows.map((row) => ({ ...row, criteria: row.criteria as Record<string, number> }));
  }

  /** A member's vote, replacing theirs (concurrent votes of one person leave one row). */
  async vote(programmeId: string, userId: string, projectId: string): Promise<void> {
    await this.prisma.$executeRaw`
      INSERT INTO votes (programme_id, user_id, project_id, voted_at)
      VALUES (${programmeId}::uuid, ${userId}::uuid, ${projectId}::uuid, now())
      ON CONFLICT (programme_id, user_id) DO UPDATE SET project_id = EXCLUDED.project_id, voted_at = EXCLUDED.voted_at`;
  }

  async voteOf(programmeId: string, userId: string): Promise<string | null> {
    const row = await this.prisma.vote.findUnique({
      where: { programmeId_userId: { programmeId, userId } },
      select: { projectId: true },
    });
    return row?.projectId ?? null;
  }

  async voteCounts(programmeId: string, db: Db = this.prisma): Promise<Map<string, number>> {
    const rows = await db.vote.groupBy({ by: ['projectId'], where: { programmeId }, _count: { _all: true } });
    return new Map(rows.map((row) => [row.projectId, row._count._all]));
  }
}
