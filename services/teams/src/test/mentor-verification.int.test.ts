import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, it } from '@jest/globals';
import { eventSubject, type EventEnvelope, type EventPayloads } from '@creators/contracts';
import { MESSAGES } from '@creators/texts';
import { createTestStream, type TestStream } from '@creators/platform/events/testing/test-nats';
import { waitFor } from '@creators/platform/events/testing/wait-for';
import { MENTOR_PROFILES_CONSUMER } from '../mentoring/mentor-profiles.events.js';
import { startTestApp, type TestApp } from './harness.js';
import { givenMentor, mentoringClient, newMentor } from './mentoring-client.js';
import { newUser, ok, refused, teamClient } from './team-client.js';

type Snapshot = EventPayloads['mentor.availability_updated'];

/**
 * Verified mentors in teams (docs/product.md §14): mentor_profiles.verified follows identity's snapshot (absent:
 * verified, as in snapshots from before verification existed); a mentor staff have not verified cannot be asked
 * and cannot accept.
 */
describe('teams: verified mentors', () => {
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

  const snapshot = (mentorId: string, updatedAt: number, verified?: boolean): Snapshot => ({
    mentorId,
    isMentor: true,
    slots: [{ day: 1, start: '16:00', end: '18:00' }],
    timeZone: 'Europe/Berlin',
    maxTeams: 3,
    notAvailableUntil: null,
    languages: ['en', 'de'],
    expertise: ['React', 'TypeScript'],
    ...(verified === undefined ? {} : { verified }),
    updatedAt: new Date(updatedAt).toISOString(),
  });

  async function publish(payload: Snapshot): Promise<void> {
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
    await waitFor('the mentor-profiles consumer to catch up', async () => {
      await stream.nc.flush();
      const consumer = await stream.jsm.consumers
        .info(stream.stream, MENTOR_PROFILES_CONSUMER)
        .catch(() => null);
      return consumer !== null && consumer.num_pending === 0 && consumer.num_ack_pending === 0;
    });
  }

  const verifiedOf = async (mentorId: string) =>
    (await app.prisma.mentorProfile.findUniqueOrThrow({ where: { mentorId } })).verified;

  const teamWithMember = async () => {
    const leader = newUser();
    const member = newUser();
    const team = await teams.createTeam(leader, { maxMembers: 4 });
    ok(await teams.join(member, team.id));
    return { team, member };
  };

  it('keeps the flag of the newest snapshot; a snapshot without one counts as verified', async () => {
    const now = Date.now();
    const old = randomUUID();
    await publish(snapshot(old, now));
    assert.equal(await verifiedOf(old), true);

    const fresh = randomUUID();
    await publish(snapshot(fresh, now, false));
    assert.equal(await verifiedOf(fresh), false);
    // An older snapshot delivered late changes nothing.
    await publish(snapshot(fresh, now - 60_000, true));
    assert.equal(await verifiedOf(fresh), false);
    await publish(snapshot(fresh, now + 1_000, true));
    assert.equal(await verifiedOf(fresh), true);
  });

  it.each(['en', 'de'] as const)(
    'refuses a request to a mentor staff have not verified (%s)',
    async (locale) => {
      const mentor = newMentor();
      await givenMentor(app, mentor, { verified: false });
      const { team, member } = await teamWithMember();
      const res = await app.graphql(
        `mutation ($teamId: ID!, $input: MentoringRequestInput!) { requestMentoring(teamId: $teamId, input: $input) { id } }`,
        {
          user: member,
          context: { locale },
          variables: {
            teamId: team.id,
            input: { mentorId: mentor.id, message: 'Please help us with our prototype.', topics: ['react'] },
          },
        },
      );
      refused(res, 'BAD_USER_INPUT', 'error.mentoring.mentorNotVerified');
      assert.equal(
        (res.body.errors![0]!.extensions!.fields as Record<string, string>).mentorId,
        MESSAGES[locale]['error.mentoring.mentorNotVerified'],
      );
      assert.equal(await app.prisma.mentoringRequest.count({ where: { mentorId: mentor.id } }), 0);
    },
  );

  it('refuses an accept while staff have not verified the mentor; once verified, the accept goes through', async () => {
    const mentor = newMentor();
    const now = Date.now();
    await publish(snapshot(mentor.id, now, true));
    const { team, member } = await teamWithMember();
    const request = ok(await mentoring.request(member, team.id, { mentorId: mentor.id }));

    // Staff take the verification back before the mentor answers.
    await publish(snapshot(mentor.id, now + 1_000, false));
    for (const locale of ['en', 'de'] as const) {
      const res = await app.graphql(
        `mutation ($id: ID!) { answerMentoringRequest(requestId: $id, input: { accept: true }) { id status } }`,
        { user: mentor, context: { locale }, variables: { id: request.id } },
      );
      refused(res, 'FORBIDDEN', 'error.mentoring.notVerified');
      assert.equal(res.body.errors![0]!.message, MESSAGES[locale]['error.mentoring.notVerified']);
    }
    assert.equal(await app.prisma.teamMentor.count({ where: { mentorId: mentor.id } }), 0);
    const stillPending = await app.prisma.mentoringRequest.findUniqueOrThrow({ where: { id: request.id } });
    assert.equal(stillPending.status, 'pending');

    await publish(snapshot(mentor.id, now + 2_000, true));
    const accepted = ok(await mentoring.answer(mentor, request.id, true));
    assert.equal(accepted.status, 'accepted');
    assert.equal(await app.prisma.teamMentor.count({ where: { mentorId: mentor.id } }), 1);
  });

  it('lets an unverified mentor decline', async () => {
    const mentor = newMentor();
    const now = Date.now();
    await publish(snapshot(mentor.id, now, true));
    const { team, member } = await teamWithMember();
    const request = ok(await mentoring.request(member, team.id, { mentorId: mentor.id }));
    await publish(snapshot(mentor.id, now + 1_000, false));
    assert.equal(ok(await mentoring.answer(mentor, request.id, false)).status, 'declined');
  });
});
