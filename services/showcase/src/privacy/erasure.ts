import { EVENTS } from '@creators/contracts';
import { recordEvent, type EventHandlers, type SqlExecutor } from '@creators/platform';
import {
  erasedUserId,
  erasureConsumerName,
  scrubOutbox,
  tombstoneId,
} from '@creators/platform/privacy/erasure';

/** The durable consumer of user.erased in the showcase service (also its key in processed_events). */
export const ERASURE_CONSUMER = erasureConsumerName('showcase');

/** What erasing needs of the transaction: Prisma's raw SQL (a Prisma transaction client fits). */
export interface ErasureTransaction extends SqlExecutor {
  $queryRaw<T = unknown>(query: TemplateStringsArray, ...values: unknown[]): Promise<T>;
}

/**
 * The showcase service's part of erasure (docs/product.md §15), in one transaction:
 * - their likes and views go, and the counts of the projects follow;
 * - a project they made stays if its team has other members (its author a tombstone, shown as "a deleted member"),
 *   else it is deleted with its likes, views and feedback (project.removed, removed by the tombstone, tells the
 *   other services);
 * - their resources and the feedback they gave as a mentor are deleted; the copies of team memberships and team
 *   mentors name them no more;
 * - published outbox rows that mention them go.
 * Running it again finds nothing of theirs. Returns whether an event was recorded.
 */
export async function eraseFromShowcase(tx: ErasureTransaction, userId: string): Promise<boolean> {
  const tombstone = tombstoneId();
  await tx.$executeRaw`
    UPDATE projects p SET likes = GREATEST(p.likes - 1, 0)
    FROM project_likes l WHERE l.project_id = p.id AND l.user_id = ${userId}::uuid`;
  await tx.$executeRaw`DELETE FROM project_likes WHERE user_id = ${userId}::uuid`;
  await tx.$executeRaw`
    UPDATE projects p SET views = GREATEST(p.views - v.n, 0)
    FROM (SELECT project_id, count(*)::int AS n FROM project_views WHERE user_id = ${userId}::uuid GROUP BY project_id) v
    WHERE v.project_id = p.id`;
  await tx.$executeRaw`DELETE FROM project_views WHERE user_id = ${userId}::uuid`;
  await tx.$executeRaw`DELETE FROM project_feedback WHERE mentor_id = ${userId}::uuid`;

  const projects = await tx.$queryRaw<
    Array<{ id: string; title: string; team_id: string; status: string; shared: boolean }>
  >`
    SELECT p.id::text AS id, p.title, p.team_id::text AS team_id, p.status,
           EXISTS (SELECT 1 FROM team_members m
                   WHERE m.team_id = p.team_id AND m.user_id <> ${userId}::uuid) AS shared
    FROM projects p WHERE p.created_by = ${userId}::uuid
    ORDER BY p.id
    FOR UPDATE OF p`;
  let recorded = false;
  for (const project of projects) {
    if (project.shared) {
      await tx.$executeRaw`UPDATE projects SET created_by = ${tombstone}::uuid WHERE id = ${project.id}::uuid`;
      continue;
    }
    await tx.$executeRaw`DELETE FROM projects WHERE id = ${project.id}::uuid`;
    if (project.status === 'removed') continue;
    await recordEvent(tx, EVENTS.projectRemoved, {
      projectId: project.id,
      title: project.title,
      teamId: project.team_id,
      removedBy: tombstone,
    });
    recorded = true;
  }

  await tx.$executeRaw`DELETE FROM resources WHERE created_by = ${userId}::uuid`;
  await tx.$executeRaw`DELETE FROM team_members WHERE user_id = ${userId}::uuid`;
  await tx.$executeRaw`DELETE FROM team_member_departures WHERE user_id = ${userId}::uuid`;
  await tx.$executeRaw`DELETE FROM team_mentors WHERE mentor_id = ${userId}::uuid`;
  await tx.$executeRaw`DELETE FROM team_mentor_departures WHERE mentor_id = ${userId}::uuid`;
  await scrubOutbox(tx, userId);
  return recorded;
}

export const erasureHandlers: EventHandlers<ErasureTransaction> = {
  'user.erased': async (event, tx) => {
    const userId = erasedUserId(event);
    if (userId) await eraseFromShowcase(tx, userId);
  },
};
