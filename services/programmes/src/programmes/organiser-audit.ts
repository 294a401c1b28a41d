import { EVENTS, type ProgrammeOrganiserAction } from '@creators/contracts';
import { recordEvent } from '@creators/platform';
import type { Prisma } from '../generated/prisma/client.js';
import type { ProgrammesRepository } from './programmes.repository.js';

export interface OrganiserAction {
  programme: { id: string; name: string };
  actorId: string;
  action: ProgrammeOrganiserAction;
  /** The organiser named, for programme_organiser_added. */
  subjectUserId?: string;
  detail?: Record<string, unknown>;
}

/**
 * Audits an organiser's (or staff's) action in the transaction of the action (docs/product.md §16.6): the programme's
 * own audit row, and the event that puts it into the staff audit log.
 */
export async function auditOrganiserAction(
  tx: Prisma.TransactionClient,
  programmes: Pick<ProgrammesRepository, 'audit'>,
  entry: OrganiserAction,
): Promise<void> {
  const row = await programmes.audit(tx, {
    programmeId: entry.programme.id,
    actorId: entry.actorId,
    action: entry.action,
    detail: entry.detail,
  });
  await recordEvent(tx, EVENTS.programmeOrganiserAction, {
    auditId: row.id,
    programmeId: entry.programme.id,
    programmeName: entry.programme.name,
    actorId: entry.actorId,
    action: entry.action,
    subjectUserId: entry.subjectUserId ?? null,
    at: row.createdAt.toISOString(),
  });
}
