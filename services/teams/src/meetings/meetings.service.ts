import { Injectable } from '@nestjs/common';
import { toConnection, type ConnectionShape, type Page } from '@creators/platform';
import { PrismaService } from '../database/prisma.service.js';
import { Prisma, type Meeting as MeetingRow } from '../generated/prisma/client.js';
import { MEETING_COLUMNS, toMeetingType } from './meeting.mapper.js';
import type { MeetingType } from './meeting.types.js';

/**
 * The order of a user's meetings, upcoming first: those not yet over (scheduledAt + duration still ahead) soonest
 * first, then past ones most recent first, ties by id. The cursor holds the time the first page was read, so that
 * a meeting ending between two pages keeps its place; then 0 (upcoming) or 1 (past), scheduledAt and id.
 */
export const MEETING_CURSOR = ['date', 'number', 'date', 'uuid'] as const;

type ListedMeeting = MeetingRow & { past: boolean };

const COLUMNS = Prisma.raw(MEETING_COLUMNS);

/** The teams `userId` belongs to or mentors (SQL), whose meetings they see. */
const teamsOf = (userId: string) => Prisma.sql`(
  SELECT team_id FROM team_memberships WHERE user_id = ${userId}::uuid
  UNION SELECT team_id FROM team_mentors WHERE mentor_id = ${userId}::uuid)`;

/**
 * Who sees a team's meetings: its members and its mentors now (docs/product.md §12.3; having hosted one of them gives
 * nothing once they left the team, as for meeting(id)); a meeting without a team, its host. Cancelled meetings are
 * not listed (neither as upcoming nor as past); meeting(id) still shows one.
 */
@Injectable()
export class MeetingsService {
  constructor(private readonly prisma: PrismaService) {}

  /**
   * One page of the meetings of the teams `userId` belongs to or mentors now, plus the ones without a team they
   * host, upcoming first.
   */
  async pageForUser(
    userId: string,
    page: Page<typeof MEETING_CURSOR>,
    readAt = new Date(),
  ): Promise<ConnectionShape<MeetingType>> {
    const now = page.after?.[0] ?? readAt;
    const mine = Prisma.sql`m.status <> 'cancelled'
      AND (m.team_id IN ${teamsOf(userId)} OR (m.team_id IS NULL AND m.host_id = ${userId}::uuid))`;
    const [rows, [{ count }]] = await Promise.all([
      this.prisma.$queryRaw<ListedMeeting[]>`
        SELECT ${COLUMNS}, past
        FROM (
          SELECT m.*, m.scheduled_at + m.duration * interval '1 minute' <= ${now}::timestamptz AS past
          FROM meetings m
          WHERE ${mine}
        ) AS mine
        WHERE ${seekAfter(page.after)}
        ORDER BY past, CASE WHEN past THEN NULL ELSE scheduled_at END, scheduled_at DESC, id
        LIMIT ${page.first + 1}`,
      this.prisma.$queryRaw<[{ count: number }]>`SELECT count(*)::int AS count FROM meetings m WHERE ${mine}`,
    ]);
    const connection = toConnection(
      rows,
      page.first,
      (row) => [now, row.past ? 1 : 0, row.scheduledAt, row.id],
      count,
    );
    return { ...connection, nodes: connection.nodes.map(toMeetingType) };
  }

  /**
   * The meetings of each team that are not over yet and not cancelled, soonest first (at most TEAM_MEETINGS_MAX
   * each), in one query for every team of a request.
   */
  async upcomingOf(teamIds: readonly string[], now = new Date()): Promise<Map<string, MeetingType[]>> {
    const byTeam = new Map<string, MeetingType[]>(teamIds.map((id) => [id, []]));
    if (teamIds.length === 0) return byTeam;
    const rows = await this.prisma.$queryRaw<MeetingRow[]>`
      SELECT ${COLUMNS}
      FROM (
        SELECT m.*, row_number() OVER (PARTITION BY m.team_id ORDER BY m.scheduled_at, m.id) AS place
        FROM meetings m
        WHERE m.team_id = ANY(${[...teamIds]}::uuid[]) AND m.status <> 'cancelled'
          AND m.scheduled_at + m.duration * interval '1 minute' > ${now}::timestamptz
      ) AS coming
      WHERE place <= ${TEAM_MEETINGS_MAX}
      ORDER BY scheduled_at, id`;
    for (const row of rows) byTeam.get(row.teamId!)?.push(toMeetingType(row));
    return byTeam;
  }

  /** The meetings of each team that are over (not cancelled), latest first (at most TEAM_MEETINGS_MAX each). */
  async pastOf(teamIds: readonly string[], now = new Date()): Promise<Map<string, MeetingType[]>> {
    const byTeam = new Map<string, MeetingType[]>(teamIds.map((id) => [id, []]));
    if (teamIds.length === 0) return byTeam;
    const rows = await this.prisma.$queryRaw<MeetingRow[]>`
      SELECT ${COLUMNS}
      FROM (
        SELECT m.*, row_number() OVER (PARTITION BY m.team_id ORDER BY m.scheduled_at DESC, m.id) AS place
        FROM meetings m
        WHERE m.team_id = ANY(${[...teamIds]}::uuid[]) AND m.status <> 'cancelled'
          AND m.scheduled_at + m.duration * interval '1 minute' <= ${now}::timestamptz
      ) AS over
      WHERE place <= ${TEAM_MEETINGS_MAX}
      ORDER BY scheduled_at DESC, id`;
    for (const row of rows) byTeam.get(row.teamId!)?.push(toMeetingType(row));
    return byTeam;
  }
}

/** A team page lists at most this many coming meetings, and as many past ones. */
export const TEAM_MEETINGS_MAX = 20;

/** The rows after a cursor in the upcoming-first order (see MEETING_CURSOR). */
function seekAfter(after: Page<typeof MEETING_CURSOR>['after']): Prisma.Sql {
  if (!after) return Prisma.sql`TRUE`;
  const [, phase, scheduledAt, id] = after;
  if (phase === 0)
    return Prisma.sql`(past OR (scheduled_at, id) > (${scheduledAt}::timestamptz, ${id}::uuid))`;
  return Prisma.sql`(past AND (scheduled_at < ${scheduledAt}::timestamptz
    OR (scheduled_at = ${scheduledAt}::timestamptz AND id > ${id}::uuid)))`;
}
