import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, it } from '@jest/globals';
import { eventSubject, type EventName, type EventPayloads } from '@creators/contracts';
import { createTestStream, type TestStream } from '@creators/platform/events/testing/test-nats';
import { waitFor } from '@creators/platform/events/testing/wait-for';
import { startTestSubgraph } from '@creators/platform/testing/index';
import { loadTeamsConfig } from '../config.js';
import { PrismaService } from '../database/prisma.service.js';
import { MeetingSweeper } from '../meetings/meeting-sweeper.js';
import { ERASURE_CONSUMER } from '../privacy/erasure.js';
import { CURRENT_PROGRAMMES_CONSUMER } from '../programmes/current-programmes.events.js';
import { startTeams } from '../server.js';
import { SHOWCASED_PROJECTS_CONSUMER } from '../teams/showcased-projects.events.js';
import { serviceDir, type TestApp } from './harness.js';
import { outboxPayloads } from './mentoring-client.js';
import { newUser, ok, teamClient, type User } from './team-client.js';

type MilestonesChanged = EventPayloads['team.milestones_changed'];

interface TeamMilestones {
  id: string;
  updatedAt: string;
  programmeId: string | null;
  progress: number;
  milestones: Array<{ key: string; done: boolean }>;
}

const MILESTONE_FIELDS = 'id updatedAt programmeId progress milestones { key done }';
const DAY = 24 * 60 * 60 * 1000;

/** Milestones of a team (docs/product.md §16.3): reached and un-reached by what happens to it, one event per change. */
describe('team milestones', () => {
  let stream: TestStream;
  let app: TestApp;
  const teams = teamClient(() => app);

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

  const milestonesOf = async (teamId: string): Promise<TeamMilestones> =>
    ok(
      await app.graphql<Record<string, TeamMilestones>>(
        `query ($id: ID!) { team(id: $id) { ${MILESTONE_FIELDS} } }`,
        { variables: { id: teamId } },
      ),
    );

  const reached = async (teamId: string): Promise<string[]> =>
    (await milestonesOf(teamId)).milestones
      .filter((milestone) => milestone.done)
      .map((milestone) => milestone.key);

  /** The team.milestones_changed the team recorded, oldest first. */
  const changes = (teamId: string) =>
    outboxPayloads<MilestonesChanged>(app, 'team.milestones_changed', (payload) => payload.teamId === teamId);

  const reachedInChanges = async (teamId: string) => (await changes(teamId)).map((change) => change.reached);

  const publish = <N extends EventName>(name: N, payload: EventPayloads[N], occurredAt = new Date()) =>
    stream.nc.publish(
      eventSubject(name, stream.subjectPrefix),
      JSON.stringify({ id: randomUUID(), name, occurredAt: occurredAt.toISOString(), payload }),
    );

  const caughtUp = (consumer: string) =>
    waitFor(`${consumer} to catch up`, async () => {
      await stream.nc.flush();
      const info = await stream.jsm.consumers.info(stream.stream, consumer).catch(() => null);
      return info !== null && info.num_pending === 0 && info.num_ack_pending === 0;
    });

  it('starts a team of one without a challenge at 0, every milestone listed and none reached', async () => {
    const team = await teams.createTeam(newUser());
    const state = await milestonesOf(team.id);
    assert.equal(state.progress, 0);
    assert.deepEqual(state.milestones, [
      { key: 'members', done: false },
      { key: 'challenge', done: false },
      { key: 'mentorMeeting', done: false },
      { key: 'project', done: false },
      { key: 'submitted', done: false },
    ]);
    assert.deepEqual(await changes(team.id), []);
  });

  it('reaches members with a second member and un-reaches it when only one is left, once per change', async () => {
    const leader = newUser();
    const [first, second, invited] = [newUser(), newUser(), newUser()];
    const team = await teams.createTeam(leader, { name: 'Milestone Movers', maxMembers: 4 });

    ok(await teams.join(first, team.id));
    assert.deepEqual(await reached(team.id), ['members']);
    assert.equal((await milestonesOf(team.id)).progress, 20);
    const [change] = await changes(team.id);
    assert.deepEqual(
      { ...change, changedAt: undefined },
      {
        teamId: team.id,
        teamName: 'Milestone Movers',
        programmeId: null,
        reached: ['members'],
        progress: 20,
        changedAt: undefined,
      },
    );
    assert.ok(!Number.isNaN(Date.parse(change!.changedAt)));

    // A third member and a leave back to two change nothing.
    ok(await teams.join(second, team.id));
    ok(await teams.leave(second, team.id));
    assert.deepEqual(await reachedInChanges(team.id), [['members']]);

    // The leader removes the other member: one left.
    ok(await teams.remove(leader, team.id, first.id));
    assert.deepEqual(await reached(team.id), []);
    assert.deepEqual(await reachedInChanges(team.id), [['members'], []]);

    // An accepted invitation is a join.
    const invitation = ok(await teams.invite(leader, team.id, invited.id));
    ok(await teams.accept(invited, invitation.id));
    assert.deepEqual(await reachedInChanges(team.id), [['members'], [], ['members']]);

    // The leader leaves: the invited person is alone (and leads).
    ok(await teams.leave(leader, team.id));
    assert.deepEqual(await reachedInChanges(team.id), [['members'], [], ['members'], []]);
    assert.equal((await milestonesOf(team.id)).progress, 0);

    // A refused join records nothing.
    const refused = await teams.join(invited, team.id);
    assert.ok(refused.body.errors?.length);
    assert.equal((await changes(team.id)).length, 4);
  });

  it('reaches challenge with a challenge chosen at creation or by the leader, and un-reaches it when cleared', async () => {
    const leader = newUser();
    const team = await teams.createTeam(leader, { challengeId: randomUUID() });
    assert.equal((await milestonesOf(team.id)).progress, 20);
    assert.deepEqual(await reachedInChanges(team.id), [['challenge']]);

    const cleared = ok(
      await teams.update(leader, team.id, { challengeId: '', expectedUpdatedAt: team.updatedAt }),
    );
    assert.deepEqual(await reached(team.id), []);
    // An edit that leaves the challenge changes no milestone.
    const renamed = ok(
      await teams.update(leader, team.id, { name: 'Renamed', expectedUpdatedAt: cleared.updatedAt }),
    );
    ok(
      await teams.update(leader, team.id, {
        challengeId: randomUUID(),
        expectedUpdatedAt: renamed.updatedAt,
      }),
    );
    assert.deepEqual(await reachedInChanges(team.id), [['challenge'], [], ['challenge']]);

    // A milestone moving is not an edit: the version the leader's next edit sends back stays valid.
    const before = await milestonesOf(team.id);
    ok(await teams.join(newUser(), team.id));
    assert.equal((await milestonesOf(team.id)).updatedAt, before.updatedAt);
  });

  it('reaches mentorMeeting once a meeting with a mentor was held, once', async () => {
    const leader = newUser();
    const team = await teams.createTeam(leader);
    const sweeper = app.server.app.get(MeetingSweeper);
    const start = new Date(Date.now() + 30 * DAY);
    const meeting = (title: string, mentorId: string | null) =>
      app.prisma.meeting.create({
        data: { title, teamId: team.id, hostId: leader.id, mentorId, scheduledAt: start, duration: 30 },
      });
    await meeting('Team only', null);
    await sweeper.sweep(new Date(start.getTime() + 31 * 60_000));
    assert.deepEqual(await reached(team.id), [], 'a meeting without a mentor is never held');

    const mentor = randomUUID();
    await meeting('With our mentor', mentor);
    await meeting('With our mentor again', mentor);
    const held = await sweeper.sweep(new Date(start.getTime() + 31 * 60_000));
    assert.equal(held.held.length >= 2, true);
    assert.deepEqual(await reached(team.id), ['mentorMeeting']);
    assert.deepEqual(await reachedInChanges(team.id), [['mentorMeeting']]);
  });

  it('follows the team’s projects: created, submitted, removed; older events and events without a status too', async () => {
    const leader = newUser();
    const team = await teams.createTeam(leader);
    const [first, second] = [randomUUID(), randomUUID()];
    const base = Date.now();
    const at = (minutes: number) => new Date(base + minutes * 60_000);
    const project = (projectId: string) => ({ projectId, title: 'Owl cam', teamId: team.id });

    // A project in planning: project reached, not submitted.
    publish('project.showcased', { ...project(first), createdBy: leader.id, status: 'planning' }, at(1));
    await caughtUp(SHOWCASED_PROJECTS_CONSUMER);
    assert.deepEqual(await reached(team.id), ['project']);
    // It is submitted (showcased).
    publish(
      'project.updated',
      { ...project(first), updatedAt: at(2).toISOString(), status: 'showcased' },
      at(2),
    );
    // A second project, recorded before projects had a status in their events: showcased.
    publish('project.showcased', { ...project(second), createdBy: leader.id }, at(3));
    await caughtUp(SHOWCASED_PROJECTS_CONSUMER);
    assert.deepEqual(await reached(team.id), ['project', 'submitted']);
    assert.equal((await milestonesOf(team.id)).progress, 40);

    // The first is removed: the second still counts.
    publish('project.removed', { ...project(first), removedBy: leader.id }, at(4));
    // A late edit of the second, older than its creation, changes nothing.
    publish(
      'project.updated',
      { ...project(second), updatedAt: at(0).toISOString(), status: 'planning' },
      at(0),
    );
    await caughtUp(SHOWCASED_PROJECTS_CONSUMER);
    assert.deepEqual(await reached(team.id), ['project', 'submitted']);

    // The second is removed too: neither milestone is reached any more; an edit delivered after its removal stays
    // without effect (a removal is final).
    publish('project.removed', { ...project(second), removedBy: leader.id }, at(5));
    publish(
      'project.updated',
      { ...project(second), updatedAt: at(6).toISOString(), status: 'showcased' },
      at(6),
    );
    await caughtUp(SHOWCASED_PROJECTS_CONSUMER);
    assert.deepEqual(await reached(team.id), []);
    assert.deepEqual(await reachedInChanges(team.id), [['project'], ['project', 'submitted'], []]);
    assert.deepEqual(
      (
        await app.prisma.teamProject.findMany({ where: { teamId: team.id }, orderBy: { changedAt: 'asc' } })
      ).map((row) => [row.projectId, row.status]),
      [
        [first, 'removed'],
        [second, 'removed'],
      ],
    );

    // A project of a team this service does not know is not kept.
    const unknownTeam = randomUUID();
    publish('project.showcased', { ...project(randomUUID()), teamId: unknownTeam, createdBy: leader.id });
    await caughtUp(SHOWCASED_PROJECTS_CONSUMER);
    assert.equal(await app.prisma.teamProject.count({ where: { teamId: unknownTeam } }), 0);
  });

  it('keeps the project of a team showcased before projects were followed until one of its projects is heard of', async () => {
    const leader = newUser();
    const team = await teams.createTeam(leader);
    // As the migration left such a team: showcased_at set, milestones backfilled, no project known.
    await app.prisma.$executeRaw`
      UPDATE teams SET showcased_at = now(), milestones = ARRAY['project', 'submitted'] WHERE id = ${team.id}::uuid`;
    ok(await teams.join(newUser(), team.id));
    assert.deepEqual(await reached(team.id), ['members', 'project', 'submitted']);
    // Its (only) project is removed.
    publish('project.removed', {
      projectId: randomUUID(),
      title: 'Old',
      teamId: team.id,
      removedBy: leader.id,
    });
    await caughtUp(SHOWCASED_PROJECTS_CONSUMER);
    assert.deepEqual(await reached(team.id), ['members']);
    assert.deepEqual(await reachedInChanges(team.id), [['members', 'project', 'submitted'], ['members']]);
  });

  it('puts a new team in its leader’s current programme, the latest change winning, and lists teams by programme', async () => {
    const leader: User = newUser();
    const [programme, older] = [randomUUID(), randomUUID()];
    publish('programme.current_changed', {
      userId: leader.id,
      programmeId: programme,
      changedAt: new Date(Date.now() - 60_000).toISOString(),
    });
    publish('programme.current_changed', {
      userId: leader.id,
      programmeId: older,
      changedAt: new Date(Date.now() - 10 * 60_000).toISOString(),
    });
    await caughtUp(CURRENT_PROGRAMMES_CONSUMER);

    const team = await teams.createTeam(leader, { name: 'In a programme', challengeId: randomUUID() });
    assert.equal((await milestonesOf(team.id)).programmeId, programme);
    const [created] = await outboxPayloads<EventPayloads['team.created']>(
      app,
      'team.created',
      (payload) => payload.teamId === team.id,
    );
    assert.equal(created!.programmeId, programme);
    const [change] = await changes(team.id);
    assert.equal(change!.programmeId, programme);

    // A member who works in another programme changes nothing about the team's.
    const member = newUser();
    publish('programme.current_changed', {
      userId: member.id,
      programmeId: older,
      changedAt: new Date().toISOString(),
    });
    await caughtUp(CURRENT_PROGRAMMES_CONSUMER);
    ok(await teams.join(member, team.id));
    assert.equal((await milestonesOf(team.id)).programmeId, programme);

    // The leader leaves every programme: their next team is in none.
    publish('programme.current_changed', {
      userId: leader.id,
      programmeId: null,
      changedAt: new Date().toISOString(),
    });
    await caughtUp(CURRENT_PROGRAMMES_CONSUMER);
    const open = await teams.createTeam(leader, { name: 'In the open' });
    assert.equal((await milestonesOf(open.id)).programmeId, null);

    const listed = ok(
      await app.graphql<Record<string, { nodes: Array<{ id: string }>; totalCount: number }>>(
        `query ($programmeId: ID) { teams(programmeId: $programmeId) { nodes { id } totalCount } }`,
        { variables: { programmeId: programme } },
      ),
    );
    assert.deepEqual(
      listed.nodes.map((node) => node.id),
      [team.id],
    );
    assert.equal(listed.totalCount, 1);

    // Erasure forgets a person's current programme.
    publish('user.erased', { userId: member.id });
    await caughtUp(ERASURE_CONSUMER);
    assert.equal(await app.prisma.currentProgramme.count({ where: { userId: member.id } }), 0);
    assert.equal(await app.prisma.currentProgramme.count({ where: { userId: leader.id } }), 1);
  });
});
