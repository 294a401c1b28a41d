/**
 * Judging through the REST facade with the real services (docs/product.md §17): two teams showcase in time, the
 * organiser closes submissions, names judges and assigns; judges score from their queue; a member votes; nothing of
 * the results shows before the organiser publishes; then the awards name the winners.
 */
import { afterAll, beforeAll, describe, test } from '@jest/globals';
import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { MESSAGES } from '@creators/texts';
import { startTestSystem, type TestSystem } from './harness.js';
import {
  call as callAt,
  register,
  registerStaff,
  waitFor,
  type Answer,
  type SignedInUser,
} from './client.js';

const DAY_MS = 24 * 60 * 60 * 1000;
let system: TestSystem;
let staff: SignedInUser;
let organiser: SignedInUser;
let ada: SignedInUser;
let bob: SignedInUser;
let jo: SignedInUser;
let kim: SignedInUser;
const tag = randomBytes(3).toString('hex');

const send = (
  method: string,
  path: string,
  who: SignedInUser | null,
  body?: unknown,
  headers?: Record<string, string>,
) => callAt(system.gatewayUrl, path, { method, ...(who ? { cookie: who.cookie } : {}), body, headers });
const get = (path: string, who: SignedInUser | null) =>
  callAt(system.gatewayUrl, path, who ? { cookie: who.cookie } : {});

async function eventually(
  what: string,
  attempt: () => Promise<Answer>,
  ok: (a: Answer) => boolean,
): Promise<Answer> {
  let last: Answer | undefined;
  await waitFor(what, async () => {
    last = await attempt();
    return ok(last);
  });
  return last!;
}

function calendar(now = Date.now()) {
  const iso = (ms: number) => new Date(ms).toISOString();
  const deadline = now + 10 * DAY_MS;
  return {
    phases: [
      { key: 'identify', startsAt: iso(now - 30 * DAY_MS), endsAt: iso(now - 20 * DAY_MS) },
      { key: 'collaborate', startsAt: iso(now - 20 * DAY_MS), endsAt: iso(now - 10 * DAY_MS) },
      { key: 'prototype', startsAt: iso(now - 10 * DAY_MS), endsAt: iso(deadline + DAY_MS) },
      { key: 'showcase', startsAt: iso(deadline + DAY_MS), endsAt: iso(deadline + 5 * DAY_MS) },
    ],
    submissionDeadline: iso(deadline),
    judgingEndsAt: iso(deadline + 2 * DAY_MS),
    resultsAt: iso(deadline + 3 * DAY_MS),
    timeZone: 'Europe/Berlin',
  };
}

beforeAll(async () => {
  system = await startTestSystem({}, { services: ['challenges', 'teams', 'showcase', 'programmes'] });
  staff = await registerStaff(system.gatewayUrl, system.databaseUrl);
  [organiser, ada, bob, jo, kim] = await Promise.all(
    ['Olga', 'Ada', 'Bob', 'Jo', 'Kim'].map((name) => register(system.gatewayUrl, name)),
  );
});

afterAll(async () => {
  await system?.stop();
});

const all = (value: number) => ({ innovation: value, impact: value, technical: value, presentation: value });

describe('judging through the REST facade', () => {
  let programmeId: string;
  const projects: Record<'ada' | 'bob', string> = { ada: '', bob: '' };

  test('two teams showcase before the deadline; the organiser closes submissions', async () => {
    const created = await send('POST', '/api/programmes', staff, { name: `Final ${tag}`, ...calendar() });
    assert.equal(created.status, 201, created.text);
    programmeId = created.json.id;
    assert.equal(
      (await send('POST', `/api/programmes/${programmeId}/organisers`, staff, { userId: organiser.user.id }))
        .status,
      200,
    );
    for (const who of [ada, bob, jo, kim])
      assert.equal(
        (await send('POST', '/api/programmes/join', who, { code: created.json.joinCode })).status,
        200,
      );
    for (const [key, who] of [
      ['ada', ada],
      ['bob', bob],
    ] as const) {
      const team = await send('POST', '/api/teams', who, {
        name: `${who.user.firstName} ${tag}`,
        description: 'Bikes',
      });
      assert.equal(team.status, 201, team.text);
      const project = await eventually(
        'the team known to the showcase',
        () =>
          send('POST', '/api/projects', who, {
            title: `${key} pump`,
            description: 'A bike pump at the school gate.',
            teamId: team.json.id,
            status: 'showcased',
          }),
        (a) => a.status === 201,
      );
      projects[key] = project.json.id;
    }
    await eventually(
      'both projects submitted in the roster',
      () => get(`/api/programmes/${programmeId}/teams`, organiser),
      (a) =>
        a.status === 200 &&
        a.json.filter((t: { milestones: { key: string; done: boolean }[] }) =>
          t.milestones.some((m) => m.key === 'submitted' && m.done),
        ).length === 2,
    );
    // Before the deadline nothing can be assigned (409 with the date).
    const early = await send('POST', `/api/programmes/${programmeId}/judging/assign`, organiser, {});
    assert.equal(early.status, 409, early.text);
    const current = await get(`/api/programmes/${programmeId}`, organiser);
    const closed = await send('PATCH', `/api/programmes/${programmeId}`, organiser, {
      submissionDeadline: new Date().toISOString(),
      expectedUpdatedAt: current.json.updatedAt,
    });
    assert.equal(closed.status, 200, closed.text);
  });

  test('the organiser names two judges and assigns; only organisers may', async () => {
    assert.equal(
      (await send('POST', `/api/programmes/${programmeId}/judges`, ada, { userId: jo.user.id })).status,
      403,
    );
    const stranger = await register(system.gatewayUrl, 'Sam');
    const notEligible = await send(
      'POST',
      `/api/programmes/${programmeId}/judges`,
      organiser,
      { userId: stranger.user.id },
      { 'accept-language': 'de' },
    );
    assert.equal(notEligible.status, 400, notEligible.text);
    assert.equal(notEligible.json.fields.userId, MESSAGES.de['error.judging.judgeNotEligible']);
    for (const judge of [jo, kim]) {
      const named = await send('POST', `/api/programmes/${programmeId}/judges`, organiser, {
        userId: judge.user.id,
      });
      assert.equal(named.status, 200, named.text);
    }
    const bad = await send('POST', `/api/programmes/${programmeId}/judging/assign`, organiser, {
      judgesPerProject: 0,
    });
    assert.equal(bad.status, 400);
    assert.ok(bad.json.fields.judgesPerProject);
    const assigned = await send('POST', `/api/programmes/${programmeId}/judging/assign`, organiser, {
      judgesPerProject: 2,
    });
    assert.equal(assigned.status, 200, assigned.text);
    assert.equal(assigned.json.projects.length, 2);
    for (const project of assigned.json.projects as { judgeIds: string[]; flagged: boolean }[]) {
      assert.deepEqual(new Set(project.judgeIds), new Set([jo.user.id, kim.user.id]));
      assert.equal(project.flagged, false);
    }
    // Moving a project to a judge already on it is refused on the field; so are a bad rubric and a bad award.
    const first = assigned.json.projects[0] as { projectId: string };
    const move = await send('POST', `/api/programmes/${programmeId}/judging/move`, organiser, {
      projectId: first.projectId,
      fromJudgeId: jo.user.id,
      toJudgeId: kim.user.id,
    });
    assert.equal(move.status, 400, move.text);
    assert.ok(move.json.fields.toJudgeId);
    const rubric = await send('PUT', `/api/programmes/${programmeId}/judging/rubric`, organiser, {
      criteria: [{ key: 'impact', name: 'Impact', weight: 0 }],
    });
    assert.equal(rubric.status, 400, rubric.text);
    assert.equal(
      (
        await send('PUT', `/api/programmes/${programmeId}/judging/rubric`, ada, {
          criteria: [{ key: 'impact', name: 'Impact', weight: 1 }],
        })
      ).status,
      403,
    );
    const award = await send('PUT', `/api/programmes/${programmeId}/awards`, organiser, {
      awards: [{ key: 'best-pitch', name: 'Best pitch', kind: 'criterion', criterion: 'pitch' }],
    });
    assert.equal(award.status, 400, award.text);
    assert.ok(award.json.fields['awards.0.criterion'], award.text);
  });

  test('judges score from their queue; anyone else gets 403, a value off the scale 400 on its field', async () => {
    const queue = await get('/api/users/me/judging', jo);
    assert.equal(queue.status, 200, queue.text);
    assert.deepEqual(
      new Set(queue.json.map((item: { projectId: string }) => item.projectId)),
      new Set([projects.ada, projects.bob]),
    );
    assert.equal(queue.json[0].rubric.length, 4);
    assert.deepEqual((await get('/api/users/me/judging', ada)).json, []);

    const offScale = await send('PUT', `/api/projects/${projects.ada}/scores`, jo, {
      criteria: { ...all(4), impact: 6 },
    });
    assert.equal(offScale.status, 400, offScale.text);
    assert.ok(offScale.json.fields['criteria.impact'], offScale.text);
    assert.equal(
      (await send('PUT', `/api/projects/${projects.ada}/scores`, ada, { criteria: all(5) })).status,
      403,
    );

    for (const [judge, adaScore, bobScore] of [
      [jo, 5, 3],
      [kim, 4, 2],
    ] as const) {
      const first = await send('PUT', `/api/projects/${projects.ada}/scores`, judge, {
        criteria: all(adaScore),
        comment: 'Clear demo',
      });
      assert.equal(first.status, 200, first.text);
      assert.equal(first.json.comment, 'Clear demo');
      assert.equal(
        (await send('PUT', `/api/projects/${projects.bob}/scores`, judge, { criteria: all(bobScore) }))
          .status,
        200,
      );
    }
  });

  test('a member votes; before publishing nobody but organisers reads results or votes', async () => {
    const vote = await send('POST', `/api/programmes/${programmeId}/votes`, ada, { projectId: projects.bob });
    assert.equal(vote.status, 200, vote.text);
    assert.deepEqual(vote.json, { projectId: projects.bob });
    assert.equal((await get(`/api/programmes/${programmeId}/votes`, ada)).status, 403);
    const counts = await get(`/api/programmes/${programmeId}/votes`, organiser);
    assert.deepEqual(counts.json, [{ projectId: projects.bob, votes: 1 }]);

    for (const who of [ada, jo])
      assert.equal((await get(`/api/programmes/${programmeId}/results`, who)).status, 403);
    const awards = await get(`/api/programmes/${programmeId}/awards`, ada);
    assert.equal(awards.status, 200, awards.text);
    assert.ok(awards.json.every((award: { winner: unknown }) => award.winner === null));
    const standing = await get(`/api/programmes/${programmeId}/results`, organiser);
    assert.equal(standing.status, 200, standing.text);
    assert.equal(standing.json.publishedAt, null);
    assert.equal(standing.json.ranking[0].projectId, projects.ada);
  });

  test('the organiser publishes: results and winners are there for everyone, judging is closed', async () => {
    const tooEarly = await send('POST', `/api/programmes/${programmeId}/results/publish`, organiser, {});
    assert.equal(tooEarly.status, 409, tooEarly.text);
    assert.equal(
      (await send('POST', `/api/programmes/${programmeId}/results/publish`, ada, { early: true })).status,
      403,
    );
    const published = await send('POST', `/api/programmes/${programmeId}/results/publish`, organiser, {
      early: true,
    });
    assert.equal(published.status, 200, published.text);
    assert.ok(published.json.publishedAt);
    const results = await get(`/api/programmes/${programmeId}/results`, bob);
    assert.equal(results.status, 200, results.text);
    assert.deepEqual(
      results.json.ranking.map((r: { projectId: string; rank: number }) => [r.projectId, r.rank]),
      [
        [projects.ada, 1],
        [projects.bob, 2],
      ],
    );
    const awards = await get(`/api/programmes/${programmeId}/awards`, bob);
    const winnerOf = (key: string) =>
      awards.json.find((award: { key: string }) => award.key === key)?.winner?.projectId;
    assert.equal(winnerOf('overall'), projects.ada);
    assert.equal(winnerOf('peoples-choice'), projects.bob);
    const late = await send('PUT', `/api/projects/${projects.ada}/scores`, jo, { criteria: all(1) });
    assert.equal(late.status, 409, late.text);
    const again = await send('POST', `/api/programmes/${programmeId}/results/publish`, organiser, {
      early: true,
    });
    assert.equal(again.status, 409);

    // The programme's CSV export carries each member's rank and awards.
    const csv = await callAt(system.gatewayUrl, `/api/programmes/${programmeId}/export.csv`, {
      cookie: organiser.cookie,
      headers: { 'accept-language': 'de' },
    });
    assert.equal(csv.status, 200, csv.text);
    const lines = csv.text
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    assert.match(lines[0]!, /,Platz,Auszeichnungen$/);
    const adaRow = lines.find((line) => line.startsWith('Ada,'))!;
    assert.match(adaRow, /,1,Gesamtsieg; Innovationspreis; Technische Exzellenz$/);
    assert.match(
      lines.find((line) => line.startsWith('Bob,'))!,
      /,2,Publikumspreis$/,
    );
  });
});
