import { EVENTS, type TeamMilestone } from '@creators/contracts';
import { recordEvent, type SqlExecutor } from '@creators/platform';
import { reachedMilestones, sameMilestones, teamProgress, type MilestoneFacts } from './progress.js';

/** What reading and refreshing milestones needs: Prisma's raw SQL (a client or a transaction client). */
export interface MilestonesDb extends SqlExecutor {
  $queryRaw<T = unknown>(query: TemplateStringsArray, ...values: unknown[]): Promise<T>;
}

interface FactsRow {
  memberCount: number;
  hasChallenge: boolean;
  mentorMeetingHeld: boolean;
  hasProject: boolean;
  hasSubmittedProject: boolean;
  /** Its project was showcased before team_projects existed, and no project of it is known since. */
  legacyShowcased: boolean;
}

/**
 * The facts a team's milestones come from (docs/product.md §16.3), in one query; null for an unknown team:
 * - members: its memberships;
 * - challenge: challenge_id set;
 * - mentorMeeting: one of its meetings with a mentor was held (the sweeper sets status held and records
 *   meeting.held);
 * - project / submitted: the team_projects read model (a project not removed / one showcased). A team whose
 *   project was showcased before that read model existed (showcased_at set, no project known) counts as having
 *   a submitted project, as the migration that added milestones backfilled it, until one of its projects is heard
 *   of.
 */
export async function milestoneFactsOf(db: MilestonesDb, teamId: string): Promise<MilestoneFacts | null> {
  const [row] = await db.$queryRaw<FactsRow[]>`
    SELECT
      (SELECT count(*)::int FROM team_memberships m WHERE m.team_id = t.id) AS "memberCount",
      t.challenge_id IS NOT NULL AS "hasChallenge",
      EXISTS (
        SELECT 1 FROM meetings mt WHERE mt.team_id = t.id AND mt.status = 'held' AND mt.mentor_id IS NOT NULL
      ) AS "mentorMeetingHeld",
      EXISTS (SELECT 1 FROM team_projects p WHERE p.team_id = t.id AND p.status <> 'removed') AS "hasProject",
      EXISTS (
        SELECT 1 FROM team_projects p WHERE p.team_id = t.id AND p.status = 'showcased'
      ) AS "hasSubmittedProject",
      t.showcased_at IS NOT NULL
        AND NOT EXISTS (SELECT 1 FROM team_projects p WHERE p.team_id = t.id) AS "legacyShowcased"
    FROM teams t WHERE t.id = ${teamId}::uuid`;
  if (!row) return null;
  return {
    memberCount: row.memberCount,
    hasChallenge: row.hasChallenge,
    mentorMeetingHeld: row.mentorMeetingHeld,
    hasProject: row.hasProject || row.legacyShowcased,
    hasSubmittedProject: row.hasSubmittedProject || row.legacyShowcased,
  };
}

/**
 * Recomputes a team's milestones inside the transaction of the change that may have moved them (a join, a leave, a
 * removal, an edit of its challenge, a meeting held, an event about one of its projects), under the team row's lock.
 * When the set changed it is stored (teams.milestones; updated_at stays: it is the version of the leader's edits)
 * and team.milestones_changed is recorded in the same transaction. Returns the milestones now reached when they
 * changed, else null (also for an unknown team).
 */
export async function refreshMilestones(tx: MilestonesDb, teamId: string): Promise<TeamMilestone[] | null> {
  const [team] = await tx.$queryRaw<
    Array<{ name: string; programmeId: string | null; milestones: string[] | null }>
  >`
    SELECT name, programme_id::text AS "programmeId", milestones FROM teams WHERE id = ${teamId}::uuid FOR UPDATE`;
  if (!team) return null;
  const facts = await milestoneFactsOf(tx, teamId);
  if (!facts) return null;
  const reached = reachedMilestones(facts);
  if (sameMilestones(reached, team.milestones ?? [])) return null;
  await tx.$executeRaw`UPDATE teams SET milestones = ${reached}::text[] WHERE id = ${teamId}::uuid`;
  await recordEvent(tx, EVENTS.teamMilestonesChanged, {
    teamId,
    teamName: team.name,
    programmeId: team.programmeId,
    reached,
    progress: teamProgress(reached),
    changedAt: new Date().toISOString(),
  });
  return reached;
}
