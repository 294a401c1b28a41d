import { Inject, Injectable } from '@nestjs/common';
import { EVENTS, type createProjectSchema, type Locale } from '@creators/contracts';
import { forbidden, notFound, OUTBOX_RELAY, recordEvent, type OutboxRelay } from '@creators/platform';
import type { z } from 'zod';
import { isUuid, PrismaService } from '../database/prisma.service.js';
import type { Project as ProjectRow } from '../generated/prisma/client.js';
import { FEATURED_LIMIT, featuredSince } from './featured-projects.js';
import { toProjectType } from './project.mapper.js';
import { ShowcaseStatsType, type ProjectType } from './project.types.js';

const SHOWCASED = 'showcased';

export type NewProject = z.output<typeof createProjectSchema>;

/**
 * Writes that several people make at once on one project (likes) run in an interactive transaction that first
 * locks the project row: they queue on the lock, and the like rows and the counter written after it are exact.
 */
const WRITE_TRANSACTION = { maxWait: 15_000, timeout: 20_000 } as const;

@Injectable()
export class ProjectsService {
  constructor(
    private readonly prisma: PrismaService,
    @Inject(OUTBOX_RELAY) private readonly relay: Pick<OutboxRelay, 'wake'>,
  ) {}

  /** Showcased projects, newest first (projects still in planning are not listed). */
  async listShowcased(viewerId: string | null): Promise<ProjectType[]> {
    const rows = await this.prisma.project.findMany({
      where: { status: SHOWCASED },
      orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
    });
    return this.withLikedByMe(rows, viewerId);
  }

  async findById(id: string, viewerId: string | null): Promise<ProjectType | null> {
    if (!isUuid(id)) return null;
    const row = await this.prisma.project.findUnique({ where: { id } });
    return row ? (await this.withLikedByMe([row], viewerId))[0]! : null;
  }

  /** The projects with these ids as `viewerId` sees them, by id: one query for the rows, one for the viewer's likes. */
  async findByIds(ids: readonly string[], viewerId: string | null): Promise<Map<string, ProjectType>> {
    const wanted = ids.filter(isUuid);
    if (wanted.length === 0) return new Map();
    const rows = await this.prisma.project.findMany({ where: { id: { in: wanted } } });
    return new Map((await this.withLikedByMe(rows, viewerId)).map((project) => [project.id, project]));
  }

  /** The featured projects; the rule is documented in featured-projects.ts (compareFeatured is the same order). */
  async featured(viewerId: string | null, now = new Date()): Promise<ProjectType[]> {
    const ranked = await this.prisma.$queryRaw<Array<{ id: string }>>`
      SELECT p.id::text AS id
      FROM projects p
      LEFT JOIN project_likes l ON l.project_id = p.id AND l.created_at >= ${featuredSince(now)}
      WHERE p.status = ${SHOWCASED} AND p.likes > 0
      GROUP BY p.id
      ORDER BY count(l.project_id) DESC, p.likes DESC, p.views DESC, p.created_at DESC, p.id ASC
      LIMIT ${FEATURED_LIMIT}`;
    if (ranked.length === 0) return [];
    const rows = await this.prisma.project.findMany({ where: { id: { in: ranked.map((row) => row.id) } } });
    const byId = new Map(rows.map((row) => [row.id, row]));
    return this.withLikedByMe(
      ranked.flatMap(({ id }) => byId.get(id) ?? []),
      viewerId,
    );
  }

  /** The showcase tiles (product.md §2.13), computed by the database over showcased projects. */
  async stats(): Promise<ShowcaseStatsType> {
    const [row] = await this.prisma.$queryRaw<ShowcaseStatsType[]>`
      SELECT count(*)::int                       AS "projects",
             COALESCE(sum(likes), 0)::int        AS "totalLikes",
             COALESCE(sum(views), 0)::int        AS "views",
             count(DISTINCT team_id)::int        AS "teams"
      FROM projects
      WHERE status = ${SHOWCASED}`;
    return Object.assign(new ShowcaseStatsType(), row ?? { projects: 0, totalLikes: 0, views: 0, teams: 0 });
  }

  /**
   * Showcases a project for one of the caller's teams (FORBIDDEN error.team.notMember otherwise; memberships come
   * from the team_members read model). Records project.showcased in the same transaction.
   */
  async create(input: NewProject, userId: string, locale: Locale): Promise<ProjectType> {
    const row = await this.prisma.$transaction(async (tx) => {
      const member = await tx.teamMember.findUnique({
        where: { teamId_userId: { teamId: input.teamId, userId } },
        select: { teamId: true },
      });
      if (!member) throw forbidden(locale, 'error.team.notMember');
      const created = await tx.project.create({
        data: {
          title: input.title,
          description: input.description,
          teamId: input.teamId,
          status: SHOWCASED,
          repositoryUrl: input.repositoryUrl ?? null,
          demoUrl: input.demoUrl ?? null,
          imageUrl: input.imageUrl ?? null,
          createdBy: userId,
        },
      });
      await recordEvent(tx, EVENTS.projectShowcased, {
        projectId: created.id,
        title: created.title,
        teamId: created.teamId,
        createdBy: created.createdBy,
      });
      return created;
    });
    this.relay.wake();
    return toProjectType(row, false);
  }

  /**
   * Toggles the caller's like: adds it, or takes it back when there is one. The project row is locked first, so
   * concurrent clicks queue; `likes` is then set to the number of like rows. Records project.liked (liked, and
   * likes after the change) in the same transaction. NOT_FOUND for an unknown project.
   */
  async toggleLike(projectId: string, userId: string, locale: Locale): Promise<ProjectType> {
    if (!isUuid(projectId)) throw notFound(locale, 'error.project.notFound');
    const result = await this.prisma.$transaction(async (tx) => {
      const locked = await tx.$queryRaw<Array<{ id: string }>>`
        SELECT id::text AS id FROM projects WHERE id = ${projectId}::uuid FOR UPDATE`;
      if (locked.length === 0) return null;
      const removed = await tx.$executeRaw`
        DELETE FROM project_likes WHERE project_id = ${projectId}::uuid AND user_id = ${userId}::uuid`;
      const liked = removed === 0;
      if (liked) {
        await tx.$executeRaw`
          INSERT INTO project_likes (project_id, user_id) VALUES (${projectId}::uuid, ${userId}::uuid)
          ON CONFLICT DO NOTHING`;
      }
      // Raw SQL: a like is not an edit, updated_at (the "Recent" sort) stays as it is.
      await tx.$executeRaw`
        UPDATE projects
        SET likes = (SELECT count(*)::int FROM project_likes WHERE project_id = ${projectId}::uuid)
        WHERE id = ${projectId}::uuid`;
      const row = await tx.project.findUniqueOrThrow({ where: { id: projectId } });
      await recordEvent(tx, EVENTS.projectLiked, {
        projectId,
        title: row.title,
        likedBy: userId,
        ownerIds: [row.createdBy],
        likes: row.likes,
        liked,
      });
      return { row, liked };
    }, WRITE_TRANSACTION);
    if (!result) throw notFound(locale, 'error.project.notFound');
    this.relay.wake();
    return toProjectType(result.row, result.liked);
  }

  /**
   * A person opened the project: counted once per user, project and UTC day (the insert into project_views and
   * the increment are one statement). NOT_FOUND for an unknown project.
   */
  async recordView(projectId: string, userId: string, locale: Locale): Promise<ProjectType> {
    if (!isUuid(projectId)) throw notFound(locale, 'error.project.notFound');
    await this.prisma.$executeRaw`
      WITH counted AS (
        INSERT INTO project_views (project_id, user_id, day)
        SELECT id, ${userId}::uuid, (now() AT TIME ZONE 'UTC')::date FROM projects WHERE id = ${projectId}::uuid
        ON CONFLICT DO NOTHING
        RETURNING project_id
      )
      UPDATE projects SET views = views + 1 WHERE id IN (SELECT project_id FROM counted)`;
    const project = await this.findById(projectId, userId);
    if (!project) throw notFound(locale, 'error.project.notFound');
    return project;
  }

  /** Maps rows, marking those the viewer likes (one query for the whole list). */
  private async withLikedByMe(rows: ProjectRow[], viewerId: string | null): Promise<ProjectType[]> {
    if (rows.length === 0) return [];
    const liked = new Set<string>();
    if (viewerId && isUuid(viewerId)) {
      const likes = await this.prisma.projectLike.findMany({
        where: { userId: viewerId, projectId: { in: rows.map((row) => row.id) } },
        select: { projectId: true },
      });
      for (const like of likes) liked.add(like.projectId);
    }
    return rows.map((row) => toProjectType(row, liked.has(row.id)));
  }
}
