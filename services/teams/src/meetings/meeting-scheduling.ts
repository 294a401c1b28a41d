import { Inject, Injectable } from '@nestjs/common';
import {
  EVENTS,
  MENTORING_LIMITS,
  type Locale,
  type scheduleMeetingSchema,
  type updateMeetingSchema,
} from '@creators/contracts';
import {
  badUserInput,
  conflict,
  forbidden,
  isUuid,
  notFound,
  OUTBOX_RELAY,
  recordEvent,
  type OutboxRelay,
} from '@creators/platform';
import type { z } from 'zod';
import { PrismaService } from '../database/prisma.service.js';
import { Prisma, type Meeting as MeetingRow } from '../generated/prisma/client.js';
import { insideSlots } from '../mentoring/mentor-slots.js';
import { MentorProfiles, pausedAt } from '../mentoring/mentor-profiles.js';
import { attendeesOfTeam, lockMentor } from '../mentoring/team-mentors.js';
import { MEETING_COLUMNS } from './meeting.mapper.js';
import { meetingPayload, recordMeetingEvent } from './meeting-events.js';

export type NewMeeting = z.output<typeof scheduleMeetingSchema>;
export type MeetingChange = z.output<typeof updateMeetingSchema>;

const MINUTE_MS = 60_000;
const DAY_MS = 24 * 60 * MINUTE_MS;

/** Scheduling waits its turn on the mentor's lock. */
const MEETING_TRANSACTION = { maxWait: 10_000, timeout: 20_000 } as const;

const endOf = (meeting: Pick<MeetingRow, 'scheduledAt' | 'duration'>): number =>
  meeting.scheduledAt.getTime() + meeting.duration * MINUTE_MS;

/**
 * Scheduling, changing and cancelling a team's meetings (docs/product.md §12.3): the team's members and mentors may
 * (FORBIDDEN error.meeting.notAttendee otherwise). A time is in the future and at most
 * MENTORING_LIMITS.meetingDaysAhead days ahead (BAD_USER_INPUT error.meeting.past). With a mentor (one of the
 * team's, else BAD_USER_INPUT error.mentoring.notTeamMentor), a member must pick a time wholly inside one of the
 * mentor's weekly slots in the mentor's time zone (BAD_USER_INPUT error.meeting.outsideSlots) outside a pause
 * (CONFLICT error.mentoring.paused), and no two scheduled meetings of a mentor overlap (CONFLICT
 * error.meeting.slotTaken): that check and the write run under the mentor's advisory lock, so of two racing
 * requests for one time one wins and the other is refused.
 */
@Injectable()
export class MeetingScheduling {
  constructor(
    private readonly prisma: PrismaService,
    private readonly profiles: MentorProfiles,
    @Inject(OUTBOX_RELAY) private readonly relay: Pick<OutboxRelay, 'wake'>,
  ) {}

  /** A new meeting of the team hosted by the caller. Records meeting.scheduled. */
  async schedule(
    teamId: string,
    input: NewMeeting,
    userId: string,
    locale: Locale,
    now = new Date(),
  ): Promise<MeetingRow> {
    if (!isUuid(teamId)) throw notFound(locale, 'error.team.notFound');
    const team = await this.prisma.team.findUnique({ where: { id: teamId } });
    if (!team) throw notFound(locale, 'error.team.notFound');
    const start = new Date(input.scheduledAt);
    const mentorId = input.mentorId ?? null;
    const meeting = await this.prisma.$transaction(async (tx) => {
      const attendees = await attendeesOfTeam(tx, teamId);
      if (!attendees.attendeeIds.includes(userId)) throw forbidden(locale, 'error.meeting.notAttendee');
      checkTime(start, now, locale);
      if (mentorId !== null && !attendees.mentorIds.includes(mentorId)) {
        throw badUserInput(locale, { mentorId: 'error.mentoring.notTeamMentor' });
      }
      if (mentorId !== null) {
        await this.checkMentorTime(tx, mentorId, userId, start, input.duration, null, locale);
      }
      const created = await tx.meeting.create({
        data: {
          title: input.title,
          description: input.description ?? null,
          teamId,
          hostId: userId,
          mentorId,
          scheduledAt: start,
          duration: input.duration,
          meetingUrl: input.meetingUrl ?? null,
        },
      });
      await recordMeetingEvent(
        tx,
        EVENTS.meetingScheduled,
        created,
        team.name,
        attendees.attendeeIds,
        userId,
      );
      return created;
    }, MEETING_TRANSACTION);
    this.relay.wake();
    return meeting;
  }

  /**
   * Changes a meeting: CONFLICT error.edit.stale when it changed since `expectedUpdatedAt`, error.meeting.cancelled
   * for a cancelled one, error.meeting.over for anything but the notes once it is over (or held). A new time or
   * duration gets the checks of scheduling. Records meeting.updated (rescheduled when the time or duration
   * changed) unless only the notes changed.
   */
  async update(
    meetingId: string,
    input: MeetingChange,
    userId: string,
    locale: Locale,
    now = new Date(),
  ): Promise<MeetingRow> {
    await this.findAccessible(meetingId, userId, locale);
    const updated = await this.prisma.$transaction(async (tx) => {
      const meeting = await lockMeeting(tx, meetingId, locale);
      const attendees = await this.requireAttendee(tx, meeting, userId, locale);
      if (meeting.updatedAt.getTime() !== Date.parse(input.expectedUpdatedAt)) {
        throw conflict(locale, 'error.edit.stale');
      }
      if (meeting.status === 'cancelled') throw conflict(locale, 'error.meeting.cancelled');
      const content = {
        ...(input.title !== undefined ? { title: input.title } : {}),
        ...(input.description !== undefined ? { description: input.description } : {}),
        ...(input.meetingUrl !== undefined ? { meetingUrl: input.meetingUrl } : {}),
      };
      const start = input.scheduledAt !== undefined ? new Date(input.scheduledAt) : meeting.scheduledAt;
      const duration = input.duration ?? meeting.duration;
      const rescheduled = start.getTime() !== meeting.scheduledAt.getTime() || duration !== meeting.duration;
      const contentChanged = Object.entries(content).some(
        ([field, value]) => meeting[field as keyof typeof content] !== value,
      );
      const over = meeting.status === 'held' || endOf(meeting) <= now.getTime();
      if (over && (rescheduled || contentChanged)) throw conflict(locale, 'error.meeting.over');
      if (rescheduled) {
        checkTime(start, now, locale);
        if (meeting.mentorId !== null) {
          await this.checkMentorTime(tx, meeting.mentorId, userId, start, duration, meeting.id, locale);
        }
      }
      const row = await tx.meeting.update({
        where: { id: meeting.id },
        data: {
          ...content,
          ...(rescheduled ? { scheduledAt: start, duration, remindedAt: null } : {}),
          ...(input.notes !== undefined ? { notes: input.notes } : {}),
        },
      });
      if ((rescheduled || contentChanged) && row.teamId !== null) {
        const team = await tx.team.findUniqueOrThrow({ where: { id: row.teamId } });
        await recordEvent(tx, EVENTS.meetingUpdated, {
          ...meetingPayload({ ...row, teamId: row.teamId }, team.name, attendees, userId),
          rescheduled,
        });
      }
      return row;
    }, MEETING_TRANSACTION);
    this.relay.wake();
    return updated;
  }

  /** Cancels a coming meeting (CONFLICT error.meeting.cancelled, error.meeting.over). Records meeting.cancelled. */
  async cancel(meetingId: string, userId: string, locale: Locale, now = new Date()): Promise<MeetingRow> {
    await this.findAccessible(meetingId, userId, locale);
    const cancelled = await this.prisma.$transaction(async (tx) => {
      const meeting = await lockMeeting(tx, meetingId, locale);
      const attendees = await this.requireAttendee(tx, meeting, userId, locale);
      if (meeting.status === 'cancelled') throw conflict(locale, 'error.meeting.cancelled');
      if (meeting.status === 'held' || endOf(meeting) <= now.getTime())
        throw conflict(locale, 'error.meeting.over');
      const row = await tx.meeting.update({ where: { id: meeting.id }, data: { status: 'cancelled' } });
      if (row.teamId !== null) {
        const team = await tx.team.findUniqueOrThrow({ where: { id: row.teamId } });
        await recordMeetingEvent(tx, EVENTS.meetingCancelled, row, team.name, attendees, userId);
      }
      return row;
    }, MEETING_TRANSACTION);
    this.relay.wake();
    return cancelled;
  }

  /**
   * A meeting the caller may see: NOT_FOUND error.meeting.notFound for an unknown one, FORBIDDEN
   * error.meeting.notAttendee unless they are a member or mentor of its team (its host, for one without a team).
   */
  async findAccessible(meetingId: string, userId: string, locale: Locale): Promise<MeetingRow> {
    if (!isUuid(meetingId)) throw notFound(locale, 'error.meeting.notFound');
    const meeting = await this.prisma.meeting.findUnique({ where: { id: meetingId } });
    if (!meeting) throw notFound(locale, 'error.meeting.notFound');
    await this.requireAttendee(this.prisma, meeting, userId, locale);
    return meeting;
  }

  /** The attendee ids of the meeting's team, when `userId` is one of them (FORBIDDEN otherwise). */
  private async requireAttendee(
    tx: Prisma.TransactionClient,
    meeting: MeetingRow,
    userId: string,
    locale: Locale,
  ): Promise<string[]> {
    if (meeting.teamId === null) {
      if (meeting.hostId !== userId) throw forbidden(locale, 'error.meeting.notAttendee');
      return [userId];
    }
    const { attendeeIds } = await attendeesOfTeam(tx, meeting.teamId);
    if (!attendeeIds.includes(userId)) throw forbidden(locale, 'error.meeting.notAttendee');
    return attendeeIds;
  }

  /**
   * Under the mentor's lock: a member's time must lie in one of the mentor's slots outside a pause (the mentor
   * picks any time), and no other scheduled meeting of the mentor may overlap it.
   */
  private async checkMentorTime(
    tx: Prisma.TransactionClient,
    mentorId: string,
    userId: string,
    start: Date,
    duration: number,
    exceptMeetingId: string | null,
    locale: Locale,
  ): Promise<void> {
    const end = new Date(start.getTime() + duration * MINUTE_MS);
    if (userId !== mentorId) {
      const profile = await this.profiles.find(mentorId, tx);
      if (!profile?.isMentor || !insideSlots(profile.slots, profile.timeZone, start, end)) {
        throw badUserInput(locale, { scheduledAt: 'error.meeting.outsideSlots' });
      }
      if (pausedAt(profile, start)) throw conflict(locale, 'error.mentoring.paused');
    }
    await lockMentor(tx, mentorId);
    const [taken] = await tx.$queryRaw<{ id: string }[]>`
      SELECT id::text FROM meetings
      WHERE mentor_id = ${mentorId}::uuid AND status = 'scheduled'
        AND scheduled_at < ${end}::timestamptz
        AND scheduled_at + duration * interval '1 minute' > ${start}::timestamptz
        AND (${exceptMeetingId}::uuid IS NULL OR id <> ${exceptMeetingId}::uuid)
      LIMIT 1`;
    if (taken) throw conflict(locale, 'error.meeting.slotTaken');
  }
}

/** In the future and at most MENTORING_LIMITS.meetingDaysAhead days ahead (BAD_USER_INPUT error.meeting.past). */
function checkTime(start: Date, now: Date, locale: Locale): void {
  const ahead = start.getTime() - now.getTime();
  if (ahead <= 0 || ahead > MENTORING_LIMITS.meetingDaysAhead * DAY_MS) {
    throw badUserInput(locale, { scheduledAt: 'error.meeting.past' });
  }
}

/** The meeting row locked for the rest of the transaction (NOT_FOUND error.meeting.notFound). */
async function lockMeeting(
  tx: Prisma.TransactionClient,
  meetingId: string,
  locale: Locale,
): Promise<MeetingRow> {
  const [row] = await tx.$queryRaw<MeetingRow[]>`
    SELECT ${Prisma.raw(MEETING_COLUMNS)} FROM meetings WHERE id = ${meetingId}::uuid FOR UPDATE`;
  if (!row) throw notFound(locale, 'error.meeting.notFound');
  return row;
}
