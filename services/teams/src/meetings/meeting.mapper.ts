import type { Meeting as MeetingRow } from '../generated/prisma/client.js';
import { MeetingType } from './meeting.types.js';

/** The one place a database row becomes the GraphQL `Meeting`; Prisma types stay in the service. */
export const toMeetingType = (row: MeetingRow): MeetingType =>
  Object.assign(new MeetingType(), {
    id: row.id,
    title: row.title,
    description: row.description,
    teamId: row.teamId,
    hostId: row.hostId,
    scheduledAt: row.scheduledAt,
    duration: row.duration,
    meetingUrl: row.meetingUrl,
    status: row.status,
    createdAt: row.createdAt,
  });
