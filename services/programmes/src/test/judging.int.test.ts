import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, it } from '@jest/globals';
import { eventSubject, type EventEnvelope, type EventName, type EventPayloads } from '@creators/contracts';
import { encodeEnvelope } from '@creators/platform/events/envelope';
import { createTestStream, type TestStream } from '@creators/platform/events/testing/test-nats';
import { waitFor } from '@creators/platform/events/testing/wait-for';
import { ROSTER_CONSUMER } from '../roster/roster.events.js';
import { calendarAround, startTestApp, type TestApp } from './harness.js';

// Judging, awards and People's Choice (docs/product.md §17): the projects submitted in time come from the roster,
// fed by the teams and showcase events published here as their outbox relays would.

type User = { id: string; role: string; staff?: boolean };
const person = (role = 'student'): User => ({ id: randomUUID(), role });
const staff: User = { id: randomUUID(), role: 'student', staff: true };
const DAY_MS = 24 * 60 * 60 * 1000;

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

const envelope = <N extends EventName>(name: N, payload: EventPayloads[N]): EventEnvelope<N> => ({
  id: randomUUID(),
  name,
  occurredAt: new Date().toISOString(),
  payload,
});

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

type Gql<T> = {
  body: { data?: T | null; errors?: Array<{ message: string; extensions?: Record<string, unknown> }> };
};
const ok = <T>(response: Gql<T>): T => {
  assert.equal(response.body.errors, undefined, JSON.stringify(response.body.errors));
  return response.body.data!;
};
const codeOf = (response: Gql<unknown>) => response.body.errors?.[0]?.extensions?.code;

const JUDGING = `judgesPerProject assignedAt publishedAt judgeIds
  projects { projectId projectTitle teamName judgeIds flagged }
  rubric { key weight } awards { key kind criterion winner { projectId } }`;
const RESULTS = `programmeId publishedAt
  ranking { rank projectId projectTitle raw normalised spread judgeCount underJudged votes criteria { key raw normalised } }
  awards { key name winner { projectId projectTitle teamName } }`;

interface Judging {
  judgesPerProject: number;
  judgeIds: string[];
  projects: { projectId: string; teamName: string; judgeIds: string[]; flagged: boolean }[];
}
interface Results {
  publishedAt: string | null;
  ranking: {
    rank: number | null;
    projectId: string;
    normalised: number | null;
    raw: number | null;
    votes: number;
    underJudged: boolean;
  }[];
  awards: { key: string; winner: { projectId: string } | null }[];
}

const gql = <T>(query: string, user: User, variables: Record<string, unknown> = {}) =>
  app.graphql<T>(query, { user, variables }) as Promise<Gql<T>>;

/**
 * A programme past its submission deadline (judging open, the Showcase phase on) with an organiser and `teams`
 * teams of two students each, every one with a submitted project; `mentorOf` names a team's mentor.
 */
async function programmeWithProjects(teams: number, mentorOf: Record<number, User> = {}) {
  const created = ok(
    await gql<{ createProgramme: { id: string; joinCode: string } }>(
      `mutation ($input: CreateProgrammeInput!) { createProgramme(input: $input) { id joinCode } }`,
      staff,
      { input: { name: `Year ${teams}`, ...calendarAround(Date.now(), -DAY_MS) } },
    ),
  ).createProgramme;
  const organiser = person();
  ok(
    await gql(
      `mutation ($p: ID!, $u: ID!) { addProgrammeOrganiser(programmeId: $p, userId: $u) { id } }`,
      staff,
      {
        p: created.id,
        u: organiser.id,
      },
    ),
  );
  const projects: { projectId: string; teamId: string; members: User[] }[] = [];
  const events: EventEnvelope[] = [];
  for (let i = 0; i < teams; i += 1) {
    const members = [person(), person()];
    const teamId = randomUUID();
    const projectId = randomUUID();
    const teamName = `Team ${i}`;
    events.push(
      envelope('team.created', {
        teamId,
        name: teamName,
        leaderId: members[0]!.id,
        challengeId: null,
        programmeId: created.id,
      }),
      envelope('team.member_joined', { teamId, teamName, userId: members[1]!.id, leaderId: members[0]!.id }),
      envelope('project.showcased', {
        projectId,
        title: `Project ${i}`,
        teamId,
        createdBy: members[0]!.id,
        status: 'showcased',
      }),
      envelope('team.milestones_changed', {
        teamId,
        teamName,
        programmeId: created.id,
        reached: ['members', 'project', 'submitted'],
        progress: 80,
        changedAt: new Date().toISOString(),
      }),
    );
    const mentor = mentorOf[i];
    if (mentor)
      events.push(
        envelope('mentoring.answered', {
          requestId: randomUUID(),
          teamId,
          teamName,
          mentorId: mentor.id,
          requestedBy: members[0]!.id,
          accepted: true,
          memberIds: members.map((m) => m.id),
        }),
      );
    projects.push({ projectId, teamId, members });
  }
  await publish(...events);
  for (const member of projects.flatMap((p) => p.members))
    ok(
      await gql(`mutation ($code: String!) { joinProgramme(code: $code) { id } }`, member, {
        code: created.joinCode,
      }),
    );
  return { programmeId: created.id, joinCode: created.joinCode, organiser, projects };
}

async function nameJudges(programmeId: string, organiser: User, judges: User[]) {
  for (const judge of judges)
    ok(
      await gql(
        `mutation ($p: ID!, $u: ID!) { addProgrammeJudge(programmeId: $p, userId: $u) { judgeIds } }`,
        organiser,
        {
          p: programmeId,
          u: judge.id,
        },
      ),
    );
}

async function joinAll(joinCode: string, people: User[]) {
  for (const user of people)
    ok(
      await gql(`mutation ($code: String!) { joinProgramme(code: $code) { id } }`, user, { code: joinCode }),
    );
}

const assign = (programmeId: string, organiser: User, judgesPerProject: number) =>
  gql<{ assignJudging: Judging }>(
    `mutation ($p: ID!, $n: Int) { assignJudging(programmeId: $p, judgesPerProject: $n) { ${JUDGING} } }`,
    organiser,
    { p: programmeId, n: judgesPerProject },
  );

const score = (judge: User, projectId: string, values: Record<string, number>, comment?: string) =>
  gql<{ scoreProject: { criteria: { key: string; value: number }[]; comment: string | null } }>(
    `mutation ($id: ID!, $c: [CriterionScoreInput!]!, $comment: String) {
      scoreProject(projectId: $id, criteria: $c, comment: $comment) { criteria { key value } comment } }`,
    judge,
    { id: projectId, c: Object.entries(values).map(([key, value]) => ({ key, value })), comment },
  );

const all = (value: number) => ({ innovation: value, impact: value, technical: value, presentation: value });

describe('judging (docs/product.md §17)', () => {
  it('never gives a judge a project of a team they belong to or mentor, and flags the projects it cannot cover', async () => {
    const mentorJudge = person('mentor');
    const { programmeId, joinCode, organiser, projects } = await programmeWithProjects(4, {
      0: mentorJudge,
      1: mentorJudge,
    });
    const outside = person();
    // A member of team 2 judges too: never their own project.
    const memberJudge = projects[2]!.members[0]!;
    await joinAll(joinCode, [mentorJudge, outside]);
    await nameJudges(programmeId, organiser, [mentorJudge, outside, memberJudge]);

    const judging = ok(await assign(programmeId, organiser, 2)).assignJudging;
    assert.equal(judging.projects.length, 4);
    const conflicted = new Map<string, Set<string>>(
      projects.map((p, i) => [
        p.projectId,
        new Set([...p.members.map((m) => m.id), ...(i < 2 ? [mentorJudge.id] : [])]),
      ]),
    );
    for (const project of judging.projects)
      for (const judgeId of project.judgeIds)
        assert.ok(
          !conflicted.get(project.projectId)!.has(judgeId),
          `${project.teamName} went to a conflicted judge`,
        );
    // Teams 0 and 1 can only get "outside" and "memberJudge"; team 2 only "mentorJudge" and "outside"; all are
    // coverable with two judges. Three judges per project only team 3 can have: the others are flagged.
    assert.ok(judging.projects.every((p) => p.judgeIds.length === 2 && !p.flagged));
    const three = ok(await assign(programmeId, organiser, 3)).assignJudging;
    const last = projects[3]!.projectId;
    assert.ok(
      three.projects.filter((p) => p.projectId !== last).every((p) => p.flagged && p.judgeIds.length === 2),
    );
    assert.ok(
      three.projects.filter((p) => p.projectId === last).every((p) => !p.flagged && p.judgeIds.length === 3),
    );

    // Loads stay balanced: 8 assignments over 3 judges.
    const two = ok(await assign(programmeId, organiser, 2)).assignJudging;
    const loads = two.judgeIds.map((id) => two.projects.filter((p) => p.judgeIds.includes(id)).length);
    assert.ok(Math.max(...loads) - Math.min(...loads) <= 1, `loads ${loads.join(',')}`);

    // The organiser may not move a project to a conflicted judge.
    const team0 = two.projects.find((p) => p.projectId === projects[0]!.projectId)!;
    const moved = await gql(
      `mutation ($p: ID!, $input: MoveJudgingAssignmentInput!) { moveJudgingAssignment(programmeId: $p, input: $input) { judgeIds } }`,
      organiser,
      {
        p: programmeId,
        input: { projectId: team0.projectId, fromJudgeId: team0.judgeIds[0], toJudgeId: mentorJudge.id },
      },
    );
    assert.equal(codeOf(moved), 'BAD_USER_INPUT');
  });

  it("ranks by judges' normalised scores, keeps results from everyone but organisers until published, and 403s non-judges", async () => {
    const { programmeId, joinCode, organiser, projects } = await programmeWithProjects(3);
    const lenient = person('mentor');
    const harsh = person('mentor');
    await joinAll(joinCode, [lenient, harsh]);
    await nameJudges(programmeId, organiser, [lenient, harsh]);
    ok(await assign(programmeId, organiser, 2));
    const [a, b, c] = projects.map((p) => p.projectId) as [string, string, string];

    // Both judges see the same order A > B > C, but the lenient one gives 5, 5, 4 and the harsh one 4, 2, 1.
    // Raw means would put A and B level with... normalised, A leads, then B, then C.
    ok(await score(lenient, a, all(5)));
    ok(await score(lenient, b, { ...all(5), innovation: 4 }));
    ok(await score(lenient, c, all(4)));
    ok(await score(harsh, a, all(4)));
    ok(await score(harsh, b, all(2)));
    const firstC = ok(await score(harsh, c, all(2), 'first look'));
    assert.equal(firstC.scoreProject.comment, 'first look');
    // A second save replaces the judge's own score.
    ok(await score(harsh, c, all(1), 'second look'));
    const mine = ok(
      await gql<{ myScore: { comment: string; criteria: { key: string; value: number }[] } }>(
        `query ($id: ID!) { myScore(projectId: $id) { comment criteria { key value } } }`,
        harsh,
        { id: c },
      ),
    ).myScore;
    assert.equal(mine.comment, 'second look');
    assert.ok(mine.criteria.every((x) => x.value === 1));
    const history = await app.prisma.scoreRevision.count({ where: { projectId: c, judgeId: harsh.id } });
    assert.equal(history, 2);

    // Anyone not assigned gets 403; a value off the scale gets 400 on its field.
    const member = projects[0]!.members[0]!;
    assert.equal(codeOf(await score(member, b, all(5))), 'FORBIDDEN');
    const offScale = await score(lenient, a, { ...all(5), impact: 6 });
    assert.equal(codeOf(offScale), 'BAD_USER_INPUT');
    assert.ok(JSON.stringify(offScale.body.errors).includes('criteria.impact'));
    const missing = await score(lenient, a, { innovation: 5 });
    assert.equal(codeOf(missing), 'BAD_USER_INPUT');

    // The rubric is locked once a score was given.
    const rubric = await gql(
      `mutation ($p: ID!, $c: [JudgingCriterionInput!]!) { setJudgingRubric(programmeId: $p, criteria: $c) { judgeIds } }`,
      organiser,
      { p: programmeId, c: [{ key: 'impact', name: 'Impact', weight: 1 }] },
    );
    assert.equal(codeOf(rubric), 'CONFLICT');

    // Before publication: members and judges get 403; the organiser sees the ranking as it stands.
    const RESULTS_QUERY = `query ($p: ID!) { programmeResults(programmeId: $p) { ${RESULTS} } }`;
    assert.equal(codeOf(await gql(RESULTS_QUERY, member, { p: programmeId })), 'FORBIDDEN');
    assert.equal(codeOf(await gql(RESULTS_QUERY, lenient, { p: programmeId })), 'FORBIDDEN');
    const awardsBefore = ok(
      await gql<{ programmeAwards: Results['awards'] }>(
        `query ($p: ID!) { programmeAwards(programmeId: $p) { key winner { projectId } } }`,
        member,
        { p: programmeId },
      ),
    ).programmeAwards;
    assert.ok(awardsBefore.length >= 4 && awardsBefore.every((x) => x.winner === null));
    const standing = ok(
      await gql<{ programmeResults: Results }>(RESULTS_QUERY, organiser, { p: programmeId }),
    ).programmeResults;
    assert.equal(standing.publishedAt, null);
    assert.deepEqual(
      standing.ranking.map((r) => r.projectId),
      [a, b, c],
    );
    // The lenient judge's 4s (C) do not outrank the harsh judge's 4s (A), though C's raw mean is near B's.
    const byId = new Map(standing.ranking.map((r) => [r.projectId, r]));
    assert.ok(byId.get(a)!.normalised! > byId.get(b)!.normalised!);
    assert.ok(byId.get(b)!.normalised! > byId.get(c)!.normalised!);

    // Publishing before the results date needs early: true.
    const early = await gql(
      `mutation ($p: ID!) { publishResults(programmeId: $p) { publishedAt } }`,
      organiser,
      {
        p: programmeId,
      },
    );
    assert.equal(codeOf(early), 'CONFLICT');
    assert.equal(
      codeOf(
        await gql(
          `mutation ($p: ID!) { publishResults(programmeId: $p, early: true) { publishedAt } }`,
          member,
          { p: programmeId },
        ),
      ),
      'FORBIDDEN',
    );
    const published = ok(
      await gql<{ publishResults: Results }>(
        `mutation ($p: ID!) { publishResults(programmeId: $p, early: true) { ${RESULTS} } }`,
        organiser,
        { p: programmeId },
      ),
    ).publishResults;
    assert.ok(published.publishedAt);
    assert.equal(published.awards.find((x) => x.key === 'overall')!.winner!.projectId, a);

    // Now anyone signed in reads them; judging is closed.
    const seen = ok(
      await gql<{ programmeResults: Results }>(RESULTS_QUERY, member, { p: programmeId }),
    ).programmeResults;
    assert.deepEqual(
      seen.ranking.map((r) => r.projectId),
      [a, b, c],
    );
    assert.equal(codeOf(await score(lenient, a, all(1))), 'CONFLICT');

    // The event for identity (badges, notifications) went into the outbox with the winners' members.
    const [row] = await app.prisma.$queryRaw<
      Array<{ payload: EventPayloads['programme.results_published'] }>
    >`
      SELECT payload FROM outbox_events WHERE name = 'programme.results_published'
      AND payload->>'programmeId' = ${programmeId}`;
    assert.ok(row, 'programme.results_published recorded');
    const overall = row.payload.awards.find((x) => x.awardId.endsWith(':overall'))!;
    assert.deepEqual(new Set(overall.memberIds), new Set(projects[0]!.members.map((m) => m.id)));
    assert.equal(row.payload.completedMemberIds.length, 6);
  });

  it('counts three concurrent votes of one member once, and shows the counts to organisers only', async () => {
    const { programmeId, organiser, projects } = await programmeWithProjects(2);
    const voter = projects[0]!.members[0]!;
    const vote = (projectId: string) =>
      gql(`mutation ($p: ID!, $id: ID!) { voteForProject(programmeId: $p, projectId: $id) }`, voter, {
        p: programmeId,
        id: projectId,
      });
    const answers = await Promise.all([
      vote(projects[1]!.projectId),
      vote(projects[1]!.projectId),
      vote(projects[0]!.projectId),
    ]);
    answers.forEach((answer) => ok(answer));
    const VOTES = `query ($p: ID!) { programmeVotes(programmeId: $p) { projectId votes } }`;
    const counts = ok(
      await gql<{ programmeVotes: { projectId: string; votes: number }[] }>(VOTES, organiser, {
        p: programmeId,
      }),
    ).programmeVotes;
    assert.equal(
      counts.reduce((sum, c) => sum + c.votes, 0),
      1,
    );
    assert.equal(codeOf(await gql(VOTES, voter, { p: programmeId })), 'FORBIDDEN');

    // Voting again changes the vote.
    ok(await vote(projects[1]!.projectId));
    const mine = ok(
      await gql<{ myVote: string }>(`query ($p: ID!) { myVote(programmeId: $p) }`, voter, { p: programmeId }),
    );
    assert.equal(mine.myVote, projects[1]!.projectId);

    // Someone outside the programme may not vote; nor for a project of another programme.
    const stranger = person();
    const outside = await gql(
      `mutation ($p: ID!, $id: ID!) { voteForProject(programmeId: $p, projectId: $id) }`,
      stranger,
      {
        p: programmeId,
        id: projects[0]!.projectId,
      },
    );
    assert.equal(codeOf(outside), 'FORBIDDEN');
    assert.equal(codeOf(await vote(randomUUID())), 'BAD_USER_INPUT');
  });

  it('assigns only after the submission deadline, and only organisers do', async () => {
    const created = ok(
      await gql<{ createProgramme: { id: string } }>(
        `mutation ($input: CreateProgrammeInput!) { createProgramme(input: $input) { id } }`,
        staff,
        { input: { name: 'Not yet', ...calendarAround() } },
      ),
    ).createProgramme;
    const early = await assign(created.id, staff, 2);
    assert.equal(codeOf(early), 'CONFLICT');
    assert.equal(codeOf(await assign(created.id, person(), 2)), 'FORBIDDEN');
    const tooMany = await assign(created.id, staff, 11);
    assert.equal(codeOf(tooMany), 'BAD_USER_INPUT');
  });
});
