import {
  MENTORING_LIMITS,
  MENTORING_REQUEST_STATUSES,
  type MentoringRequestStatus,
} from '@creators/contracts';
import type { MentoringRequest as RequestRow } from '../generated/prisma/client.js';
import { MentoringRequestType } from './mentoring.types.js';

/** How long a pending request stays open (MENTORING_LIMITS.requestExpiryDays). */
export const REQUEST_LIFETIME_MS = MENTORING_LIMITS.requestExpiryDays * 24 * 60 * 60 * 1000;

/** True when a pending request made at `createdAt` has expired by `now`. */
const mentoringRequestExpired = (createdAt: Date, now = new Date()): boolean =>
  now.getTime() - createdAt.getTime() >= REQUEST_LIFETIME_MS;

export const requestExpiresAt = (row: Pick<RequestRow, 'createdAt'>): Date =>
  new Date(row.createdAt.getTime() + REQUEST_LIFETIME_MS);

/** The stored status, except that a pending request past its days reads as expired (never stored as such then). */
export function mentoringRequestStatus(
  row: Pick<RequestRow, 'status' | 'createdAt'>,
  now = new Date(),
): MentoringRequestStatus {
  if (row.status === 'pending' && mentoringRequestExpired(row.createdAt, now)) return 'expired';
  return (MENTORING_REQUEST_STATUSES as readonly string[]).includes(row.status)
    ? (row.status as MentoringRequestStatus)
    : 'pending';
}

/** Prisma filter: requests still open (pending and not expired) at `now`. */
export const openRequests = (now = new Date()) => ({
  status: 'pending',
  createdAt: { gt: new Date(now.getTime() - REQUEST_LIFETIME_MS) },
});

export function toMentoringRequestType(row: RequestRow, now = new Date()): MentoringRequestType {
  return Object.assign(new MentoringRequestType(), {
    id: row.id,
    teamId: row.teamId,
    mentorId: row.mentorId,
    requestedBy: row.requestedBy,
    message: row.message,
    topics: row.topics,
    status: mentoringRequestStatus(row, now),
    note: row.note,
    createdAt: row.createdAt,
    answeredAt: row.answeredAt,
    expiresAt: requestExpiresAt(row),
  });
}
