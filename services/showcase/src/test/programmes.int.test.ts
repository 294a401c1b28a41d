/**
 * Projects of a programme (docs/product.md §16): a project belongs to its team's programme, lists filter by it, and
 * at the programme's submission deadline its projects freeze (no new one, no edit, no removal) until a later
 * deadline reopens them; likes and views go on.
 */
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, it } from '@jest/globals';
import type { EventPayloads, Locale } from '@creators/contracts';
import { createTestStream, type TestStream } from '@creators/platform/events/testing/test-nats';
import { waitFor } from '@creators/platform/events/testing/wait-for';
import { PROGRAMME_DEADLINES_CONSUMER } from '../programmes/programme-deadlines.events.js';
import { startTestApp, type TestApp } from './harness.js';
import { envelope, teamEventsOn } from './team-events.js';

const PROJECT_FIELDS = 'id title teamId programmeId status likes views updatedAt submissionsClosedAt';
const CREATE = `mutation ($input: CreateProjectInput!) { createProject(input: $input) { ${PROJECT_FIELDS} } }`;
const UPDATE = `mutation ($id: ID!, $input: UpdateProjectInput!) { updateProject(id: $id, input: $input) { ${PROJECT_FIELDS} } }`;
const REMOVE = `mutation ($id: ID!) { removeProject(id: $id) }`;
const PROJECT = `query ($id: ID!) { project(id: $id) { ${PROJECT_FIELDS} } }`;
const LIST = `query ($programmeId: ID, $sort: String, $first: Int, $after: String) {
  projects(programmeId: $programmeId, sort: $sort, first: $first, after: $after) {
    nodes { id programmeId } totalCount pageInfo { hasNextPage endCursor }
  }
}`;

interface ProjectResult {
  id: string;
  title: string;
  teamId: string;
  programmeId: string | null;
  status: string;
  likes: number;
  views: number;
  updatedAt: string;
  submissionsClosedAt: string | null;
}
type Person = { id: string; role: string };
type GraphQLError = { message: string; extensions?: Record<string, unknown> };

const person = (): Person => ({ id: randomUUID(), role: 'student' });
const DAY = 24 * 60 * 60 * 1000;

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

const { publish, membersConsumed } = teamEventsOn(() => stream);

/** A team the teams service put in `programmeId` (absent: an event recorded before programmes), led by `leader`. */
async function team(programmeId: string | null | undefined, leader: Person = person()): Promise<string> {
  const teamId = randomUUID();
  const payload: EventPayloads['team.created'] = {
    teamId,
    name: 'Rackers',
    leaderId: leader.id,
    challengeId: null,
  };
  await publish(envelope('team.created', programmeId === undefined ? payload : { ...payload, programmeId }));
  await membersConsumed();
  return teamId;
}

/** The programmes service's snapshot of a programme, with the deadline and time zone given. */
async function programmeUpdated(
  programmeId: string,
  submissionDeadline: Date,
  updatedAt: Date,
  timeZone = 'Europe/Berlin',
): Promise<void> {
  const at = (days: number) => new Date(submissionDeadline.getTime() + days * DAY).toISOString();
  await publish(
    envelope('programme.updated', {
      programmeId,
      name: 'Spring Cohort',
      phases: [
        { key: 'identify', startsAt: at(-40), endsAt: at(-30) },
        { key: 'collaborate', startsAt: at(-30), endsAt: at(-20) },
        { key: 'prototype', startsAt: at(-20), endsAt: at(1) },
        { key: 'showcase', startsAt: at(1), endsAt: at(10) },
      ],
      submissionDeadline: submissionDeadline.toISOString(),
      judgingEndsAt: at(5),
      resultsAt: at(7),
      timeZone,
      joinCode: 'SPRING',
      organiserIds: [],
      updatedAt: updatedAt.toISOString(),
    }),
  );
  // It reads programme.updated alone: nothing pending for it means it has applied the snapshot.
  await waitFor('the programmes consumer to catch up', async () => {
    const info = await stream.jsm.consumers
      .info(stream.stream, PROGRAMME_DEADLINES_CONSUMER)
      .catch(() => null);
    return !!info && info.num_pending === 0 && info.num_ack_pending === 0;
  });
}

const create = (teamId: string, user: Person, locale: Locale = 'en', title = 'Rack Map') =>
  app.graphql<{ createProject: ProjectResult }>(CREATE, {
    variables: {
      input: { title, description: 'Shows where the free bike racks are around campus, live.', teamId },
    },
    user,
    context: { locale },
  });

async function created(teamId: string, user: Person, title?: string): Promise<ProjectResult> {
  const { body } = await create(teamId, user, 'en', title);
  assert.equal(body.errors, undefined, JSON.stringify(body.errors));
  return body.data!.createProject;
}

async function projectById(id: string): Promise<ProjectResult> {
  const { body } = await app.graphql<{ project: ProjectResult }>(PROJECT, { variables: { id } });
  assert.equal(body.errors, undefined, JSON.stringify(body.errors));
  return body.data!.project;
}

const outboxCount = (projectId: string) =>
  app.prisma.outboxEvent.count({ where: { payload: { path: ['projectId'], equals: projectId } } });

describe('projects of a programme', () => {
  it("belong to their team's programme, and the list filters by it, paged in either sort", async () => {
    const programme = randomUUID();
    const leader = person();
    const teamId = await team(programme, leader);
    const [a, b, c] = [
      await created(teamId, leader, 'One'),
      await created(teamId, leader, 'Two'),
      await created(teamId, leader, 'Three'),
    ];
    assert.equal(a.programmeId, programme);
    assert.equal(a.submissionsClosedAt, null, 'a programme whose calendar is unknown here is open');
    assert.equal(
      (await app.prisma.project.findUniqueOrThrow({ where: { id: a.id } })).programmeId,
      programme,
    );

    // A team of no programme, and one from an event recorded before programmes existed.
    const open = person();
    const outside = await created(await team(null, open), open);
    const older = person();
    const legacy = await created(await team(undefined, older), older);
    assert.equal(outside.programmeId, null);
    assert.equal(legacy.programmeId, null);

    for (const sort of ['recent', 'popular']) {
      const first = await app.graphql<{
        projects: {
          nodes: Array<{ id: string; programmeId: string }>;
          totalCount: number;
          pageInfo: { hasNextPage: boolean; endCursor: string };
        };
      }>(LIST, { variables: { programmeId: programme, sort, first: 2 } });
      assert.equal(first.body.errors, undefined, first.text);
      const page = first.body.data!.projects;
      assert.equal(page.totalCount, 3);
      assert.equal(page.pageInfo.hasNextPage, true);
      const second = await app.graphql<{ projects: { nodes: Array<{ id: string }> } }>(LIST, {
        variables: { programmeId: programme, sort, first: 2, after: page.pageInfo.endCursor },
      });
      assert.deepEqual(
        [...page.nodes, ...second.body.data!.projects.nodes].map((node) => node.id).sort(),
        [a.id, b.id, c.id].sort(),
      );
    }
    const bad = await app.graphql(LIST, { variables: { programmeId: 'nope' } });
    assert.equal((bad.body.errors?.[0] as GraphQLError).extensions?.code, 'BAD_USER_INPUT');
  });

  it('freezes creating, editing and removing them after the deadline, in en and de, writing nothing', async () => {
    const programme = randomUUID();
    const leader = person();
    const teamId = await team(programme, leader);
    // 18:00 in Berlin (winter: UTC+1), long past.
    const deadline = new Date('2026-01-15T17:00:00.000Z');
    await programmeUpdated(programme, new Date(Date.now() + DAY), new Date(Date.now() - 60_000));
    const project = await created(teamId, leader);
    assert.equal(project.submissionsClosedAt, null, 'open before the deadline');

    await programmeUpdated(programme, deadline, new Date());
    const message = {
      en: 'Submissions closed on 15 January 2026, 18:00. Projects of this programme can no longer be created or changed.',
      de: 'Die Abgabe wurde am 15. Januar 2026, 18:00 geschlossen. Projekte dieses Programms können nicht mehr angelegt oder geändert werden.',
    };
    const before = await app.prisma.project.count({ where: { teamId } });
    for (const locale of ['en', 'de'] as const) {
      const refusals = [
        await create(teamId, leader, locale, 'Too late'),
        await app.graphql(UPDATE, {
          variables: { id: project.id, input: { expectedUpdatedAt: project.updatedAt, title: 'Changed' } },
          user: leader,
          context: { locale },
        }),
        await app.graphql(REMOVE, { variables: { id: project.id }, user: leader, context: { locale } }),
      ];
      for (const refused of refusals) {
        const error = refused.body.errors?.[0] as GraphQLError | undefined;
        assert.equal(error?.extensions?.code, 'CONFLICT', refused.text);
        assert.equal(error?.extensions?.messageKey, 'error.programme.submissionsClosed');
        assert.equal(error?.extensions?.submissionsClosedAt, deadline.toISOString());
        assert.equal(error?.message, message[locale]);
      }
    }
    // Nothing was written: no project, no change, no event.
    assert.equal(await app.prisma.project.count({ where: { teamId } }), before);
    const row = await app.prisma.project.findUniqueOrThrow({ where: { id: project.id } });
    assert.deepEqual(
      [row.title, row.status, row.updatedAt.toISOString()],
      ['Rack Map', 'showcased', project.updatedAt],
    );
    assert.equal(await outboxCount(project.id), 1, 'only project.showcased');

    // Its page says since when; likes and views go on.
    assert.equal((await projectById(project.id)).submissionsClosedAt, deadline.toISOString());
    const liked = await app.graphql<{ likeProject: { likes: number } }>(
      `mutation ($id: ID!) { likeProject(id: $id) { likes } }`,
      { variables: { id: project.id }, user: person() },
    );
    assert.equal(liked.body.data?.likeProject.likes, 1, liked.text);
    const viewed = await app.graphql<{ recordProjectView: { views: number } }>(
      `mutation ($id: ID!) { recordProjectView(id: $id) { views } }`,
      { variables: { id: project.id }, user: person() },
    );
    assert.equal(viewed.body.data?.recordProjectView.views, 1, viewed.text);

    // Projects of other programmes, and of none, stay open.
    const other = person();
    assert.equal((await created(await team(randomUUID(), other), other)).submissionsClosedAt, null);
  });

  it('reopens them when a later snapshot moves the deadline later; an older snapshot changes nothing', async () => {
    const programme = randomUUID();
    const leader = person();
    const teamId = await team(programme, leader);
    const project = await created(teamId, leader);
    const now = Date.now();
    await programmeUpdated(programme, new Date(now - DAY), new Date(now));
    // Delivered late: an older snapshot with a later deadline.
    await programmeUpdated(programme, new Date(now + 30 * DAY), new Date(now - 60_000));
    assert.ok((await projectById(project.id)).submissionsClosedAt, 'still closed');
    assert.equal((await create(teamId, leader)).body.errors?.length, 1);

    // The organisers move the deadline later.
    await programmeUpdated(programme, new Date(now + 7 * DAY), new Date(now + 1_000));
    assert.equal((await projectById(project.id)).submissionsClosedAt, null);
    const edited = await app.graphql<{ updateProject: ProjectResult }>(UPDATE, {
      variables: { id: project.id, input: { expectedUpdatedAt: project.updatedAt, title: 'Rack Map 2' } },
      user: leader,
    });
    assert.equal(edited.body.errors, undefined, edited.text);
    assert.equal(edited.body.data!.updateProject.title, 'Rack Map 2');
    const another = await created(teamId, leader, 'After reopening');
    const removed = await app.graphql<{ removeProject: boolean }>(REMOVE, {
      variables: { id: another.id },
      user: leader,
    });
    assert.equal(removed.body.data?.removeProject, true, removed.text);
  });

  it('ignores a malformed programme snapshot', async () => {
    const programme = randomUUID();
    await publish(
      envelope('programme.updated', {
        programmeId: programme,
        name: 'Broken',
        phases: [],
        submissionDeadline: 'not a date',
        judgingEndsAt: 'not a date',
        resultsAt: 'not a date',
        timeZone: 'Europe/Berlin',
        joinCode: 'BROKEN',
        organiserIds: [],
        updatedAt: new Date().toISOString(),
      }),
    );
    await programmeUpdated(randomUUID(), new Date(), new Date());
    assert.equal(await app.prisma.programmeDeadline.count({ where: { programmeId: programme } }), 0);
  });
});
