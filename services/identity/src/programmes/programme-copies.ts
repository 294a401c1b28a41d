import type { EventEnvelope } from '@creators/contracts';
import { isUuid, type EventHandlers, type SqlExecutor } from '@creators/platform';

/** The durable consumer that keeps identity's copy of programmes and their members (also its processed_events key). */
export const PROGRAMMES_CONSUMER = 'identity-programmes';

/** What keeping the copies needs of the transaction: Prisma's raw SQL (a Prisma transaction client fits). */
export interface ProgrammeCopyTransaction extends SqlExecutor {
  $queryRaw<T = unknown>(query: TemplateStringsArray, ...values: unknown[]): Promise<T>;
}

/** What the programme code lookup needs: raw SQL reads. */
export interface ProgrammeCodeReader {
  $queryRaw<T = unknown>(query: TemplateStringsArray, ...values: unknown[]): Promise<T>;
}

const validTime = (value: unknown): value is string =>
  typeof value === 'string' && !Number.isNaN(Date.parse(value));

/**
 * What identity keeps of the programmes service's events (docs/product.md §16):
 * - programme.updated → the programme's join code, name, time zone and resultsAt, the newest snapshot by updatedAt
 *   (an older one arriving late never overwrites it; the code may change);
 * - programme.member_joined → the membership (whose challenges the person hears of), for a person identity knows.
 */
export const programmeCopyHandlers: EventHandlers<ProgrammeCopyTransaction> = {
  'programme.updated': async (event, tx) => {
    const data = (event as EventEnvelope<'programme.updated'>).payload;
    if (!isUuid(data.programmeId) || !validTime(data.updatedAt) || !validTime(data.resultsAt)) return;
    if (typeof data.joinCode !== 'string' || typeof data.name !== 'string') return;
    await tx.$executeRaw`
      INSERT INTO programmes (id, name, join_code, results_at, time_zone, updated_at)
      VALUES (${data.programmeId}::uuid, ${data.name}, ${data.joinCode.trim().toUpperCase()},
              ${data.resultsAt}::timestamptz, ${typeof data.timeZone === 'string' ? data.timeZone : 'UTC'},
              ${data.updatedAt}::timestamptz)
      ON CONFLICT (id) DO UPDATE SET name = EXCLUDED.name, join_code = EXCLUDED.join_code,
        results_at = EXCLUDED.results_at, time_zone = EXCLUDED.time_zone, updated_at = EXCLUDED.updated_at
      WHERE programmes.updated_at < EXCLUDED.updated_at`;
  },
  'programme.member_joined': async (event, tx) => {
    const { programmeId, userId } = (event as EventEnvelope<'programme.member_joined'>).payload;
    if (!isUuid(programmeId) || !isUuid(userId)) return;
    await tx.$executeRaw`
      INSERT INTO programme_members (programme_id, user_id, joined_at)
      SELECT ${programmeId}::uuid, id, ${event.occurredAt}::timestamptz FROM users WHERE id = ${userId}::uuid
      ON CONFLICT DO NOTHING`;
  },
};

/**
 * The programme whose join code this is, while it may still be joined by registering (until its resultsAt), or null.
 * Codes are kept upper-case; where two programmes' snapshots carry the same code (it moved), the newest wins.
 */
export async function programmeByJoinCode(
  db: ProgrammeCodeReader,
  code: string,
  now = new Date(),
): Promise<{ id: string } | null> {
  const [row] = await db.$queryRaw<Array<{ id: string; resultsAt: Date }>>`
    SELECT id::text AS id, results_at AS "resultsAt" FROM programmes
    WHERE join_code = ${code.trim().toUpperCase()}
    ORDER BY updated_at DESC LIMIT 1`;
  return row && row.resultsAt.getTime() > now.getTime() ? { id: row.id } : null;
}
