import { isTimeZone, MENTORING_LIMITS, mentorSlotSchema, type MentorSlot } from '@creators/contracts';
import type { EventHandlers } from '@creators/platform';
import { isUuid } from '@creators/platform';
import type { Prisma } from '../generated/prisma/client.js';

/** Durable consumer name (also its key in processed_events). */
export const MENTOR_PROFILES_CONSUMER = 'teams-mentor-profiles';

const strings = (value: unknown, max: number): string[] =>
  Array.isArray(value)
    ? [...new Set(value.filter((item): item is string => typeof item === 'string' && item.length <= max))]
    : [];

/**
 * mentor.availability_updated (from identity): the mentor's availability snapshot goes into mentor_profiles, which
 * mentoring requests (is a mentor, paused, expertise), accepts (maxTeams) and meeting times (slots, timeZone) read.
 * The row keeps the newest snapshot by identity's updatedAt, so an older event delivered late changes nothing, and
 * the same event again writes the same row. An event with an id, time or time zone this service cannot use is
 * ignored rather than retried forever; slots that do not parse are left out. verified (docs/product.md §14): only
 * an explicit false is unverified; snapshots from before verification existed carry none and count as verified.
 */
export const mentorProfileHandlers: EventHandlers<Prisma.TransactionClient> = {
  'mentor.availability_updated': async (event, tx) => {
    const payload = event.payload;
    if (!isUuid(payload.mentorId)) return;
    const version = Number.isNaN(Date.parse(payload.updatedAt)) ? event.occurredAt : payload.updatedAt;
    if (Number.isNaN(Date.parse(version))) return;
    if (typeof payload.timeZone !== 'string' || !isTimeZone(payload.timeZone)) return;
    const slots: MentorSlot[] = (Array.isArray(payload.slots) ? payload.slots : []).flatMap((slot) => {
      const parsed = mentorSlotSchema.safeParse(slot);
      return parsed.success ? [parsed.data] : [];
    });
    const maxTeams =
      Number.isInteger(payload.maxTeams) &&
      payload.maxTeams >= 1 &&
      payload.maxTeams <= MENTORING_LIMITS.maxTeamsMax
        ? payload.maxTeams
        : MENTORING_LIMITS.maxTeamsDefault;
    const notAvailableUntil =
      typeof payload.notAvailableUntil === 'string' && !Number.isNaN(Date.parse(payload.notAvailableUntil))
        ? payload.notAvailableUntil
        : null;
    await tx.$executeRaw`
      INSERT INTO mentor_profiles (mentor_id, is_mentor, slots, time_zone, max_teams, not_available_until,
                                   languages, expertise, verified, updated_at)
      VALUES (${payload.mentorId}::uuid, ${payload.isMentor === true}, ${JSON.stringify(slots)}::jsonb,
              ${payload.timeZone}, ${maxTeams}, ${notAvailableUntil}::timestamptz,
              ${strings(payload.languages, 16)}::text[], ${strings(payload.expertise, 200)}::text[],
              ${payload.verified !== false}, ${version}::timestamptz)
      ON CONFLICT (mentor_id) DO UPDATE SET
        is_mentor = EXCLUDED.is_mentor, slots = EXCLUDED.slots, time_zone = EXCLUDED.time_zone,
        max_teams = EXCLUDED.max_teams, not_available_until = EXCLUDED.not_available_until,
        languages = EXCLUDED.languages, expertise = EXCLUDED.expertise, verified = EXCLUDED.verified,
        updated_at = EXCLUDED.updated_at
      WHERE mentor_profiles.updated_at <= EXCLUDED.updated_at`;
  },
};
