import type { EventHandlers } from '@creators/platform';
import { isUuid } from '@creators/platform';
import type { Prisma } from '../generated/prisma/client.js';

/** Durable consumer name (also its key in processed_events). */
export const SHOWCASED_PROJECTS_CONSUMER = 'teams-showcased-projects';

/**
 * project.showcased (from showcase): the team's first showcase time goes into teams.showcased_at, which feeds the
 * team's progress. Only the first counts (a later project, or the same event again, changes nothing); an event
 * for a team this service does not know changes nothing either.
 */
export const showcasedProjectHandlers: EventHandlers<Prisma.TransactionClient> = {
  'project.showcased': async (event, tx) => {
    const { teamId } = event.payload;
    if (!isUuid(teamId)) return;
    const showcasedAt = Number.isNaN(Date.parse(event.occurredAt))
      ? new Date().toISOString()
      : event.occurredAt;
    await tx.$executeRaw`
      UPDATE teams SET showcased_at = ${showcasedAt}::timestamptz
      WHERE id = ${teamId}::uuid AND showcased_at IS NULL`;
  },
};
