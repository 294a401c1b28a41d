import { Inject, Injectable, Optional } from '@nestjs/common';
import { PEOPLE_SEARCH_MIN_LENGTH, type Locale, type ProfileUpdateInput } from '@creators/contracts';
import {
  badUserInput,
  escapeLike,
  isUuid,
  issuesToFields,
  toConnection,
  type ConnectionShape,
  type OutboxRelay,
  type Page,
} from '@creators/platform';
import { PrismaService } from '../database/prisma.service.js';
import { Prisma } from '../generated/prisma/client.js';
import { MENTOR_ROLE, recordMentorAvailability } from '../mentors/mentor-availability.js';
import { OUTBOX_RELAY } from '../tokens.js';
import { mentorProfileSchema } from './mentor-profile.js';
import { PEOPLE_SEARCH_MAX, type PeopleSearch } from './people-search.js';
import {
  RECOMMENDATION_LIMIT,
  toRecommendation,
  type Candidate,
  type RecommendedUser,
} from './recommendations.js';
import { toUserType } from './user.mapper.js';
import type { UserType } from './user.types.js';

/** The ranking's keys (shared in all desc, shared skills desc, createdAt asc, id asc) make the cursor. */
export const RECOMMENDATION_CURSOR = ['number', 'number', 'date', 'uuid'] as const;

/** A value PostgreSQL's int (int4) holds. */
export const isInt4 = (value: number): boolean =>
  Number.isInteger(value) && value >= -2_147_483_648 && value <= 2_147_483_647;

interface CandidateRow {
  id: string;
  first_name: string;
  last_name: string;
  role: string | null;
  experience: string;
  profile_image_url: string | null;
  skills: string[];
  interests: string[];
  created_at: Date;
  shared: number;
  shared_skills: number;
}
/** A person `u` not suspended now (docs/product.md §14): people search, recommendations, the mentors directory. */
export const NOT_SUSPENDED_NOW = Prisma.sql`NOT (u.suspended_at IS NOT NULL
  AND (u.suspended_until IS NULL OR u.suspended_until > now()))`;

@Injectable()
export class UsersService {
  constructor(
    private readonly prisma: PrismaService,
    @Optional() @Inject(OUTBOX_RELAY) private readonly relay?: Pick<OutboxRelay, 'wake'>,
  ) {}

  /** The user as `viewerId` sees them (the email only for its owner). */
  async findById(id: string, viewerId: string | null): Promise<UserType | null> {
    if (!isUuid(id)) return null;
    const row = await this.prisma.user.findUnique({ where: { id } });
    return row ? toUserType(row, viewerId) : null;
  }

  /** The users with these ids as `viewerId` sees them, by id, in one query (unknown and malformed ids left out). */
  async findByIds(ids: readonly string[], viewerId: string | null): Promise<Map<string, UserType>> {
    const wanted = ids.filter(isUuid);
    if (wanted.length === 0) return new Map();
    const rows = await this.prisma.user.findMany({ where: { id: { in: wanted } } });
    return new Map(rows.map((row) => [row.id, toUserType(row, viewerId)]));
  }

  /**
   * Applies a validated profile update; null when the user no longer exists. A profile that is a mentor's after the
   * update must meet mentor registration's rules (mentorProfileSchema), else BAD_USER_INPUT
   * `error.profile.mentorRequirements` with the fields that fall short and nothing changes. The row is locked
   * while it is checked, so two updates at once cannot together make a mentor the rules would refuse.
   * A mentor's update, and one that moves the role to or from mentor, records mentor.availability_updated (the
   * skills are the mentor's expertise; isMentor false when leaving) in the same transaction.
   */
  async updateProfile(id: string, update: ProfileUpdateInput, locale: Locale): Promise<UserType | null> {
    if (!isUuid(id)) return null;
    const row = await this.prisma.$transaction(async (tx) => {
      const locked = await tx.$queryRaw<Array<{ id: string }>>`
        SELECT id::text AS id FROM users WHERE id = ${id}::uuid FOR UPDATE`;
      if (locked.length === 0) return null;
      const current = await tx.user.findUniqueOrThrow({ where: { id } });
      const after = { ...current, ...update };
      if (after.role === 'mentor') {
        const { experience, bio, yearsExperience, currentRole, skills } = after;
        const mentor = mentorProfileSchema.safeParse({
          experience,
          bio,
          yearsExperience,
          currentRole,
          skills,
        });
        if (!mentor.success)
          throw badUserInput(locale, issuesToFields(mentor.error.issues), 'error.profile.mentorRequirements');
      }
      const updated = await tx.user.update({ where: { id }, data: update });
      const concernsMentor = current.role === MENTOR_ROLE || updated.role === MENTOR_ROLE;
      if (concernsMentor) await recordMentorAvailability(tx, id);
      return { updated, recorded: concernsMentor };
    });
    if (!row) return null;
    if (row.recorded) this.relay?.wake();
    return toUserType(row.updated, id);
  }

  /**
   * People whose name starts with the search (docs/product.md §11.3: a leader finds whom to invite), ignoring case:
   * one word matches the start of the first or the last name, several words the first name's start and the last
   * name's start (the rest). First name, last name, id ascending; at most PEOPLE_SEARCH_MAX; never the caller nor
   * a person suspended now. Through the indexes on lower(first_name) and lower(last_name) (text_pattern_ops).
   */
  async search(query: PeopleSearch, viewerId: string): Promise<UserType[]> {
    const words = (query.search ?? '').toLowerCase().split(/\s+/).filter(Boolean);
    if (words.join(' ').length < PEOPLE_SEARCH_MIN_LENGTH) return [];
    const prefix = (word: string) => `${escapeLike(word)}%`;
    const [first, ...rest] = words as [string, ...string[]];
    const names =
      rest.length === 0
        ? Prisma.sql`(lower(u.first_name) LIKE ${prefix(first)} OR lower(u.last_name) LIKE ${prefix(first)})`
        : Prisma.sql`(lower(u.first_name) LIKE ${prefix(first)} AND lower(u.last_name) LIKE ${prefix(rest.join(' '))})`;
    const keys = await this.prisma.$queryRaw<Array<{ id: string }>>`
      SELECT u.id::text AS id FROM users u
      WHERE ${names} AND u.id <> ${viewerId}::uuid
        AND ${NOT_SUSPENDED_NOW}
      ORDER BY u.first_name ASC, u.last_name ASC, u.id ASC
      LIMIT ${Math.min(query.first, PEOPLE_SEARCH_MAX)}`;
    const ids = keys.map((key) => key.id);
    const rows = ids.length ? await this.prisma.user.findMany({ where: { id: { in: ids } } }) : [];
    const byId = new Map(rows.map((row) => [row.id, row]));
    return ids.flatMap((id) => {
      const row = byId.get(id);
      return row ? [toUserType(row, viewerId)] : [];
    });
  }

  /**
   * The language the person chose (docs/product.md §13.4): the interface on every device of theirs and their mails
   * follow it, and signing in no longer changes it. Null when the user no longer exists.
   */
  async setLanguage(id: string, language: Locale): Promise<UserType | null> {
    if (!isUuid(id)) return null;
    const rows = await this.prisma.user.updateManyAndReturn({
      where: { id },
      data: { locale: language, localeChosenAt: new Date() },
    });
    return rows[0] ? toUserType(rows[0], id) : null;
  }

  /**
   * One page of the other users who share a skill or an interest with the caller (case-insensitive), ranked by the
   * database: most shared first, skills break ties, then the longest registered; at most RECOMMENDATION_LIMIT in
   * all; nobody suspended now (as people search). Candidates are found through the GIN indexes on lower_items(skills) and lower_items(interests), so the
   * work grows with the people who share something, never with every user.
   */
  async recommendedFor(
    userId: string,
    page: Page<typeof RECOMMENDATION_CURSOR>,
  ): Promise<ConnectionShape<RecommendedUser>> {
    const none = toConnection<RecommendedUser>([], page.first, () => [], 0);
    if (!isUuid(userId)) return none;
    const me = await this.prisma.user.findUnique({
      where: { id: userId },
      select: { skills: true, interests: true },
    });
    if (!me) return none;
    const candidates = Prisma.sql`
      FROM users u
      WHERE u.id <> ${userId}::uuid AND ${NOT_SUSPENDED_NOW}
        AND (lower_items(u.skills) && lower_items(${me.skills}::text[])
          OR lower_items(u.interests) && lower_items(${me.interests}::text[]))`;
    const after = page.after;
    const seek = after
      ? Prisma.sql`WHERE shared < ${after[0]}::int OR (shared = ${after[0]}::int AND (shared_skills < ${after[1]}::int
          OR (shared_skills = ${after[1]}::int AND (created_at > ${after[2]}::timestamptz
          OR (created_at = ${after[2]}::timestamptz AND id > ${after[3]}::uuid)))))`
      : Prisma.empty;
    const [rows, [counted]] = await Promise.all([
      this.prisma.$queryRaw<CandidateRow[]>`
        WITH scored AS (
          SELECT u.id, u.first_name, u.last_name, u.role, u.experience, u.profile_image_url, u.skills, u.interests,
                 u.created_at,
                 (SELECT count(DISTINCT s) FROM unnest(lower_items(u.skills)) AS s
                  WHERE s = ANY (lower_items(${me.skills}::text[])))::int AS shared_skills,
                 (SELECT count(DISTINCT i) FROM unnest(lower_items(u.interests)) AS i
                  WHERE i = ANY (lower_items(${me.interests}::text[])))::int AS shared_interests
          ${candidates}
        ), ranked AS (
          SELECT *, shared_skills + shared_interests AS shared FROM scored
          ORDER BY shared DESC, shared_skills DESC, created_at ASC, id ASC
          LIMIT ${RECOMMENDATION_LIMIT}
        )
        SELECT id::text AS id, first_name, last_name, role, experience, profile_image_url, skills, interests,
               created_at, shared, shared_skills
        FROM ranked
        ${seek}
        -- ranked.id: the select list renames id to text, and ORDER BY would otherwise sort by that.
        ORDER BY ranked.shared DESC, ranked.shared_skills DESC, ranked.created_at ASC, ranked.id ASC
        LIMIT ${page.first + 1}`,
      this.prisma.$queryRaw<Array<{ count: number }>>`
        SELECT least(count(*), ${RECOMMENDATION_LIMIT})::int AS count ${candidates}`,
    ]);
    const connection = toConnection(
      rows,
      page.first,
      (row) => [row.shared, row.shared_skills, row.created_at, row.id],
      counted?.count ?? 0,
    );
    return {
      ...connection,
      nodes: connection.nodes.map((row) =>
        toRecommendation(me, {
          id: row.id,
          firstName: row.first_name,
          lastName: row.last_name,
          role: row.role,
          experience: row.experience,
          profileImageUrl: row.profile_image_url,
          skills: row.skills,
          interests: row.interests,
        } satisfies Candidate),
      ),
    };
  }
}
