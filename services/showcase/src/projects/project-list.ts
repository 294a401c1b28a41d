import { z } from 'zod';
import { msg, PROJECT_SORTS, PROJECT_TOPICS, searchText, uuid } from '@creators/contracts';
import { escapeLike, type Page } from '@creators/platform';
import { Prisma, type Project as ProjectRow } from '../generated/prisma/client.js';

export const SHOWCASED = 'showcased';

/** The filters of the projects list (GraphQL `projects`, REST GET /api/projects); paging is platform's parsePage. */
export const projectListSchema = z.strictObject(
  {
    search: searchText,
    topic: z.enum(PROJECT_TOPICS, msg('validation.project.topicFilter')).optional(),
    sort: z.enum(PROJECT_SORTS, msg('validation.project.sortFilter')).default('recent'),
    mine: z.boolean(msg('validation.invalid')).default(false),
    /** Only the projects of this programme (docs/product.md §16). */
    programmeId: uuid.optional(),
  },
  msg('validation.unknownField'),
);
export type ProjectListFilters = z.output<typeof projectListSchema>;

/**
 * Not hidden by staff (docs/product.md §14): every list, search, count, featured project and stat leaves hidden
 * projects out, for everyone (a hidden project is answered only by id, to its authors and staff). A condition on
 * the row only: the indexes that serve the lists' order still do.
 */
export const NOT_HIDDEN = Prisma.sql`hidden_at IS NULL`;

/** The cursor of each sort: its sort keys, ending with the id that breaks ties. */
export const PROJECT_CURSORS = {
  recent: ['date', 'uuid'],
  popular: ['number', 'date', 'uuid'],
} as const;

export type ProjectPage =
  | { sort: 'recent'; page: Page<typeof PROJECT_CURSORS.recent> }
  | { sort: 'popular'; page: Page<typeof PROJECT_CURSORS.popular> };

/** A value PostgreSQL's int (int4) holds. */
export const isInt4 = (value: number): boolean =>
  Number.isInteger(value) && value >= -2_147_483_648 && value <= 2_147_483_647;

/** A row's cursor values in the order of `sort`. */
export function projectSortKeys(sort: ProjectPage['sort'], row: ProjectRow): (string | number | Date)[] {
  return sort === 'popular' ? [row.likes, row.updatedAt, row.id] : [row.updatedAt, row.id];
}

/**
 * The showcase list's filters as SQL over `projects` (product.md §2.13). Each one has an index that fits: the
 * trigram indexes on title, description and project_tags_text(tags) (ILIKE '%term%' with %, _ and \ escaped),
 * created_by and team_id for `mine` (the teams come from the team_members read model), and (programme_id, status,
 * the sort's keys) for a programme.
 */
export function projectListWhere(filters: ProjectListFilters, viewerId: string | null): Prisma.Sql {
  const conditions = [Prisma.sql`status = ${SHOWCASED}`, NOT_HIDDEN];
  if (filters.search) {
    const pattern = `%${escapeLike(filters.search)}%`;
    conditions.push(Prisma.sql`(title ILIKE ${pattern} OR description ILIKE ${pattern})`);
  }
  if (filters.topic) {
    conditions.push(Prisma.sql`project_tags_text(tags) ILIKE ${`%${escapeLike(filters.topic)}%`}`);
  }
  if (filters.programmeId) conditions.push(Prisma.sql`programme_id = ${filters.programmeId}::uuid`);
  if (filters.mine) {
    conditions.push(Prisma.sql`(created_by = ${viewerId}::uuid
      OR team_id IN (SELECT team_id FROM team_members WHERE user_id = ${viewerId}::uuid))`);
  }
  return Prisma.join(conditions, ' AND ');
}

/**
 * Keyset paging in the sort's order: every key is descending, so "after the cursor" is one row comparison, which
 * the btree index (status, [likes,] updated_at DESC, id DESC) serves as a range. Columns are qualified: the select
 * list renames id to text, and ORDER BY would otherwise sort by that.
 */
function seekAndOrder({ sort, page }: ProjectPage): { seek: Prisma.Sql | null; order: Prisma.Sql } {
  if (sort === 'popular') {
    const after = page.after;
    return {
      seek: after
        ? Prisma.sql`(projects.likes, projects.updated_at, projects.id) < (${after[0]}::int, ${after[1]}::timestamptz, ${after[2]}::uuid)`
        : null,
      order: Prisma.sql`projects.likes DESC, projects.updated_at DESC, projects.id DESC`,
    };
  }
  const after = page.after;
  return {
    seek: after
      ? Prisma.sql`(projects.updated_at, projects.id) < (${after[0]}::timestamptz, ${after[1]}::uuid)`
      : null,
    order: Prisma.sql`projects.updated_at DESC, projects.id DESC`,
  };
}

export const REMOVED = 'removed';

/** The columns of a project row under the names of the Prisma model. */
export const PROJECT_COLUMNS = Prisma.sql`id::text AS "id", title AS "title", description AS "description",
  team_id::text AS "teamId", challenge_id::text AS "challengeId", status AS "status",
  repository_url AS "repositoryUrl", demo_url AS "demoUrl", image_url AS "imageUrl", likes AS "likes",
  views AS "views", tags AS "tags", created_by::text AS "createdBy", created_at AS "createdAt",
  updated_at AS "updatedAt", edited_at AS "editedAt", hidden_at AS "hiddenAt", hidden_reason AS "hiddenReason",
  programme_id::text AS "programmeId"`;

/** One page of the list (first + 1 rows: the extra one only says there is a next page). */
export function projectPageQuery(where: Prisma.Sql, page: ProjectPage): Prisma.Sql {
  const { seek, order } = seekAndOrder(page);
  return Prisma.sql`SELECT ${PROJECT_COLUMNS} FROM projects
    WHERE ${seek ? Prisma.sql`${where} AND ${seek}` : where}
    ORDER BY ${order}
    LIMIT ${page.page.first + 1}`;
}

export function projectCountQuery(where: Prisma.Sql): Prisma.Sql {
  return Prisma.sql`SELECT count(*)::int AS "count" FROM projects WHERE ${where}`;
}
