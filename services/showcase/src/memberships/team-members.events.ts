import type { EventEnvelope } from '@creators/contracts';
import type { EventHandlers, SqlExecutor } from '@creators/platform';
import { isUuid } from '../database/prisma.service.js';

/** The durable consumer that keeps team_members up to date (also its key in processed_events). */
export const TEAM_MEMBERS_CONSUMER = 'showcase-team-members';

async function addMembers(
  tx: SqlExecutor,
  teamId: string,
  userIds: string[],
  joinedAt: string,
): Promise<void> {
  for (const userId of new Set(userIds)) {
    await tx.$executeRaw`
      INSERT INTO team_members (team_id, user_id, joined_at)
      VALUES (${teamId}::uuid, ${userId}::uuid, ${joinedAt}::timestamptz)
      ON CONFLICT DO NOTHING`;
  }
}

const validIds = (event: EventEnvelope, ...ids: string[]) =>
  ids.every(isUuid) && !Number.isNaN(Date.parse(event.occurredAt));

/**
 * The showcase service's read model of team memberships (the teams service owns them): the leader of a new team,
 * and whoever joins one (with the leader again, in case team.created predates the stream). Inserts are idempotent;
 * an event with ids that are not uuids is ignored rather than retried forever. Rows are never removed: teams has no
 * way to leave a team or remove one, so memberships only grow (memberships-only-grow.test.ts fails the day that
 * changes, and this model must then learn the event).
 */
export const teamMemberHandlers: EventHandlers<SqlExecutor> = {
  'team.created': async (event, tx) => {
    const { teamId, leaderId } = event.payload;
    if (!validIds(event, teamId, leaderId)) return;
    await addMembers(tx, teamId, [leaderId], event.occurredAt);
  },
  'team.member_joined': async (event, tx) => {
    const { teamId, userId, leaderId } = event.payload;
    if (!validIds(event, teamId, userId, leaderId)) return;
    await addMembers(tx, teamId, [leaderId, userId], event.occurredAt);
  },
};
