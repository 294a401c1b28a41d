import type { Meeting as MeetingRow } from '../generated/prisma/client.js';
import { MeetingType } from './meeting.types.js';

/** The columns a meeting query reads (raw SQL), in the row's camelCase names. */
export const MEETING_COLUMNS = `id, title, description, team_id AS "teamId", host_id AS "hostId",
  mentor_id AS "mentorId", scheduled_at AS "scheduledAt", duration, meeting_url AS "meetingUrl", notes, status,
  reminded_at AS "remindedAt", created_at AS "createdAt", updated_at AS "updatedAt"`;

/** The one place a database row becomes the GraphQL `Meeting`; Prisma types stay in the service. */
export const toMeetingType = (row: MeetingRow): MeetingType =>
  Object.assign(new MeetingType(), {
    id: row.id,
    title: row.title,
    description: row.description,
    teamId: row.teamId,
    hostId: row.hostId,
    mentorId: row.mentorId,
    scheduledAt: row.scheduledAt,
    duration: row.duration,
    meetingUrl: row.meetingUrl,
    notes: row.notes,
    status: row.status,
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
  });
