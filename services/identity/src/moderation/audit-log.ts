import type { ModerationActionKind, ReportItemType } from '@creators/contracts';
import type { Prisma } from '../generated/prisma/client.js';

/** One staff action for the audit log (docs/product.md §14): written once, in the transaction of the action. */
export interface AuditEntry {
  actorId: string;
  action: ModerationActionKind;
  itemType?: ReportItemType | null;
  itemId?: string | null;
  /** Whom it concerns: the author of a hidden item, the suspended person, the verified mentor. */
  subjectUserId?: string | null;
  reason?: string | null;
  details?: Prisma.InputJsonObject;
}

/** Appends to the audit log. There is no update or delete path: the log is never edited. */
export async function writeAudit(tx: Prisma.TransactionClient, entry: AuditEntry): Promise<void> {
  await tx.moderationAction.create({
    data: {
      actorId: entry.actorId,
      action: entry.action,
      itemType: entry.itemType ?? null,
      itemId: entry.itemId ?? null,
      subjectUserId: entry.subjectUserId ?? null,
      reason: entry.reason ?? null,
      details: entry.details ?? {},
    },
  });
}
