import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, it } from '@jest/globals';
import { eventSubject, type EventEnvelope, type EventName, type EventPayloads } from '@creators/contracts';
import { encodeEnvelope } from '@creators/platform/events/envelope';
import { createTestStream, type TestStream } from '@creators/platform/events/testing/test-nats';
import { waitFor } from '@creators/platform/events/testing/wait-for';
import { ROSTER_CONSUMER } from '../roster/roster.events.js';
import { calendarAround, startTestApp, type TestApp } from './harness.js';

// The cohort view (docs/product.md §16.5) and announcements (§16.4): the roster follows the teams, showcase,
// identity and brainstorm events, published here as their outbox relays would; its filters, its paging, who may
// see it, and who an announcement reaches.

type User = { id: string; role: string; staff?: boolean };
const person = (staff = false): User => ({ id: randomUUID(), role: 'student', staff });
const staff = person(true);

let stream: TestStream;
let app: TestApp;
beforeAll(async () => {
  stream = await createTestStream();
  app = await startTestApp({ NATS_SUBJECT_PREFIX: stream.subjectPrefix, EVENT_STREAM: stream.stream });
});
afterAll(async () => {
  await app?.close();
  await stream?.remove();
});

function envelope<N extends EventName>(
  name: N,
  payload: EventPayloads[N],
  occurredAt = new Date(),
): EventEnvelope<N> {
  return { id: randomUUID(), name, occurredAt: occurredAt.toISOString(), payload };
}

async function publish(...events: EventEnvelope[]): Promise<void> {
  for (const event of events)
    stream.nc.publish(eventSubject(event.name, stream.subjectPrefix), encodeEnvelope(event));
  await stream.nc.flush();
  const { state } = await stream.jsm.streams.info(stream.stream);
  await waitFor('the roster consumer to catch up', async () => {
    const info = await stream.jsm.consumers.info(stream.stream, ROSTER_CONSUMER).catch(() => null);
    return !!info && info.ack_floor.stream_seq >= state.last_seq && info.num_ack_pending === 0;
  });
}

const ok = <T>(response: { body: { data?: T | null; errors?: unknown } }): T => {
  assert.equal(response.body.errors, undefined, JSON.stringify(response.body.errors));
  return response.body.data!;
};

const MEMBERS = `query ($programmeId: ID!, $filter: String, $first: Int, $after: String) {
  programmeMembers(programmeId: $programmeId, filter: $filter, first: $first, after: $after) {
    nodes { userId isMentor lastActiveOn startedBrainstorm user { id }
      team { id name progress projectTitle mentorIds members { id } milestones { key done } } }
    pageInfo { hasNextPage endCursor }
    totalCount
  }
}`;
const TEAMS = `query ($programmeId: ID!) { programmeTeams(programmeId: $programmeId) {
  nodes { id name leaderId memberIds mentorIds progress milestones { key done } projectTitle } totalCount } }`;
const ANNOUNCE = `mutation ($programmeId: ID!, $input: AnnouncementInput!) {
  postAnnouncement(programmeId: $programmeId, input: $input) { id audience recipientCount title body } }`;
const PINNED = `{ pinnedAnnouncements { id title body } }`;
const DISMISS = `mutation ($id: ID!) { dismissAnnouncement(id: $id) }`;

interface MemberNode {
  userId: string;
  isMentor: boolean;
  lastActiveOn: string | null;
  startedBrainstorm: boolean;
  team: {
    id: string;
    progress: number;
    projectTitle: string | null;
    milestones: { key: string; done: boolean }[];
  } | null;
}

/** A programme with an organiser and members joined by code: two students in a team, one student alone, a mentor. */
async function cohort() {
  const created = ok(
    await app.graphql<{ createProgramme: { id: string; joinCode: string } }>(
      `mutation ($input: CreateProgrammeInput!) { createProgramme(input: $input) { id joinCode } }`,
      { user: staff, variables: { input: { name: 'Year 9', ...calendarAround() } } },
    ),
  ).createProgramme;
  const organiser = person();
  ok(
    await app.graphql(
      `mutation ($p: ID!, $u: ID!) { addProgrammeOrganiser(programmeId: $p, userId: $u) { id } }`,
      {
        user: staff,
        variables: { p: created.id, u: organiser.id },
      },
    ),
  );
  const [ada, ben, cleo, mentor] = [person(), person(), person(), { id: randomUUID(), role: 'mentor' }];
  await publish(envelope('user.registered', { userId: mentor.id, role: 'mentor', firstName: 'Max' }));
  for (const user of [ada, ben, cleo, mentor])
    ok(
      await app.graphql(`mutation ($code: String!) { joinProgramme(code: $code) { id } }`, {
        user,
        variables: { code: created.joinCode },
      }),
    );
  const teamId = randomUUID();
  await publish(
    envelope('team.created', {
      teamId,
      name: 'Bike fixers',
      leaderId: ada.id,
      challengeId: null,
      programmeId: created.id,
    }),
    envelope('team.member_joined', { teamId, teamName: 'Bike fixers', userId: ben.id, leaderId: ada.id }),
    envelope('mentoring.answered', {
      requestId: randomUUID(),
      teamId,
      teamName: 'Bike fixers',
      mentorId: mentor.id,
      requestedBy: ada.id,
      accepted: true,
      memberIds: [ada.id, ben.id],
    }),
    envelope('team.milestones_changed', {
      teamId,
      teamName: 'Bike fixers',
      programmeId: created.id,
      reached: ['members'],
      progress: 20,
      changedAt: new Date().toISOString(),
    }),
    envelope('user.active', { userId: ada.id, activeOn: new Date().toISOString().slice(0, 10) }),
    envelope('brainstorm.started', { userId: ben.id, brainstormId: randomUUID() }),
  );
  return { programme: created, organiser, ada, ben, cleo, mentor, teamId };
}

const members = async (user: User, programmeId: string, filter?: string, first = 20, after?: string) =>
  ok(
    await app.graphql<{
      programmeMembers: {
        nodes: MemberNode[];
        totalCount: number;
        pageInfo: { hasNextPage: boolean; endCursor: string };
      };
    }>(MEMBERS, { user, variables: { programmeId, filter, first, after } }),
  ).programmeMembers;

describe('the cohort view', () => {
  it('shows each member with team, milestones, activity and brainstorm; filters and pages', async () => {
    const { programme, organiser, ada, ben, cleo, mentor, teamId } = await cohort();
    const all = await members(organiser, programme.id);
    assert.equal(all.totalCount, 4);
    const byId = new Map(all.nodes.map((node) => [node.userId, node]));
    assert.equal(byId.get(ada.id)?.team?.id, teamId);
    assert.equal(byId.get(ada.id)?.team?.progress, 20);
    assert.equal(byId.get(ada.id)?.lastActiveOn, new Date().toISOString().slice(0, 10));
    assert.equal(byId.get(ben.id)?.startedBrainstorm, true);
    assert.equal(byId.get(cleo.id)?.team, null);
    assert.equal(byId.get(mentor.id)?.isMentor, true);
    assert.deepEqual(
      byId
        .get(ada.id)
        ?.team?.milestones.filter((m) => m.done)
        .map((m) => m.key),
      ['members'],
    );
    const ids = async (filter: string) =>
      (await members(organiser, programme.id, filter)).nodes.map((n) => n.userId).sort();
    assert.deepEqual(await ids('no-team'), [cleo.id, mentor.id].sort());
    assert.deepEqual(await ids('no-project'), [ada.id, ben.id].sort());
    assert.deepEqual(await ids('mentors'), [mentor.id]);
    assert.deepEqual(await ids('inactive'), [ben.id, cleo.id, mentor.id].sort());
    const first = await members(organiser, programme.id, undefined, 3);
    assert.equal(first.nodes.length, 3);
    assert.equal(first.pageInfo.hasNextPage, true);
    const rest = await members(organiser, programme.id, undefined, 3, first.pageInfo.endCursor);
    assert.equal(rest.nodes.length, 1);
    assert.equal(new Set([...first.nodes, ...rest.nodes].map((n) => n.userId)).size, 4);

    const teams = ok(
      await app.graphql<{ programmeTeams: { nodes: { memberIds: string[]; mentorIds: string[] }[] } }>(
        TEAMS,
        {
          user: organiser,
          variables: { programmeId: programme.id },
        },
      ),
    ).programmeTeams;
    assert.deepEqual(teams.nodes[0]!.memberIds.sort(), [ada.id, ben.id].sort());
    assert.deepEqual(teams.nodes[0]!.mentorIds, [mentor.id]);
  });

  it('follows leaving, a project shown and removed, and older milestones delivered late', async () => {
    const { programme, organiser, ada, ben, teamId } = await cohort();
    const projectId = randomUUID();
    const later = new Date(Date.now() + 60_000).toISOString();
    await publish(
      envelope('team.member_left', { teamId, teamName: 'Bike fixers', userId: ben.id, leaderId: ada.id }),
      envelope('project.showcased', {
        projectId,
        title: 'Pump station',
        teamId,
        createdBy: ada.id,
        status: 'planning',
      }),
      envelope('team.milestones_changed', {
        teamId,
        teamName: 'Bike fixers',
        programmeId: programme.id,
        reached: ['project'],
        progress: 20,
        changedAt: later,
      }),
      envelope('team.milestones_changed', {
        teamId,
        teamName: 'Bike fixers',
        programmeId: programme.id,
        reached: ['members', 'project'],
        progress: 40,
        changedAt: new Date().toISOString(),
      }),
    );
    let all = await members(organiser, programme.id);
    const adaRow = all.nodes.find((n) => n.userId === ada.id)!;
    assert.equal(adaRow.team?.projectTitle, 'Pump station');
    assert.equal(adaRow.team?.progress, 20, 'the older milestones event changed nothing');
    assert.equal(all.nodes.find((n) => n.userId === ben.id)?.team, null);
    await publish(
      envelope('project.removed', { projectId, title: 'Pump station', teamId, removedBy: ada.id }),
    );
    all = await members(organiser, programme.id);
    assert.equal(all.nodes.find((n) => n.userId === ada.id)?.team?.projectTitle, null);
  });

  it('is for its organisers and staff only: a member and an organiser of another programme get FORBIDDEN', async () => {
    const { programme, ada } = await cohort();
    const { organiser: other } = await cohort();
    for (const user of [ada, other]) {
      const response = await app.graphql(MEMBERS, { user, variables: { programmeId: programme.id } });
      assert.equal(response.body.errors?.[0]?.extensions?.code, 'FORBIDDEN');
    }
    assert.equal((await members(staff, programme.id)).totalCount, 4);
    const bad = await app.graphql(MEMBERS, {
      user: staff,
      variables: { programmeId: programme.id, filter: 'lazy' },
    });
    assert.equal(bad.body.errors?.[0]?.extensions?.code, 'BAD_USER_INPUT');
  });
});

describe('announcements', () => {
  it('reach their audience, stay pinned until dismissed, and are recorded for the inbox', async () => {
    const { programme, organiser, ada, ben, cleo, mentor } = await cohort();
    const post = async (audience: string) =>
      ok(
        await app.graphql<{ postAnnouncement: { id: string; recipientCount: number } }>(ANNOUNCE, {
          user: organiser,
          variables: {
            programmeId: programme.id,
            input: { title: `For ${audience}`, body: 'Demo day is Friday.', audience },
          },
        }),
      ).postAnnouncement;
    assert.equal((await post('everyone')).recipientCount, 4);
    assert.equal((await post('students')).recipientCount, 3);
    assert.equal((await post('mentors')).recipientCount, 1);
    const withoutProject = await post('teams-without-project');
    assert.equal(withoutProject.recipientCount, 2);
    const events = (
      await app.prisma.outboxEvent.findMany({ where: { name: 'programme.announcement_posted' } })
    )
      .map((row) => row.payload as unknown as EventPayloads['programme.announcement_posted'])
      .filter((e) => e.programmeId === programme.id);
    assert.deepEqual(
      events.find((e) => e.announcementId === withoutProject.id)?.recipientIds.sort(),
      [ada.id, ben.id].sort(),
    );
    const pinned = ok(
      await app.graphql<{ pinnedAnnouncements: { id: string; title: string }[] }>(PINNED, { user: ada }),
    ).pinnedAnnouncements;
    assert.deepEqual(
      pinned.map((a) => a.title),
      ['For teams-without-project', 'For students', 'For everyone'],
    );
    ok(await app.graphql(DISMISS, { user: ada, variables: { id: withoutProject.id } }));
    const after = ok(
      await app.graphql<{ pinnedAnnouncements: { id: string }[] }>(PINNED, { user: ada }),
    ).pinnedAnnouncements;
    assert.equal(after.length, 2);
    const notMine = await app.graphql(DISMISS, { user: cleo, variables: { id: withoutProject.id } });
    assert.equal(notMine.body.errors?.[0]?.extensions?.code, 'NOT_FOUND');
    assert.equal(
      ok(await app.graphql<{ pinnedAnnouncements: unknown[] }>(PINNED, { user: mentor })).pinnedAnnouncements
        .length,
      2,
    );
  });

  it('refuses members (403), a bad audience or an empty body (400), writing nothing', async () => {
    const { programme, ada, organiser } = await cohort();
    const before = await app.prisma.announcement.count();
    const member = await app.graphql(ANNOUNCE, {
      user: ada,
      variables: { programmeId: programme.id, input: { title: 'Hi', body: 'Hello', audience: 'everyone' } },
    });
    assert.equal(member.body.errors?.[0]?.extensions?.code, 'FORBIDDEN');
    for (const input of [
      { title: 'Hi', body: 'Hello', audience: 'parents' },
      { title: 'Hi', body: '   ', audience: 'everyone' },
      { title: 'Hi', body: 'x'.repeat(2001), audience: 'everyone' },
    ]) {
      const response = await app.graphql(ANNOUNCE, {
        user: organiser,
        variables: { programmeId: programme.id, input },
      });
      assert.equal(response.body.errors?.[0]?.extensions?.code, 'BAD_USER_INPUT', JSON.stringify(input));
    }
    assert.equal(await app.prisma.announcement.count(), before);
  });
});
