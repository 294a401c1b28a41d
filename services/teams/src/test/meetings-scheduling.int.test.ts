import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, it } from '@jest/globals';
import { MeetingSweeper } from '../meetings/meeting-sweeper.js';
import { slotWindows } from '../mentoring/mentor-slots.js';
import { startTestApp, type TestApp } from './harness.js';
import {
  EVERY_AFTERNOON,
  givenMentor,
  mentoringClient,
  newMentor,
  outboxPayloads,
} from './mentoring-client.js';
import { newUser, ok, refused, teamClient, type User } from './team-client.js';

const HOUR = 3600_000;
const DAY = 24 * HOUR;

/** Meetings with a mentor (docs/product.md §12.3): slots in the mentor's time zone, double booking, edits, sweeper. */
describe('teams: scheduling meetings', () => {
  let app: TestApp;
  const teams = teamClient(() => app);
  const mentoring = mentoringClient(() => app);

  beforeAll(async () => {
    app = await startTestApp();
  });
  afterAll(async () => {
    await app?.close();
  });

  /** A team with a leader, a member and a mentor (every afternoon 16:00-18:00 Berlin). */
  const mentoredTeam = async () => {
    const leader = newUser();
    const member = newUser();
    const mentor = newMentor();
    const team = await teams.createTeam(leader, { maxMembers: 4 });
    ok(await teams.join(member, team.id));
    await givenMentor(app, mentor);
    await app.prisma.teamMentor.create({ data: { teamId: team.id, mentorId: mentor.id } });
    return { team, leader, member, mentor };
  };

  /** The mentor's slot windows from `fromDays` days ahead on (each 16:00-18:00 Berlin as UTC). */
  const windows = (fromDays: number) =>
    slotWindows(
      EVERY_AFTERNOON,
      'Europe/Berlin',
      new Date(Date.now() + fromDays * DAY),
      new Date(Date.now() + (fromDays + 10) * DAY),
    ).filter((w) => w.start.getTime() > Date.now() + fromDays * DAY);

  const upcomingTitles = async (teamId: string, user: User | null) =>
    ok(
      await app.graphql<{ team: { meetings: { title: string }[] } }>(
        `query ($id: ID!) { team(id: $id) { meetings { title } } }`,
        { user, variables: { id: teamId } },
      ),
    ).meetings.map((m) => m.title);

  it('lets a member schedule inside the mentor’s slot, once per time; the mentor sees it', async () => {
    const { team, leader, member, mentor } = await mentoredTeam();
    const [first, second] = windows(1);
    const at = (date: Date) => date.toISOString();

    refused(
      await mentoring.schedule(member, team.id, {
        scheduledAt: at(new Date(first!.start.getTime() - HOUR)),
        mentorId: mentor.id,
      }),
      'BAD_USER_INPUT',
      'error.meeting.outsideSlots',
    );
    refused(
      await mentoring.schedule(member, team.id, {
        scheduledAt: at(first!.start),
        duration: 150,
        mentorId: mentor.id,
      }),
      'BAD_USER_INPUT',
      'error.meeting.outsideSlots',
    );
    refused(
      await mentoring.schedule(newUser(), team.id, { scheduledAt: at(first!.start) }),
      'FORBIDDEN',
      'error.meeting.notAttendee',
    );
    refused(
      await mentoring.schedule(member, team.id, { scheduledAt: new Date(Date.now() - HOUR).toISOString() }),
      'BAD_USER_INPUT',
      'error.meeting.past',
    );
    refused(
      await mentoring.schedule(member, team.id, {
        scheduledAt: new Date(Date.now() + 181 * DAY).toISOString(),
      }),
      'BAD_USER_INPUT',
      'error.meeting.past',
    );
    refused(
      await mentoring.schedule(member, team.id, { scheduledAt: at(first!.start), mentorId: randomUUID() }),
      'BAD_USER_INPUT',
      'error.mentoring.notTeamMentor',
    );

    const meeting = ok(
      await mentoring.schedule(member, team.id, {
        scheduledAt: at(first!.start),
        duration: 60,
        mentorId: mentor.id,
      }),
    );
    assert.equal(meeting.hostId, member.id);
    assert.equal(meeting.mentor?.id, mentor.id);
    assert.equal(meeting.team?.id, team.id);
    assert.equal(meeting.status, 'scheduled');
    const [scheduled] = await outboxPayloads(
      app,
      'meeting.scheduled',
      (p: { meetingId: string }) => p.meetingId === meeting.id,
    );
    assert.deepEqual(scheduled, {
      meetingId: meeting.id,
      teamId: team.id,
      teamName: team.name,
      title: 'Check-in',
      scheduledAt: first!.start.toISOString(),
      duration: 60,
      mentorId: mentor.id,
      attendeeIds: [leader.id, member.id, mentor.id],
      changedBy: member.id,
    });

    // Overlapping another meeting of the mentor (of this team: named; meeting-overlaps.int.test.ts has the rest).
    refused(
      await mentoring.schedule(leader, team.id, {
        scheduledAt: at(new Date(first!.start.getTime() + 30 * 60_000)),
        mentorId: mentor.id,
      }),
      'CONFLICT',
      'error.meeting.overlap',
    );
    // Back to back is fine.
    ok(
      await mentoring.schedule(leader, team.id, {
        scheduledAt: at(new Date(first!.start.getTime() + HOUR)),
        mentorId: mentor.id,
      }),
    );

    // Two racing requests for one time: one wins, the other is told the slot is taken.
    const raced = await Promise.all([
      mentoring.schedule(member, team.id, {
        scheduledAt: at(second!.start),
        mentorId: mentor.id,
        title: 'Race A',
      }),
      mentoring.schedule(leader, team.id, {
        scheduledAt: at(second!.start),
        mentorId: mentor.id,
        title: 'Race B',
      }),
    ]);
    const lost = raced.filter((response) => response.body.errors);
    assert.equal(lost.length, 1, JSON.stringify(raced.map((r) => r.body)));
    refused(lost[0]!, 'CONFLICT', 'error.meeting.overlap');
    assert.match(
      lost[0]!.body.errors![0]!.message,
      /^This overlaps the meeting “Race [AB]” on .* UTC\. Please choose another time\.$/,
    );

    // The mentor picks any time (outside the slots too); a meeting without a mentor any time ahead.
    ok(
      await mentoring.schedule(mentor, team.id, {
        scheduledAt: at(new Date(first!.start.getTime() - 3 * HOUR)),
        mentorId: mentor.id,
      }),
    );
    ok(
      await mentoring.schedule(member, team.id, {
        scheduledAt: at(new Date(first!.start.getTime() - 5 * HOUR)),
        title: 'Team only',
      }),
    );

    // Who sees it: members and mentors.
    assert.equal(ok(await mentoring.meeting(mentor, meeting.id))?.id, meeting.id);
    assert.equal(ok(await mentoring.meeting(leader, meeting.id))?.id, meeting.id);
    refused(await mentoring.meeting(newUser(), meeting.id), 'FORBIDDEN', 'error.meeting.notAttendee');
    assert.equal(
      (await mentoring.meeting(newUser(), meeting.id)).body.errors![0]!.message,
      "Only the team's members and mentors can see or change its meetings",
    );
    refused(await mentoring.meeting(member, randomUUID()), 'NOT_FOUND', 'error.meeting.notFound');
    assert.equal((await upcomingTitles(team.id, mentor)).length, 5);
    assert.deepEqual(await upcomingTitles(team.id, newUser()), []);
    const mine = ok(
      await app.graphql<{ myMeetings: { nodes: { id: string }[]; totalCount: number } }>(
        `{ myMeetings { nodes { id } totalCount } }`,
        { user: mentor },
      ),
    );
    assert.equal(mine.totalCount, 5);
    assert.ok(mine.nodes.some((n) => n.id === meeting.id));

    // Free slots: the windows minus the mentor's meetings.
    const free = ok(await mentoring.freeSlots(member, mentor.id, team.id));
    assert.ok(free.length > 0);
    for (const slot of free) {
      assert.ok(Date.parse(slot.startsAt) >= Date.now() - 60_000);
      assert.ok(
        !(
          Date.parse(slot.startsAt) < first!.start.getTime() + 2 * HOUR &&
          Date.parse(slot.endsAt) > first!.start.getTime()
        ),
      );
    }
    refused(
      await mentoring.freeSlots(newUser(), mentor.id, team.id),
      'FORBIDDEN',
      'error.meeting.notAttendee',
    );
  });

  it('reschedules, edits notes, refuses stale edits and changes to a past meeting, and cancels', async () => {
    const { team, member, mentor, leader } = await mentoredTeam();
    const [first, second] = windows(2);
    const meeting = ok(
      await mentoring.schedule(member, team.id, {
        scheduledAt: first!.start.toISOString(),
        mentorId: mentor.id,
      }),
    );
    const other = ok(
      await mentoring.schedule(leader, team.id, {
        scheduledAt: second!.start.toISOString(),
        mentorId: mentor.id,
      }),
    );

    refused(
      await mentoring.update(newUser(), meeting.id, {
        expectedUpdatedAt: meeting.updatedAt,
        title: 'Hijack',
      }),
      'FORBIDDEN',
      'error.meeting.notAttendee',
    );
    refused(
      await mentoring.update(member, meeting.id, {
        expectedUpdatedAt: meeting.updatedAt,
        scheduledAt: new Date(second!.start.getTime() + 30 * 60_000).toISOString(),
      }),
      'CONFLICT',
      'error.meeting.overlap',
    );
    refused(
      await mentoring.update(member, meeting.id, {
        expectedUpdatedAt: meeting.updatedAt,
        scheduledAt: new Date(first!.start.getTime() - HOUR).toISOString(),
      }),
      'BAD_USER_INPUT',
      'error.meeting.outsideSlots',
    );
    const moved = ok(
      await mentoring.update(member, meeting.id, {
        expectedUpdatedAt: meeting.updatedAt,
        scheduledAt: new Date(first!.start.getTime() + HOUR).toISOString(),
      }),
    );
    assert.equal(moved.scheduledAt, new Date(first!.start.getTime() + HOUR).toISOString());
    const updates = await outboxPayloads(
      app,
      'meeting.updated',
      (p: { meetingId: string }) => p.meetingId === meeting.id,
    );
    assert.equal(updates.length, 1);
    assert.equal((updates[0] as unknown as { rescheduled: boolean }).rescheduled, true);

    refused(
      await mentoring.update(member, meeting.id, { expectedUpdatedAt: meeting.updatedAt, title: 'Stale' }),
      'CONFLICT',
      'error.edit.stale',
    );
    const noted = ok(
      await mentoring.update(mentor, meeting.id, {
        expectedUpdatedAt: moved.updatedAt,
        notes: 'Bring the sketches',
      }),
    );
    assert.equal(noted.notes, 'Bring the sketches');
    assert.equal(
      (await outboxPayloads(app, 'meeting.updated', (p: { meetingId: string }) => p.meetingId === meeting.id))
        .length,
      1,
      'notes alone record no meeting.updated',
    );

    // Over: only the notes may change.
    await app.prisma.$executeRaw`
      UPDATE meetings SET scheduled_at = now() - interval '2 hours', status = 'held' WHERE id = ${meeting.id}::uuid`;
    const past = ok(await mentoring.meeting(member, meeting.id))!;
    refused(
      await mentoring.update(member, meeting.id, { expectedUpdatedAt: past.updatedAt, title: 'Renamed' }),
      'CONFLICT',
      'error.meeting.over',
    );
    refused(await mentoring.cancel(member, meeting.id), 'CONFLICT', 'error.meeting.over');
    assert.equal(
      ok(
        await mentoring.update(member, meeting.id, {
          expectedUpdatedAt: past.updatedAt,
          notes: 'We agreed on charts',
        }),
      ).notes,
      'We agreed on charts',
    );
    const pastMeetings = ok(
      await app.graphql<{ team: { pastMeetings: { id: string; notes: string }[] } }>(
        `query ($id: ID!) { team(id: $id) { pastMeetings { id notes } } }`,
        { user: mentor, variables: { id: team.id } },
      ),
    ).pastMeetings;
    assert.deepEqual(pastMeetings, [{ id: meeting.id, notes: 'We agreed on charts' }]);

    // Cancel: no longer upcoming, and not changeable.
    const cancelled = ok(await mentoring.cancel(leader, other.id));
    assert.equal(cancelled.status, 'cancelled');
    refused(await mentoring.cancel(leader, other.id), 'CONFLICT', 'error.meeting.cancelled');
    refused(
      await mentoring.update(leader, other.id, { expectedUpdatedAt: cancelled.updatedAt, title: 'Again' }),
      'CONFLICT',
      'error.meeting.cancelled',
    );
    assert.deepEqual(await upcomingTitles(team.id, member), []);
    const [event] = await outboxPayloads(
      app,
      'meeting.cancelled',
      (p: { meetingId: string }) => p.meetingId === other.id,
    );
    assert.equal((event as unknown as { changedBy: string }).changedBy, leader.id);
    // The slot is free again.
    ok(
      await mentoring.schedule(member, team.id, {
        scheduledAt: second!.start.toISOString(),
        mentorId: mentor.id,
      }),
    );
  });

  it('the sweeper records each reminder once and marks ended meetings with a mentor held', async () => {
    const { team, leader, member, mentor } = await mentoredTeam();
    const sweeper = app.server.app.get(MeetingSweeper);
    const start = new Date(Date.now() + 20 * DAY);
    const withMentor = await app.prisma.meeting.create({
      data: {
        title: 'Review',
        teamId: team.id,
        hostId: member.id,
        mentorId: mentor.id,
        scheduledAt: start,
        duration: 45,
      },
    });
    const teamOnly = await app.prisma.meeting.create({
      data: { title: 'Stand-up', teamId: team.id, hostId: member.id, scheduledAt: start, duration: 30 },
    });

    const early = await sweeper.sweep(new Date(start.getTime() - 20 * 60_000));
    assert.ok(!early.reminded.includes(withMentor.id));
    const due = await sweeper.sweep(new Date(start.getTime() - 10 * 60_000));
    assert.ok(due.reminded.includes(withMentor.id) && due.reminded.includes(teamOnly.id));
    const again = await Promise.all([
      sweeper.sweep(new Date(start.getTime() - 5 * 60_000)),
      sweeper.sweep(new Date(start.getTime() - 5 * 60_000)),
    ]);
    assert.ok(again.every((result) => !result.reminded.includes(withMentor.id)));
    const reminders = await outboxPayloads(
      app,
      'meeting.reminder',
      (p: { meetingId: string }) => p.meetingId === withMentor.id,
    );
    assert.equal(reminders.length, 1);
    assert.deepEqual((reminders[0] as unknown as { attendeeIds: string[] }).attendeeIds, [
      leader.id,
      member.id,
      mentor.id,
    ]);
    assert.equal((reminders[0] as unknown as { changedBy: null }).changedBy, null);

    const after = new Date(start.getTime() + 46 * 60_000);
    const ended = await Promise.all([sweeper.sweep(after), sweeper.sweep(after)]);
    assert.equal(ended.filter((result) => result.held.includes(withMentor.id)).length, 1);
    assert.ok(
      ended.every((result) => !result.held.includes(teamOnly.id)),
      'without a mentor: not held',
    );
    assert.equal((await app.prisma.meeting.findUnique({ where: { id: withMentor.id } }))?.status, 'held');
    assert.equal((await app.prisma.meeting.findUnique({ where: { id: teamOnly.id } }))?.status, 'scheduled');
    assert.deepEqual(
      await outboxPayloads(app, 'meeting.held', (p: { meetingId: string }) => p.meetingId === withMentor.id),
      [
        {
          meetingId: withMentor.id,
          teamId: team.id,
          memberIds: [leader.id, member.id],
          mentorIds: [mentor.id],
        },
      ],
    );
  });
});
