import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, it } from '@jest/globals';
import { eventSubject, type EventEnvelope } from '@creators/contracts';
import { readStream, type StoredEvent } from '@creators/platform/events/testing/read-stream';
import { createTestStream, type TestStream } from '@creators/platform/events/testing/test-nats';
import { waitFor } from '@creators/platform/events/testing/wait-for';
import { startTestSubgraph } from '@creators/platform/testing/index';
import { loadTeamsConfig } from '../config.js';
import { PrismaService } from '../database/prisma.service.js';
import { startTeams } from '../server.js';
import { SHOWCASED_PROJECTS_CONSUMER } from '../teams/showcased-projects.events.js';
import { serviceDir, type TestApp } from './harness.js';

type User = { id: string; role: string };
const newUser = (): User => ({ id: randomUUID(), role: 'student' });

describe('teams events', () => {
  let stream: TestStream;
  let app: TestApp;

  beforeAll(async () => {
    stream = await createTestStream();
    app = await startTestSubgraph({
      name: 'teams',
      serviceDir,
      loadConfig: loadTeamsConfig,
      start: startTeams,
      prisma: PrismaService,
      env: { NATS_SUBJECT_PREFIX: stream.subjectPrefix, EVENT_STREAM: stream.stream },
    });
  });
  afterAll(async () => {
    await app?.close();
    await stream?.remove();
  });

  /** The team's events on the stream but its milestones (team-milestones.int.test.ts follows those). */
  const eventsAbout = async (teamId: string): Promise<StoredEvent[]> =>
    (await readStream(stream.jsm, stream.stream)).filter(
      (stored) =>
        (stored.envelope.payload as { teamId?: string }).teamId === teamId &&
        stored.envelope.name.startsWith('team.') &&
        stored.envelope.name !== 'team.milestones_changed',
    );

  const progressOf = async (teamId: string): Promise<number> => {
    const { body } = await app.graphql<{ team: { progress: number } }>(
      `query ($id: ID!) { team(id: $id) { progress } }`,
      {
        variables: { id: teamId },
      },
    );
    return body.data!.team.progress;
  };

  /** Publishes an envelope as showcase's relay would (no message id: a republished copy is stored again). */
  const publish = (envelope: EventEnvelope<'project.showcased'>) =>
    stream.nc.publish(eventSubject('project.showcased', stream.subjectPrefix), JSON.stringify(envelope));

  /** Waits until the consumer has acknowledged everything the stream holds. */
  const consumerCaughtUp = () =>
    waitFor('the showcased-projects consumer to catch up', async () => {
      await stream.nc.flush();
      const consumer = await stream.jsm.consumers
        .info(stream.stream, SHOWCASED_PROJECTS_CONSUMER)
        .catch(() => null);
      return consumer !== null && consumer.num_pending === 0 && consumer.num_ack_pending === 0;
    });

  it('publishes team.created, team.member_joined and team.invitation_sent through the outbox, once each', async () => {
    const leader = newUser();
    const joiner = newUser();
    const invitee = newUser();
    const challengeId = randomUUID();
    const created = await app.graphql<{ createTeam: { id: string } }>(
      `mutation ($input: CreateTeamInput!) { createTeam(input: $input) { id } }`,
      { user: leader, variables: { input: { name: 'Night Owls', challengeId } } },
    );
    assert.equal(created.body.errors, undefined, created.text);
    const teamId = created.body.data!.createTeam.id;
    const joined = await app.graphql(`mutation ($id: ID!) { joinTeam(teamId: $id) { id } }`, {
      user: joiner,
      variables: { id: teamId },
    });
    assert.equal(joined.body.errors, undefined, joined.text);
    const invited = await app.graphql(
      `mutation ($input: TeamInvitationInput!) { inviteToTeam(input: $input) { id } }`,
      {
        user: leader,
        variables: { input: { userId: invitee.id, teamId } },
      },
    );
    assert.equal(invited.body.errors, undefined, invited.text);
    const invitationId = (invited.body.data as { inviteToTeam: { id: string } }).inviteToTeam.id;

    const events = await waitFor('three team events on the stream', async () => {
      const found = await eventsAbout(teamId);
      return found.length >= 3 ? found : undefined;
    });
    assert.deepEqual(
      events.map((stored) => [stored.subject, stored.envelope.payload]),
      [
        [
          `${stream.subjectPrefix}events.team.created`,
          { teamId, name: 'Night Owls', leaderId: leader.id, challengeId, programmeId: null },
        ],
        [
          `${stream.subjectPrefix}events.team.member_joined`,
          { teamId, teamName: 'Night Owls', userId: joiner.id, leaderId: leader.id },
        ],
        [
          `${stream.subjectPrefix}events.team.invitation_sent`,
          { teamId, teamName: 'Night Owls', invitedUserId: invitee.id, invitedBy: leader.id, invitationId },
        ],
      ],
    );
    for (const stored of events) assert.equal(stored.msgId, stored.envelope.id);
    // Refused attempts record nothing: a mutation's events are in the outbox, in its transaction, once it answers.
    const refused = await app.graphql(`mutation ($id: ID!) { joinTeam(teamId: $id) { id } }`, {
      user: joiner,
      variables: { id: teamId },
    });
    assert.ok(refused.body.errors?.length, 'joining twice is refused');
    const recorded = await app.prisma.outboxEvent.count({
      where: {
        name: { startsWith: 'team.', not: 'team.milestones_changed' },
        payload: { path: ['teamId'], equals: teamId },
      },
    });
    assert.equal(recorded, 3);
  });

  it('reaches project and submitted once a project of the team was showcased; a duplicate or a later project changes nothing', async () => {
    const leader = newUser();
    const created = await app.graphql<{ createTeam: { id: string; progress: number } }>(
      `mutation ($input: CreateTeamInput!) { createTeam(input: $input) { id progress } }`,
      { user: leader, variables: { input: { name: 'Show Offs', maxMembers: 2 } } },
    );
    const teamId = created.body.data!.createTeam.id;
    // A team of one without a challenge has reached no milestone.
    assert.equal(created.body.data!.createTeam.progress, 0);

    const showcased: EventEnvelope<'project.showcased'> = {
      id: randomUUID(),
      name: 'project.showcased',
      occurredAt: new Date().toISOString(),
      payload: { projectId: randomUUID(), title: 'Owl cam', teamId, createdBy: leader.id },
    };
    publish(showcased);
    await waitFor('progress after project.showcased', async () => (await progressOf(teamId)) === 40);
    const row = await app.prisma.team.findUniqueOrThrow({ where: { id: teamId } });
    assert.equal(row.showcasedAt?.toISOString(), showcased.occurredAt);

    // The same event again (redelivered or republished), and another project of the team later.
    publish(showcased);
    publish({
      ...showcased,
      id: randomUUID(),
      occurredAt: new Date(Date.now() + 60_000).toISOString(),
      payload: { ...showcased.payload, projectId: randomUUID(), title: 'Owl cam 2' },
    });
    // An event about a team this service does not know, and one with a malformed team id.
    publish({ ...showcased, id: randomUUID(), payload: { ...showcased.payload, teamId: randomUUID() } });
    publish({ ...showcased, id: randomUUID(), payload: { ...showcased.payload, teamId: 'nope' } });
    await consumerCaughtUp();
    assert.equal(await progressOf(teamId), 40);
    const again = await app.prisma.team.findUniqueOrThrow({ where: { id: teamId } });
    assert.equal(again.showcasedAt?.toISOString(), showcased.occurredAt);
    const processed = await app.prisma.processedEvent.count({
      where: { consumer: SHOWCASED_PROJECTS_CONSUMER, eventId: showcased.id },
    });
    assert.equal(processed, 1);
  });
});
