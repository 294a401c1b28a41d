import assert from 'node:assert/strict';
import { afterAll, beforeAll, describe, it } from '@jest/globals';
import { startTestApp, type TestApp } from './harness.js';
import { slotWindows } from '../mentoring/mentor-slots.js';
import { EVERY_AFTERNOON, givenMentor, mentoringClient, newMentor } from './mentoring-client.js';
import { newUser, ok, refused, teamClient } from './team-client.js';

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

/**
 * docs/product.md §12.3: two meetings of one team, or of one mentor, never overlap (409, naming the other meeting),
 * with or without a mentor, when scheduling and when rescheduling, also when two requests race.
 */
describe('teams: overlapping meetings', () => {
  let app: TestApp;
  const teams = teamClient(() => app);
  const mentoring = mentoringClient(() => app);

  beforeAll(async () => {
    app = await startTestApp();
  });
  afterAll(async () => {
    await app?.close();
  });

  /** 10:00 UTC some days ahead. */
  const tenOClock = (days: number) => {
    const day = new Date(Date.now() + days * DAY);
    return new Date(Date.UTC(day.getUTCFullYear(), day.getUTCMonth(), day.getUTCDate(), 10));
  };
  const plus = (at: Date, minutes: number) => new Date(at.getTime() + minutes * MINUTE).toISOString();

  it('refuses a second meeting of the team at an overlapping time, naming the other one (en and de)', async () => {
    const leader = newUser();
    const member = newUser();
    const team = await teams.createTeam(leader, { maxMembers: 4 });
    ok(await teams.join(member, team.id));
    const start = tenOClock(3);
    ok(await mentoring.schedule(leader, team.id, { title: 'Stand-up', scheduledAt: plus(start, 0) }));

    const overlapping = await mentoring.schedule(member, team.id, {
      title: 'Retro',
      scheduledAt: plus(start, 30),
    });
    refused(overlapping, 'CONFLICT', 'error.meeting.overlap');
    const message = overlapping.body.errors![0]!.message;
    assert.match(message, /Stand-up/);
    assert.match(message, /10:00 UTC/);
    const german = await app.graphql(
      `mutation ($teamId: ID!, $input: ScheduleMeetingInput!) { scheduleMeeting(teamId: $teamId, input: $input) { id } }`,
      {
        user: member,
        context: { locale: 'de' },
        variables: { teamId: team.id, input: { title: 'Retro', scheduledAt: plus(start, 30) } },
      },
    );
    assert.match(german.body.errors![0]!.message, /„Stand-up“/);
    assert.match(german.body.errors![0]!.message, /überschneidet/);
    assert.equal(german.body.errors![0]!.extensions?.code, 'CONFLICT');

    // Back to back is fine; another team at the same time too.
    ok(await mentoring.schedule(member, team.id, { title: 'Retro', scheduledAt: plus(start, 60) }));
    const other = await teams.createTeam(newUser());
    ok(
      await mentoring.schedule({ id: other.leaderId, role: 'student' }, other.id, {
        scheduledAt: plus(start, 0),
      }),
    );
  });

  it('refuses an overlap between a meeting with the team’s mentor and one without', async () => {
    const leader = newUser();
    const mentor = newMentor();
    const team = await teams.createTeam(leader, { maxMembers: 4 });
    await givenMentor(app, mentor);
    await app.prisma.teamMentor.create({ data: { teamId: team.id, mentorId: mentor.id } });
    const start = tenOClock(4);
    ok(
      await mentoring.schedule(mentor, team.id, {
        title: 'Review',
        scheduledAt: plus(start, 0),
        mentorId: mentor.id,
      }),
    );
    refused(
      await mentoring.schedule(leader, team.id, { title: 'Team only', scheduledAt: plus(start, 15) }),
      'CONFLICT',
      'error.meeting.overlap',
    );
  });

  it('refuses rescheduling onto another meeting of the team or of the mentor', async () => {
    const leader = newUser();
    const mentor = newMentor();
    const team = await teams.createTeam(leader, { maxMembers: 4 });
    const otherTeam = await teams.createTeam(newUser());
    await givenMentor(app, mentor);
    await app.prisma.teamMentor.createMany({
      data: [
        { teamId: team.id, mentorId: mentor.id },
        { teamId: otherTeam.id, mentorId: mentor.id },
      ],
    });
    const start = tenOClock(5);
    ok(await mentoring.schedule(leader, team.id, { title: 'Planning', scheduledAt: plus(start, 0) }));
    const later = ok(
      await mentoring.schedule(leader, team.id, { title: 'Earlier', scheduledAt: plus(start, -120) }),
    );
    const moved = await mentoring.update(leader, later.id, {
      expectedUpdatedAt: later.updatedAt,
      scheduledAt: plus(start, 30),
    });
    refused(moved, 'CONFLICT', 'error.meeting.overlap');
    assert.match(moved.body.errors![0]!.message, /Planning/);
    refused(
      await mentoring.update(leader, later.id, { expectedUpdatedAt: later.updatedAt, duration: 150 }),
      'CONFLICT',
      'error.meeting.overlap',
    );

    // The mentor's meeting with another team, inside the mentor's slot: its time is named, its title is not.
    const [window] = slotWindows(
      EVERY_AFTERNOON,
      'Europe/Berlin',
      new Date(Date.now() + 7 * DAY),
      new Date(Date.now() + 9 * DAY),
    );
    ok(
      await mentoring.schedule(mentor, otherTeam.id, {
        title: 'Secret pivot',
        scheduledAt: window!.start.toISOString(),
        mentorId: mentor.id,
      }),
    );
    const taken = await mentoring.schedule(leader, team.id, {
      title: 'Mine',
      scheduledAt: plus(window!.start, 30),
      mentorId: mentor.id,
    });
    refused(taken, 'CONFLICT', 'error.meeting.slotTaken');
    assert.doesNotMatch(taken.body.errors![0]!.message, /Secret pivot/);
    assert.match(
      taken.body.errors![0]!.message,
      new RegExp(`${window!.start.toISOString().slice(11, 16)} UTC`),
    );
  });

  it('of two racing meetings of a team without a mentor, one wins', async () => {
    const leader = newUser();
    const member = newUser();
    const team = await teams.createTeam(leader, { maxMembers: 4 });
    ok(await teams.join(member, team.id));
    const start = tenOClock(6);
    const raced = await Promise.all([
      mentoring.schedule(leader, team.id, { title: 'Race A', scheduledAt: plus(start, 0) }),
      mentoring.schedule(member, team.id, { title: 'Race B', scheduledAt: plus(start, 10) }),
    ]);
    const lost = raced.filter((response) => response.body.errors);
    assert.equal(lost.length, 1, JSON.stringify(raced.map((r) => r.body)));
    refused(lost[0]!, 'CONFLICT', 'error.meeting.overlap');
    assert.equal(await app.prisma.meeting.count({ where: { teamId: team.id } }), 1);
  });
});
