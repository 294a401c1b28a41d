import { MODERATED_ITEM_TYPES, type EventEnvelope, type ModeratedItemType } from '@creators/contracts';
import { isUuid, type EventHandlers } from '@creators/platform';
import type { Prisma } from '../generated/prisma/client.js';
import { writeAudit } from './audit-log.js';
import { resolveOpenReports } from './report-resolution.js';

/** The durable consumer that follows staff's hide and restore in the owning services (also its processed_events key). */
export const MODERATION_CONSUMER = 'identity-moderation';

const isItemType = (value: unknown): value is ModeratedItemType =>
  (MODERATED_ITEM_TYPES as readonly unknown[]).includes(value);

/**
 * content.moderated (docs/product.md §14.2), in identity's transaction together with the processed_events row, so
 * a redelivered event counts once: the audit log gets the hide or restore (actor, item, the first author as whom it
 * concerns, reason, title), and a hide closes the item's open reports as actioned and tells the reporters
 * (reports.resolved, outcome hidden). A restore leaves reports alone: reports made after the hide stay open.
 * An event whose ids are not uuids is skipped (identity's columns could not hold it).
 */
export async function applyContentModerated(
  event: EventEnvelope<'content.moderated'>,
  tx: Prisma.TransactionClient,
): Promise<void> {
  const { itemType, itemId, actorId, hidden, reason, title } = event.payload;
  if (!isItemType(itemType) || !isUuid(itemId) || !isUuid(actorId)) return;
  const authorIds = Array.isArray(event.payload.authorIds) ? event.payload.authorIds.filter(isUuid) : [];
  await writeAudit(tx, {
    actorId,
    action: hidden ? 'hide' : 'restore',
    itemType,
    itemId,
    subjectUserId: authorIds[0] ?? null,
    reason: typeof reason === 'string' ? reason : null,
    details: { title: typeof title === 'string' ? title : '', authorIds, eventId: event.id },
  });
  if (hidden === true) await resolveOpenReports(tx, { itemType, itemId }, 'actioned', 'hidden', actorId);
}

/** The moderation consumer's handlers. */
export const moderationHandlers: EventHandlers<Prisma.TransactionClient> = {
  'content.moderated': applyContentModerated,
};
