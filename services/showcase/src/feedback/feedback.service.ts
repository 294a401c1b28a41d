import { Inject, Injectable } from '@nestjs/common';
import { EVENTS, type Locale, type projectFeedbackSchema } from '@creators/contracts';
import {
  forbidden,
  notFound,
  OUTBOX_RELAY,
  recordEvent,
  type ConnectionShape,
  type OutboxRelay,
  type Page,
} from '@creators/platform';
import type { z } from 'zod';
import { isUuid, PrismaService } from '../database/prisma.service.js';
import { Prisma, type ProjectFeedback as FeedbackRow } from '../generated/prisma/client.js';
import { PROJECT_CURSORS, REMOVED } from '../projects/project-list.js';
import type { ProjectType } from '../projects/project.types.js';
import { ProjectsService } from '../projects/projects.service.js';
import { FeedbackScoresType, ProjectFeedbackType } from './feedback.types.js';

export type FeedbackGiven = z.output<typeof projectFeedbackSchema>;

/** The feedback of a project a page shows at most (newest first); a team has at most two mentors at a time. */
export const FEEDBACK_PER_PROJECT = 50;

/** The same lock waits as the project writes: feedback locks its project row (a removal cannot slip in between). */
const WRITE_TRANSACTION = { maxWait: 15_000, timeout: 20_000 } as const;

/** The one place a feedback row becomes the GraphQL `ProjectFeedback`; scores only when the viewer may see them. */
export function toFeedbackType(row: FeedbackRow, withScores: boolean): ProjectFeedbackType {
  return Object.assign(new ProjectFeedbackType(), {
    id: row.id,
    projectId: row.projectId,
    mentorId: row.mentorId,
    mentor: { __typename: 'User' as const, id: row.mentorId },
    notes: row.notes,
    scores: withScores
      ? Object.assign(new FeedbackScoresType(), {
          problem: row.scoreProblem,
          solution: row.scoreSolution,
          prototype: row.scorePrototype,
          presentation: row.scorePresentation,
        })
      : null,
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
  });
}

/** The columns of a feedback row under the names of the Prisma model. */
const FEEDBACK_COLUMNS = Prisma.sql`f.id::text AS "id", f.project_id::text AS "projectId",
  f.mentor_id::text AS "mentorId", f.notes AS "notes", f.score_problem AS "scoreProblem",
  f.score_solution AS "scoreSolution", f.score_prototype AS "scorePrototype",
  f.score_presentation AS "scorePresentation", f.created_at AS "createdAt", f.updated_at AS "updatedAt"`;

/**
 * Mentor feedback on projects (docs/product.md §12.4): a team's mentors (the team_mentors read model) give feedback
 * on its projects, each kept with its date (a second one adds to the history), with notes everybody signed in reads
 * and rubric scores only the team's members and mentors see.
 */
@Injectable()
export class FeedbackService {
  constructor(
    private readonly prisma: PrismaService,
    private readonly projects: ProjectsService,
    @Inject(OUTBOX_RELAY) private readonly relay: Pick<OutboxRelay, 'wake'>,
  ) {}

  /**
   * The feedback on each project, newest first, at most FEEDBACK_PER_PROJECT each: one query for every project of a
   * request (Project.feedback is batched). Scores are filled in where `viewerId` is a member or a mentor of the
   * project's team. Nothing for a removed project, nor for a signed-out viewer (the notes are for people signed in,
   * as through REST).
   */
  async byProjects(
    projectIds: readonly string[],
    viewerId: string | null,
  ): Promise<Map<string, ProjectFeedbackType[]>> {
    const wanted = [...new Set(projectIds.filter(isUuid))];
    if (wanted.length === 0) return new Map();
    const viewer = viewerId && isUuid(viewerId) ? viewerId : null;
    if (viewer === null) return new Map();
    const rows = await this.prisma.$queryRaw<Array<FeedbackRow & { withScores: boolean }>>`
      SELECT ${FEEDBACK_COLUMNS},
             (EXISTS (SELECT 1 FROM team_members m WHERE m.team_id = p.team_id AND m.user_id = ${viewer}::uuid)
              OR EXISTS (SELECT 1 FROM team_mentors t WHERE t.team_id = p.team_id AND t.mentor_id = ${viewer}::uuid))
               AS "withScores"
      FROM (
        SELECT f.*, row_number() OVER (PARTITION BY f.project_id ORDER BY f.created_at DESC, f.id DESC) AS rank
        FROM project_feedback f
        WHERE f.project_id = ANY(${wanted}::uuid[])
      ) f
      JOIN projects p ON p.id = f.project_id AND p.status <> ${REMOVED}
      WHERE f.rank <= ${FEEDBACK_PER_PROJECT}
      ORDER BY f.created_at DESC, f.id DESC`;
    const grouped = new Map<string, ProjectFeedbackType[]>();
    for (const { withScores, ...row } of rows) {
      const list = grouped.get(row.projectId) ?? [];
      list.push(toFeedbackType(row, withScores));
      grouped.set(row.projectId, list);
    }
    return grouped;
  }

  /**
   * Of these projects, those `viewerId` may give feedback on: not removed, not hidden by staff (docs/product.md
   * §14), of a team they mentor (batched).
   */
  async givableBy(projectIds: readonly string[], viewerId: string | null): Promise<Map<string, boolean>> {
    const wanted = [...new Set(projectIds.filter(isUuid))];
    if (wanted.length === 0 || !viewerId || !isUuid(viewerId)) return new Map();
    const rows = await this.prisma.$queryRaw<Array<{ id: string }>>`
      SELECT p.id::text AS "id"
      FROM projects p
      JOIN team_mentors t ON t.team_id = p.team_id AND t.mentor_id = ${viewerId}::uuid
      WHERE p.id = ANY(${wanted}::uuid[]) AND p.status <> ${REMOVED} AND p.hidden_at IS NULL`;
    return new Map(rows.map((row) => [row.id, true]));
  }

  /**
   * A mentor of the project's team gives feedback on it; feedback given before stays (a history, each with its
   * date). The project row is locked (shared) first, then: NOT_FOUND error.project.notFound for an unknown,
   * malformed, removed or hidden id (docs/product.md §14), FORBIDDEN error.feedback.notTeamMentor for anyone who does not mentor its team (its
   * members included). Records project.feedback_given (recipientIds: the team's members) in the same transaction.
   */
  async give(
    projectId: string,
    feedback: FeedbackGiven,
    mentorId: string,
    locale: Locale,
  ): Promise<ProjectFeedbackType> {
    if (!isUuid(projectId)) throw notFound(locale, 'error.project.notFound');
    const row = await this.prisma.$transaction(async (tx) => {
      const [project] = await tx.$queryRaw<Array<{ title: string; teamId: string }>>`
        SELECT title, team_id::text AS "teamId" FROM projects
        WHERE id = ${projectId}::uuid AND status <> ${REMOVED} AND hidden_at IS NULL FOR SHARE`;
      if (!project) throw notFound(locale, 'error.project.notFound');
      const mentor = await tx.teamMentor.findUnique({
        where: { teamId_mentorId: { teamId: project.teamId, mentorId } },
        select: { teamId: true },
      });
      if (!mentor) throw forbidden(locale, 'error.feedback.notTeamMentor');
      const { notes, scores } = feedback;
      const values = {
        notes,
        scoreProblem: scores.problem,
        scoreSolution: scores.solution,
        scorePrototype: scores.prototype,
        scorePresentation: scores.presentation,
      };
      const saved = await tx.projectFeedback.create({ data: { projectId, mentorId, ...values } });
      const members = await tx.teamMember.findMany({
        where: { teamId: project.teamId },
        select: { userId: true },
        orderBy: { joinedAt: 'asc' },
      });
      await recordEvent(tx, EVENTS.projectFeedbackGiven, {
        feedbackId: saved.id,
        projectId,
        title: project.title,
        teamId: project.teamId,
        mentorId,
        recipientIds: members.map((member) => member.userId).filter((userId) => userId !== mentorId),
      });
      return saved;
    }, WRITE_TRANSACTION);
    this.relay.wake();
    return toFeedbackType(row, true);
  }

  /**
   * The projects of the teams `mentorId` mentors that they have not given feedback on yet (removed and hidden ones
   * left out), last updated first, a page at a time: the showcase list's keyset paging and cursor (recent).
   */
  awaiting(
    mentorId: string,
    page: Page<typeof PROJECT_CURSORS.recent>,
  ): Promise<ConnectionShape<ProjectType>> {
    const where = Prisma.sql`projects.status <> ${REMOVED} AND projects.hidden_at IS NULL
      AND projects.team_id IN (SELECT team_id FROM team_mentors WHERE mentor_id = ${mentorId}::uuid)
      AND NOT EXISTS (SELECT 1 FROM project_feedback f
                      WHERE f.project_id = projects.id AND f.mentor_id = ${mentorId}::uuid)`;
    return this.projects.pageWhere(where, { sort: 'recent', page }, mentorId);
  }
}
