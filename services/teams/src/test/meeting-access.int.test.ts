import assert from 'node:assert/strict';
import { afterAll, beforeAll, describe, it } from '@jest/globals';
import { startTestApp, type TestApp } from './harness.js';
import { givenMentor, mentoringClient, newMentor } from './mentoring-client.js';
import { newUser, ok, refused, teamClient, type User } from './team-client.js';

const DAY = 24 * 3600_000;

/**
 * Who sees what of meetings, requests and invitations (docs/product.md §12.3, §12.5, §14): only a team's members
 * and mentors see its meetings, wherever they are listed; a team staff hid is shown to its members and staff only.
 */
describe('teams: who sees meetings, requests and hidden teams', () => {
  let app: TestApp;
  const teams = teamClient(() => app);
  const mentoring = mentoringClient(() => app);

  beforeAll(async () => {
    app = await startTestApp();
  });
  afterAll(async () => {
    await app?.close();
  });

  const myMeetings = async (user: User) =>
    ok(
      await app.graphql<{ myMeetings: { nodes: { id: string; meetingUrl: string | null }[] } }>(
        `{ myMeetings(first: 50) { nodes { id meetingUrl } } }`,
        { user },
      ),
    ).nodes;
  const exported = async (user: User) =>
    JSON.stringify(ok(await app.graphql<{ teamsDataExport: unknown }>(`{ teamsDataExport }`, { user })));
  const hide = (teamId: string) =>
    app.prisma
      .$executeRaw`UPDATE teams SET hidden_at = now(), hidden_reason = 'Spam' WHERE id = ${teamId}::uuid`;

  it('a host who left or was removed no longer sees the team’s meetings, in myMeetings or the data export', async () => {
    const leader = newUser();
    const leaving = newUser();
    const removed = newUser();
    const team = await teams.createTeam(leader, { maxMembers: 5 });
    ok(await teams.join(leaving, team.id));
    ok(await teams.join(removed, team.id));
    const at = (days: number) => new Date(Date.now() + days * DAY).toISOString();
    const first = ok(
      await mentoring.schedule(leaving, team.id, {
        title: 'Plan',
        scheduledAt: at(2),
        meetingUrl: 'https://meet.example.com/plan',
      }),
    );
    const second = ok(await mentoring.schedule(removed, team.id, { title: 'Review', scheduledAt: at(3) }));
    assert.deepEqual(
      (await myMeetings(leaving)).map((m) => [m.id, m.meetingUrl]),
      [
        [first.id, 'https://meet.example.com/plan'],
        [second.id, null],
      ],
    );

    ok(await teams.leave(leaving, team.id));
    ok(await teams.remove(leader, team.id, removed.id));
    for (const [user, hosted] of [
      [leaving, first],
      [removed, second],
    ] as const) {
      assert.deepEqual(await myMeetings(user), [], 'not listed');
      refused(await mentoring.meeting(user, hosted.id), 'FORBIDDEN', 'error.meeting.notAttendee');
      const file = await exported(user);
      assert.doesNotMatch(file, new RegExp(first.id));
      assert.doesNotMatch(file, new RegExp(second.id));
      assert.doesNotMatch(file, /meet\.example\.com/);
    }
    // The team still sees both, with the link.
    assert.deepEqual(
      (await myMeetings(leader)).map((m) => m.id),
      [first.id, second.id],
    );
    assert.match(await exported(leader), new RegExp(first.id));
  });

  it('Meeting.team, MentoringRequest.team and TeamInvitation.team leave out a team staff hid but for its members', async () => {
    const leader = newUser();
    const mentor = newMentor();
    const invited = newUser();
    const team = await teams.createTeam(leader, { maxMembers: 4 });
    await givenMentor(app, mentor);
    await app.prisma.teamMentor.create({ data: { teamId: team.id, mentorId: mentor.id } });
    const meeting = ok(
      await mentoring.schedule(leader, team.id, {
        scheduledAt: new Date(Date.now() + 2 * DAY).toISOString(),
      }),
    );
    const invitation = ok(await teams.invite(leader, team.id, invited.id));
    assert.equal(ok(await mentoring.meeting(mentor, meeting.id))!.team?.id, team.id);

    await hide(team.id);
    assert.equal(ok(await mentoring.meeting(mentor, meeting.id))!.team, null, 'a mentor is not a member');
    assert.equal(
      ok(await mentoring.meeting(leader, meeting.id))!.team?.id,
      team.id,
      'its members still see it',
    );
    // The invited person declines: the answer does not show the hidden team.
    const declined = ok(
      await app.graphql<{ declineTeamInvitation: { id: string; team: { id: string } | null } }>(
        `mutation ($id: ID!) { declineTeamInvitation(id: $id) { id team { id } } }`,
        { user: invited, variables: { id: invitation.id } },
      ),
    );
    assert.equal(declined.team, null);
  });

  it('a mentor neither sees nor accepts a request of a team staff hid', async () => {
    const leader = newUser();
    const mentor = newMentor();
    const team = await teams.createTeam(leader, { maxMembers: 4 });
    await givenMentor(app, mentor);
    const request = ok(await mentoring.request(leader, team.id, { mentorId: mentor.id }));
    await hide(team.id);
    const incoming = ok(
      await app.graphql<{
        incomingMentoringRequests: {
          nodes: { id: string; team: { id: string } | null }[];
          totalCount: number;
        };
      }>(`{ incomingMentoringRequests { nodes { id team { id } } totalCount } }`, { user: mentor }),
    );
    assert.deepEqual(incoming, { nodes: [], totalCount: 0 });
    refused(await mentoring.answer(mentor, request.id, true), 'NOT_FOUND', 'error.mentoring.requestNotFound');
    assert.equal(await app.prisma.teamMentor.count({ where: { teamId: team.id } }), 0);
  });

  it('accepting a request needs the person to still be a mentor, not only verified', async () => {
    const leader = newUser();
    const mentor = newMentor();
    const team = await teams.createTeam(leader, { maxMembers: 4 });
    await givenMentor(app, mentor);
    const request = ok(await mentoring.request(leader, team.id, { mentorId: mentor.id }));
    // Their role moved away from mentor (identity's snapshot), still verified.
    await app.prisma.mentorProfile.update({ where: { mentorId: mentor.id }, data: { isMentor: false } });
    refused(await mentoring.answer(mentor, request.id, true), 'FORBIDDEN', 'error.mentoring.mentorsOnly');
    assert.equal(await app.prisma.teamMentor.count({ where: { teamId: team.id } }), 0);
    // Declining stays possible.
    assert.equal(ok(await mentoring.answer(mentor, request.id, false)).status, 'declined');
  });
});
