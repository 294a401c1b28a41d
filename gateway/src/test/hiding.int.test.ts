/**
 * Staff hide and restore through the REST facade with the real services (docs/product.md §14): POST
 * /api/staff/items/:type/:id/hide and …/restore for each type; the item leaves the lists and its page for others
 * (a watching page is told `changed` at once and then answers 404), its author still sees it with the reason;
 * everyone but staff is refused with 404 in en and de, an unknown type too.
 */
import { afterAll, beforeAll, describe, test } from '@jest/globals';
import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { MESSAGES } from '@creators/texts';
import { startTestSystem, type TestSystem } from './harness.js';
import {
  call as callAt,
  closeSockets,
  inbox,
  openSocket,
  student,
  waitFor,
  type Answer,
  type CallOptions,
} from './client.js';

let system: TestSystem;

interface Account {
  id: string;
  email: string;
  password: string;
  cookie: string;
}

const call = (path: string, init?: CallOptions) => callAt(system.gatewayUrl, path, init);
const send = (method: string, path: string, who: Account | null, body?: unknown, locale = 'en') =>
  call(path, { method, cookie: who?.cookie, body, headers: { 'accept-language': locale } });
const get = (path: string, who: Account | null) => call(path, { cookie: who?.cookie });
const unique = (text: string) => `${text} ${randomBytes(3).toString('hex')}`;
const cookieOf = (answer: Answer) =>
  answer.headers
    .getSetCookie()
    .find((line) => line.startsWith('sid='))!
    .split(';')[0]!;

async function registered(firstName: string): Promise<Account> {
  const body = student(firstName);
  const answer = await call('/api/auth/register', { method: 'POST', body });
  assert.equal(answer.status, 201, answer.text);
  return { id: answer.json.id, email: body.email, password: body.password, cookie: cookieOf(answer) };
}

/** A staff member: registered, made staff in identity's database (as npm run staff does), signed in again. */
async function staffMember(): Promise<Account> {
  const account = await registered('Stef');
  const client = new pg.Client({ connectionString: system.databaseUrl });
  await client.connect();
  try {
    await client.query('UPDATE users SET is_staff = true WHERE id = $1', [account.id]);
  } finally {
    await client.end();
  }
  const login = await call('/api/auth/login', {
    method: 'POST',
    body: { email: account.email, password: account.password },
  });
  assert.equal(login.status, 200, login.text);
  assert.equal(login.json.isStaff, true);
  return { ...account, cookie: cookieOf(login) };
}

/** What the page's GraphQL says of an item's moderation, as `who` sees it (REST pages keep their shape). */
async function moderationOf(query: string, who: Account | null): Promise<unknown> {
  const answer = await call('/graphql', { method: 'POST', cookie: who?.cookie, body: { query } });
  assert.equal(answer.status, 200, answer.text);
  assert.equal(answer.json.errors, undefined, answer.text);
  return Object.values(answer.json.data as Record<string, unknown>)[0];
}

const REASON = 'Shares a classmate’s home address';

let ada: Account;
let bob: Account;
let stef: Account;
let challenge: { id: string; title: string };
let team: { id: string };
let project: { id: string };
let resource: { id: string; title: string };
let comment: { id: string };

beforeAll(async () => {
  system = await startTestSystem({}, { services: ['challenges', 'teams', 'showcase', 'discussions'] });
  await waitFor(
    'the notification consumer',
    () => /event consumer: consuming/.test(system.gateway.output()),
    60_000,
  );
  ada = await registered('Ada');
  bob = await registered('Bob');
  stef = await staffMember();

  const created = await send('POST', '/api/challenges', ada, {
    title: unique('Moss on the roof'),
    description: 'Nobody knows whether the moss on the school roof harms it or helps.',
    category: 'sustainability',
  });
  assert.equal(created.status, 201, created.text);
  challenge = created.json;
  const teamAnswer = await send('POST', '/api/teams', ada, {
    name: unique('Moss watchers'),
    challengeId: challenge.id,
  });
  assert.equal(teamAnswer.status, 201, teamAnswer.text);
  team = teamAnswer.json;
  const projectBody = {
    title: unique('Roof camera'),
    description: 'A camera that photographs the moss on the roof every day.',
    teamId: team.id,
  };
  let projectAnswer = await send('POST', '/api/projects', ada, projectBody);
  // Showcase learns the team's members from its events: retry until it has.
  await waitFor('showcase to know the team', async () => {
    if (projectAnswer.status !== 201) projectAnswer = await send('POST', '/api/projects', ada, projectBody);
    return projectAnswer.status === 201;
  });
  project = projectAnswer.json;
  const resourceAnswer = await send('POST', '/api/resources', ada, {
    title: unique('Mosses of Europe'),
    type: 'book',
    url: 'https://example.com/mosses',
  });
  assert.equal(resourceAnswer.status, 201, resourceAnswer.text);
  resource = resourceAnswer.json;
  // Discussions learns the challenge from challenge.created: retry until it has.
  let commentAnswer = await send('POST', `/api/challenges/${challenge.id}/comments`, ada, {
    body: 'Who has a ladder?',
  });
  await waitFor('discussions to know the challenge', async () => {
    if (commentAnswer.status !== 201)
      commentAnswer = await send('POST', `/api/challenges/${challenge.id}/comments`, ada, {
        body: 'Who has a ladder?',
      });
    return commentAnswer.status === 201;
  });
  comment = commentAnswer.json;
}, 400_000);

afterAll(async () => {
  closeSockets();
  const codes = await system?.stop();
  assert.equal(codes?.gateway, 0, `gateway exits cleanly:\n${system?.gateway.output().slice(-2000)}`);
});

describe('POST /api/staff/items/:type/:id/hide and …/restore', () => {
  test('everyone but staff is refused with 404 in their language, an unknown type too; nothing changes', async () => {
    const path = `/api/staff/items/challenge/${challenge.id}/hide`;
    for (const locale of ['en', 'de'] as const) {
      for (const who of [ada, bob]) {
        const refused = await send('POST', path, who, { reason: REASON }, locale);
        assert.equal(refused.status, 404, refused.text);
        assert.equal(refused.json.message, MESSAGES[locale]['error.staff.only']);
      }
      const restore = await send(
        'POST',
        `/api/staff/items/challenge/${challenge.id}/restore`,
        bob,
        undefined,
        locale,
      );
      assert.equal(restore.status, 404, restore.text);
      assert.equal(restore.json.message, MESSAGES[locale]['error.staff.only']);
      const unknownType = await send(
        'POST',
        `/api/staff/items/person/${bob.id}/hide`,
        stef,
        { reason: REASON },
        locale,
      );
      assert.equal(unknownType.status, 404, unknownType.text);
      assert.equal(unknownType.json.message, MESSAGES[locale]['error.request.notFound']);
    }
    assert.equal((await send('POST', path, null, { reason: REASON })).status, 401);
    const noReason = await send('POST', path, stef, {}, 'de');
    assert.equal(noReason.status, 400, noReason.text);
    assert.equal(noReason.json.fields.reason, MESSAGES.de['validation.moderation.reason']);
    const unknownId = await send(
      'POST',
      `/api/staff/items/team/00000000-0000-4000-8000-00000000ffff/hide`,
      stef,
      {
        reason: REASON,
      },
    );
    assert.equal(unknownId.status, 404, unknownId.text);
    assert.equal((await get(`/api/challenges/${challenge.id}`, bob)).status, 200);
  });

  test('a hidden challenge: its open page is told at once and answers 404 to others; its author sees why', async () => {
    const watcher = await openSocket(system.gatewayUrl, bob.cookie);
    const changes = inbox<{ type: string; id: string }>(watcher, 'changed');
    watcher.emit('watch', { type: 'challenge', id: challenge.id });
    // The watch reaches the gateway before the hide's event does (the socket sends it first).
    await new Promise((resolve) => setTimeout(resolve, 200));

    const hidden = await send('POST', `/api/staff/items/challenge/${challenge.id}/hide`, stef, {
      reason: REASON,
    });
    assert.equal(hidden.status, 200, hidden.text);
    assert.deepEqual(hidden.json, {
      type: 'challenge',
      id: challenge.id,
      hidden: true,
      hiddenReason: REASON,
    });
    await waitFor('the page change', () => changes.some((change) => change.id === challenge.id));
    assert.deepEqual(changes[0], { type: 'challenge', id: challenge.id });

    assert.equal((await get(`/api/challenges/${challenge.id}`, bob)).status, 404);
    assert.equal((await get(`/api/challenges/${challenge.id}`, null)).status, 404);
    const search = `/api/challenges?search=${encodeURIComponent(challenge.title)}`;
    assert.deepEqual((await get(search, bob)).json, []);
    assert.deepEqual((await get(search, ada)).json, [], 'lists leave it out for its author too');
    const own = await get(`/api/challenges/${challenge.id}`, ada);
    assert.equal(own.status, 200, own.text);
    assert.deepEqual([own.json.hidden, own.json.hiddenReason], [true, REASON]);
    const query = `{ challenge(id: "${challenge.id}") { hidden hiddenReason } }`;
    assert.deepEqual(await moderationOf(query, ada), { hidden: true, hiddenReason: REASON });
    assert.deepEqual(await moderationOf(query, stef), { hidden: true, hiddenReason: REASON });
    assert.equal(await moderationOf(query, bob), null);
    // Its discussion is gone with it, and it takes no new team.
    await waitFor('discussions to learn it is hidden', async () => {
      return (await get(`/api/challenges/${challenge.id}/comments`, bob)).status === 404;
    });
    await waitFor('teams to learn it is hidden', async () => {
      const refused = await send('POST', '/api/teams', bob, {
        name: unique('Late'),
        challengeId: challenge.id,
      });
      return refused.status === 404;
    });

    const again = await send('POST', `/api/staff/items/challenge/${challenge.id}/hide`, stef, {
      reason: 'Another one',
    });
    assert.deepEqual(again.json, { type: 'challenge', id: challenge.id, hidden: true, hiddenReason: REASON });

    const restored = await send('POST', `/api/staff/items/challenge/${challenge.id}/restore`, stef);
    assert.equal(restored.status, 200, restored.text);
    assert.deepEqual(restored.json, {
      type: 'challenge',
      id: challenge.id,
      hidden: false,
      hiddenReason: null,
    });
    await waitFor(
      'the second page change',
      () => changes.filter((change) => change.id === challenge.id).length >= 2,
    );
    assert.equal((await get(`/api/challenges/${challenge.id}`, bob)).status, 200);
    assert.deepEqual(
      (await get(search, bob)).json.map((listed: { id: string }) => listed.id),
      [challenge.id],
    );
    await waitFor('discussions to learn it is back', async () => {
      return (await get(`/api/challenges/${challenge.id}/comments`, bob)).status === 200;
    });
  });

  test('each type runs its own service’s mutation: team, project, resource and comment', async () => {
    const watcher = await openSocket(system.gatewayUrl, bob.cookie);
    const changes = inbox<{ type: string; id: string }>(watcher, 'changed');
    watcher.emit('watch', { type: 'team', id: team.id });
    watcher.emit('watch', { type: 'project', id: project.id });
    watcher.emit('watch', { type: 'challenge', id: challenge.id });
    await new Promise((resolve) => setTimeout(resolve, 200));

    const items = [
      { type: 'team', id: team.id, page: `/api/teams/${team.id}` },
      { type: 'project', id: project.id, page: `/api/projects/${project.id}` },
    ];
    for (const { type, id, page } of items) {
      const hidden = await send('POST', `/api/staff/items/${type}/${id}/hide`, stef, { reason: REASON });
      assert.equal(hidden.status, 200, hidden.text);
      assert.deepEqual(hidden.json, { type, id, hidden: true, hiddenReason: REASON });
      await waitFor(`the ${type} page change`, () =>
        changes.some((change) => change.type === type && change.id === id),
      );
      assert.equal((await get(page, bob)).status, 404, `${type} page for others`);
      const own = await get(page, ada);
      assert.equal(own.status, 200, `${type} page for its author`);
      assert.deepEqual([own.json.hidden, own.json.hiddenReason], [true, REASON]);
    }
    // A hidden team's challenge page (which lists it) is told too, and so is a hidden project's team page.
    assert.ok(changes.some((change) => change.type === 'challenge' && change.id === challenge.id));

    const resourceHidden = await send('POST', `/api/staff/items/resource/${resource.id}/hide`, stef, {
      reason: REASON,
    });
    assert.deepEqual(resourceHidden.json, {
      type: 'resource',
      id: resource.id,
      hidden: true,
      hiddenReason: REASON,
    });
    const resourceSearch = `/api/resources?search=${encodeURIComponent(resource.title)}`;
    assert.deepEqual((await get(resourceSearch, bob)).json, []);

    const before = changes.length;
    const commentHidden = await send('POST', `/api/staff/items/comment/${comment.id}/hide`, stef, {
      reason: REASON,
    });
    assert.deepEqual(commentHidden.json, {
      type: 'comment',
      id: comment.id,
      hidden: true,
      hiddenReason: REASON,
    });
    await waitFor('the discussion page change', () =>
      changes.slice(before).some((change) => change.type === 'challenge' && change.id === challenge.id),
    );
    assert.deepEqual((await get(`/api/challenges/${challenge.id}/comments`, bob)).json, []);
    const own = (await get(`/api/challenges/${challenge.id}/comments`, ada)).json;
    assert.deepEqual(
      own.map((shown: { id: string; body: string; hidden: boolean; hiddenReason: string | null }) => [
        shown.id,
        shown.body,
        shown.hidden,
        shown.hiddenReason,
      ]),
      [[comment.id, 'Who has a ladder?', true, REASON]],
    );

    for (const [type, id] of [
      ['team', team.id],
      ['project', project.id],
      ['resource', resource.id],
      ['comment', comment.id],
    ] as const) {
      const restored = await send('POST', `/api/staff/items/${type}/${id}/restore`, stef);
      assert.deepEqual(restored.json, { type, id, hidden: false, hiddenReason: null });
    }
    assert.equal((await get(`/api/teams/${team.id}`, bob)).status, 200);
    assert.equal((await get(`/api/projects/${project.id}`, bob)).status, 200);
    assert.equal((await get(resourceSearch, bob)).json.length, 1);
    assert.equal((await get(`/api/challenges/${challenge.id}/comments`, bob)).json.length, 1);
  });
});
