import type { SqlExecutor } from '@creators/platform';

/** What the programme read models need: Prisma's raw SQL (a client or a transaction client). */
export interface ProgrammesDb extends SqlExecutor {
  $queryRaw<T = unknown>(query: TemplateStringsArray, ...values: unknown[]): Promise<T>;
}

/** A programme's submission deadline as programme.updated says it (docs/product.md §16). */
export interface ProgrammeDeadline {
  programmeId: string;
  submissionDeadline: Date;
  /** The programme's IANA time zone: the deadline is shown in it. */
  timeZone: string;
}

/**
 * The programme_deadlines read model: stores a programme's deadline and time zone unless a snapshot as new or newer
 * (by the programme's updatedAt) is stored already, so a redelivered or late one never undoes a change.
 */
export async function applyProgrammeDeadline(
  db: ProgrammesDb,
  snapshot: { programmeId: string; submissionDeadline: string; timeZone: string; updatedAt: string },
): Promise<void> {
  await db.$executeRaw`
    INSERT INTO programme_deadlines (programme_id, submission_deadline, time_zone, updated_at)
    VALUES (${snapshot.programmeId}::uuid, ${snapshot.submissionDeadline}::timestamptz, ${snapshot.timeZone},
      ${snapshot.updatedAt}::timestamptz)
    ON CONFLICT (programme_id) DO UPDATE SET submission_deadline = EXCLUDED.submission_deadline,
      time_zone = EXCLUDED.time_zone, updated_at = EXCLUDED.updated_at
    WHERE programme_deadlines.updated_at < EXCLUDED.updated_at`;
}

/** The deadlines of these programmes, by id, in one query (a programme not heard of yet is left out). */
export async function deadlinesOf(
  db: ProgrammesDb,
  programmeIds: readonly string[],
): Promise<Map<string, ProgrammeDeadline>> {
  if (programmeIds.length === 0) return new Map();
  const rows = await db.$queryRaw<ProgrammeDeadline[]>`
    SELECT programme_id::text AS "programmeId", submission_deadline AS "submissionDeadline",
      time_zone AS "timeZone"
    FROM programme_deadlines WHERE programme_id = ANY(${[...new Set(programmeIds)]}::uuid[])`;
  return new Map(rows.map((row) => [row.programmeId, row]));
}

/** The programme a team belongs to (team_programmes); null for none, or a team not heard of. */
export async function programmeOfTeam(db: ProgrammesDb, teamId: string): Promise<string | null> {
  const [row] = await db.$queryRaw<Array<{ programmeId: string }>>`
    SELECT programme_id::text AS "programmeId" FROM team_programmes WHERE team_id = ${teamId}::uuid`;
  return row?.programmeId ?? null;
}

/** team.created: the programme the teams service put the team in. A team's programme never changes. */
export async function setTeamProgramme(db: SqlExecutor, teamId: string, programmeId: string): Promise<void> {
  await db.$executeRaw`
    INSERT INTO team_programmes (team_id, programme_id) VALUES (${teamId}::uuid, ${programmeId}::uuid)
    ON CONFLICT (team_id) DO NOTHING`;
}
