import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, it } from '@jest/globals';
import { eventSubject, type EventEnvelope } from '@creators/contracts';
import { readStream } from '@creators/platform/events/testing/read-stream';
import { createTestStream, type TestStream } from '@creators/platform/events/testing/test-nats';
import { waitFor } from '@creators/platform/events/testing/wait-for';
import { CHALLENGE_STATUSES_CONSUMER } from '../teams/challenge-statuses.events.js';
import { startTestApp, type TestApp } from './harness.js';
import { newUser, ok, refused, teamClient } from './team-client.js';

/**
 * challenge.updated from challenges feeds the challenge_statuses read model: no new team for a closed or archived
 * challenge (docs/product.md, owners change what they made); and the membership changes' events reach the stream.
 */
describe('teams: challenge statuses and membership events', () => {
  let stream: TestStream;
  let app: TestApp;
  const teams = teamClient(() => app);

  beforeAll(async () => {
    stream = await createTestStream();
    app = await startTestApp({ NATS_SUBJECT_PREFIX: stream.subjectPrefix, EVENT_STREAM: stream.stream });
  });
  afterAll(async () => {
    await app?.close();
    await stream?.remove();
  });

  /** Publishes an envelope as challenges' relay would. */
  const publish = (envelope: EventEnvelope<'challenge.updated'>) =>
    stream.nc.publish(eventSubject('challenge.updated', stream.subjectPrefix), JSON.stringify(envelope));

  const updated = (
    challengeId: string,
    status: 'active' | 'closed' | 'archived',
    updatedAt: Date,
  ): EventEnvelope<'challenge.updated'> => ({
    id: randomUUID(),
    name: 'challenge.updated',
    occurredAt: updatedAt.toISOString(),
    payload: {
      challengeId,
      title: 'Bikes',
      createdBy: randomUUID(),
      status,
      updatedAt: updatedAt.toISOString(),
    },
  });

  const consumerCaughtUp = () =>
    waitFor('the challenge-statuses consumer to catch up', async () => {
      await stream.nc.flush();
      const consumer = await stream.jsm.consumers
        .info(stream.stream, CHALLENGE_STATUSES_CONSUMER)
        .catch(() => null);
      return consumer !== null && consumer.num_pending === 0 && consumer.num_ack_pending === 0;
    });

  const statusOf = async (challengeId: string) =>
    (await app.prisma.challengeStatus.findUnique({ where: { challengeId } }))?.status;

  it('refuses a new team for a closed or archived challenge; an older event never overwrites a newer one', async () => {
    const closed = randomUUID();
    const archived = randomUUID();
    const reopened = randomUUID();
    const now = Date.now();
    publish(updated(closed, 'closed', new Date(now)));
    publish(updated(archived, 'archived', new Date(now)));
    publish(updated(reopened, 'closed', new Date(now - 2_000)));
    publish(updated(reopened, 'active', new Date(now - 1_000)));
    // Late: older than the last change of `closed`; the same event twice; a malformed one.
    const late = updated(closed, 'active', new Date(now - 60_000));
    publish(late);
    publish(late);
    publish({
      ...updated(randomUUID(), 'closed', new Date(now)),
      payload: { ...late.payload, challengeId: 'nope' },
    });
    await consumerCaughtUp();
    assert.equal(await statusOf(closed), 'closed');
    assert.equal(await statusOf(archived), 'archived');
    assert.equal(await statusOf(reopened), 'active');
    assert.equal(
      await app.prisma.processedEvent.count({
        where: { consumer: CHALLENGE_STATUSES_CONSUMER, eventId: late.id },
      }),
      1,
    );

    const leader = newUser();
    const before = await app.prisma.team.count();
    for (const challengeId of [closed, archived]) {
      const response = await app.graphql(
        `mutation ($input: CreateTeamInput!) { createTeam(input: $input) { id } }`,
        { user: leader, variables: { input: { name: 'Too late', challengeId } } },
      );
      refused(response, 'CONFLICT', 'error.challenge.closed');
    }
    assert.equal(await app.prisma.team.count(), before);
    ok(
      await app.graphql(`mutation ($input: CreateTeamInput!) { createTeam(input: $input) { id } }`, {
        user: leader,
        variables: { input: { name: 'Right on time', challengeId: reopened } },
      }),
    );
    // An unknown challenge (never changed) is active.
    await teams.createTeam(leader, { challengeId: randomUUID() });

    // Linking an existing team to a closed challenge is refused too; a team already on it keeps it.
    const team = await teams.createTeam(leader, { challengeId: reopened });
    refused(
      await teams.update(leader, team.id, { expectedUpdatedAt: team.updatedAt, challengeId: closed }),
      'CONFLICT',
      'error.challenge.closed',
    );
    publish(updated(reopened, 'archived', new Date(now)));
    await consumerCaughtUp();
    ok(await teams.update(leader, team.id, { expectedUpdatedAt: team.updatedAt, name: 'Still on it' }));
  });

  it('publishes the membership changes’ events through the outbox', async () => {
    const leader = newUser();
    const member = newUser();
    const invitee = newUser();
    const team = await teams.createTeam(leader, { name: 'Night Owls' });
    ok(await teams.join(member, team.id));
    const invitation = ok(await teams.invite(leader, team.id, invitee.id));
    ok(await teams.accept(invitee, invitation.id));
    ok(await teams.transfer(leader, team.id, member.id));
    ok(await teams.remove(member, team.id, invitee.id));
    ok(await teams.leave(member, team.id));

    // With them, the team's milestones: two members reach `members`, one left un-reaches it (docs/product.md §16.3).
    const expected = [
      'team.created',
      'team.member_joined',
      'team.milestones_changed',
      'team.invitation_sent',
      'team.invitation_answered',
      'team.member_joined',
      'team.lead_transferred',
      'team.member_removed',
      'team.member_left',
      'team.lead_transferred',
      'team.milestones_changed',
    ];
    const events = await waitFor('the membership events on the stream', async () => {
      const found = (await readStream(stream.jsm, stream.stream)).filter(
        (stored) => (stored.envelope.payload as { teamId?: string }).teamId === team.id,
      );
      return found.length >= expected.length ? found : undefined;
    });
    assert.deepEqual(
      events.map((stored) => stored.envelope.name),
      expected,
    );
    assert.deepEqual(events.at(-3)!.envelope.payload, {
      teamId: team.id,
      teamName: 'Night Owls',
      userId: member.id,
      leaderId: leader.id,
    });
    assert.deepEqual(events.at(-2)!.envelope.payload, {
      teamId: team.id,
      teamName: 'Night Owls',
      fromUserId: member.id,
      toUserId: leader.id,
    });
    assert.deepEqual((events.at(-1)!.envelope.payload as { reached: string[] }).reached, []);
  });
});
