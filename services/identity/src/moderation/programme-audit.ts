import { PROGRAMME_ORGANISER_ACTIONS, type EventEnvelope } from '@creators/contracts';
import { isUuid, type EventHandlers, type SqlExecutor } from '@creators/platform';

const isOrganiserAction = (value: unknown): boolean =>
  (PROGRAMME_ORGANISER_ACTIONS as readonly unknown[]).includes(value);

/**
 * Organisers' actions in the staff audit log (docs/product.md §14.2, §16.6): each programme.organiser_action becomes
 * one moderation_actions row with the programme's audit id, so a redelivered event writes nothing twice. An action of
 * a person identity no longer knows (erased since) is not logged under their id.
 */
export const programmeAuditHandlers: EventHandlers<SqlExecutor> = {
  'programme.organiser_action': async (event, tx) => {
    const data = (event as EventEnvelope<'programme.organiser_action'>).payload;
    if (!isUuid(data.auditId) || !isUuid(data.programmeId) || !isUuid(data.actorId)) return;
    if (!isOrganiserAction(data.action) || typeof data.programmeName !== 'string') return;
    const subject =
      typeof data.subjectUserId === 'string' && isUuid(data.subjectUserId) ? data.subjectUserId : null;
    const at = typeof data.at === 'string' && !Number.isNaN(Date.parse(data.at)) ? data.at : event.occurredAt;
    await tx.$executeRaw`
      INSERT INTO moderation_actions (id, actor_id, action, item_type, item_id, subject_user_id, details, created_at)
      SELECT ${data.auditId}::uuid, actor.id, ${data.action}, 'programme', ${data.programmeId}::uuid,
             (SELECT id FROM users WHERE id = ${subject}::uuid),
             jsonb_build_object('programme', ${data.programmeName}::text), ${at}::timestamptz
      FROM users actor WHERE actor.id = ${data.actorId}::uuid
      ON CONFLICT (id) DO NOTHING`;
  },
};
