import { Inject, Injectable } from '@nestjs/common';
import {
  EVENTS,
  MENTORING_LIMITS,
  type Locale,
  type scheduleMeetingSchema,
  type updateMeetingSchema,
} from '@creators/contracts';
import {
  AppError,
  badUserInput,
  conflict,
  forbidden,
  isUuid,
  notFound,
  OUTBOX_RELAY,
  recordEvent,
  type OutboxRelay,
} from '@creators/platform';
import { formatProgrammeDate } from '@creators/platform/programmes/dates';
import { translateWith } from '@creators/texts';
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
 * (CONFLICT error.mentoring.paused). No two scheduled meetings of a team overlap (CONFLICT error.meeting.overlap,
 * naming the other meeting), with a mentor or without, and no two of a mentor (CONFLICT error.meeting.slotTaken
 * naming the other's time; error.meeting.overlap with its title when the caller may see it: it is their team's, or
 * they are the mentor). Those checks and the write run under the team's and then the mentor's advisory lock, so of
 * two racing requests for one time one wins and the other is refused; rescheduling gets the same checks.
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
      const slot = { teamId, start, duration: input.duration, exceptMeetingId: null };
      await checkTeamTime(tx, slot, locale);
      if (mentorId !== null) await this.checkMentorTime(tx, mentorId, userId, slot, locale);
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
        const slot = { teamId: meeting.teamId, start, duration, exceptMeetingId: meeting.id };
        if (meeting.teamId !== null) await checkTeamTime(tx, slot, locale);
        if (meeting.mentorId !== null) await this.checkMentorTime(tx, meeting.mentorId, userId, slot, locale);
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
   * picks any time), and no other scheduled meeting of the mentor may overlap it. The other meeting's title is named
   * only to whom may see it (a meeting of the same team, or the mentor themself).
   */
  private async checkMentorTime(
    tx: Prisma.TransactionClient,
    mentorId: string,
    userId: string,
    slot: Slot,
    locale: Locale,
  ): Promise<void> {
    const { start } = slot;
    const end = new Date(start.getTime() + slot.duration * MINUTE_MS);
    if (userId !== mentorId) {
      const profile = await this.profiles.find(mentorId, tx);
      if (!profile?.isMentor || !insideSlots(profile.slots, profile.timeZone, start, end)) {
        throw badUserInput(locale, { scheduledAt: 'error.meeting.outsideSlots' });
      }
      if (pausedAt(profile, start)) throw conflict(locale, 'error.mentoring.paused');
    }
    await lockMentor(tx, mentorId);
    const taken = await overlapping(tx, Prisma.sql`mentor_id = ${mentorId}::uuid`, slot);
    if (!taken) return;
    const visible = userId === mentorId || (slot.teamId !== null && taken.teamId === slot.teamId);
    throw overlapConflict(
      visible ? 'error.meeting.overlap' : 'error.meeting.slotTaken',
      taken,
      visible,
      locale,
    );
  }
}

/** A time asked for a meeting of a team (the meeting itself left out when it is rescheduled). */
interface Slot {
  teamId: string | null;
  start: Date;
  duration: number;
  exceptMeetingId: string | null;
}

interface OtherMeeting {
  id: string;
  title: string;
  teamId: string | null;
  scheduledAt: Date;
  duration: number;
}

/**
 * Under the team's meetings lock (a transaction-scoped advisory lock, taken before the mentor's): no other scheduled
 * meeting of the team may overlap the slot (CONFLICT error.meeting.overlap, naming it).
 */
async function checkTeamTime(tx: Prisma.TransactionClient, slot: Slot, locale: Locale): Promise<void> {
  if (slot.teamId === null) return;
  await tx.$executeRaw`SELECT pg_advisory_xact_lock(hashtextextended(${`teams:meetings:${slot.teamId}`}, 0))`;
  const taken = await overlapping(tx, Prisma.sql`team_id = ${slot.teamId}::uuid`, slot);
  if (taken) throw overlapConflict('error.meeting.overlap', taken, true, locale);
}

/** The first scheduled meeting matching `whose` that overlaps the slot (back to back does not). */
async function overlapping(
  tx: Prisma.TransactionClient,
  whose: Prisma.Sql,
  slot: Slot,
): Promise<OtherMeeting | undefined> {
  const end = new Date(slot.start.getTime() + slot.duration * MINUTE_MS);
  const [row] = await tx.$queryRaw<OtherMeeting[]>`
    SELECT id::text AS id, title, team_id::text AS "teamId", scheduled_at AS "scheduledAt", duration
    FROM meetings
    WHERE ${whose} AND status = 'scheduled'
      AND scheduled_at < ${end}::timestamptz
      AND scheduled_at + duration * interval '1 minute' > ${slot.start}::timestamptz
      AND (${slot.exceptMeetingId}::uuid IS NULL OR id <> ${slot.exceptMeetingId}::uuid)
    ORDER BY scheduled_at, id
    LIMIT 1`;
  return row;
}

/**
 * CONFLICT naming the other meeting: its time in UTC ("7 December 2026, 10:00 UTC"; the server does not know the
 * viewer's time zone) and, when `visible`, its title. extensions.meeting holds the same (scheduledAt as ISO 8601,
 * duration; id and title only when visible) for a client to show the time in the viewer's own time zone.
 */
function overlapConflict(
  messageKey: 'error.meeting.overlap' | 'error.meeting.slotTaken',
  other: OtherMeeting,
  visible: boolean,
  locale: Locale,
): AppError {
  const time = `${formatProgrammeDate(other.scheduledAt, 'UTC', locale)} UTC`;
  const error = conflict(locale, messageKey);
  error.message = translateWith(messageKey, locale, { time, title: visible ? other.title : '' });
  error.extensions.meeting = {
    ...(visible ? { id: other.id, title: other.title } : {}),
    scheduledAt: other.scheduledAt.toISOString(),
    duration: other.duration,
  };
  return error;
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
