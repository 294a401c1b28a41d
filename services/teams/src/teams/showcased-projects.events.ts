import type { EventEnvelope } from '@creators/contracts';
import type { EventHandlers } from '@creators/platform';
import { isUuid } from '@creators/platform';
import { refreshMilestones, type MilestonesDb } from './team-milestones.js';
import { applyTeamProjectChange, markShowcased, type TeamProjectStatus } from './team-projects.js';

/**
 * Durable consumer name (also its key in processed_events). It kept its name when it learned project.updated and
 * project.removed besides project.showcased, and with it its place in the stream.
 */
export const SHOWCASED_PROJECTS_CONSUMER = 'teams-showcased-projects';

/** The event's time, or now when it carries none that parses. */
const timeOf = (event: EventEnvelope): string =>
  Number.isNaN(Date.parse(event.occurredAt)) ? new Date().toISOString() : event.occurredAt;

/**
 * Applies one event about a project of a team to team_projects and recomputes the team's milestones (project and
 * submitted, docs/product.md §16.3), recording team.milestones_changed when they moved. A showcased project also
 * marks the team's first showcase time (teams.showcased_at). An event for a team this service does not know, or
 * with ids that are not uuids, changes nothing (rather than being retried forever).
 */
async function projectChanged(
  tx: MilestonesDb,
  event: EventEnvelope,
  projectId: string,
  teamId: string,
  status: TeamProjectStatus,
): Promise<void> {
  if (!isUuid(teamId) || !isUuid(projectId)) return;
  const changedAt = timeOf(event);
  await applyTeamProjectChange(tx, { projectId, teamId, status, changedAt });
  if (status === 'showcased') await markShowcased(tx, teamId, changedAt);
  await refreshMilestones(tx, teamId);
}

/** An event recorded before projects had a status in them was about a showcased project (all were). */
const statusOf = (status: string | undefined): TeamProjectStatus =>
  status === 'planning' ? 'planning' : 'showcased';

/**
 * The teams service's read model of each team's projects (the showcase service owns them): project.showcased (a
 * project was created, planning or showcased), project.updated (its status may have moved) and project.removed.
 * Events are ordered by their time (team-projects.ts); a removal is final.
 */
export const showcasedProjectHandlers: EventHandlers<MilestonesDb> = {
  'project.showcased': async (event, tx) => {
    const { projectId, teamId, status } = event.payload;
    await projectChanged(tx, event, projectId, teamId, statusOf(status));
  },
  'project.updated': async (event, tx) => {
    const { projectId, teamId, status } = event.payload;
    await projectChanged(tx, event, projectId, teamId, statusOf(status));
  },
  'project.removed': async (event, tx) => {
    const { projectId, teamId } = event.payload;
    await projectChanged(tx, event, projectId, teamId, 'removed');
  },
};
