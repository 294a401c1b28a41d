import { Injectable } from '@nestjs/common';
import { INACTIVE_AFTER_DAYS, type RosterFilter } from '@creators/contracts';
import { Prisma } from '../generated/prisma/client.js';
import { PrismaService } from '../database/prisma.service.js';

type Tx = Prisma.TransactionClient;

/** A team of a programme as the cohort view shows it (docs/product.md §16.5). */
export interface RosterTeamRecord {
  teamId: string;
  programmeId: string;
  name: string;
  leaderId: string;
  memberIds: string[];
  mentorIds: string[];
  reached: string[];
  progress: number;
  projectId: string | null;
  projectTitle: string | null;
  createdAt: Date;
}

/** A member of a programme with what the cohort view needs of them. */
export interface RosterMemberRecord {
  userId: string;
  joinedAt: Date;
  isMentor: boolean;
  lastActiveOn: Date | null;
  brainstormStartedAt: Date | null;
  /** Their (first) team in the programme, if any. */
  teamId: string | null;
}

interface TeamRow {
  team_id: string;
  programme_id: string;
  name: string;
  leader_id: string;
  member_ids: string[] | null;
  mentor_ids: string[];
  reached: string[];
  progress: number;
  project_id: string | null;
  project_title: string | null;
  created_at: Date;
}

const toTeam = (row: TeamRow): RosterTeamRecord => ({
  teamId: row.team_id,
  programmeId: row.programme_id,
  name: row.name,
  leaderId: row.leader_id,
  memberIds: row.member_ids ?? [],
  mentorIds: row.mentor_ids,
  reached: row.reached,
  progress: row.progress,
  projectId: row.project_id,
  projectTitle: row.project_title,
  createdAt: row.created_at,
});

const TEAM_COLUMNS = Prisma.sql`
  t.team_id::text AS team_id, t.programme_id::text AS programme_id, t.name, t.leader_id::text AS leader_id,
  (SELECT array_agg(m.user_id::text ORDER BY m.joined_at, m.user_id) FROM roster_team_members m
   WHERE m.team_id = t.team_id) AS member_ids,
  t.mentor_ids::text[] AS mentor_ids, t.reached, t.progress, t.project_id::text AS project_id, t.project_title,
  t.created_at`;

/** The condition a roster filter puts on a member m (of programme_members) joined with people p. */
function filterCondition(filter: RosterFilter | null): Prisma.Sql {
  switch (filter) {
    case 'no-team':
      return Prisma.sql`AND NOT EXISTS (SELECT 1 FROM roster_team_members tm
        WHERE tm.programme_id = m.programme_id AND tm.user_id = m.user_id)`;
    case 'no-project':
      return Prisma.sql`AND EXISTS (SELECT 1 FROM roster_team_members tm JOIN roster_teams t ON t.team_id = tm.team_id
        WHERE tm.programme_id = m.programme_id AND tm.user_id = m.user_id AND NOT ('project' = ANY(t.reached)))`;
    case 'inactive':
      return Prisma.sql`AND (p.last_active_on IS NULL
        OR p.last_active_on < (now() AT TIME ZONE 'UTC')::date - ${INACTIVE_AFTER_DAYS}::int)`;
    case 'mentors':
      return Prisma.sql`AND COALESCE(p.is_mentor, false)`;
    default:
      return Prisma.empty;
  }
}

/**
 * The roster read model of the cohort view (docs/product.md §16.5): teams of programmes with their members,
 * mentors, milestones and project, fed by the teams and showcase services' events. Lists page by keyset
 * ((joined_at, user_id) for members, (created_at, team_id) for teams), so a page costs the same in a programme of
 * 5,000 members as in one of 50.
 */
@Injectable()
export class RosterRepository {
  constructor(private readonly prisma: PrismaService) {}

  async members(
    programmeId: string,
    filter: RosterFilter | null,
    first: number,
    after: readonly [Date, string] | null,
  ): Promise<RosterMemberRecord[]> {
    const seek = after
      ? Prisma.sql`AND (m.joined_at, m.user_id) > (${after[0]}::timestamptz, ${after[1]}::uuid)`
      : Prisma.empty;
    const rows = await this.prisma.$queryRaw<
      {
        user_id: string;
        joined_at: Date;
        is_mentor: boolean | null;
        last_active_on: Date | null;
        brainstorm_started_at: Date | null;
        team_id: string | null;
      }[]
    >`
      SELECT m.user_id::text AS user_id, m.joined_at, p.is_mentor, p.last_active_on, p.brainstorm_started_at,
             (SELECT tm.team_id::text FROM roster_team_members tm
              WHERE tm.programme_id = m.programme_id AND tm.user_id = m.user_id
              ORDER BY tm.joined_at, tm.team_id LIMIT 1) AS team_id
      FROM programme_members m LEFT JOIN people p ON p.user_id = m.user_id
      WHERE m.programme_id = ${programmeId}::uuid ${filterCondition(filter)} ${seek}
      ORDER BY m.joined_at, m.user_id
      LIMIT ${first + 1}`;
    return rows.map((row) => ({
      userId: row.user_id,
      joinedAt: row.joined_at,
      isMentor: row.is_mentor ?? false,
      lastActiveOn: row.last_active_on,
      brainstormStartedAt: row.brainstorm_started_at,
      teamId: row.team_id,
    }));
  }

  async memberCount(programmeId: string, filter: RosterFilter | null): Promise<number> {
    const [row] = await this.prisma.$queryRaw<{ count: bigint }[]>`
      SELECT count(*) AS count FROM programme_members m LEFT JOIN people p ON p.user_id = m.user_id
      WHERE m.programme_id = ${programmeId}::uuid ${filterCondition(filter)}`;
    return Number(row?.count ?? 0);
  }

  async teams(programmeId: string, first: number, after: readonly [Date, string] | null) {
    const seek = after
      ? Prisma.sql`AND (t.created_at, t.team_id) > (${after[0]}::timestamptz, ${after[1]}::uuid)`
      : Prisma.empty;
    const rows = await this.prisma.$queryRaw<TeamRow[]>`
      SELECT ${TEAM_COLUMNS} FROM roster_teams t
      WHERE t.programme_id = ${programmeId}::uuid ${seek}
      ORDER BY t.created_at, t.team_id
      LIMIT ${first + 1}`;
    return rows.map(toTeam);
  }

  teamCount(programmeId: string): Promise<number> {
    return this.prisma.rosterTeam.count({ where: { programmeId } });
  }

  async teamsByIds(ids: readonly string[]): Promise<RosterTeamRecord[]> {
    if (ids.length === 0) return [];
    const rows = await this.prisma.$queryRaw<TeamRow[]>`
      SELECT ${TEAM_COLUMNS} FROM roster_teams t WHERE t.team_id = ANY(${[...ids]}::uuid[])`;
    return rows.map(toTeam);
  }

  /** Members of the programme in a team that has no project yet (an announcement's audience). */
  async membersInTeamsWithoutProject(tx: Tx, programmeId: string): Promise<string[]> {
    const rows = await tx.$queryRaw<{ user_id: string }[]>`
      SELECT DISTINCT tm.user_id::text AS user_id
      FROM roster_team_members tm JOIN roster_teams t ON t.team_id = tm.team_id
      JOIN programme_members m ON m.programme_id = tm.programme_id AND m.user_id = tm.user_id
      WHERE tm.programme_id = ${programmeId}::uuid AND NOT ('project' = ANY(t.reached))`;
    return rows.map((row) => row.user_id);
  }

  /** Members of the programme who are (students: are not) mentors. */
  async membersByMentorship(tx: Tx, programmeId: string, mentors: boolean): Promise<string[]> {
    const rows = await tx.$queryRaw<{ user_id: string }[]>`
      SELECT m.user_id::text AS user_id FROM programme_members m LEFT JOIN people p ON p.user_id = m.user_id
      WHERE m.programme_id = ${programmeId}::uuid AND COALESCE(p.is_mentor, false) = ${mentors}`;
    return rows.map((row) => row.user_id);
  }

  // ---- Kept up to date from events (roster.events.ts) ----

  async teamCreated(
    tx: Tx,
    team: { teamId: string; programmeId: string; name: string; leaderId: string; at: Date },
  ): Promise<void> {
    await tx.$executeRaw`
      INSERT INTO roster_teams (team_id, programme_id, name, leader_id, created_at)
      VALUES (${team.teamId}::uuid, ${team.programmeId}::uuid, ${team.name}, ${team.leaderId}::uuid, ${team.at})
      ON CONFLICT (team_id) DO NOTHING`;
    await this.memberJoined(tx, team.teamId, team.leaderId, team.at);
  }

  async teamChanged(tx: Tx, teamId: string, change: { name?: string; leaderId?: string }): Promise<void> {
    await tx.rosterTeam.updateMany({ where: { teamId }, data: change });
  }

  /** Adds a member of a team the roster keeps (a team outside programmes is not kept: nothing happens). */
  async memberJoined(tx: Tx, teamId: string, userId: string, at: Date): Promise<void> {
    await tx.$executeRaw`
      INSERT INTO roster_team_members (team_id, user_id, programme_id, joined_at)
      SELECT t.team_id, ${userId}::uuid, t.programme_id, ${at} FROM roster_teams t WHERE t.team_id = ${teamId}::uuid
      ON CONFLICT (team_id, user_id) DO NOTHING`;
  }

  async memberLeft(tx: Tx, teamId: string, userId: string): Promise<void> {
    await tx.rosterTeamMember.deleteMany({ where: { teamId, userId } });
  }

  async mentorAdded(tx: Tx, teamId: string, mentorId: string): Promise<void> {
    await tx.$executeRaw`
      UPDATE roster_teams SET mentor_ids = array_append(mentor_ids, ${mentorId}::uuid)
      WHERE team_id = ${teamId}::uuid AND NOT (${mentorId}::uuid = ANY(mentor_ids))`;
  }

  async mentorRemoved(tx: Tx, teamId: string, mentorId: string): Promise<void> {
    await tx.$executeRaw`
      UPDATE roster_teams SET mentor_ids = array_remove(mentor_ids, ${mentorId}::uuid)
      WHERE team_id = ${teamId}::uuid`;
  }

  /** The team's milestones as of `at` (an older change delivered late changes nothing). */
  async milestones(tx: Tx, teamId: string, reached: string[], progress: number, at: Date): Promise<void> {
    await tx.$executeRaw`
      UPDATE roster_teams SET reached = ${reached}::text[], progress = ${progress}, milestones_at = ${at}
      WHERE team_id = ${teamId}::uuid AND (milestones_at IS NULL OR milestones_at <= ${at})`;
  }

  async project(tx: Tx, teamId: string, projectId: string, title: string): Promise<void> {
    await tx.rosterTeam.updateMany({ where: { teamId }, data: { projectId, projectTitle: title } });
  }

  async projectRemoved(tx: Tx, teamId: string, projectId: string): Promise<void> {
    await tx.rosterTeam.updateMany({
      where: { teamId, projectId },
      data: { projectId: null, projectTitle: null },
    });
  }
}
