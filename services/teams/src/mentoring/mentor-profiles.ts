import { Injectable } from '@nestjs/common';
import { MENTORING_LIMITS, mentorSlotSchema, type MentorSlot } from '@creators/contracts';
import { isUuid } from '@creators/platform';
import { PrismaService } from '../database/prisma.service.js';
import type { Prisma } from '../generated/prisma/client.js';

/** A mentor as this service learned them from identity (mentor_profiles). */
export interface MentorProfile {
  mentorId: string;
  isMentor: boolean;
  slots: MentorSlot[];
  timeZone: string;
  maxTeams: number;
  notAvailableUntil: Date | null;
  languages: string[];
  expertise: string[];
  /** Staff verified the mentor (docs/product.md §14): only then may they take requests and accept mentoring. */
  verified: boolean;
}

/** Whether the mentor takes no new requests and meetings at `at` (notAvailableUntil still ahead). */
export const pausedAt = (profile: Pick<MentorProfile, 'notAvailableUntil'>, at: Date): boolean =>
  profile.notAvailableUntil !== null && profile.notAvailableUntil.getTime() > at.getTime();

/**
 * The mentor_profiles read model (mentor-profiles.events.ts): null for someone identity never announced as a
 * mentor. Slots are parsed again on the way out, so a row can never feed a malformed slot to the slot arithmetic.
 */
@Injectable()
export class MentorProfiles {
  constructor(private readonly prisma: PrismaService) {}

  async find(mentorId: string, tx: Prisma.TransactionClient = this.prisma): Promise<MentorProfile | null> {
    if (!isUuid(mentorId)) return null;
    const row = await tx.mentorProfile.findUnique({ where: { mentorId } });
    if (!row) return null;
    const slots = (Array.isArray(row.slots) ? row.slots : []).flatMap((slot) => {
      const parsed = mentorSlotSchema.safeParse(slot);
      return parsed.success ? [parsed.data] : [];
    });
    return {
      mentorId: row.mentorId,
      isMentor: row.isMentor,
      slots,
      timeZone: row.timeZone,
      maxTeams: row.maxTeams || MENTORING_LIMITS.maxTeamsDefault,
      notAvailableUntil: row.notAvailableUntil,
      languages: row.languages,
      expertise: row.expertise,
      verified: row.verified,
    };
  }
}
