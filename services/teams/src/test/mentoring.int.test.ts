import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, it } from '@jest/globals';
import { eventSubject, type EventEnvelope, type EventPayloads } from '@creators/contracts';
import { createTestStream, type TestStream } from '@creators/platform/events/testing/test-nats';
import { waitFor } from '@creators/platform/events/testing/wait-for';
import { MENTOR_PROFILES_CONSUMER } from '../mentoring/mentor-profiles.events.js';
import { startTestApp, type TestApp } from './harness.js';
import {
  givenMentor,
  mentoringClient,
  newMentor,
  outboxPayloads,
  REQUEST_FIELDS,
} from './mentoring-client.js';
import { newUser, ok, refused, teamClient, type User } from './team-client.js';

/** Mentoring requests, team mentors and the mentor_profiles read model (docs/product.md §12.2). */
describe('teams: mentoring', () => {
  let stream: TestStream;
  let app: TestApp;
  const teams = teamClient(() => app);
  const mentoring = mentoringClient(() => app);

  beforeAll(async () => {
    stream = await createTestStream();
    app = await startTestApp({ NATS_SUBJECT_PREFIX: stream.subjectPrefix, EVENT_STREAM: stream.stream });
  });
  afterAll(async () => {
    await app?.close();
    await stream?.remove();
  });

  /** A team led by a new leader with one more member. */
  const teamWithMember = async () => {
    const leader = newUser();
    const member = newUser();
    const team = await teams.createTeam(leader, { maxMembers: 4 });
    ok(await teams.join(member, team.id));
    return { team, leader, member };
  };

  const mentorIdsOf = async (teamId: string) =>
    ok(
      await app.graphql<{ team: { mentorIds: string[]; mentors: { id: string }[] } }>(
        `query ($id: ID!) { team(id: $id) { mentorIds mentors { id } } }`,
        { variables: { id: teamId } },
      ),
    ).mentorIds;

  const message = (response: { body: { errors?: Array<{ message: string }> } }) =>
    response.body.errors?.[0]?.message;

  it('keeps the newest mentor.availability_updated snapshot and ignores what it cannot use', async () => {
    const publish = (payload: EventPayloads['mentor.availability_updated']) => {
      const envelope: EventEnvelope<'mentor.availability_updated'> = {
        id: randomUUID(),
        name: 'mentor.availability_updated',
        occurredAt: payload.updatedAt,
        payload,
      };
      stream.nc.publish(
        eventSubject('mentor.availability_updated', stream.subjectPrefix),
        JSON.stringify(envelope),
      );
    };
    const mentorId = randomUUID();
    const now = Date.now();
    const snapshot = (updatedAt: number, maxTeams: number): EventPayloads['mentor.availability_updated'] => ({
      mentorId,
      isMentor: true,
      slots: [{ day: 1, start: '16:00', end: '18:00' }],
      timeZone: 'Europe/Berlin',
      maxTeams,
      notAvailableUntil: null,
      languages: ['en', 'de'],
      expertise: ['React', 'TypeScript'],
      updatedAt: new Date(updatedAt).toISOString(),
    });
    publish(snapshot(now, 4));
    publish(snapshot(now - 60_000, 9)); // late: older
    publish({ ...snapshot(now, 2), mentorId: 'not-a-uuid' });
    await waitFor('the mentor-profiles consumer to catch up', async () => {
      await stream.nc.flush();
      const consumer = await stream.jsm.consumers
        .info(stream.stream, MENTOR_PROFILES_CONSUMER)
        .catch(() => null);
      return consumer !== null && consumer.num_pending === 0 && consumer.num_ack_pending === 0;
    });
    const row = await app.prisma.mentorProfile.findUnique({ where: { mentorId } });
    assert.equal(row?.maxTeams, 4);
    assert.deepEqual(row?.slots, [{ day: 1, start: '16:00', end: '18:00' }]);
    assert.deepEqual(row?.expertise, ['React', 'TypeScript']);
    assert.equal(await app.prisma.mentorProfile.count(), 1);

    // Leaving the mentor role: a newer snapshot with isMentor false; requests to them are refused.
    publish({ ...snapshot(now + 1_000, 4), isMentor: false });
    await waitFor(
      'isMentor false',
      async () => (await app.prisma.mentorProfile.findUnique({ where: { mentorId } }))?.isMentor === false,
    );
    const { team, member } = await teamWithMember();
    refused(
      await mentoring.request(member, team.id, { mentorId }),
      'BAD_USER_INPUT',
      'error.mentoring.notMentor',
    );
  });

  it('lets a member ask a mentor, and the mentor accept; records mentoring.requested and mentoring.answered', async () => {
    const { team, leader, member } = await teamWithMember();
    const mentor = newMentor();
    await givenMentor(app, mentor);

    refused(
      await mentoring.request(newUser(), team.id, { mentorId: mentor.id }),
      'FORBIDDEN',
      'error.team.notMember',
    );
    assert.equal(
      message(await mentoring.request(newUser(), team.id, { mentorId: mentor.id })),
      'You can only do this for a team you belong to',
    );
    refused(
      await mentoring.request(member, randomUUID(), { mentorId: mentor.id }),
      'NOT_FOUND',
      'error.team.notFound',
    );
    refused(
      await mentoring.request(member, team.id, { mentorId: randomUUID() }),
      'BAD_USER_INPUT',
      'error.mentoring.notMentor',
    );
    refused(
      await mentoring.request(member, team.id, { mentorId: mentor.id, topics: ['Cooking'] }),
      'BAD_USER_INPUT',
      'error.mentoring.topicNotExpertise',
    );
    refused(
      await mentoring.request(member, team.id, { mentorId: mentor.id, message: 'short' }),
      'BAD_USER_INPUT',
      'validation.mentoring.message',
    );

    const request = ok(
      await mentoring.request(member, team.id, { mentorId: mentor.id, topics: ['react', 'CODE REVIEW'] }),
    );
    assert.equal(request.status, 'pending');
    assert.equal(request.requestedBy, member.id);
    assert.equal(Date.parse(request.expiresAt) - Date.now() > 6.9 * 24 * 3600_000, true);
    refused(
      await mentoring.request(leader, team.id, { mentorId: mentor.id }),
      'CONFLICT',
      'error.mentoring.alreadyRequested',
    );
    assert.deepEqual(
      await outboxPayloads(
        app,
        'mentoring.requested',
        (p: { requestId: string }) => p.requestId === request.id,
      ),
      [
        {
          requestId: request.id,
          teamId: team.id,
          teamName: team.name,
          mentorId: mentor.id,
          requestedBy: member.id,
        },
      ],
    );

    // The team's requests: for its members (and mentors) only.
    const requestsOf = async (user: User | null) =>
      ok(
        await app.graphql<{ team: { mentoringRequests: { id: string }[] } }>(
          `query ($id: ID!) { team(id: $id) { mentoringRequests { id status } } }`,
          { user, variables: { id: team.id } },
        ),
      ).mentoringRequests.map((r) => r.id);
    assert.deepEqual(await requestsOf(leader), [request.id]);
    assert.deepEqual(await requestsOf(newUser()), []);
    assert.deepEqual(await requestsOf(null), []);

    // The mentor's inbox.
    const inbox = ok(
      await app.graphql<{ incomingMentoringRequests: { nodes: { id: string }[]; totalCount: number } }>(
        `query { incomingMentoringRequests(pendingOnly: true) { nodes { ${REQUEST_FIELDS} } totalCount } }`,
        { user: mentor },
      ),
    );
    assert.deepEqual(
      inbox.nodes.map((n) => n.id),
      [request.id],
    );

    refused(await mentoring.answer(member, request.id, true), 'FORBIDDEN', 'error.mentoring.notAddressee');
    assert.equal(
      message(await mentoring.answer(member, request.id, true)),
      'Only the mentor who was asked can answer this request',
    );
    refused(
      await mentoring.answer(mentor, randomUUID(), true),
      'NOT_FOUND',
      'error.mentoring.requestNotFound',
    );
    const accepted = ok(await mentoring.answer(mentor, request.id, true, 'Gladly!'));
    assert.equal(accepted.status, 'accepted');
    assert.equal(accepted.note, 'Gladly!');
    assert.ok(accepted.answeredAt);
    assert.deepEqual(await mentorIdsOf(team.id), [mentor.id]);
    refused(await mentoring.answer(mentor, request.id, false), 'CONFLICT', 'error.mentoring.requestAnswered');
    const [answered] = await outboxPayloads(
      app,
      'mentoring.answered',
      (p: { requestId: string }) => p.requestId === request.id,
    );
    assert.deepEqual(answered, {
      requestId: request.id,
      teamId: team.id,
      teamName: team.name,
      mentorId: mentor.id,
      requestedBy: member.id,
      accepted: true,
      memberIds: [leader.id, member.id],
    });
    refused(
      await mentoring.request(member, team.id, { mentorId: mentor.id }),
      'CONFLICT',
      'error.mentoring.alreadyMentor',
    );

    // The mentor sees the team in myMentoredTeams and its requests.
    const mentored = ok(
      await app.graphql<{ myMentoredTeams: { id: string }[] }>(`{ myMentoredTeams { id } }`, {
        user: mentor,
      }),
    );
    assert.deepEqual(
      mentored.map((t) => t.id),
      [team.id],
    );
    assert.deepEqual(await requestsOf(mentor), [request.id]);
  });

  it('declines, withdraws, and lets a request expire after 7 days', async () => {
    const { team, member } = await teamWithMember();
    const mentor = newMentor();
    await givenMentor(app, mentor);

    const declined = ok(await mentoring.request(member, team.id, { mentorId: mentor.id }));
    assert.equal(ok(await mentoring.answer(mentor, declined.id, false, 'Not this month')).status, 'declined');
    const [answer] = await outboxPayloads(
      app,
      'mentoring.answered',
      (p: { requestId: string }) => p.requestId === declined.id,
    );
    assert.equal((answer as unknown as { accepted: boolean }).accepted, false);
    assert.deepEqual(await mentorIdsOf(team.id), []);

    const withdrawn = ok(await mentoring.request(member, team.id, { mentorId: mentor.id }));
    refused(await mentoring.withdraw(newUser(), withdrawn.id), 'FORBIDDEN', 'error.mentoring.notRequester');
    refused(await mentoring.withdraw(mentor, withdrawn.id), 'FORBIDDEN', 'error.mentoring.notRequester');
    assert.equal(ok(await mentoring.withdraw(member, withdrawn.id)).status, 'withdrawn');
    refused(await mentoring.withdraw(member, withdrawn.id), 'CONFLICT', 'error.mentoring.requestAnswered');
    refused(
      await mentoring.answer(mentor, withdrawn.id, true),
      'CONFLICT',
      'error.mentoring.requestAnswered',
    );

    const expiring = ok(await mentoring.request(member, team.id, { mentorId: mentor.id }));
    await app.prisma.$executeRaw`
      UPDATE mentoring_requests SET created_at = now() - interval '7 days 1 minute' WHERE id = ${expiring.id}::uuid`;
    refused(await mentoring.answer(mentor, expiring.id, true), 'CONFLICT', 'error.mentoring.requestExpired');
    refused(await mentoring.withdraw(member, expiring.id), 'CONFLICT', 'error.mentoring.requestExpired');
    const inbox = ok(
      await app.graphql<{
        incomingMentoringRequests: { nodes: { id: string; status: string }[]; totalCount: number };
      }>(`{ incomingMentoringRequests { nodes { id status } totalCount } }`, { user: mentor }),
    );
    assert.deepEqual(
      inbox.nodes.map((n) => n.status),
      ['withdrawn', 'declined', 'expired'],
      'newest first; the expired one was made 7 days ago',
    );
    // The team may ask again: a new open request (listed first), the old one stays expired.
    const again = ok(await mentoring.request(member, team.id, { mentorId: mentor.id }));
    assert.equal(again.status, 'pending');
    const open = ok(
      await app.graphql<{
        incomingMentoringRequests: { nodes: { id: string; status: string }[]; totalCount: number };
      }>(
        `{ incomingMentoringRequests(first: 2) { nodes { id status } totalCount pageInfo { hasNextPage endCursor } } }`,
        { user: mentor },
      ),
    );
    assert.deepEqual(
      open.nodes.map((n) => [n.id, n.status]),
      [
        [again.id, 'pending'],
        [withdrawn.id, 'withdrawn'],
      ],
    );
    assert.equal(open.totalCount, 4);
  });

  it('refuses a paused mentor, a third mentor, and more teams than the mentor takes, also when accepts race', async () => {
    const { team, member, leader } = await teamWithMember();
    const paused = newMentor();
    await givenMentor(app, paused, { notAvailableUntil: new Date(Date.now() + 7 * 24 * 3600_000) });
    refused(
      await mentoring.request(member, team.id, { mentorId: paused.id }),
      'CONFLICT',
      'error.mentoring.paused',
    );

    // Three mentors asked at once; the accepts race: two win, the third finds the team full.
    const mentors = [newMentor(), newMentor(), newMentor()];
    for (const mentor of mentors) await givenMentor(app, mentor);
    const requests: Array<{ id: string }> = [];
    for (const mentor of mentors)
      requests.push(ok(await mentoring.request(member, team.id, { mentorId: mentor.id })) as { id: string });
    const answers = await Promise.all(
      mentors.map((mentor, i) => mentoring.answer(mentor, requests[i]!.id, true)),
    );
    const refusals = answers.filter((response) => response.body.errors);
    assert.equal(refusals.length, 1, JSON.stringify(answers.map((a) => a.body)));
    refused(refusals[0]!, 'CONFLICT', 'error.mentoring.teamFull');
    assert.equal((await mentorIdsOf(team.id)).length, 2);
    refused(
      await mentoring.request(leader, team.id, {
        mentorId: (
          await (async () => {
            const fourth = newMentor();
            await givenMentor(app, fourth);
            return fourth;
          })()
        ).id,
      }),
      'CONFLICT',
      'error.mentoring.teamFull',
    );

    // A mentor who takes one team at a time: two teams' requests accepted at once, one wins.
    const busy = newMentor();
    await givenMentor(app, busy, { maxTeams: 1 });
    const a = await teamWithMember();
    const b = await teamWithMember();
    const ra = ok(await mentoring.request(a.member, a.team.id, { mentorId: busy.id }));
    const rb = ok(await mentoring.request(b.member, b.team.id, { mentorId: busy.id }));
    const raced = await Promise.all([
      mentoring.answer(busy, ra.id, true),
      mentoring.answer(busy, rb.id, true),
    ]);
    const lost = raced.filter((response) => response.body.errors);
    assert.equal(lost.length, 1);
    refused(lost[0]!, 'CONFLICT', 'error.mentoring.mentorFull');
    assert.equal(await app.prisma.teamMentor.count({ where: { mentorId: busy.id } }), 1);
  });

  it('ends the mentoring by the mentor or the leader, cancelling their coming meetings', async () => {
    const { team, leader, member } = await teamWithMember();
    const mentor = newMentor();
    const other = newMentor();
    await givenMentor(app, mentor);
    await givenMentor(app, other);
    for (const m of [mentor, other]) {
      const request = ok(await mentoring.request(member, team.id, { mentorId: m.id }));
      ok(await mentoring.answer(m, request.id, true));
    }
    const meeting = await app.prisma.meeting.create({
      data: {
        title: 'With the mentor',
        teamId: team.id,
        hostId: member.id,
        mentorId: mentor.id,
        scheduledAt: new Date(Date.now() + 3 * 24 * 3600_000),
      },
    });

    refused(await mentoring.end(member, team.id, mentor.id), 'FORBIDDEN', 'error.team.notLeaderManage');
    refused(await mentoring.end(other, team.id, mentor.id), 'FORBIDDEN', 'error.team.notLeaderManage');
    refused(await mentoring.end(leader, team.id, randomUUID()), 'NOT_FOUND', 'error.mentoring.notTeamMentor');
    assert.deepEqual(ok(await mentoring.end(mentor, team.id, mentor.id)).mentorIds, [other.id]);
    assert.equal((await app.prisma.meeting.findUnique({ where: { id: meeting.id } }))?.status, 'cancelled');
    assert.equal(
      (
        await outboxPayloads(
          app,
          'meeting.cancelled',
          (p: { meetingId: string }) => p.meetingId === meeting.id,
        )
      ).length,
      1,
    );
    assert.deepEqual(ok(await mentoring.end(leader, team.id, other.id)).mentorIds, []);
    assert.deepEqual(
      await outboxPayloads(app, 'mentoring.ended', (p: { teamId: string }) => p.teamId === team.id),
      [
        { teamId: team.id, teamName: team.name, mentorId: mentor.id, endedBy: mentor.id },
        { teamId: team.id, teamName: team.name, mentorId: other.id, endedBy: leader.id },
      ],
    );
    refused(await mentoring.end(leader, team.id, other.id), 'NOT_FOUND', 'error.mentoring.notTeamMentor');
  });
});
