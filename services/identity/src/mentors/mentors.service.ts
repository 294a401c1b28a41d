import { Inject, Injectable, Optional } from '@nestjs/common';
import type { Locale, MentorAvailability, MentorListFilters } from '@creators/contracts';
import {
  escapeLike,
  forbidden,
  isUuid,
  toConnection,
  unauthenticated,
  type ConnectionShape,
  type OutboxRelay,
  type Page,
} from '@creators/platform';
import { PrismaService } from '../database/prisma.service.js';
import { Prisma, type MentorAvailability as AvailabilityRow } from '../generated/prisma/client.js';
import { OUTBOX_RELAY } from '../tokens.js';
import { toUserType } from '../users/user.mapper.js';
import { NOT_SUSPENDED_NOW } from '../users/users.service.js';
import type { UserType } from '../users/user.types.js';
import {
  availabilityOf,
  MENTOR_ROLE,
  recordMentorAvailability,
  type AvailabilityView,
} from './mentor-availability.js';

/** The directory's order: first name, last name, id (ascending). */
export const MENTOR_CURSOR = ['string', 'string', 'uuid'] as const;

interface MentorKeyRow {
  id: string;
  first_name: string;
  last_name: string;
}

@Injectable()
export class MentorsService {
  constructor(
    private readonly prisma: PrismaService,
    @Optional() @Inject(OUTBOX_RELAY) private readonly relay?: Pick<OutboxRelay, 'wake'>,
  ) {}

  /** The stored availability of each of these users that has one, in one query. */
  async availabilityByUsers(ids: readonly string[]): Promise<Map<string, AvailabilityView>> {
    const wanted = ids.filter(isUuid);
    if (wanted.length === 0) return new Map();
    const rows = await this.prisma.mentorAvailability.findMany({ where: { userId: { in: wanted } } });
    return new Map(rows.map((row) => [row.userId, availabilityOf(row)]));
  }

  /**
   * Replaces the mentor's availability with a validated one and records mentor.availability_updated in the same
   * transaction. The user's row is locked first (as profile updates do), so the role read is the one the change
   * lands on and the snapshots of one mentor follow each other in order. Not a mentor (any more): FORBIDDEN
   * error.mentoring.mentorsOnly; the user gone: UNAUTHENTICATED.
   */
  async setAvailability(
    userId: string,
    input: MentorAvailability,
    locale: Locale,
  ): Promise<AvailabilityView> {
    if (!isUuid(userId)) throw unauthenticated(locale);
    const data = {
      slots: input.slots.map(({ day, start, end }) => ({ day, start, end })),
      timeZone: input.timeZone,
      maxTeams: input.maxTeams,
      notAvailableUntil: input.notAvailableUntil ? new Date(input.notAvailableUntil) : null,
      languages: input.languages,
    };
    const row = await this.prisma.$transaction(async (tx) => {
      const locked = await tx.$queryRaw<Array<{ role: string | null }>>`
        SELECT role FROM users WHERE id = ${userId}::uuid FOR UPDATE`;
      if (locked.length === 0) throw unauthenticated(locale);
      if (locked[0]!.role !== MENTOR_ROLE) throw forbidden(locale, 'error.mentoring.mentorsOnly');
      const saved: AvailabilityRow = await tx.mentorAvailability.upsert({
        where: { userId },
        create: { userId, ...data },
        update: data,
      });
      await recordMentorAvailability(tx, userId);
      return saved;
    });
    this.relay?.wake();
    return availabilityOf(row);
  }

  /**
   * One page of the mentors directory (docs/product.md §12.1): role mentor and verified by staff (§14), ordered by
   * first name, last name, id.
   * The order and the keyset seek are a range of the index users(role, first_name, last_name, id); expertise
   * (one of their skills, ignoring case) can use the GIN index on lower_items(skills); search (names, bio, current
   * role, company, skills: ILIKE '%term%', with %, _ and \ escaped) and language filter the mentors only.
   */
  async list(
    filters: MentorListFilters,
    page: Page<typeof MENTOR_CURSOR>,
    viewerId: string,
  ): Promise<ConnectionShape<UserType>> {
    const where = mentorListWhere(filters);
    const after = page.after;
    const seek = after
      ? Prisma.sql`AND (u.first_name, u.last_name, u.id) > (${after[0]}, ${after[1]}, ${after[2]}::uuid)`
      : Prisma.empty;
    const [keys, [counted]] = await Promise.all([
      this.prisma.$queryRaw<MentorKeyRow[]>`
        SELECT u.id::text AS id, u.first_name, u.last_name FROM users u
        WHERE ${where} ${seek}
        ORDER BY u.first_name ASC, u.last_name ASC, u.id ASC
        LIMIT ${page.first + 1}`,
      this.prisma.$queryRaw<Array<{ count: number }>>`
        SELECT count(*)::int AS count FROM users u WHERE ${where}`,
    ]);
    const connection = toConnection(
      keys,
      page.first,
      (row) => [row.first_name, row.last_name, row.id],
      counted?.count ?? 0,
    );
    const ids = connection.nodes.map((row) => row.id);
    const rows = ids.length ? await this.prisma.user.findMany({ where: { id: { in: ids } } }) : [];
    const byId = new Map(rows.map((row) => [row.id, row]));
    return {
      ...connection,
      // A mentor deleted between the two reads is left out of the page.
      nodes: ids.flatMap((id) => {
        const row = byId.get(id);
        return row ? [toUserType(row, viewerId)] : [];
      }),
    };
  }
}

/** The directory's filters as SQL over `users u`. */
export function mentorListWhere(filters: MentorListFilters): Prisma.Sql {
  // Only mentors staff verified (docs/product.md §14); the rest wait, unlisted, as "mentor, not yet verified".
  // Nobody suspended now (as people search).
  const conditions = [
    Prisma.sql`u.role = ${MENTOR_ROLE}`,
    Prisma.sql`u.mentor_verified_at IS NOT NULL`,
    NOT_SUSPENDED_NOW,
  ];
  if (filters.search) {
    const pattern = `%${escapeLike(filters.search)}%`;
    conditions.push(Prisma.sql`(u.first_name ILIKE ${pattern} OR u.last_name ILIKE ${pattern}
      OR (u.first_name || ' ' || u.last_name) ILIKE ${pattern} OR u.bio ILIKE ${pattern}
      OR u.current_role ILIKE ${pattern} OR u.company ILIKE ${pattern}
      OR EXISTS (SELECT 1 FROM unnest(u.skills) AS skill WHERE skill ILIKE ${pattern}))`);
  }
  if (filters.expertise) {
    // The expression of the GIN index users_lower_skills_idx.
    conditions.push(Prisma.sql`lower_items(u.skills) @> ARRAY[lower(${filters.expertise})]::text[]`);
  }
  if (filters.language) {
    conditions.push(Prisma.sql`EXISTS (SELECT 1 FROM mentor_availability a
      WHERE a.user_id = u.id AND ${filters.language} = ANY (a.languages))`);
  }
  return Prisma.join(conditions, ' AND ');
}
