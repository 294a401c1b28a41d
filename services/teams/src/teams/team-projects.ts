import type { MilestonesDb } from './team-milestones.js';

/** A project's status as the showcase service says it; removed is final. */
export type TeamProjectStatus = 'planning' | 'showcased' | 'removed';

/** One event about a project of a team (project.showcased, project.updated, project.removed). */
export interface TeamProjectChange {
  projectId: string;
  teamId: string;
  status: TeamProjectStatus;
  /** When it happened (the event's time): an older change never overwrites a newer one. */
  changedAt: string;
}

/**
 * The team_projects read model (docs/product.md §16.3): stores what `change` says of the project, unless the team is
 * unknown here, the project is already removed (removal is final: a removed project is never edited again), or a
 * newer change was applied already (a redelivered or late event; of two at the same time the later applied wins). A
 * removal applies whatever its time. Returns
 * whether the row changed.
 */
export async function applyTeamProjectChange(db: MilestonesDb, change: TeamProjectChange): Promise<boolean> {
  const changed = await db.$executeRaw`
    INSERT INTO team_projects (project_id, team_id, status, changed_at)
    SELECT ${change.projectId}::uuid, t.id, ${change.status}, ${change.changedAt}::timestamptz
    FROM teams t WHERE t.id = ${change.teamId}::uuid
    ON CONFLICT (project_id) DO UPDATE SET status = EXCLUDED.status, changed_at = EXCLUDED.changed_at
    WHERE team_projects.status <> 'removed'
      AND (EXCLUDED.status = 'removed' OR team_projects.changed_at <= EXCLUDED.changed_at)`;
  return changed > 0;
}

/** Records the team's first showcased project's time (teams.showcased_at); a later one changes nothing. */
export async function markShowcased(db: MilestonesDb, teamId: string, showcasedAt: string): Promise<void> {
  await db.$executeRaw`
    UPDATE teams SET showcased_at = ${showcasedAt}::timestamptz
    WHERE id = ${teamId}::uuid AND showcased_at IS NULL`;
}
