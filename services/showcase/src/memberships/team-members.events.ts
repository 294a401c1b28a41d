import type { EventEnvelope } from '@creators/contracts';
import type { EventHandlers, SqlExecutor } from '@creators/platform';
import { isUuid } from '../database/prisma.service.js';
import { setTeamProgramme } from '../programmes/programme-deadlines.js';

/** The durable consumer that keeps team_members up to date (also its key in processed_events). */
export const TEAM_MEMBERS_CONSUMER = 'showcase-team-members';

async function addMembers(
  tx: SqlExecutor,
  teamId: string,
  userIds: string[],
  joinedAt: string,
): Promise<void> {
  for (const userId of new Set(userIds)) {
    // A join recorded before the person's last departure (delivered late) changes nothing.
    await tx.$executeRaw`
      INSERT INTO team_members (team_id, user_id, joined_at)
      SELECT ${teamId}::uuid, ${userId}::uuid, ${joinedAt}::timestamptz
      WHERE NOT EXISTS (
        SELECT 1 FROM team_member_departures
        WHERE team_id = ${teamId}::uuid AND user_id = ${userId}::uuid AND left_at >= ${joinedAt}::timestamptz)
      ON CONFLICT DO NOTHING`;
  }
}

async function removeMember(tx: SqlExecutor, teamId: string, userId: string, leftAt: string): Promise<void> {
  // A departure recorded before the person's current membership began (delivered late) changes nothing.
  await tx.$executeRaw`
    DELETE FROM team_members
    WHERE team_id = ${teamId}::uuid AND user_id = ${userId}::uuid AND joined_at <= ${leftAt}::timestamptz`;
  await tx.$executeRaw`
    INSERT INTO team_member_departures (team_id, user_id, left_at)
    VALUES (${teamId}::uuid, ${userId}::uuid, ${leftAt}::timestamptz)
    ON CONFLICT (team_id, user_id) DO UPDATE SET left_at = GREATEST(team_member_departures.left_at, EXCLUDED.left_at)`;
}

const validIds = (event: EventEnvelope, ...ids: string[]) =>
  ids.every(isUuid) && !Number.isNaN(Date.parse(event.occurredAt));

/**
 * The showcase service's read model of team memberships (the teams service owns them), and of the programme each
 * team belongs to (team_programmes, from team.created): the leader of a new team,
 * and whoever joins one (with the leader again, in case team.created predates the stream); a member who leaves or
 * is removed (team.member_left, team.member_removed) is no longer one: they cannot showcase for that team and its
 * projects leave their `mine` list and User.projects (product.md, teams change who is in them). Inserts and deletes
 * are idempotent; an event with ids that are not uuids is ignored rather than retried forever. A redelivered event
 * can arrive after a later one, so the times decide: a join older than the person's last departure is not applied,
 * nor a departure older than their current membership. memberships-follow-teams.test.ts
 * fails when teams gains an event or a mutation that changes memberships and this model does not handle it.
 */
export const teamMemberHandlers: EventHandlers<SqlExecutor> = {
  'team.created': async (event, tx) => {
    const { teamId, leaderId, programmeId } = event.payload;
    if (!validIds(event, teamId, leaderId)) return;
    await addMembers(tx, teamId, [leaderId], event.occurredAt);
    // The programme it belongs to (docs/product.md §16); absent in events recorded before programmes existed.
    if (typeof programmeId === 'string' && isUuid(programmeId))
      await setTeamProgramme(tx, teamId, programmeId);
  },
  'team.member_joined': async (event, tx) => {
    const { teamId, userId, leaderId } = event.payload;
    if (!validIds(event, teamId, userId, leaderId)) return;
    await addMembers(tx, teamId, [leaderId, userId], event.occurredAt);
  },
  'team.member_left': async (event, tx) => {
    const { teamId, userId } = event.payload;
    if (!validIds(event, teamId, userId)) return;
    await removeMember(tx, teamId, userId, event.occurredAt);
  },
  'team.member_removed': async (event, tx) => {
    const { teamId, userId } = event.payload;
    if (!validIds(event, teamId, userId)) return;
    await removeMember(tx, teamId, userId, event.occurredAt);
  },
};
