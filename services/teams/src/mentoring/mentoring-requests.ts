import { Inject, Injectable } from '@nestjs/common';
import {
  EVENTS,
  MENTORING_LIMITS,
  type Locale,
  type mentoringAnswerSchema,
  type mentoringRequestSchema,
} from '@creators/contracts';
import {
  badUserInput,
  conflict,
  forbidden,
  isUuid,
  notFound,
  OUTBOX_RELAY,
  recordEvent,
  toConnection,
  type ConnectionShape,
  type OutboxRelay,
  type Page,
} from '@creators/platform';
import type { z } from 'zod';
import { PrismaService } from '../database/prisma.service.js';
import { Prisma, type MentoringRequest as RequestRow } from '../generated/prisma/client.js';
import { isUniqueViolation } from '../teams/database-errors.js';
import { leads, lockTeam, membersOfLocked, TEAM_CHANGE_TRANSACTION } from '../teams/team-lock.js';
import { recordMeetingEvent } from '../meetings/meeting-events.js';
import { MentorProfiles, pausedAt } from './mentor-profiles.js';
import { mentoringRequestStatus, REQUEST_LIFETIME_MS } from './mentoring-request-status.js';
import { lockMentor, mentorsOfTeam } from './team-mentors.js';

export type NewMentoringRequest = z.output<typeof mentoringRequestSchema>;
export type MentoringAnswer = z.output<typeof mentoringAnswerSchema>;

/**
 * incomingMentoringRequests' order: open requests (pending, not expired) first, then the others, newest first
 * within each. The cursor holds the time the first page was read (a request expiring between two pages keeps its
 * place), then 0 (open) or 1, createdAt and id.
 */
export const INCOMING_REQUEST_CURSOR = ['date', 'number', 'date', 'uuid'] as const;

/** A team page lists at most this many of the team's requests. */
export const TEAM_REQUESTS_MAX = 20;

const REQUEST_COLUMNS = Prisma.sql`id, team_id AS "teamId", mentor_id AS "mentorId", requested_by AS "requestedBy",
  message, topics, status, note, created_at AS "createdAt", answered_at AS "answeredAt"`;

/**
 * Mentoring requests and team mentors (docs/product.md §12.2). Every change runs under the team row's lock
 * (team-lock.ts), and an acceptance also under the mentor's advisory lock: two acceptances for one team, or for one
 * mentor, run one after another, so a team never has more than MENTORING_LIMITS.mentorsPerTeam mentors and a
 * mentor never more teams than their maxTeams.
 */
@Injectable()
export class MentoringRequests {
  constructor(
    private readonly prisma: PrismaService,
    private readonly profiles: MentorProfiles,
    @Inject(OUTBOX_RELAY) private readonly relay: Pick<OutboxRelay, 'wake'>,
  ) {}

  /**
   * A member asks a mentor to mentor the team: FORBIDDEN error.team.notMember for anyone else; BAD_USER_INPUT
   * error.mentoring.notMentor for someone not a mentor, error.mentoring.mentorNotVerified for a mentor staff have
   * not verified (docs/product.md §14), error.mentoring.topicNotExpertise for a topic outside
   * their expertise (case-insensitive); CONFLICT error.mentoring.paused, alreadyRequested (an open request to the
   * same mentor), alreadyMentor, teamFull. A pending request to the same mentor that has expired is closed as
   * expired so that the new one can be open. Records mentoring.requested.
   */
  async request(
    teamId: string,
    input: NewMentoringRequest,
    userId: string,
    locale: Locale,
    now = new Date(),
  ): Promise<RequestRow> {
    if (!isUuid(teamId)) throw notFound(locale, 'error.team.notFound');
    let created: RequestRow;
    try {
      created = await this.prisma.$transaction(async (tx) => {
        const team = await lockTeam(tx, teamId, locale);
        const members = await membersOfLocked(tx, teamId);
        if (!members.some((member) => member.userId === userId))
          throw forbidden(locale, 'error.team.notMember');
        const profile = await this.profiles.find(input.mentorId, tx);
        if (!profile?.isMentor) throw badUserInput(locale, { mentorId: 'error.mentoring.notMentor' });
        if (!profile.verified) throw badUserInput(locale, { mentorId: 'error.mentoring.mentorNotVerified' });
        if (pausedAt(profile, now)) throw conflict(locale, 'error.mentoring.paused');
        const expertise = new Set(profile.expertise.map((skill) => skill.toLowerCase()));
        if (!input.topics.every((topic) => expertise.has(topic.toLowerCase()))) {
          throw badUserInput(locale, { topics: 'error.mentoring.topicNotExpertise' });
        }
        const pending = await tx.mentoringRequest.findFirst({
          where: { teamId, mentorId: input.mentorId, status: 'pending' },
        });
        if (pending && mentoringRequestStatus(pending, now) === 'pending') {
          throw conflict(locale, 'error.mentoring.alreadyRequested');
        }
        const mentors = await mentorsOfTeam(tx, teamId);
        if (mentors.includes(input.mentorId)) throw conflict(locale, 'error.mentoring.alreadyMentor');
        if (mentors.length >= MENTORING_LIMITS.mentorsPerTeam)
          throw conflict(locale, 'error.mentoring.teamFull');
        if (pending)
          await tx.mentoringRequest.update({ where: { id: pending.id }, data: { status: 'expired' } });
        const row = await tx.mentoringRequest.create({
          data: {
            teamId,
            mentorId: input.mentorId,
            requestedBy: userId,
            message: input.message,
            topics: input.topics,
            createdAt: now,
          },
        });
        await recordEvent(tx, EVENTS.mentoringRequested, {
          requestId: row.id,
          teamId,
          teamName: team.name,
          mentorId: row.mentorId,
          requestedBy: userId,
        });
        return row;
      }, TEAM_CHANGE_TRANSACTION);
    } catch (error) {
      if (isUniqueViolation(error)) throw conflict(locale, 'error.mentoring.alreadyRequested');
      throw error;
    }
    this.relay.wake();
    return created;
  }

  /**
   * The addressed mentor accepts or declines an open request: FORBIDDEN error.mentoring.notAddressee for anyone
   * else; CONFLICT requestExpired, requestAnswered; accepting also CONFLICT teamFull, mentorFull (their maxTeams),
   * alreadyMentor, FORBIDDEN error.mentoring.mentorsOnly when they are no longer a mentor and
   * error.mentoring.notVerified while staff have not verified them (docs/product.md §14); NOT_FOUND
   * error.mentoring.requestNotFound for a request of a team staff hid. An acceptance makes them a mentor of the team
   * (team_mentors). Records mentoring.answered.
   */
  async answer(
    requestId: string,
    input: MentoringAnswer,
    userId: string,
    locale: Locale,
  ): Promise<RequestRow> {
    const found = await this.findOrThrow(requestId, locale);
    if (found.mentorId !== userId) throw forbidden(locale, 'error.mentoring.notAddressee');
    const answered = await this.prisma.$transaction(async (tx) => {
      const team = await lockTeam(tx, found.teamId, locale);
      // A team staff hid is gone for its mentors-to-be too (docs/product.md §14).
      if (team.hiddenAt !== null) throw notFound(locale, 'error.mentoring.requestNotFound');
      if (input.accept) await lockMentor(tx, found.mentorId);
      const row = await this.openUnderLock(tx, requestId, locale);
      const memberIds = (await membersOfLocked(tx, team.id)).map((member) => member.userId);
      if (input.accept) {
        const mentors = await mentorsOfTeam(tx, team.id);
        if (mentors.includes(row.mentorId)) throw conflict(locale, 'error.mentoring.alreadyMentor');
        if (mentors.length >= MENTORING_LIMITS.mentorsPerTeam)
          throw conflict(locale, 'error.mentoring.teamFull');
        const profile = await this.profiles.find(row.mentorId, tx);
        // Still a mentor (their role may have moved since they were asked), and verified by staff (§14).
        if (profile && !profile.isMentor) throw forbidden(locale, 'error.mentoring.mentorsOnly');
        if (profile && !profile.verified) throw forbidden(locale, 'error.mentoring.notVerified');
        const maxTeams = profile?.maxTeams ?? MENTORING_LIMITS.maxTeamsDefault;
        const mentoring = await tx.teamMentor.count({ where: { mentorId: row.mentorId } });
        if (mentoring >= maxTeams) throw conflict(locale, 'error.mentoring.mentorFull');
        await tx.teamMentor.create({ data: { teamId: team.id, mentorId: row.mentorId } });
      }
      const updated = await tx.mentoringRequest.update({
        where: { id: row.id },
        data: {
          status: input.accept ? 'accepted' : 'declined',
          note: input.note ?? null,
          answeredAt: new Date(),
        },
      });
      await recordEvent(tx, EVENTS.mentoringAnswered, {
        requestId: row.id,
        teamId: team.id,
        teamName: team.name,
        mentorId: row.mentorId,
        requestedBy: row.requestedBy,
        accepted: input.accept,
        memberIds,
      });
      return updated;
    }, TEAM_CHANGE_TRANSACTION);
    this.relay.wake();
    return answered;
  }

  /** A member of the team that asked withdraws an open request (FORBIDDEN error.mentoring.notRequester otherwise). */
  async withdraw(requestId: string, userId: string, locale: Locale): Promise<RequestRow> {
    const found = await this.findOrThrow(requestId, locale);
    return this.prisma.$transaction(async (tx) => {
      const team = await lockTeam(tx, found.teamId, locale);
      const members = await membersOfLocked(tx, team.id);
      if (!members.some((member) => member.userId === userId)) {
        throw forbidden(locale, 'error.mentoring.notRequester');
      }
      const row = await this.openUnderLock(tx, requestId, locale);
      return tx.mentoringRequest.update({
        where: { id: row.id },
        data: { status: 'withdrawn', answeredAt: new Date() },
      });
    }, TEAM_CHANGE_TRANSACTION);
  }

  /**
   * The mentor steps down, or the team's leader ends the mentoring (FORBIDDEN error.team.notLeaderManage for
   * anyone else; NOT_FOUND error.mentoring.notTeamMentor when they do not mentor the team). The team's coming
   * meetings with that mentor are cancelled (meeting.cancelled each). Records mentoring.ended.
   */
  async end(
    teamId: string,
    mentorId: string,
    userId: string,
    locale: Locale,
    now = new Date(),
  ): Promise<void> {
    if (!isUuid(teamId)) throw notFound(locale, 'error.team.notFound');
    await this.prisma.$transaction(async (tx) => {
      const team = await lockTeam(tx, teamId, locale);
      const members = await membersOfLocked(tx, teamId);
      if (userId !== mentorId && !leads(team, members, userId)) {
        throw forbidden(locale, 'error.team.notLeaderManage');
      }
      const mentors = isUuid(mentorId) ? await mentorsOfTeam(tx, teamId) : [];
      if (!mentors.includes(mentorId)) throw notFound(locale, 'error.mentoring.notTeamMentor');
      await tx.teamMentor.delete({ where: { teamId_mentorId: { teamId, mentorId } } });
      const coming = await tx.meeting.findMany({
        where: { teamId, mentorId, status: 'scheduled', scheduledAt: { gt: now } },
      });
      if (coming.length > 0) {
        await tx.meeting.updateMany({
          where: { id: { in: coming.map((meeting) => meeting.id) } },
          data: { status: 'cancelled' },
        });
        const attendeeIds = [...new Set([...members.map((member) => member.userId), ...mentors])];
        for (const meeting of coming) {
          await recordMeetingEvent(tx, EVENTS.meetingCancelled, meeting, team.name, attendeeIds, userId);
        }
      }
      await recordEvent(tx, EVENTS.mentoringEnded, {
        teamId,
        teamName: team.name,
        mentorId,
        endedBy: userId,
      });
    }, TEAM_CHANGE_TRANSACTION);
    this.relay.wake();
  }

  /**
   * The mentor's requests, open ones first, then newest first; `pendingOnly`: the open ones only. Requests of teams
   * staff hid are left out (docs/product.md §14).
   */
  async pageIncoming(
    mentorId: string,
    page: Page<typeof INCOMING_REQUEST_CURSOR>,
    pendingOnly: boolean,
    readAt = new Date(),
  ): Promise<ConnectionShape<RequestRow>> {
    const now = page.after?.[0] ?? readAt;
    const cutoff = new Date(now.getTime() - REQUEST_LIFETIME_MS);
    const open = Prisma.sql`(r.status = 'pending' AND r.created_at > ${cutoff}::timestamptz)`;
    const where: Prisma.MentoringRequestWhereInput = {
      mentorId,
      team: { hiddenAt: null },
      ...(pendingOnly ? { status: 'pending', createdAt: { gt: cutoff } } : {}),
    };
    const [rows, totalCount] = await Promise.all([
      this.prisma.$queryRaw<Array<RequestRow & { phase: number }>>`
        SELECT ${REQUEST_COLUMNS}, phase FROM (
          SELECT r.*, CASE WHEN ${open} THEN 0 ELSE 1 END AS phase
          FROM mentoring_requests r
          WHERE r.mentor_id = ${mentorId}::uuid ${pendingOnly ? Prisma.sql`AND ${open}` : Prisma.empty}
            AND r.team_id IN (SELECT id FROM teams WHERE hidden_at IS NULL)
        ) AS mine
        WHERE ${seekIncoming(page.after)}
        ORDER BY phase, created_at DESC, id DESC
        LIMIT ${page.first + 1}`,
      this.prisma.mentoringRequest.count({ where }),
    ]);
    return toConnection(rows, page.first, (row) => [now, row.phase, row.createdAt, row.id], totalCount);
  }

  /** Each team's requests, open ones first, then newest (at most TEAM_REQUESTS_MAX each), in one query. */
  async ofTeams(teamIds: readonly string[], now = new Date()): Promise<Map<string, RequestRow[]>> {
    const byTeam = new Map<string, RequestRow[]>();
    const valid = teamIds.filter(isUuid);
    if (valid.length === 0) return byTeam;
    const cutoff = new Date(now.getTime() - REQUEST_LIFETIME_MS);
    const rows = await this.prisma.$queryRaw<RequestRow[]>`
      SELECT ${REQUEST_COLUMNS} FROM (
        SELECT r.*, CASE WHEN r.status = 'pending' AND r.created_at > ${cutoff}::timestamptz THEN 0 ELSE 1 END AS phase,
          row_number() OVER (PARTITION BY r.team_id ORDER BY
            CASE WHEN r.status = 'pending' AND r.created_at > ${cutoff}::timestamptz THEN 0 ELSE 1 END,
            r.created_at DESC, r.id DESC) AS place
        FROM mentoring_requests r
        WHERE r.team_id = ANY(${valid}::uuid[])
      ) AS listed
      WHERE place <= ${TEAM_REQUESTS_MAX}
      ORDER BY team_id, place`;
    for (const row of rows) byTeam.set(row.teamId, [...(byTeam.get(row.teamId) ?? []), row]);
    return byTeam;
  }

  private async findOrThrow(requestId: string, locale: Locale): Promise<RequestRow> {
    if (!isUuid(requestId)) throw notFound(locale, 'error.mentoring.requestNotFound');
    const row = await this.prisma.mentoringRequest.findUnique({ where: { id: requestId } });
    if (!row) throw notFound(locale, 'error.mentoring.requestNotFound');
    return row;
  }

  /** The request read again under its team's lock, if it is still open (CONFLICT requestExpired, requestAnswered). */
  private async openUnderLock(
    tx: Prisma.TransactionClient,
    requestId: string,
    locale: Locale,
  ): Promise<RequestRow> {
    const row = await tx.mentoringRequest.findUnique({ where: { id: requestId } });
    if (!row) throw notFound(locale, 'error.mentoring.requestNotFound');
    const status = mentoringRequestStatus(row);
    if (status === 'expired') throw conflict(locale, 'error.mentoring.requestExpired');
    if (status !== 'pending') throw conflict(locale, 'error.mentoring.requestAnswered');
    return row;
  }
}

/** The rows after a cursor in the open-first, newest-first order (see INCOMING_REQUEST_CURSOR). */
function seekIncoming(after: Page<typeof INCOMING_REQUEST_CURSOR>['after']): Prisma.Sql {
  if (!after) return Prisma.sql`TRUE`;
  const [, phase, createdAt, id] = after;
  return Prisma.sql`(phase > ${phase} OR (phase = ${phase} AND (created_at < ${createdAt}::timestamptz
    OR (created_at = ${createdAt}::timestamptz AND id < ${id}::uuid))))`;
}
