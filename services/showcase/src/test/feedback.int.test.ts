/**
 * Mentor feedback on projects (docs/product.md §12.4): the team_mentors read model fed by teams' mentoring events,
 * giveProjectFeedback, Project.feedback and canGiveFeedback, projectsAwaitingMyFeedback and project.feedback_given.
 */
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, it } from '@jest/globals';
import { type EventPayloads } from '@creators/contracts';
import { translate } from '@creators/texts';
import { createTestStream, type TestStream } from '@creators/platform/events/testing/test-nats';
import { DEMO_PROJECT_IDS } from '@creators/platform/demo/ids';
import { demoUser } from '@creators/platform/demo/users';
import { DEMO_FEEDBACK } from '../feedback/demo-feedback.js';
import { TEAM_MENTORS_CONSUMER } from '../memberships/team-mentors.events.js';
import { seedShowcase } from '../seeding.js';
import { startTestApp, type TestApp } from './harness.js';
import { envelope, teamEventsOn } from './team-events.js';

type GraphQLError = { message: string; extensions?: { code?: string; fields?: Record<string, string> } };
type User = { id: string; role: string };

interface Scores {
  problem: number;
  solution: number;
  prototype: number;
  presentation: number;
}

interface FeedbackResult {
  id: string;
  projectId: string;
  mentorId: string;
  mentor: { id: string } | null;
  notes: string;
  scores: Scores | null;
  createdAt: string;
  updatedAt: string;
}

const FEEDBACK_FIELDS = `id projectId mentorId mentor { id } notes
  scores { problem solution prototype presentation } createdAt updatedAt`;
const GIVE = `mutation ($projectId: ID!, $input: ProjectFeedbackInput!) {
  giveProjectFeedback(projectId: $projectId, input: $input) { ${FEEDBACK_FIELDS} } }`;
const PROJECT = `query ($id: ID!) { project(id: $id) { id canGiveFeedback feedback { ${FEEDBACK_FIELDS} } } }`;
const AWAITING = `query ($first: Int, $after: String) {
  projectsAwaitingMyFeedback(first: $first, after: $after) {
    nodes { id title canGiveFeedback } pageInfo { hasNextPage endCursor } totalCount } }`;
const CREATE_PROJECT = `mutation ($input: CreateProjectInput!) { createProject(input: $input) { id } }`;
const REMOVE_PROJECT = `mutation ($id: ID!) { removeProject(id: $id) }`;

const student = (): User => ({ id: randomUUID(), role: 'student' });
const mentorUser = (): User => ({ id: randomUUID(), role: 'mentor' });

const SCORES: Scores = { problem: 3, solution: 4, prototype: 2, presentation: 3 };
const feedbackInput = (overrides: Record<string, unknown> = {}) => ({
  notes: 'Clear problem statement; the prototype needs a working sign-up flow before the demo.',
  scores: SCORES,
  ...overrides,
});

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

const { publish, mentorsConsumed } = teamEventsOn(() => stream);

const errorOf = (body: { errors?: unknown[] }) => body.errors?.[0] as GraphQLError | undefined;

const answered = (
  teamId: string,
  mentorId: string,
  accepted: boolean,
  overrides: Partial<EventPayloads['mentoring.answered']> = {},
) =>
  envelope('mentoring.answered', {
    requestId: randomUUID(),
    teamId,
    teamName: 'Mentored',
    mentorId,
    requestedBy: randomUUID(),
    accepted,
    memberIds: [],
    ...overrides,
  });

const ended = (teamId: string, mentorId: string, endedBy = mentorId) =>
  envelope('mentoring.ended', { teamId, teamName: 'Mentored', mentorId, endedBy });

const mentorsOf = async (teamId: string) =>
  (await app.prisma.teamMentor.findMany({ where: { teamId } })).map((row) => row.mentorId).sort();

/** A fresh team with these members (the first showcases a project) and, through events, this mentor. */
async function mentoredTeam(members: User[], mentor: User | null, title = 'Rack Map') {
  const teamId = randomUUID();
  await app.prisma.teamMember.createMany({
    data: members.map((member) => ({ teamId, userId: member.id })),
  });
  if (mentor) {
    await publish(answered(teamId, mentor.id, true));
    await mentorsConsumed();
  }
  const project = await showcase(teamId, members[0]!, title);
  return { teamId, project };
}

async function showcase(teamId: string, author: User, title: string): Promise<{ id: string }> {
  const { body } = await app.graphql<{ createProject: { id: string } }>(CREATE_PROJECT, {
    variables: {
      input: { title, description: 'Shows where the free bike racks are around campus, live.', teamId },
    },
    user: author,
  });
  assert.equal(body.errors, undefined, JSON.stringify(body.errors));
  return body.data!.createProject;
}

const give = (projectId: string, user: User | null, input: Record<string, unknown> = feedbackInput()) =>
  app.graphql<{ giveProjectFeedback: FeedbackResult }>(GIVE, { variables: { projectId, input }, user });

async function projectAs(id: string, user: User | null) {
  const { body } = await app.graphql<{
    project: { id: string; canGiveFeedback: boolean; feedback: FeedbackResult[] } | null;
  }>(PROJECT, { variables: { id }, user });
  assert.equal(body.errors, undefined, JSON.stringify(body.errors));
  return body.data!.project;
}

const feedbackEvents = async (projectId: string) =>
  (
    await app.prisma.outboxEvent.findMany({
      where: { name: 'project.feedback_given' },
      orderBy: { occurredAt: 'asc' },
    })
  )
    .map((row) => row.payload as EventPayloads['project.feedback_given'])
    .filter((payload) => payload.projectId === projectId);

describe('the team_mentors read model', () => {
  it('adds an accepting mentor, ignores a declined request and bad ids, and removes an ended mentoring', async () => {
    const teamId = randomUUID();
    const mentor = mentorUser();
    const declining = mentorUser();
    const accept = answered(teamId, mentor.id, true);
    await publish(
      accept,
      accept,
      answered(teamId, declining.id, false),
      answered('not-a-uuid', mentor.id, true),
      answered(teamId, 'nobody', true),
    );
    await mentorsConsumed();
    assert.deepEqual(await mentorsOf(teamId), [mentor.id]);
    assert.equal(
      await app.prisma.processedEvent.count({
        where: { consumer: TEAM_MENTORS_CONSUMER, eventId: accept.id },
      }),
      1,
    );

    const end = ended(teamId, mentor.id);
    await publish(end, ended(teamId, declining.id));
    await mentorsConsumed();
    assert.deepEqual(await mentorsOf(teamId), []);

    // An acceptance recorded before the end but delivered after it (a redelivery) does not bring the mentor back.
    const lateAccept = answered(teamId, mentor.id, true);
    await publish({ ...lateAccept, occurredAt: new Date(Date.parse(end.occurredAt) - 60_000).toISOString() });
    await mentorsConsumed();
    assert.deepEqual(await mentorsOf(teamId), []);

    // Nor does a late end remove a mentoring accepted after it.
    await publish(answered(teamId, mentor.id, true));
    await mentorsConsumed();
    const lateEnd = ended(teamId, mentor.id);
    await publish({ ...lateEnd, occurredAt: new Date(Date.parse(end.occurredAt) - 30_000).toISOString() });
    await mentorsConsumed();
    assert.deepEqual(await mentorsOf(teamId), [mentor.id]);
  });
});

describe('giving feedback', () => {
  it('lets a mentor of the team give it, keeps every feedback given with its date, and records project.feedback_given', async () => {
    const leader = student();
    const member = student();
    const mentor = mentorUser();
    const { teamId, project } = await mentoredTeam([leader, member], mentor);

    const first = await give(project.id, mentor);
    assert.equal(first.body.errors, undefined, JSON.stringify(first.body.errors));
    const given = first.body.data!.giveProjectFeedback;
    assert.equal(given.projectId, project.id);
    assert.equal(given.mentorId, mentor.id);
    assert.deepEqual(given.mentor, { id: mentor.id });
    assert.deepEqual(given.scores, SCORES);

    const replaced = await give(
      project.id,
      mentor,
      feedbackInput({
        notes: '  The sign-up flow works now; rehearse the pitch.  ',
        scores: { problem: 4, solution: 4, prototype: 4, presentation: 2 },
      }),
    );
    assert.equal(replaced.body.errors, undefined, JSON.stringify(replaced.body.errors));
    const again = replaced.body.data!.giveProjectFeedback;
    assert.notEqual(again.id, given.id, 'a second feedback is a new one');
    assert.equal(again.notes, 'The sign-up flow works now; rehearse the pitch.');
    assert.deepEqual(again.scores, { problem: 4, solution: 4, prototype: 4, presentation: 2 });
    assert.ok(Date.parse(again.createdAt) >= Date.parse(given.createdAt));

    const rows = await app.prisma.projectFeedback.findMany({
      where: { projectId: project.id },
      orderBy: { createdAt: 'asc' },
    });
    assert.deepEqual(
      rows.map((row) => [row.id, row.scorePresentation]),
      [
        [given.id, 3],
        [again.id, 2],
      ],
    );
    // The project page shows the history, newest first; "Download my data" has both, for the mentor and the team.
    assert.deepEqual(
      (await projectAs(project.id, leader))!.feedback.map((feedback) => [feedback.id, feedback.notes]),
      [
        [again.id, again.notes],
        [given.id, given.notes],
      ],
    );
    for (const [user, section] of [
      [mentor, 'feedbackGiven'],
      [leader, 'feedbackReceived'],
    ] as const) {
      const exported = await app.graphql<{ showcaseDataExport: Record<string, { id: string }[]> }>(
        '{ showcaseDataExport }',
        { user },
      );
      const ids = exported.body.data!.showcaseDataExport[section]!.map((feedback) => feedback.id);
      assert.deepEqual(ids, [again.id, given.id], section);
    }

    const events = await feedbackEvents(project.id);
    assert.equal(events.length, 2);
    assert.deepEqual(
      { ...events[0]!, recipientIds: [...events[0]!.recipientIds].sort() },
      {
        feedbackId: given.id,
        projectId: project.id,
        title: 'Rack Map',
        teamId,
        mentorId: mentor.id,
        recipientIds: [leader.id, member.id].sort(),
      },
    );
  });

  it('refuses anyone who does not mentor the team, its members included, and unknown or removed projects', async () => {
    const leader = student();
    const mentor = mentorUser();
    const otherMentor = mentorUser();
    const { project } = await mentoredTeam([leader], mentor);
    // otherMentor mentors another team only.
    await mentoredTeam([student()], otherMentor);

    for (const [user, locale] of [
      [student(), 'en'],
      [leader, 'en'],
      [otherMentor, 'de'],
    ] as const) {
      const { body } = await app.graphql(GIVE, {
        variables: { projectId: project.id, input: feedbackInput() },
        user,
        context: { locale },
      });
      const error = errorOf(body);
      assert.equal(error?.extensions?.code, 'FORBIDDEN');
      assert.equal(error?.message, translate('error.feedback.notTeamMentor', locale));
    }

    const signedOut = errorOf((await give(project.id, null)).body);
    assert.equal(signedOut?.extensions?.code, 'UNAUTHENTICATED');

    for (const id of [randomUUID(), 'not-a-uuid']) {
      const missing = errorOf((await give(id, mentor)).body);
      assert.equal(missing?.extensions?.code, 'NOT_FOUND');
      assert.equal(missing?.message, translate('error.project.notFound', 'en'));
    }

    const removed = await app.graphql(REMOVE_PROJECT, { variables: { id: project.id }, user: leader });
    assert.equal(removed.body.errors, undefined, JSON.stringify(removed.body.errors));
    const gone = errorOf((await give(project.id, mentor)).body);
    assert.equal(gone?.extensions?.code, 'NOT_FOUND');

    assert.equal(await app.prisma.projectFeedback.count({ where: { projectId: project.id } }), 0);
    assert.deepEqual(await feedbackEvents(project.id), []);
  });

  it('refuses a mentor whose mentoring ended', async () => {
    const mentor = mentorUser();
    const { teamId, project } = await mentoredTeam([student()], mentor);
    await publish(ended(teamId, mentor.id));
    await mentorsConsumed();
    const error = errorOf((await give(project.id, mentor)).body);
    assert.equal(error?.extensions?.code, 'FORBIDDEN');
  });

  it('answers bad input with BAD_USER_INPUT and the English message, and writes nothing', async () => {
    const mentor = mentorUser();
    const { project } = await mentoredTeam([student()], mentor);
    const cases: Array<[Record<string, unknown>, string]> = [
      [feedbackInput({ notes: 'Too short' }), 'validation.feedback.notes'],
      [feedbackInput({ notes: 'x'.repeat(4001) }), 'validation.feedback.notes'],
      [feedbackInput({ scores: { ...SCORES, problem: 5 } }), 'validation.feedback.score'],
      [feedbackInput({ scores: { ...SCORES, presentation: 0 } }), 'validation.feedback.score'],
    ];
    for (const [input, key] of cases) {
      const error = errorOf((await give(project.id, mentor, input)).body);
      assert.equal(error?.extensions?.code, 'BAD_USER_INPUT', key);
      assert.equal(error?.message, translate(key, 'en'), key);
    }
    assert.equal(await app.prisma.projectFeedback.count({ where: { projectId: project.id } }), 0);
    assert.deepEqual(await feedbackEvents(project.id), []);
  });
});

describe('reading feedback', () => {
  it('shows the notes to everyone signed in, newest first, and the scores only to the team and its mentors', async () => {
    const leader = student();
    const mentor = mentorUser();
    const secondMentor = mentorUser();
    const outsider = student();
    const { teamId, project } = await mentoredTeam([leader], mentor);
    await publish(answered(teamId, secondMentor.id, true));
    await mentorsConsumed();

    const older = (await give(project.id, mentor)).body.data!.giveProjectFeedback;
    const newer = (
      await give(
        project.id,
        secondMentor,
        feedbackInput({ notes: 'Second opinion: strong demo, thin research.' }),
      )
    ).body.data!.giveProjectFeedback;

    for (const viewer of [leader, mentor, secondMentor]) {
      const seen = (await projectAs(project.id, viewer))!;
      assert.deepEqual(
        seen.feedback.map((feedback) => feedback.id),
        [newer.id, older.id],
      );
      assert.deepEqual(seen.feedback[1]!.scores, SCORES);
      assert.equal(seen.canGiveFeedback, viewer !== leader);
    }
    for (const viewer of [outsider]) {
      const seen = (await projectAs(project.id, viewer))!;
      assert.deepEqual(
        seen.feedback.map((feedback) => [feedback.notes, feedback.scores]),
        [
          [newer.notes, null],
          [older.notes, null],
        ],
      );
      assert.equal(seen.canGiveFeedback, false);
    }
    // Signed out, no feedback at all, as through REST: the notes are for people signed in (docs/product.md §12.4).
    assert.deepEqual((await projectAs(project.id, null))!.feedback, []);
    // No score leaves the service in a response to an outsider.
    const { text } = await app.graphql(PROJECT, { variables: { id: project.id }, user: outsider });
    assert.doesNotMatch(text, /"problem"/);
  });
});

describe('projectsAwaitingMyFeedback', () => {
  it('lists the projects of the teams I mentor without my feedback, a page at a time', async () => {
    const mentor = mentorUser();
    const a = await mentoredTeam([student()], mentor, 'Alpha');
    const b = await mentoredTeam([student()], mentor, 'Beta');
    const author = student();
    await app.prisma.teamMember.create({ data: { teamId: b.teamId, userId: author.id } });
    const gamma = await showcase(b.teamId, author, 'Gamma');
    const removed = await showcase(b.teamId, author, 'Removed');
    await app.graphql(REMOVE_PROJECT, { variables: { id: removed.id }, user: author });
    // Not mentored by them: never listed.
    await mentoredTeam([student()], mentorUser(), 'Elsewhere');

    const page = async (first: number, after?: string | null) => {
      const { body } = await app.graphql<{
        projectsAwaitingMyFeedback: {
          nodes: Array<{ id: string; title: string; canGiveFeedback: boolean }>;
          pageInfo: { hasNextPage: boolean; endCursor: string | null };
          totalCount: number;
        };
      }>(AWAITING, { variables: { first, after }, user: mentor });
      assert.equal(body.errors, undefined, JSON.stringify(body.errors));
      return body.data!.projectsAwaitingMyFeedback;
    };

    const first = await page(2);
    assert.deepEqual(
      first.nodes.map((node) => node.title),
      ['Gamma', 'Beta'],
    );
    assert.ok(first.nodes.every((node) => node.canGiveFeedback));
    assert.equal(first.totalCount, 3);
    assert.equal(first.pageInfo.hasNextPage, true);
    const second = await page(2, first.pageInfo.endCursor);
    assert.deepEqual(
      second.nodes.map((node) => node.title),
      ['Alpha'],
    );
    assert.equal(second.pageInfo.hasNextPage, false);

    const given = await give(gamma.id, mentor);
    assert.equal(given.body.errors, undefined, JSON.stringify(given.body.errors));
    const after = await page(10);
    assert.deepEqual(
      after.nodes.map((node) => node.id),
      [b.project.id, a.project.id],
    );
    assert.equal(after.totalCount, 2);

    await publish(ended(a.teamId, mentor.id));
    await mentorsConsumed();
    assert.deepEqual(
      (await page(10)).nodes.map((node) => node.id),
      [b.project.id],
    );

    // Someone who mentors no team gets an empty list; signed out, UNAUTHENTICATED; a bad cursor, BAD_USER_INPUT.
    const none = await app.graphql(AWAITING, { variables: { first: 5 }, user: mentorUser() });
    assert.deepEqual(none.body.data?.projectsAwaitingMyFeedback?.nodes, []);
    const signedOut = await app.graphql(AWAITING, { variables: { first: 5 } });
    assert.equal(errorOf(signedOut.body)?.extensions?.code, 'UNAUTHENTICATED');
    const badCursor = await app.graphql(AWAITING, { variables: { first: 5, after: 'nope' }, user: mentor });
    assert.equal(errorOf(badCursor.body)?.extensions?.code, 'BAD_USER_INPUT');
  });
});

describe('the demo data', () => {
  it("seeds Jonas as Waste Watchers' mentor with his feedback on Leftover Meter, once", async () => {
    const first = await seedShowcase(app.prisma);
    assert.equal(first.teamMentors, 1);
    assert.equal(first.feedback, DEMO_FEEDBACK.length);
    const again = await seedShowcase(app.prisma);
    assert.equal(again.teamMentors, 0);
    assert.equal(again.feedback, 0);

    const jonas = { id: demoUser('Jonas').id, role: 'mentor' };
    const leon = { id: demoUser('Leon').id, role: 'student' };
    const meter = (await projectAs(DEMO_PROJECT_IDS.leftoverMeter, jonas))!;
    assert.equal(meter.canGiveFeedback, true);
    assert.deepEqual(
      meter.feedback.map((feedback) => [feedback.mentorId, feedback.scores]),
      [[jonas.id, DEMO_FEEDBACK[0]!.scores]],
    );
    assert.notEqual((await projectAs(DEMO_PROJECT_IDS.leftoverMeter, leon))!.feedback[0]!.scores, null);
    // A member of Study Circle, not its mentor.
    assert.equal((await projectAs(DEMO_PROJECT_IDS.studyCircle, jonas))!.canGiveFeedback, false);
    const { body } = await app.graphql<{ projectsAwaitingMyFeedback: { totalCount: number } }>(AWAITING, {
      variables: { first: 5 },
      user: jonas,
    });
    assert.equal(body.data!.projectsAwaitingMyFeedback.totalCount, 0);
  });
});
