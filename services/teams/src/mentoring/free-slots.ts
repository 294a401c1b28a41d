import { Injectable } from '@nestjs/common';
import { MENTORING_LIMITS, type Locale } from '@creators/contracts';
import { badUserInput, forbidden, isUuid, notFound } from '@creators/platform';
import { PrismaService } from '../database/prisma.service.js';
import { MentorProfiles } from './mentor-profiles.js';
import { freeSlots, type Interval } from './mentor-slots.js';
import { TeamMentors } from './team-mentors.js';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * mentorFreeSlots: the mentor's weekly slots over the next MENTORING_LIMITS.freeSlotDays days as UTC instants
 * (each day with its own offset in the mentor's time zone), minus their scheduled meetings, from now on (and from
 * the end of a pause); for the team's members and mentors only (FORBIDDEN error.meeting.notAttendee), for one of
 * the team's mentors (BAD_USER_INPUT error.mentoring.notTeamMentor). Empty for someone no longer a mentor.
 */
@Injectable()
export class FreeSlots {
  constructor(
    private readonly prisma: PrismaService,
    private readonly profiles: MentorProfiles,
    private readonly mentors: TeamMentors,
  ) {}

  async of(
    mentorId: string,
    teamId: string,
    userId: string,
    locale: Locale,
    now = new Date(),
  ): Promise<Interval[]> {
    if (!isUuid(teamId) || !(await this.prisma.team.findUnique({ where: { id: teamId } }))) {
      throw notFound(locale, 'error.team.notFound');
    }
    if (!(await this.mentors.isAttendee(teamId, userId)))
      throw forbidden(locale, 'error.meeting.notAttendee');
    const teamMentors = (await this.mentors.mentorIdsOf([teamId])).get(teamId) ?? [];
    if (!teamMentors.includes(mentorId))
      throw badUserInput(locale, { mentorId: 'error.mentoring.notTeamMentor' });
    const profile = await this.profiles.find(mentorId);
    if (!profile?.isMentor) return [];
    const to = new Date(now.getTime() + MENTORING_LIMITS.freeSlotDays * DAY_MS);
    const from = new Date(Math.max(now.getTime(), profile.notAvailableUntil?.getTime() ?? 0));
    if (from >= to) return [];
    const busy = await this.prisma.$queryRaw<{ start: Date; end: Date }[]>`
      SELECT scheduled_at AS start, scheduled_at + duration * interval '1 minute' AS "end"
      FROM meetings
      WHERE mentor_id = ${mentorId}::uuid AND status = 'scheduled'
        AND scheduled_at < ${to}::timestamptz
        AND scheduled_at + duration * interval '1 minute' > ${from}::timestamptz`;
    return freeSlots(profile.slots, profile.timeZone, from, to, busy, MENTORING_LIMITS.meetingDurationMin);
  }
}
