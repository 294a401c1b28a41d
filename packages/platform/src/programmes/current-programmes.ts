import type { EventHandlers } from '../events/event-delivery.js';
import type { SqlExecutor } from '../events/sql-executor.js';
import { isUuid } from '../database/uuid.js';

/**
 * The current_programmes read model of the services whose new rows belong to their author's programme (challenges,
 * teams; docs/product.md §16.1): one table of the same shape in each, kept by the same handler.
 */

/** What reading and writing current_programmes needs: Prisma's raw SQL (a client or a transaction client). */
export interface CurrentProgrammesDb extends SqlExecutor {
  $queryRaw<T = unknown>(query: TemplateStringsArray, ...values: unknown[]): Promise<T>;
}

/** A person's current programme as programme.current_changed says it (docs/product.md §16). */
export interface CurrentProgrammeChange {
  userId: string;
  programmeId: string | null;
  changedAt: string;
}

/**
 * The current_programmes read model: which programme each person works in now, as the programmes service last said.
 * A change older than (or as old as) the one stored changes nothing, so redelivered and late events never win over
 * a newer one.
 */
export async function applyCurrentProgramme(
  db: CurrentProgrammesDb,
  change: CurrentProgrammeChange,
): Promise<void> {
  await db.$executeRaw`
    INSERT INTO current_programmes (user_id, programme_id, changed_at)
    VALUES (${change.userId}::uuid, ${change.programmeId}::uuid, ${change.changedAt}::timestamptz)
    ON CONFLICT (user_id) DO UPDATE SET programme_id = EXCLUDED.programme_id, changed_at = EXCLUDED.changed_at
    WHERE current_programmes.changed_at < EXCLUDED.changed_at`;
}

/** The programme `userId` works in now; null for none (or when the programmes service has not said yet). */
export async function currentProgrammeOf(db: CurrentProgrammesDb, userId: string): Promise<string | null> {
  const [row] = await db.$queryRaw<Array<{ programme_id: string | null }>>`
    SELECT programme_id::text AS programme_id FROM current_programmes WHERE user_id = ${userId}::uuid`;
  return row?.programme_id ?? null;
}

/** Erasure (user.erased): the person's row goes. */
export async function forgetCurrentProgramme(db: CurrentProgrammesDb, userId: string): Promise<void> {
  await db.$executeRaw`DELETE FROM current_programmes WHERE user_id = ${userId}::uuid`;
}

/**
 * programme.current_changed (from programmes): the programme a person works in now, which what they create from then
 * on belongs to. Ordered by changedAt; an event with a malformed id or time is ignored rather than retried forever.
 */
export const currentProgrammeHandlers: EventHandlers<CurrentProgrammesDb> = {
  'programme.current_changed': async (event, tx) => {
    const { userId, programmeId, changedAt } = event.payload;
    if (!isUuid(userId) || (programmeId !== null && !isUuid(programmeId))) return;
    if (typeof changedAt !== 'string' || Number.isNaN(Date.parse(changedAt))) return;
    await applyCurrentProgramme(tx, { userId, programmeId, changedAt });
  },
};
