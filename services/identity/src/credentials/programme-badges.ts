import type { EventEnvelope } from '@creators/contracts';
import { isUuid, type EventHandlers, type SqlExecutor } from '@creators/platform';
import type { Prisma } from '../generated/prisma/client.js';

/** The durable consumer that gives the programmes' badges and revokes credentials (also its processed_events key). */
export const CREDENTIALS_CONSUMER = 'identity-credentials';

const uuids = (value: unknown): string[] =>
  Array.isArray(value)
    ? [...new Set(value.filter((id): id is string => typeof id === 'string' && isUuid(id)))]
    : [];
const text = (value: unknown, max = 300): string | null =>
  typeof value === 'string' && value.trim() ? value.trim().slice(0, max) : null;

/**
 * programme.results_published (docs/product.md §17.4): each award winner's members get a badge for that award, every
 * person in completedMemberIds a "Completed <programme>" badge, each once (the unique key of programme_badges: a
 * replayed or repeated event adds nothing); people identity does not know (erased) get none. Every new badge gets
 * its place in the revocation status lists at once, so that a later hide of its project can revoke it.
 */
export async function givenProgrammeBadges(
  event: EventEnvelope<'programme.results_published'>,
  tx: Prisma.TransactionClient,
): Promise<void> {
  const data = event.payload;
  const programmeName = text(data.programmeName);
  if (!isUuid(data.programmeId) || !programmeName) return;
  const awardedAt = Number.isNaN(Date.parse(data.publishedAt)) ? event.occurredAt : data.publishedAt;
  for (const award of Array.isArray(data.awards) ? data.awards : []) {
    const awardKey = text(award?.awardId, 100);
    const name = text(award?.name);
    const members = uuids(award?.memberIds);
    if (!awardKey || !name || members.length === 0) continue;
    const projectId = typeof award.projectId === 'string' && isUuid(award.projectId) ? award.projectId : null;
    await tx.$executeRaw`
      INSERT INTO programme_badges (id, user_id, programme_id, programme_name, kind, award_key, award_name,
                                    award_name_de, project_id, project_title, awarded_at)
      SELECT gen_random_uuid(), u.id, ${data.programmeId}::uuid, ${programmeName}, 'award', ${awardKey}, ${name},
             ${text(award.nameDe)}, ${projectId}::uuid, ${text(award.projectTitle)}, ${awardedAt}::timestamptz
      FROM users u WHERE u.id = ANY(${members}::uuid[])
      ON CONFLICT (user_id, programme_id, kind, award_key) DO NOTHING`;
  }
  const completed = uuids(data.completedMemberIds);
  if (completed.length > 0)
    await tx.$executeRaw`
      INSERT INTO programme_badges (id, user_id, programme_id, programme_name, kind, award_key, awarded_at)
      SELECT gen_random_uuid(), u.id, ${data.programmeId}::uuid, ${programmeName}, 'completed', '', ${awardedAt}::timestamptz
      FROM users u WHERE u.id = ANY(${completed}::uuid[])
      ON CONFLICT (user_id, programme_id, kind, award_key) DO NOTHING`;
  await tx.$executeRaw`
    INSERT INTO credential_statuses (credential_id, user_id)
    SELECT id, user_id FROM programme_badges WHERE programme_id = ${data.programmeId}::uuid ORDER BY awarded_at, id
    ON CONFLICT (credential_id) DO NOTHING`;
}

/**
 * content.moderated hiding a project: the award badges won with it are revoked, and their credentials with them (the
 * status list says so from now on). Revocation is final: restoring the project does not take it back (docs/product.md
 * §17.4).
 */
export async function revokedForHiddenProject(
  event: EventEnvelope<'content.moderated'>,
  tx: Prisma.TransactionClient,
): Promise<void> {
  const { itemType, itemId, hidden } = event.payload;
  if (itemType !== 'project' || hidden !== true || !isUuid(itemId)) return;
  await tx.$executeRaw`
    UPDATE programme_badges SET revoked_at = ${event.occurredAt}::timestamptz
    WHERE project_id = ${itemId}::uuid AND kind = 'award' AND revoked_at IS NULL`;
  await tx.$executeRaw`
    UPDATE credential_statuses SET revoked_at = ${event.occurredAt}::timestamptz, revoked_for = 'moderated'
    WHERE revoked_at IS NULL
      AND credential_id IN (SELECT id FROM programme_badges WHERE project_id = ${itemId}::uuid AND kind = 'award')`;
}

/** The credentials consumer's handlers. */
export const credentialsHandlers: EventHandlers<Prisma.TransactionClient> = {
  'programme.results_published': (event, tx) =>
    givenProgrammeBadges(event as EventEnvelope<'programme.results_published'>, tx),
  'content.moderated': (event, tx) =>
    revokedForHiddenProject(event as EventEnvelope<'content.moderated'>, tx),
};

/**
 * Erasure (privacy/erasure.ts): every credential of the person is revoked and no longer names them; the rows stay,
 * so a credential they downloaded verifies as revoked.
 */
export async function revokeCredentialsOfErased(tx: SqlExecutor, userId: string, at: string): Promise<void> {
  await tx.$executeRaw`
    UPDATE credential_statuses
    SET revoked_at = COALESCE(revoked_at, ${at}::timestamptz), revoked_for = COALESCE(revoked_for, 'erased'),
        user_id = NULL
    WHERE user_id = ${userId}::uuid`;
}
