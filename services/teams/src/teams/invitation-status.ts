import type { TeamInvitation as InvitationRow } from '../generated/prisma/client.js';

/** An invitation not answered within 14 days expires (docs/product.md, invitations). */
export const INVITATION_LIFETIME_MS = 14 * 24 * 60 * 60 * 1000;

export const INVITATION_STATUSES = ['pending', 'accepted', 'declined', 'withdrawn', 'expired'] as const;
export type InvitationStatus = (typeof INVITATION_STATUSES)[number];

export const expiresAt = (row: Pick<InvitationRow, 'createdAt'>): Date =>
  new Date(row.createdAt.getTime() + INVITATION_LIFETIME_MS);

/** The stored status, except that a pending invitation past its 14 days reads as expired (never stored). */
export function invitationStatus(
  row: Pick<InvitationRow, 'status' | 'createdAt'>,
  now = Date.now(),
): InvitationStatus {
  if (row.status === 'pending' && expiresAt(row).getTime() <= now) return 'expired';
  return (INVITATION_STATUSES as readonly string[]).includes(row.status)
    ? (row.status as InvitationStatus)
    : 'pending';
}

/** Prisma filter: invitations still open (pending and not expired) at `now`. */
export const livePending = (now = Date.now()) => ({
  status: 'pending',
  createdAt: { gt: new Date(now - INVITATION_LIFETIME_MS) },
});
