import { Injectable } from '@nestjs/common';
import { PrismaService } from '../database/prisma.service.js';
import type { Meeting as MeetingRow } from '../generated/prisma/client.js';

/** A meeting as it leaves the service: plain data, ISO timestamps, no Prisma types. */
export interface MeetingView {
  id: string;
  title: string;
  description: string | null;
  teamId: string | null;
  hostId: string;
  scheduledAt: string;
  duration: number;
  meetingUrl: string | null;
  status: string;
  createdAt: string;
}

const toMeetingView = (row: MeetingRow): MeetingView => ({
  id: row.id,
  title: row.title,
  description: row.description,
  teamId: row.teamId,
  hostId: row.hostId,
  scheduledAt: row.scheduledAt.toISOString(),
  duration: row.duration,
  meetingUrl: row.meetingUrl,
  status: row.status,
  createdAt: row.createdAt.toISOString(),
});

/**
 * Upcoming first: meetings not yet over (scheduledAt + duration still ahead) soonest first, then past ones most
 * recent first.
 */
export function upcomingFirst(meetings: readonly MeetingView[], now: Date): MeetingView[] {
  const endsAt = (meeting: MeetingView) => Date.parse(meeting.scheduledAt) + meeting.duration * 60_000;
  const upcoming = meetings.filter((meeting) => endsAt(meeting) > now.getTime());
  const past = meetings.filter((meeting) => endsAt(meeting) <= now.getTime());
  const at = (meeting: MeetingView) => Date.parse(meeting.scheduledAt);
  return [...upcoming.sort((a, b) => at(a) - at(b)), ...past.sort((a, b) => at(b) - at(a))];
}

@Injectable()
export class MeetingsService {
  constructor(private readonly prisma: PrismaService) {}

  /** Meetings of the teams `userId` belongs to plus the ones they host, upcoming first. */
  async forUser(userId: string, now = new Date()): Promise<MeetingView[]> {
    const rows = await this.prisma.meeting.findMany({
      where: { OR: [{ hostId: userId }, { team: { memberships: { some: { userId } } } }] },
    });
    return upcomingFirst(rows.map(toMeetingView), now);
  }
}
