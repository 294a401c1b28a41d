import {
  EVENTS,
  MENTORING_LIMITS,
  type EventPayloads,
  type MentorAvailability,
  type MentorSlot,
} from '@creators/contracts';
import { recordEvent } from '@creators/platform';
import type {
  MentorAvailability as AvailabilityRow,
  Prisma,
  User as UserRow,
} from '../generated/prisma/client.js';

export const MENTOR_ROLE = 'mentor';

/** The availability of a mentor who has not set one. */
export const DEFAULT_MENTOR_AVAILABILITY: MentorAvailability = {
  slots: [],
  timeZone: 'Europe/Berlin',
  maxTeams: MENTORING_LIMITS.maxTeamsDefault,
  notAvailableUntil: null,
  languages: [],
};

/** A mentor's availability as it is read: the stored row, or DEFAULT_MENTOR_AVAILABILITY (updatedAt null) when unset. */
export interface AvailabilityView {
  slots: MentorSlot[];
  timeZone: string;
  maxTeams: number;
  notAvailableUntil: Date | null;
  languages: string[];
  updatedAt: Date | null;
}

export type MentorAvailabilitySnapshot = EventPayloads['mentor.availability_updated'];

/** The slots column (jsonb, written only from mentorAvailabilitySchema) as typed slots; anything else is left out. */
export function slotsOf(value: Prisma.JsonValue): MentorSlot[] {
  if (!Array.isArray(value)) return [];
  return value.flatMap((slot) => {
    if (typeof slot !== 'object' || slot === null || Array.isArray(slot)) return [];
    const { day, start, end } = slot as Record<string, unknown>;
    return typeof day === 'number' && typeof start === 'string' && typeof end === 'string'
      ? [{ day, start, end }]
      : [];
  });
}

/** The stored availability, or the default one of a mentor who never set theirs. */
export function availabilityOf(row: AvailabilityRow | null): AvailabilityView {
  if (!row) {
    const { notAvailableUntil, ...defaults } = DEFAULT_MENTOR_AVAILABILITY;
    return {
      ...defaults,
      slots: [...defaults.slots],
      languages: [...defaults.languages],
      notAvailableUntil: notAvailableUntil ? new Date(notAvailableUntil) : null,
      updatedAt: null,
    };
  }
  return {
    slots: slotsOf(row.slots),
    timeZone: row.timeZone,
    maxTeams: row.maxTeams,
    notAvailableUntil: row.notAvailableUntil,
    languages: [...row.languages],
    updatedAt: row.updatedAt,
  };
}

/**
 * The one place the mentor.availability_updated payload is built: the availability as read (the default when
 * unset), isMentor from the role, expertise = the user's skills, verified once staff verified them (docs/product.md
 * §14). updatedAt is the later of the user's and the availability's updatedAt, so every change of either (each made
 * under the user's row lock) gives a newer snapshot.
 */
export function mentorAvailabilitySnapshot(
  user: Pick<UserRow, 'id' | 'role' | 'skills' | 'updatedAt' | 'mentorVerifiedAt'>,
  row: AvailabilityRow | null,
): MentorAvailabilitySnapshot {
  const availability = availabilityOf(row);
  const updatedAt =
    availability.updatedAt && availability.updatedAt > user.updatedAt
      ? availability.updatedAt
      : user.updatedAt;
  return {
    mentorId: user.id,
    isMentor: user.role === MENTOR_ROLE,
    slots: availability.slots.map(({ day, start, end }) => ({ day, start, end })),
    timeZone: availability.timeZone,
    maxTeams: availability.maxTeams,
    notAvailableUntil: availability.notAvailableUntil?.toISOString() ?? null,
    languages: availability.languages,
    expertise: [...user.skills],
    verified: user.mentorVerifiedAt !== null,
    updatedAt: updatedAt.toISOString(),
  };
}

/**
 * Records mentor.availability_updated for the user as the transaction sees them now (their row and their
 * availability), in the caller's transaction. Call it after every change that concerns a mentor: availability set,
 * registration as a mentor, a mentor's profile update, a role moving to or from mentor (then isMentor is false),
 * staff verifying or unverifying them.
 * Returns the snapshot, or null when the user does not exist.
 */
export async function recordMentorAvailability(
  tx: Prisma.TransactionClient,
  userId: string,
): Promise<MentorAvailabilitySnapshot | null> {
  const user = await tx.user.findUnique({
    where: { id: userId },
    select: {
      id: true,
      role: true,
      skills: true,
      updatedAt: true,
      mentorVerifiedAt: true,
      mentorAvailability: true,
    },
  });
  if (!user) return null;
  const snapshot = mentorAvailabilitySnapshot(user, user.mentorAvailability);
  await recordEvent(tx, EVENTS.mentorAvailabilityUpdated, snapshot);
  return snapshot;
}
