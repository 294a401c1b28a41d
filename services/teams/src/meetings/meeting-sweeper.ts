import { Inject, Injectable, type OnModuleDestroy, type OnModuleInit } from '@nestjs/common';
import { EVENTS, MENTORING_LIMITS } from '@creators/contracts';
import { LOGGER, OUTBOX_RELAY, recordEvent, type Logger, type OutboxRelay } from '@creators/platform';
import { PrismaService } from '../database/prisma.service.js';
import { Prisma, type Meeting as MeetingRow } from '../generated/prisma/client.js';
import { attendeesOfTeam } from '../mentoring/team-mentors.js';
import { refreshMilestones } from '../teams/team-milestones.js';
import { MEETING_COLUMNS } from './meeting.mapper.js';
import { recordMeetingEvent } from './meeting-events.js';

/** How often the sweeper looks for meetings to remind of or to mark held. */
export const MEETING_SWEEP_INTERVAL_MS = 30_000;
/** At most this many meetings of each kind per sweep (the next sweep takes the rest). */
const SWEEP_BATCH = 200;

const COLUMNS = Prisma.raw(MEETING_COLUMNS);

/**
 * Every 30 seconds, in one transaction: records meeting.reminder once for each scheduled meeting starting within
 * MENTORING_LIMITS.reminderMinutes (reminded_at set), and meeting.held for each scheduled meeting with a mentor
 * that has ended (status held), with team.milestones_changed for a team whose first such meeting it was (the
 * milestone mentorMeeting, docs/product.md §16.3). Safe with several instances: each claims its rows with UPDATE …
 * WHERE id IN (… FOR UPDATE SKIP LOCKED) RETURNING, and a row already reminded or held no longer matches, so every
 * event is recorded once.
 */
@Injectable()
export class MeetingSweeper implements OnModuleInit, OnModuleDestroy {
  private timer?: NodeJS.Timeout;
  private running = false;

  constructor(
    private readonly prisma: PrismaService,
    @Inject(OUTBOX_RELAY) private readonly relay: Pick<OutboxRelay, 'wake'>,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  onModuleInit(): void {
    this.timer = setInterval(() => {
      if (this.running) return;
      this.running = true;
      this.sweep()
        .catch((err: unknown) => this.logger.warn({ err }, 'sweeping meetings failed'))
        .finally(() => {
          this.running = false;
        });
    }, MEETING_SWEEP_INTERVAL_MS);
    this.timer.unref();
  }

  onModuleDestroy(): void {
    clearInterval(this.timer);
  }

  /** One sweep as of `now`; returns the ids of the meetings it reminded of and the ones it marked held. */
  async sweep(now = new Date()): Promise<{ reminded: string[]; held: string[] }> {
    const remindFrom = new Date(now.getTime() + MENTORING_LIMITS.reminderMinutes * 60_000);
    const result = await this.prisma.$transaction(async (tx) => {
      const reminded = await tx.$queryRaw<MeetingRow[]>`
        UPDATE meetings SET reminded_at = ${now}::timestamptz
        WHERE id IN (
          SELECT id FROM meetings
          WHERE status = 'scheduled' AND reminded_at IS NULL
            AND scheduled_at > ${now}::timestamptz AND scheduled_at <= ${remindFrom}::timestamptz
          ORDER BY scheduled_at LIMIT ${SWEEP_BATCH} FOR UPDATE SKIP LOCKED)
        RETURNING ${COLUMNS}`;
      const held = await tx.$queryRaw<MeetingRow[]>`
        UPDATE meetings SET status = 'held', updated_at = ${now}::timestamptz
        WHERE id IN (
          SELECT id FROM meetings
          WHERE status = 'scheduled' AND mentor_id IS NOT NULL
            AND scheduled_at + duration * interval '1 minute' <= ${now}::timestamptz
          ORDER BY scheduled_at LIMIT ${SWEEP_BATCH} FOR UPDATE SKIP LOCKED)
        RETURNING ${COLUMNS}`;
      const teamIds = [...new Set([...reminded, ...held].flatMap((meeting) => meeting.teamId ?? []))];
      const teams = new Map(
        (await tx.team.findMany({ where: { id: { in: teamIds } }, select: { id: true, name: true } })).map(
          (team) => [team.id, team.name],
        ),
      );
      for (const meeting of reminded) {
        if (meeting.teamId === null) continue;
        const { attendeeIds } = await attendeesOfTeam(tx, meeting.teamId);
        await recordMeetingEvent(
          tx,
          EVENTS.meetingReminder,
          meeting,
          teams.get(meeting.teamId) ?? '',
          attendeeIds,
          null,
        );
      }
      for (const meeting of held) {
        if (meeting.teamId === null) continue;
        const { memberIds, mentorIds } = await attendeesOfTeam(tx, meeting.teamId);
        await recordEvent(tx, EVENTS.meetingHeld, {
          meetingId: meeting.id,
          teamId: meeting.teamId,
          memberIds,
          mentorIds: [...new Set([meeting.mentorId!, ...mentorIds])],
        });
      }
      // In id order, as every other transaction that locks several teams takes them.
      const heldTeams = [...new Set(held.flatMap((meeting) => meeting.teamId ?? []))].sort();
      for (const teamId of heldTeams) await refreshMilestones(tx, teamId);
      return { reminded: reminded.map((meeting) => meeting.id), held: held.map((meeting) => meeting.id) };
    });
    if (result.reminded.length > 0 || result.held.length > 0) this.relay.wake();
    return result;
  }
}
