/**
 * Programmes through the REST facade with the real services (docs/product.md §16): staff create one and name an
 * organiser, people join by code, the organiser announces, sees the cohort and exports it as CSV, moves the
 * deadline, and the freeze follows; who may do what, and bad input writing nothing.
 */
import { afterAll, beforeAll, describe, test } from '@jest/globals';
import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { MESSAGES } from '@creators/texts';
import { startTestSystem, type TestSystem } from './harness.js';
import {
  call as callAt,
  closeSockets,
  inbox,
  openSocket,
  register,
  registerStaff,
  waitFor,
  type Answer,
  type SignedInUser,
} from './client.js';
import type { LiveNotification } from '../notifications/notification.js';

const DAY_MS = 24 * 60 * 60 * 1000;
let system: TestSystem;
let staff: SignedInUser;
let organiser: SignedInUser;
let ada: SignedInUser;
let bob: SignedInUser;
const tag = randomBytes(3).toString('hex');

const call = (path: string, init?: Parameters<typeof callAt>[2]) => callAt(system.gatewayUrl, path, init);
const send = (
  method: string,
  path: string,
  who: SignedInUser | null,
  body?: unknown,
  headers?: Record<string, string>,
) => call(path, { method, ...(who ? { cookie: who.cookie } : {}), body, headers });
const get = (path: string, who: SignedInUser | null, headers?: Record<string, string>) =>
  call(path, { ...(who ? { cookie: who.cookie } : {}), headers });

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
  await waitFor(
    'the notification consumer',
    () => /event consumer: consuming/.test(system.gateway.output()),
    60_000,
  );
  staff = await registerStaff(system.gatewayUrl, system.databaseUrl);
  organiser = await register(system.gatewayUrl, 'Olga');
  ada = await register(system.gatewayUrl, 'Ada');
  bob = await register(system.gatewayUrl, '=HYPERLINK');
});

afterAll(async () => {
  closeSockets();
  await system?.stop();
});

describe('a programme through the REST facade', () => {
  let programme: { id: string; joinCode: string; updatedAt: string };
  let teamId: string;

  test('staff create a programme and name an organiser; anyone else is refused and nothing is written', async () => {
    const body = { name: `Year 9 ${tag}`, ...calendar() };
    const refused = await send('POST', '/api/programmes', ada, body);
    assert.equal(refused.status, 403, refused.text);
    assert.equal((await send('POST', '/api/programmes', null, body)).status, 401);
    for (const [language, locale] of [
      ['en-GB', 'en'],
      ['de-DE', 'de'],
    ] as const) {
      const bad = await send(
        'POST',
        '/api/programmes',
        staff,
        { ...body, submissionDeadline: body.phases[0]!.endsAt },
        { 'accept-language': language },
      );
      assert.equal(bad.status, 400, bad.text);
      assert.equal(bad.json.fields.submissionDeadline, MESSAGES[locale]['validation.programme.deadline']);
    }
    const created = await send('POST', '/api/programmes', staff, body);
    assert.equal(created.status, 201, created.text);
    assert.equal(created.json.currentPhase, 'prototype');
    const named = await send('POST', `/api/programmes/${created.json.id}/organisers`, staff, {
      userId: organiser.user.id,
    });
    assert.equal(named.status, 200, named.text);
    assert.deepEqual(named.json.organisers, [{ id: organiser.user.id }]);
    programme = named.json;
  });

  test('people join by code; a member sees the programme without its code and cannot manage it', async () => {
    for (const who of [ada, bob]) {
      const joined = await send('POST', '/api/programmes/join', who, {
        code: programme.joinCode.toLowerCase(),
      });
      assert.equal(joined.status, 200, joined.text);
      assert.equal(joined.json.joinCode, null);
    }
    const unknown = await send(
      'POST',
      '/api/programmes/join',
      ada,
      { code: 'NOPE1234' },
      { 'accept-language': 'de' },
    );
    assert.equal(unknown.status, 400);
    assert.equal(unknown.json.fields.code, MESSAGES.de['error.programme.codeInvalid']);
    const mine = await get('/api/users/me/programmes', ada);
    assert.equal(mine.status, 200, mine.text);
    assert.deepEqual(
      mine.json.map((m: { current: boolean; programme: { id: string } }) => [m.programme.id, m.current]),
      [[programme.id, true]],
    );
    assert.equal((await get(`/api/programmes/${programme.id}/members`, ada)).status, 403);
    assert.equal(
      (
        await send('PATCH', `/api/programmes/${programme.id}`, ada, {
          name: 'Mine',
          expectedUpdatedAt: programme.updatedAt,
        })
      ).status,
      403,
    );
    assert.equal((await get(`/api/programmes/${programme.id}/export.csv`, ada)).status, 403);
    assert.equal((await get(`/api/programmes/${programme.id}/export.csv`, null)).status, 401);
  });

  test('the organiser announces: members hear it live and find it pinned', async () => {
    const socket = await openSocket(system.gatewayUrl, ada.cookie);
    const live = inbox<LiveNotification>(socket);
    const sent = await send('POST', `/api/programmes/${programme.id}/announcements`, organiser, {
      title: 'Demo day',
      body: 'Bring your prototype on Friday.',
      audience: 'everyone',
    });
    assert.equal(sent.status, 201, sent.text);
    assert.equal(sent.json.recipientCount, 2);
    await waitFor('the announcement live', () => live.some((n) => n.type === 'programme.announcement'));
    const bad = await send('POST', `/api/programmes/${programme.id}/announcements`, organiser, {
      title: 'x',
      body: '',
      audience: 'everyone',
    });
    assert.equal(bad.status, 400);
  });

  test('the cohort: filters, paging and a spreadsheet-safe CSV in the reader language', async () => {
    const team = await send('POST', '/api/teams', ada, { name: `Riders ${tag}`, description: 'Bikes' });
    assert.equal(team.status, 201, team.text);
    teamId = team.json.id;
    const noProject = await eventually(
      'the team in the roster',
      () => get(`/api/programmes/${programme.id}/members?filter=no-project`, organiser),
      (a) => a.status === 200 && a.json.length === 1,
    );
    assert.equal(noProject.json[0].userId, ada.user.id);
    const noTeam = await get(`/api/programmes/${programme.id}/members?filter=no-team`, organiser);
    assert.deepEqual(
      noTeam.json.map((m: { userId: string }) => m.userId),
      [bob.user.id],
    );
    const paged = await get(`/api/programmes/${programme.id}/members?limit=1`, organiser);
    assert.equal(paged.json.length, 1);
    assert.match(paged.headers.get('link') ?? '', /rel="next"/);
    const badFilter = await get(`/api/programmes/${programme.id}/members?filter=lazy`, organiser);
    assert.equal(badFilter.status, 400);
    const teams = await get(`/api/programmes/${programme.id}/teams`, organiser);
    assert.equal(teams.status, 200, teams.text);
    assert.deepEqual(
      teams.json.map((t: { id: string; members: { id: string }[]; progress: number }) => [
        t.id,
        t.members.map((m) => m.id),
      ]),
      [[teamId, [ada.user.id]]],
    );
    assert.equal(teams.json[0].milestones.length, 5);
    assert.equal((await get(`/api/programmes/${programme.id}/teams`, ada)).status, 403);
    assert.equal((await get(`/api/programmes/${programme.id}/teams`, null)).status, 401);

    const csv = await get(`/api/programmes/${programme.id}/export.csv`, organiser, {
      'accept-language': 'de',
    });
    assert.equal(csv.status, 200, csv.text);
    assert.match(csv.headers.get('content-type') ?? '', /^text\/csv/);
    assert.match(csv.headers.get('content-disposition') ?? '', /attachment; filename="programme-/);
    const lines = csv.text
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    assert.equal(lines.length, 3);
    assert.match(lines[0]!, /^Vorname,Nachname,Rolle/);
    assert.ok(
      lines.some((line) => line.startsWith(`'=HYPERLINK,`)),
      `escaped: ${csv.text}`,
    );
    assert.ok(lines.some((line) => line.includes(`Riders ${tag}`)));
    const english = await get(`/api/programmes/${programme.id}/export.csv`, staff, {
      'accept-language': 'en',
    });
    assert.match(english.text, /^\uFEFFFirst name,Last name,Role/);
  });

  test('moving the deadline to now closes submissions; a stale edit is refused', async () => {
    const current = await get(`/api/programmes/${programme.id}`, organiser);
    const now = new Date().toISOString();
    const moved = await send('PATCH', `/api/programmes/${programme.id}`, organiser, {
      submissionDeadline: now,
      expectedUpdatedAt: current.json.updatedAt,
    });
    assert.equal(moved.status, 200, moved.text);
    assert.equal(moved.json.submissionsOpen, false);
    const stale = await send('PATCH', `/api/programmes/${programme.id}`, organiser, {
      name: 'Again',
      expectedUpdatedAt: current.json.updatedAt,
    });
    assert.equal(stale.status, 409);
    const bad = await send('PATCH', `/api/programmes/${programme.id}`, organiser, {
      judgingEndsAt: 'soon',
      expectedUpdatedAt: moved.json.updatedAt,
    });
    assert.equal(bad.status, 400);
    assert.ok(bad.json.fields.judgingEndsAt);
  });

  test('after the deadline a member cannot showcase or change a project of the programme (409, with the date)', async () => {
    const project = {
      title: 'Pump station',
      description: 'A bike pump at the school gate.',
      teamId,
      status: 'showcased',
    };
    for (const [language, locale] of [
      ['en', 'en'],
      ['de', 'de'],
    ] as const) {
      const refused = await eventually(
        'showcase to learn the deadline',
        () => send('POST', '/api/projects', ada, project, { 'accept-language': language }),
        (a) => a.status !== 201,
      );
      assert.equal(refused.status, 409, refused.text);
      const prefix = MESSAGES[locale]['error.programme.submissionsClosed'].split('{date}')[0]!;
      assert.ok(refused.json.message.startsWith(prefix), refused.json.message);
    }
  });

  test("the mentor overview answers in one call, with the person's current programme", async () => {
    const overview = await get('/api/users/me/mentoring/overview', ada);
    assert.equal(overview.status, 200, overview.text);
    assert.deepEqual(overview.json.teams, []);
    assert.deepEqual(overview.json.requests, []);
    assert.deepEqual(overview.json.feedbackOwed, []);
    assert.equal(overview.json.programme.id, programme.id);
    assert.equal((await get('/api/users/me/mentoring/overview', null)).status, 401);
  });
});
