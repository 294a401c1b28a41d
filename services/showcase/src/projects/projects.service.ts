import { Inject, Injectable } from '@nestjs/common';
import { EVENTS, type createProjectSchema, type Locale, type updateProjectSchema } from '@creators/contracts';
import {
  conflict,
  forbidden,
  notFound,
  OUTBOX_RELAY,
  recordEvent,
  toConnection,
  type ConnectionShape,
  type OutboxRelay,
  type Viewer,
} from '@creators/platform';
import type { z } from 'zod';
import { isUuid, PrismaService } from '../database/prisma.service.js';
import type { Prisma, Project as ProjectRow } from '../generated/prisma/client.js';
import { deadlinesOf, programmeOfTeam, type ProgrammeDeadline } from '../programmes/programme-deadlines.js';
import { assertSubmissionsOpen } from '../programmes/submissions.js';
import { featuredSince } from './featured-projects.js';
import {
  PROJECT_COLUMNS,
  projectCountQuery,
  projectListWhere,
  projectPageQuery,
  projectSortKeys,
  NOT_HIDDEN,
  REMOVED,
  SHOWCASED,
  type ProjectListFilters,
  type ProjectPage,
} from './project-list.js';
import { toProjectType } from './project.mapper.js';
import { ShowcaseStatsType, type ProjectType } from './project.types.js';

export type NewProject = z.output<typeof createProjectSchema>;
export type ProjectEdit = z.output<typeof updateProjectSchema>;

/** How many projects Team.projects and User.projects show (newest first). */
export const PROJECTS_PER_OWNER = 50;

/** The fields an edit may change (product.md, owners change what they made). */
const EDITABLE = ['title', 'description', 'repositoryUrl', 'demoUrl', 'imageUrl'] as const;

/** The status of a project that is not removed, as its events carry it. */
const eventStatus = (status: string): 'planning' | 'showcased' =>
  status === 'planning' ? 'planning' : 'showcased';

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

  /**
   * One page of the showcased projects that match `filters` (projects still in planning are not listed), in the
   * page's sort, with how many match in all. `viewerId` is required for `mine` and marks likedByMe.
   */
  async page(
    filters: ProjectListFilters,
    page: ProjectPage,
    viewerId: string | null,
  ): Promise<ConnectionShape<ProjectType>> {
    return this.pageWhere(projectListWhere(filters, viewerId), page, viewerId);
  }

  /**
   * One page of the projects that match `where` (SQL over `projects`), in the page's sort, with how many match in
   * all; likedByMe is the viewer's. The showcase list and other lists of projects (projectsAwaitingMyFeedback).
   */
  async pageWhere(
    where: Prisma.Sql,
    page: ProjectPage,
    viewerId: string | null,
  ): Promise<ConnectionShape<ProjectType>> {
    const [rows, [counted]] = await Promise.all([
      this.prisma.$queryRaw<ProjectRow[]>(projectPageQuery(where, page)),
      this.prisma.$queryRaw<Array<{ count: number }>>(projectCountQuery(where)),
    ]);
    const connection = toConnection(
      rows,
      page.page.first,
      (row) => projectSortKeys(page.sort, row),
      counted?.count ?? 0,
    );
    return { ...connection, nodes: await this.withLikedByMe(connection.nodes, viewerId) };
  }

  /**
   * The project as `viewer` sees it; null for an unknown or malformed id, for a removed project, and for one staff
   * hid unless the viewer is one of its authors or staff (docs/product.md §14).
   */
  async findById(id: string, viewer: Viewer): Promise<ProjectType | null> {
    if (!isUuid(id)) return null;
    const row = await this.prisma.project.findFirst({ where: { id, status: { not: REMOVED } } });
    if (!row) return null;
    const [visible] = await this.visibleTo([row], viewer);
    return visible ? (await this.withLikedByMe([visible], viewer.id))[0]! : null;
  }

  /**
   * The projects with these ids as `viewer` sees them, by id: one query for the rows, one for the viewer's likes
   * (and, only when some are hidden, one for the viewer's teams). A removed project is left out (a reference to it
   * resolves to null), and so is a hidden one unless the viewer is one of its authors or staff.
   */
  async findByIds(ids: readonly string[], viewer: Viewer): Promise<Map<string, ProjectType>> {
    const wanted = ids.filter(isUuid);
    if (wanted.length === 0) return new Map();
    const rows = await this.prisma.project.findMany({
      where: { id: { in: wanted }, status: { not: REMOVED } },
    });
    const visible = await this.visibleTo(rows, viewer);
    return new Map((await this.withLikedByMe(visible, viewer.id)).map((project) => [project.id, project]));
  }

  /**
   * Of these rows, those `viewer` may see: all that are not hidden; a hidden one only for staff and its authors,
   * who created it or belong to its team (the team_members read model).
   */
  async visibleTo(rows: ProjectRow[], viewer: Viewer): Promise<ProjectRow[]> {
    const hidden = rows.filter((row) => row.hiddenAt !== null);
    if (hidden.length === 0 || viewer.staff) return rows;
    const viewerId = viewer.id && isUuid(viewer.id) ? viewer.id : null;
    const ownTeams = new Set<string>();
    if (viewerId) {
      const memberships = await this.prisma.teamMember.findMany({
        where: { userId: viewerId, teamId: { in: [...new Set(hidden.map((row) => row.teamId))] } },
        select: { teamId: true },
      });
      for (const membership of memberships) ownTeams.add(membership.teamId);
    }
    return rows.filter(
      (row) => row.hiddenAt === null || row.createdBy === viewerId || ownTeams.has(row.teamId),
    );
  }

  /**
   * The first `first` featured projects; the rule is documented in featured-projects.ts (compareFeatured is the same
   * order). Only the likes of the window are counted: projects liked in it come first, the others follow in the
   * order of the popular index, so the work grows with recent likes, not with the table.
   */
  async featured(first: number, viewerId: string | null, now = new Date()): Promise<ProjectType[]> {
    const ranked = await this.prisma.$queryRaw<Array<{ id: string }>>`
      WITH recent AS (
        SELECT project_id, count(*)::int AS recent_likes
        FROM project_likes
        WHERE created_at >= ${featuredSince(now)}
        GROUP BY project_id
      ), candidates AS (
        (SELECT p.id, r.recent_likes, p.likes, p.views, p.created_at
         -- One primary-key lookup per recently liked project, never a pass over every project (LIMIT 1 keeps the
         -- planner from turning the lookups into a join that reads the whole table).
         FROM recent r
         CROSS JOIN LATERAL (
           SELECT * FROM projects WHERE id = r.project_id AND status = ${SHOWCASED} AND ${NOT_HIDDEN} LIMIT 1
         ) p
         ORDER BY r.recent_likes DESC, p.likes DESC, p.views DESC, p.created_at DESC, p.id ASC
         LIMIT ${first})
        UNION ALL
        (SELECT p.id, 0, p.likes, p.views, p.created_at
         FROM projects p
         WHERE p.status = ${SHOWCASED} AND p.hidden_at IS NULL AND p.likes > 0
           AND NOT EXISTS (SELECT 1 FROM recent r WHERE r.project_id = p.id)
         ORDER BY p.likes DESC, p.views DESC, p.created_at DESC, p.id ASC
         LIMIT ${first})
      )
      SELECT id::text AS id FROM candidates
      ORDER BY recent_likes DESC, likes DESC, views DESC, created_at DESC, candidates.id ASC
      LIMIT ${first}`;
    if (ranked.length === 0) return [];
    const rows = await this.prisma.project.findMany({ where: { id: { in: ranked.map((row) => row.id) } } });
    const byId = new Map(rows.map((row) => [row.id, row]));
    return this.withLikedByMe(
      ranked.flatMap(({ id }) => byId.get(id) ?? []),
      viewerId,
    );
  }

  /**
   * People's Choice (product.md §2.13): the most-liked showcased project, the first of the popular sort; null while
   * nobody has liked one. One row from the popular index.
   */
  async peoplesChoice(viewerId: string | null): Promise<ProjectType | null> {
    const row = await this.prisma.project.findFirst({
      where: { status: SHOWCASED, hiddenAt: null, likes: { gt: 0 } },
      orderBy: [{ likes: 'desc' }, { updatedAt: 'desc' }, { id: 'desc' }],
    });
    return row ? (await this.withLikedByMe([row], viewerId))[0]! : null;
  }

  /** The showcase tiles (product.md §2.13), computed by the database over showcased projects not hidden. */
  async stats(): Promise<ShowcaseStatsType> {
    const [row] = await this.prisma.$queryRaw<ShowcaseStatsType[]>`
      SELECT count(*)::int                       AS "projects",
             COALESCE(sum(likes), 0)::int        AS "totalLikes",
             COALESCE(sum(views), 0)::int        AS "views",
             count(DISTINCT team_id)::int        AS "teams"
      FROM projects
      WHERE status = ${SHOWCASED} AND ${NOT_HIDDEN}`;
    return Object.assign(new ShowcaseStatsType(), row ?? { projects: 0, totalLikes: 0, views: 0, teams: 0 });
  }

  /**
   * Showcases a project for one of the caller's teams (FORBIDDEN error.team.notMember otherwise; memberships come
   * from the team_members read model). It belongs to its team's programme (team_programmes): after that
   * programme's submission deadline none is created (CONFLICT error.programme.submissionsClosed, docs/product.md
   * §16). Records project.showcased (with its status) in the same transaction.
   */
  async create(input: NewProject, userId: string, locale: Locale): Promise<ProjectType> {
    const row = await this.prisma.$transaction(async (tx) => {
      const member = await tx.teamMember.findUnique({
        where: { teamId_userId: { teamId: input.teamId, userId } },
        select: { teamId: true },
      });
      if (!member) throw forbidden(locale, 'error.team.notMember');
      const programmeId = await programmeOfTeam(tx, input.teamId);
      await assertSubmissionsOpen(tx, programmeId, locale);
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
          programmeId,
        },
      });
      await recordEvent(tx, EVENTS.projectShowcased, {
        projectId: created.id,
        title: created.title,
        teamId: created.teamId,
        createdBy: created.createdBy,
        status: eventStatus(created.status),
      });
      return created;
    });
    this.relay.wake();
    return toProjectType(row, false, userId);
  }

  /**
   * Toggles the caller's like: adds it, or takes it back when there is one. The project row is locked first, so
   * concurrent clicks queue; `likes` is then set to the number of like rows. Records project.liked (liked, and
   * likes after the change, also without the owner's own) in the same transaction. NOT_FOUND for an unknown project
   * and for one staff hid (docs/product.md §14: gone for everyone else; its authors have nothing to like there).
   */
  async toggleLike(projectId: string, userId: string, locale: Locale): Promise<ProjectType> {
    if (!isUuid(projectId)) throw notFound(locale, 'error.project.notFound');
    const result = await this.prisma.$transaction(async (tx) => {
      const locked = await tx.$queryRaw<Array<{ id: string }>>`
        SELECT id::text AS id FROM projects
        WHERE id = ${projectId}::uuid AND status <> ${REMOVED} AND ${NOT_HIDDEN} FOR UPDATE`;
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
      const likesFromOthers = await tx.projectLike.count({
        where: { projectId, userId: { not: row.createdBy } },
      });
      await recordEvent(tx, EVENTS.projectLiked, {
        projectId,
        title: row.title,
        likedBy: userId,
        ownerIds: [row.createdBy],
        likes: row.likes,
        likesFromOthers,
        liked,
      });
      return { row, liked };
    }, WRITE_TRANSACTION);
    if (!result) throw notFound(locale, 'error.project.notFound');
    this.relay.wake();
    return toProjectType(result.row, result.liked, userId);
  }

  /**
   * A person opened the project: counted once per user, project and UTC day (the insert into project_views and
   * the increment are one statement). NOT_FOUND for an unknown project, and for a hidden one unless `viewer` may
   * see it (docs/product.md §14); a hidden project counts no views.
   */
  async recordView(projectId: string, viewer: Viewer & { id: string }, locale: Locale): Promise<ProjectType> {
    const userId = viewer.id;
    if (!isUuid(projectId)) throw notFound(locale, 'error.project.notFound');
    await this.prisma.$executeRaw`
      WITH counted AS (
        INSERT INTO project_views (project_id, user_id, day)
        SELECT id, ${userId}::uuid, (now() AT TIME ZONE 'UTC')::date FROM projects
        WHERE id = ${projectId}::uuid AND status <> ${REMOVED} AND ${NOT_HIDDEN}
        ON CONFLICT DO NOTHING
        RETURNING project_id
      )
      UPDATE projects SET views = views + 1 WHERE id IN (SELECT project_id FROM counted)`;
    const project = await this.findById(projectId, viewer);
    if (!project) throw notFound(locale, 'error.project.notFound');
    return project;
  }

  /**
   * Its author edits a project (product.md, owners change what they made). The row is locked, then: NOT_FOUND for
   * an unknown, malformed or removed id, FORBIDDEN error.project.notAuthor for anyone but its author (createdBy),
   * CONFLICT error.programme.submissionsClosed after its programme's submission deadline (docs/product.md §16),
   * CONFLICT error.edit.stale when it changed since `expectedUpdatedAt`. A change sets editedAt and records
   * project.updated (with its status) in the same transaction; an edit that changes nothing writes nothing.
   */
  async update(projectId: string, edit: ProjectEdit, userId: string, locale: Locale): Promise<ProjectType> {
    const row = await this.prisma.$transaction(async (tx) => {
      const current = await this.lockForAuthor(tx, projectId, userId, locale);
      await this.assertOpen(tx, current, locale);
      if (current.updatedAt.getTime() !== new Date(edit.expectedUpdatedAt).getTime())
        throw conflict(locale, 'error.edit.stale');
      // The fields sent with another value than now (the schema allows null only where the column does).
      const changes = Object.fromEntries(
        EDITABLE.flatMap((field) =>
          edit[field] !== undefined && edit[field] !== current[field] ? [[field, edit[field]]] : [],
        ),
      ) as Prisma.ProjectUpdateInput;
      if (Object.keys(changes).length === 0) return current;
      const updated = await tx.project.update({
        where: { id: projectId },
        data: { ...changes, editedAt: new Date() },
      });
      await recordEvent(tx, EVENTS.projectUpdated, {
        projectId: updated.id,
        title: updated.title,
        teamId: updated.teamId,
        updatedAt: updated.updatedAt.toISOString(),
        status: eventStatus(updated.status),
      });
      return updated;
    }, WRITE_TRANSACTION);
    this.relay.wake();
    return (await this.withLikedByMe([row], userId))[0]!;
  }

  /**
   * Its author removes a project: status 'removed', so it leaves the lists, featured projects, the stats, search,
   * `project(id)` and Team.projects; its like rows stay, and so do the badges earned (product.md, owners change what
   * they made). Same refusals as `update` (no version check; after its programme's deadline it stays). Records
   * project.removed in the same transaction.
   */
  async remove(projectId: string, userId: string, locale: Locale): Promise<void> {
    await this.prisma.$transaction(async (tx) => {
      const current = await this.lockForAuthor(tx, projectId, userId, locale);
      await this.assertOpen(tx, current, locale);
      await tx.project.update({ where: { id: projectId }, data: { status: REMOVED } });
      await recordEvent(tx, EVENTS.projectRemoved, {
        projectId,
        title: current.title,
        teamId: current.teamId,
        removedBy: userId,
      });
    }, WRITE_TRANSACTION);
    this.relay.wake();
  }

  /**
   * Staff hide a project with a reason, or restore it (docs/product.md §14): hidden, it leaves every list, search,
   * featured place, People's Choice, the stats and Team.projects/User.projects, and its page answers only its
   * authors (who created it, its team's members) and staff. The change and content.moderated (authorIds: its creator
   * and its team's members) are written in one transaction under the row's lock; hiding a hidden project or
   * restoring a visible one records nothing. Its updatedAt (the "Recent" order) stays. NOT_FOUND for an unknown,
   * malformed or removed id.
   */
  async setHidden(
    projectId: string,
    hidden: boolean,
    reason: string | null,
    actorId: string,
    locale: Locale,
  ): Promise<ProjectType> {
    if (!isUuid(projectId)) throw notFound(locale, 'error.project.notFound');
    const { row, changed } = await this.prisma.$transaction(async (tx) => {
      const locked = await tx.$queryRaw<Array<{ id: string }>>`
        SELECT id::text AS id FROM projects WHERE id = ${projectId}::uuid AND status <> ${REMOVED} FOR UPDATE`;
      if (locked.length === 0) throw notFound(locale, 'error.project.notFound');
      const current = await tx.project.findUniqueOrThrow({ where: { id: projectId } });
      if ((current.hiddenAt !== null) === hidden) return { row: current, changed: false };
      const reasonKept = hidden ? reason : null;
      // Raw SQL: Prisma's @updatedAt would move the project in the "Recent" order.
      await tx.$executeRaw`
        UPDATE projects
        SET hidden_at = ${hidden ? new Date() : null}::timestamptz, hidden_reason = ${reasonKept}
        WHERE id = ${projectId}::uuid`;
      const members = await tx.teamMember.findMany({
        where: { teamId: current.teamId },
        select: { userId: true },
        orderBy: { joinedAt: 'asc' },
      });
      await recordEvent(tx, EVENTS.contentModerated, {
        itemType: 'project',
        itemId: projectId,
        title: current.title,
        authorIds: [...new Set([current.createdBy, ...members.map((member) => member.userId)])],
        hidden,
        reason: reasonKept,
        actorId,
        // The page that lists it.
        parent: { type: 'team', id: current.teamId },
      });
      return { row: await tx.project.findUniqueOrThrow({ where: { id: projectId } }), changed: true };
    }, WRITE_TRANSACTION);
    if (changed) this.relay.wake();
    return toProjectType(row, false, actorId);
  }

  /** The submission deadlines of these programmes, by id, in one query (Project.submissionsClosedAt). */
  deadlines(programmeIds: readonly string[]): Promise<Map<string, ProgrammeDeadline>> {
    return deadlinesOf(this.prisma, programmeIds.filter(isUuid));
  }

  /**
   * Refuses a change to a project once its programme's submission deadline has passed (submissions.ts). A project
   * created before programmes existed goes by its team's programme.
   */
  private async assertOpen(tx: Prisma.TransactionClient, project: ProjectRow, locale: Locale): Promise<void> {
    const programmeId = project.programmeId ?? (await programmeOfTeam(tx, project.teamId));
    await assertSubmissionsOpen(tx, programmeId, locale);
  }

  /** Locks a project that is not removed and checks that `userId` is its author (NOT_FOUND, FORBIDDEN otherwise). */
  private async lockForAuthor(
    tx: Prisma.TransactionClient,
    projectId: string,
    userId: string,
    locale: Locale,
  ): Promise<ProjectRow> {
    if (!isUuid(projectId)) throw notFound(locale, 'error.project.notFound');
    const locked = await tx.$queryRaw<Array<{ id: string }>>`
      SELECT id::text AS id FROM projects WHERE id = ${projectId}::uuid AND status <> ${REMOVED} FOR UPDATE`;
    if (locked.length === 0) throw notFound(locale, 'error.project.notFound');
    const current = await tx.project.findUniqueOrThrow({ where: { id: projectId } });
    if (current.createdBy !== userId) throw forbidden(locale, 'error.project.notAuthor');
    return current;
  }

  /**
   * The showcased projects of each team, newest first, at most PROJECTS_PER_OWNER each: one query for every team of
   * a request (Team.projects is batched), one for the viewer's likes.
   */
  async byTeams(teamIds: readonly string[], viewerId: string | null): Promise<Map<string, ProjectType[]>> {
    const wanted = [...new Set(teamIds.filter(isUuid))];
    if (wanted.length === 0) return new Map();
    const rows = await this.prisma.$queryRaw<Array<ProjectRow & { owner: string }>>`
      SELECT ${PROJECT_COLUMNS}, team_id::text AS "owner" FROM (
        SELECT p.*, row_number() OVER (PARTITION BY p.team_id ORDER BY p.created_at DESC, p.id DESC) AS rank
        FROM projects p
        WHERE p.team_id = ANY(${wanted}::uuid[]) AND p.status = ${SHOWCASED} AND p.hidden_at IS NULL
      ) ranked
      WHERE rank <= ${PROJECTS_PER_OWNER}
      ORDER BY ranked.created_at DESC, ranked.id DESC`;
    return this.groupByOwner(rows, viewerId);
  }

  /**
   * The showcased projects of the teams each person belongs to (the team_members read model), newest first, at most
   * PROJECTS_PER_OWNER each: one query for every person of a request (User.projects is batched).
   */
  async byMembers(userIds: readonly string[], viewerId: string | null): Promise<Map<string, ProjectType[]>> {
    const wanted = [...new Set(userIds.filter(isUuid))];
    if (wanted.length === 0) return new Map();
    const rows = await this.prisma.$queryRaw<Array<ProjectRow & { owner: string }>>`
      SELECT ${PROJECT_COLUMNS}, member_id::text AS "owner" FROM (
        SELECT p.*, m.user_id AS member_id,
               row_number() OVER (PARTITION BY m.user_id ORDER BY p.created_at DESC, p.id DESC) AS rank
        FROM team_members m
        JOIN projects p ON p.team_id = m.team_id
        WHERE m.user_id = ANY(${wanted}::uuid[]) AND p.status = ${SHOWCASED} AND p.hidden_at IS NULL
      ) ranked
      WHERE rank <= ${PROJECTS_PER_OWNER}
      ORDER BY ranked.created_at DESC, ranked.id DESC`;
    return this.groupByOwner(rows, viewerId);
  }

  private async groupByOwner(
    rows: Array<ProjectRow & { owner: string }>,
    viewerId: string | null,
  ): Promise<Map<string, ProjectType[]>> {
    const projects = await this.withLikedByMe(
      rows.map(({ owner: _owner, ...row }) => row),
      viewerId,
    );
    const grouped = new Map<string, ProjectType[]>();
    rows.forEach((row, i) => {
      const list = grouped.get(row.owner) ?? [];
      list.push(projects[i]!);
      grouped.set(row.owner, list);
    });
    return grouped;
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
    return rows.map((row) => toProjectType(row, liked.has(row.id), viewerId));
  }
}
