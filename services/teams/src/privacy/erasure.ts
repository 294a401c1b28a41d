import type { EventHandlers, SqlExecutor } from '@creators/platform';
import {
  erasedUserId,
  erasureConsumerName,
  scrubOutbox,
  tombstoneId,
} from '@creators/platform/privacy/erasure';
import { forgetCurrentProgramme } from '@creators/platform/programmes/current-programmes';

/** The durable consumer of user.erased in the teams service (also its key in processed_events). */
export const ERASURE_CONSUMER = erasureConsumerName('teams');

/** What erasing needs of the transaction: Prisma's raw SQL (a Prisma transaction client fits). */
export interface ErasureTransaction extends SqlExecutor {
  $queryRaw<T = unknown>(query: TemplateStringsArray, ...values: unknown[]): Promise<T>;
}

/**
 * The teams service's part of erasure (docs/product.md §15), in one transaction:
 * - a team the person led or was in that has other members stays, with its member count: their membership names a
 *   tombstone (shown as "a deleted member") and, if they led it, the lead goes to the member who joined first (as
 *   when a leader leaves); a team with nobody else in it is deleted, with its meetings, invitations and requests;
 * - invitations to them, their removals, their mentor profile and the teams they mentored (and requests to them)
 *   go; invitations and requests they made, and meetings they host, name the tombstone; their upcoming meetings as
 *   a team's mentor are cancelled;
 * - their team chat messages stay as deleted, by the tombstone, and their chat read markers go;
 * - their row of the current_programmes read model goes;
 * - published outbox rows that mention them go.
 * Nothing is published: every service applies user.erased to its own read models. Running it again finds nothing.
 */
export async function eraseFromTeams(tx: ErasureTransaction, userId: string): Promise<void> {
  const tombstone = tombstoneId();
  // Their teams, locked in id order (as every membership change locks its team first).
  const teams = await tx.$queryRaw<Array<{ id: string; leader_id: string }>>`
    SELECT id::text AS id, leader_id::text AS leader_id FROM teams
    WHERE leader_id = ${userId}::uuid
       OR id IN (SELECT team_id FROM team_memberships WHERE user_id = ${userId}::uuid)
    ORDER BY id
    FOR UPDATE`;
  for (const team of teams) {
    const others = await tx.$queryRaw<Array<{ id: string; user_id: string }>>`
      SELECT id::text AS id, user_id::text AS user_id FROM team_memberships
      WHERE team_id = ${team.id}::uuid AND user_id <> ${userId}::uuid
      ORDER BY joined_at, id`;
    if (others.length === 0) {
      await tx.$executeRaw`DELETE FROM meetings WHERE team_id = ${team.id}::uuid`;
      await tx.$executeRaw`DELETE FROM teams WHERE id = ${team.id}::uuid`;
      continue;
    }
    await tx.$executeRaw`
      UPDATE team_memberships SET user_id = ${tombstone}::uuid, role = 'member'
      WHERE team_id = ${team.id}::uuid AND user_id = ${userId}::uuid`;
    if (team.leader_id === userId) {
      const successor = others[0]!;
      await tx.$executeRaw`UPDATE team_memberships SET role = 'leader' WHERE id = ${successor.id}::uuid`;
      await tx.$executeRaw`
        UPDATE teams SET leader_id = ${successor.user_id}::uuid, updated_at = now() WHERE id = ${team.id}::uuid`;
    }
  }
  await tx.$executeRaw`DELETE FROM team_invitations WHERE invited_user_id = ${userId}::uuid`;
  await tx.$executeRaw`UPDATE team_invitations SET invited_by = ${tombstone}::uuid WHERE invited_by = ${userId}::uuid`;
  await tx.$executeRaw`DELETE FROM team_removals WHERE user_id = ${userId}::uuid`;
  await tx.$executeRaw`DELETE FROM mentoring_requests WHERE mentor_id = ${userId}::uuid`;
  await tx.$executeRaw`
    UPDATE mentoring_requests SET requested_by = ${tombstone}::uuid WHERE requested_by = ${userId}::uuid`;
  await tx.$executeRaw`DELETE FROM team_mentors WHERE mentor_id = ${userId}::uuid`;
  await tx.$executeRaw`DELETE FROM mentor_profiles WHERE mentor_id = ${userId}::uuid`;
  await tx.$executeRaw`
    UPDATE meetings SET status = 'cancelled', updated_at = now()
    WHERE mentor_id = ${userId}::uuid AND status = 'scheduled' AND scheduled_at > now()`;
  await tx.$executeRaw`UPDATE meetings SET mentor_id = ${tombstone}::uuid WHERE mentor_id = ${userId}::uuid`;
  await tx.$executeRaw`UPDATE meetings SET host_id = ${tombstone}::uuid WHERE host_id = ${userId}::uuid`;
  // Their team chat messages stay in their place as deleted, by the tombstone; their read markers go (§11.6).
  await tx.$executeRaw`
    UPDATE team_chat_messages SET body = '', hidden_reason = NULL, author_id = ${tombstone}::uuid,
      deleted_at = COALESCE(deleted_at, now())
    WHERE author_id = ${userId}::uuid`;
  await tx.$executeRaw`DELETE FROM team_chat_reads WHERE user_id = ${userId}::uuid`;
  await forgetCurrentProgramme(tx, userId);
  await scrubOutbox(tx, userId);
}

export const erasureHandlers: EventHandlers<ErasureTransaction> = {
  'user.erased': async (event, tx) => {
    const userId = erasedUserId(event);
    if (userId) await eraseFromTeams(tx, userId);
  },
};

/** Of `challengeIds`, those with at least one team (hidden ones included): the challenges service asks on erasure. */
export async function challengesWithTeams(
  db: Pick<ErasureTransaction, '$queryRaw'>,
  challengeIds: readonly string[],
): Promise<string[]> {
  if (challengeIds.length === 0) return [];
  const rows = await db.$queryRaw<Array<{ challenge_id: string }>>`
    SELECT DISTINCT challenge_id::text AS challenge_id FROM teams
    WHERE challenge_id = ANY(${[...challengeIds]}::uuid[])`;
  return rows.map((row) => row.challenge_id);
}
