import { EVENTS, type ReportItemType } from '@creators/contracts';
import { recordEvent } from '@creators/platform';
import type { Prisma } from '../generated/prisma/client.js';

/** How staff closed reports: dismissed (the item stays as it is) or actioned (hidden, person suspended). */
export type ReportResolution = 'dismissed' | 'actioned';

/**
 * In the caller's transaction: closes every open report of an item (status, resolved_at/by; open_key null, so the
 * same people may report it again later) and, when there were any, records reports.resolved with the reporters,
 * who hear the outcome (docs/product.md §14.1). Returns the reporters' ids.
 */
export async function resolveOpenReports(
  tx: Prisma.TransactionClient,
  item: { itemType: ReportItemType; itemId: string },
  resolution: ReportResolution,
  outcome: 'hidden' | 'suspended' | 'dismissed',
  resolvedBy: string,
  now = new Date(),
): Promise<string[]> {
  const rows = await tx.$queryRaw<Array<{ reporter_id: string }>>`
    UPDATE reports
    SET status = ${resolution}, open_key = NULL, resolved_at = ${now}, resolved_by = ${resolvedBy}::uuid
    WHERE item_type = ${item.itemType} AND item_id = ${item.itemId}::uuid AND status = 'open'
    RETURNING reporter_id::text AS reporter_id`;
  const reporterIds = [...new Set(rows.map((row) => row.reporter_id))];
  if (reporterIds.length > 0)
    await recordEvent(tx, EVENTS.reportsResolved, { ...item, reporterIds, outcome });
  return reporterIds;
}
