import { Injectable } from '@nestjs/common';
import { PrismaService } from '../database/prisma.service.js';
import { toMeetingType } from './meeting.mapper.js';
import type { MeetingType } from './meeting.types.js';

/**
 * Upcoming first: meetings not yet over (scheduledAt + duration still ahead) soonest first, then past ones most
 * recent first.
 */
export function upcomingFirst<M extends { scheduledAt: Date; duration: number }>(
  meetings: readonly M[],
  now: Date,
): M[] {
  const endsAt = (meeting: M) => meeting.scheduledAt.getTime() + meeting.duration * 60_000;
  const upcoming = meetings.filter((meeting) => endsAt(meeting) > now.getTime());
  const past = meetings.filter((meeting) => endsAt(meeting) <= now.getTime());
  const at = (meeting: M) => meeting.scheduledAt.getTime();
  return [...upcoming.sort((a, b) => at(a) - at(b)), ...past.sort((a, b) => at(b) - at(a))];
}

@Injectable()
export class MeetingsService {
  constructor(private readonly prisma: PrismaService) {}

  /** Meetings of the teams `userId` belongs to plus the ones they host, upcoming first. */
  async forUser(userId: string, now = new Date()): Promise<MeetingType[]> {
    const rows = await this.prisma.meeting.findMany({
      where: { OR: [{ hostId: userId }, { team: { memberships: { some: { userId } } } }] },
    });
    return upcomingFirst(rows.map(toMeetingType), now);
  }
}
