/**
 * Pages, changes and membership through the REST facade with the real services behind the gateway
 * (docs/product.md §11): for each path the owner, another person, signed out, a stale edit and bad input, with
 * nothing written on a refusal; live `changed` messages to the sockets that watch a page; notifications.
 */
import { afterAll, beforeAll, describe, test } from '@jest/globals';
import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import type {
  CreateChallengeInput,
  CreateProjectInput,
  CreateResourceInput,
  CreateTeamInput,
  TeamInvitationInput,
  UpdateChallengeInput,
  UpdateProjectInput,
  UpdateTeamInput,
} from '@creators/contracts';
import type { LiveNotification } from '../notifications/notification.js';
import { startTestSystem, type TestSystem } from './harness.js';
import {
  call as callAt,
  closeSockets,
  inbox,
  openSocket,
  register,
  sleep,
  waitFor,
  type CallOptions,
  type SignedInUser,
} from './client.js';

let system: TestSystem;
let ada: SignedInUser;
let bob: SignedInUser;
let cy: SignedInUser;

const call = (path: string, init?: CallOptions) => callAt(system.gatewayUrl, path, init);
const send = (method: string, path: string, who: SignedInUser | null, body?: unknown, locale = 'en') =>
  call(path, { method, cookie: who?.cookie, body, headers: { 'accept-language': locale } });
const get = (path: string, who?: SignedInUser | null) => call(path, { cookie: who?.cookie });
const unique = (text: string) => `${text} ${randomBytes(3).toString('hex')}`;

beforeAll(async () => {
  system = await startTestSystem(
    {},
    { services: ['challenges', 'teams', 'showcase', 'discussions', 'programmes'] },
  );
  await waitFor(
    'the notification consumer',
    () => /event consumer: consuming/.test(system.gateway.output()),
    60_000,
  );
  ada = await register(system.gatewayUrl, 'Ada');
  bob = await register(system.gatewayUrl, 'Bob');
  cy = await register(system.gatewayUrl, 'Cy');
});

afterAll(async () => {
  closeSockets();
  const codes = await system?.stop();
  assert.equal(codes?.gateway, 0, `gateway exits cleanly:\n${system?.gateway.output().slice(-2000)}`);
});

describe('a challenge page and its author’s changes', () => {
  let challenge: { id: string; updatedAt: string; title: string };

  beforeAll(async () => {
    const body = {
      title: unique('Clean rivers'),
      description: 'Our river is full of plastic every spring.',
      category: 'sustainability',
      tags: ['water'],
    } satisfies CreateChallengeInput;
    const created = await send('POST', '/api/challenges', ada, body);
    assert.equal(created.status, 201, created.text);
    challenge = created.json;
  });

  test('GET /api/challenges/:id answers the page’s fields; 404 for an unknown or malformed id', async () => {
    const page = await get(`/api/challenges/${challenge.id}`, bob);
    assert.equal(page.status, 200, page.text);
    assert.equal(page.json.title, challenge.title);
    assert.deepEqual(page.json.validatedInsights, []);
    assert.equal(page.json.editedAt, null);
    assert.equal(page.json.canEdit, false);
    assert.deepEqual(page.json.teams, { nodes: [], totalCount: 0 });
    assert.equal((await get(`/api/challenges/${challenge.id}`, ada)).json.canEdit, true);
    assert.equal(
      (await get(`/api/challenges/${challenge.id}`)).status,
      200,
      'readable signed out, as the list',
    );
    assert.equal((await get('/api/challenges/00000000-0000-4000-8000-00000000ffff', bob)).status, 404);
    assert.equal((await get('/api/challenges/not-an-id', bob)).status, 404);
  });

  test('PATCH refuses anyone but the author, the signed out, bad input and a stale edit, and changes nothing', async () => {
    const path = `/api/challenges/${challenge.id}`;
    const edit = {
      expectedUpdatedAt: challenge.updatedAt,
      title: 'Taken over',
    } satisfies UpdateChallengeInput;
    const other = await send('PATCH', path, bob, edit);
    assert.equal(other.status, 403, other.text);
    assert.equal(other.json.message, 'Only the author of this challenge can change it');
    assert.equal((await send('PATCH', path, null, edit)).status, 401);
    const bad = await send('PATCH', path, ada, { expectedUpdatedAt: challenge.updatedAt, title: 'x' });
    assert.equal(bad.status, 400, bad.text);
    assert.ok(bad.json.fields.title, 'names the field');
    const noVersion = await send('PATCH', path, ada, { title: 'A fine new title' }, 'de');
    assert.equal(noVersion.status, 400, noVersion.text);
    assert.ok(noVersion.json.fields.expectedUpdatedAt);
    const stale = await send('PATCH', path, ada, {
      expectedUpdatedAt: new Date(Date.parse(challenge.updatedAt) - 1000).toISOString(),
      title: 'A fine new title',
    });
    assert.equal(stale.status, 409, stale.text);
    assert.match(stale.json.message, /Someone changed this since you opened it/);
    const unchanged = await get(path, ada);
    assert.equal(unchanged.json.title, challenge.title);
    assert.equal(unchanged.json.updatedAt, challenge.updatedAt);
  });

  test('the author edits it; a watching socket is told, and the page shows the edit', async () => {
    const watcher = await openSocket(system.gatewayUrl, bob.cookie);
    const changes = inbox<{ type: string; id: string }>(watcher, 'changed');
    watcher.emit('watch', { type: 'challenge', id: challenge.id });
    // The watch reaches the gateway before the edit's event does (the socket sends it first).
    await new Promise((resolve) => setTimeout(resolve, 200));
    const path = `/api/challenges/${challenge.id}`;
    const edited = await send('PATCH', path, ada, {
      expectedUpdatedAt: challenge.updatedAt,
      title: 'Clean rivers, every spring',
      status: 'closed',
    });
    assert.equal(edited.status, 200, edited.text);
    assert.equal(edited.json.title, 'Clean rivers, every spring');
    assert.equal(edited.json.status, 'closed');
    assert.ok(edited.json.editedAt);
    await waitFor('the page change', () => changes.some((change) => change.id === challenge.id));
    assert.deepEqual(changes[0], { type: 'challenge', id: challenge.id });

    const again = await send('PATCH', path, ada, {
      expectedUpdatedAt: challenge.updatedAt,
      title: 'Old version',
    });
    assert.equal(again.status, 409, 'the version it was made from is gone');
    challenge = edited.json;
  });

  test('an archived challenge leaves the list and still has its page', async () => {
    const archived = await send('PATCH', `/api/challenges/${challenge.id}`, ada, {
      expectedUpdatedAt: challenge.updatedAt,
      status: 'archived',
    });
    assert.equal(archived.status, 200, archived.text);
    const list = await get(`/api/challenges?search=${encodeURIComponent(challenge.title)}`, bob);
    assert.deepEqual(list.json, []);
    assert.equal((await get(`/api/challenges/${challenge.id}`, bob)).json.status, 'archived');
    challenge = archived.json;
  });
});

const notificationsOf = async (who: SignedInUser) =>
  inbox<LiveNotification>(await openSocket(system.gatewayUrl, who.cookie));

describe('a team page, its leader’s changes and who is in it', () => {
  let team: { id: string; updatedAt: string; name: string };
  const path = () => `/api/teams/${team.id}`;

  beforeAll(async () => {
    const body = { name: unique('River keepers'), maxMembers: 3 } satisfies CreateTeamInput;
    const created = await send('POST', '/api/teams', ada, body);
    assert.equal(created.status, 201, created.text);
    team = created.json;
    assert.equal((await send('POST', `${path()}/join`, bob)).status, 200);
  });

  test('GET /api/teams/:id answers seats and rights; invitations only for the leader', async () => {
    const asBob = await get(path(), bob);
    assert.equal(asBob.status, 200, asBob.text);
    assert.equal(asBob.json.openSeats, 1);
    assert.equal(asBob.json.canManage, false);
    assert.deepEqual(asBob.json.invitations, []);
    assert.deepEqual(
      asBob.json.members.map((member: { userId: string }) => member.userId),
      [ada.user.id, bob.user.id],
    );
    assert.equal((await get(path(), ada)).json.canManage, true);
    assert.equal((await get('/api/teams/00000000-0000-4000-8000-00000000ffff', bob)).status, 404);
  });

  test('PATCH refuses a member who does not lead, the signed out, bad input, a stale edit and a size below the members', async () => {
    team = (await get(path(), ada)).json;
    const edit = { expectedUpdatedAt: team.updatedAt, name: 'Taken over' } satisfies UpdateTeamInput;
    assert.equal((await send('PATCH', path(), bob, edit)).status, 403);
    assert.equal((await send('PATCH', path(), null, edit)).status, 401);
    const bad = await send('PATCH', path(), ada, { expectedUpdatedAt: team.updatedAt, maxMembers: 9 });
    assert.equal(bad.status, 400, bad.text);
    assert.ok(bad.json.fields.maxMembers);
    const small = await send(
      'PATCH',
      path(),
      ada,
      { expectedUpdatedAt: team.updatedAt, maxMembers: 2 },
      'de',
    );
    assert.equal(small.status, 200, 'two members fit a team of two');
    team = small.json;
    assert.equal(small.json.status, 'active', 'a team that became full moves on, as a join that fills it');
    const stale = await send('PATCH', path(), ada, {
      expectedUpdatedAt: '2020-01-01T00:00:00.000Z',
      name: 'Old',
    });
    assert.equal(stale.status, 409, stale.text);
    const back = await send('PATCH', path(), ada, {
      expectedUpdatedAt: team.updatedAt,
      maxMembers: 3,
      status: 'forming',
    });
    assert.equal(back.status, 200, back.text);
    assert.equal(back.json.status, 'forming');
    assert.equal(back.json.name, team.name, 'nothing else changed');
    team = back.json;
  });

  test('an invitation is listed for the invited person, accepted, and the leader is told once, by name; the watching page changes', async () => {
    const leaderNews = await notificationsOf(ada);
    const watcher = await openSocket(system.gatewayUrl, ada.cookie);
    const changes = inbox<{ type: string; id: string }>(watcher, 'changed');
    watcher.emit('watch', { type: 'team', id: team.id });
    const invite = { userId: cy.user.id, teamId: team.id } satisfies TeamInvitationInput;
    const sent = await send('POST', '/api/teams/invitations', ada, invite);
    assert.equal(sent.status, 201, sent.text);
    assert.equal(sent.json.status, 'pending');
    const mine = await get('/api/users/me/invitations', cy);
    assert.equal(mine.status, 200, mine.text);
    const received = mine.json.find((invitation: { id: string }) => invitation.id === sent.json.id);
    assert.equal(received?.team?.name, team.name);
    assert.equal(received?.inviter?.id, ada.user.id);
    assert.equal((await send('POST', `/api/teams/invitations/${sent.json.id}/accept`, bob)).status, 403);
    const accepted = await send('POST', `/api/teams/invitations/${sent.json.id}/accept`, cy);
    assert.equal(accepted.status, 200, accepted.text);
    assert.equal(accepted.json.memberCount, 3);
    const again = await send('POST', `/api/teams/invitations/${sent.json.id}/accept`, cy);
    assert.equal(again.status, 409, again.text);
    // One notice: the join, naming the person (not also "Your invitation was accepted").
    await waitFor('the join', () =>
      leaderNews.some((n) => n.type === 'team.member_joined' && n.data.userId === cy.user.id),
    );
    assert.equal(
      leaderNews.find((n) => n.type === 'team.member_joined' && n.data.userId === cy.user.id)!.data.userName,
      'Cy Tester',
    );
    await sleep(500);
    assert.equal(leaderNews.filter((n) => n.type === 'team.invitation_answered').length, 0);
    await waitFor('the page change', () => changes.some((change) => change.id === team.id));
  });

  test('a member leaves and the leader is told; the leader removes one, who is told and cannot rejoin for a day', async () => {
    const leaderNews = await notificationsOf(ada);
    const cyNews = await notificationsOf(cy);
    const left = await send('POST', `${path()}/leave`, bob);
    assert.equal(left.status, 200, left.text);
    assert.equal(left.json.memberCount, 2);
    assert.equal((await send('POST', `${path()}/leave`, bob)).status, 403, 'no longer a member');
    await waitFor('the leave', () => leaderNews.some((n) => n.type === 'team.member_left'));
    assert.equal(leaderNews.find((n) => n.type === 'team.member_left')!.data.userName, 'Bob Tester');

    assert.equal((await send('DELETE', `${path()}/members/${ada.user.id}`, bob)).status, 403);
    const removed = await send('DELETE', `${path()}/members/${cy.user.id}`, ada);
    assert.equal(removed.status, 200, removed.text);
    assert.equal(removed.json.memberCount, 1);
    await waitFor('the removal', () => cyNews.some((n) => n.type === 'team.member_removed'));
    const rejoin = await send('POST', `${path()}/join`, cy);
    assert.equal(rejoin.status, 409, rejoin.text);
  });

  test('the lead is handed over; an invitation is withdrawn and the invited person is told', async () => {
    // Filled by the accepted invitation, the team moved on to active: its leader opens it again.
    const current = (await get(path(), ada)).json;
    assert.equal(current.status, 'active');
    const reopened = await send('PATCH', path(), ada, {
      expectedUpdatedAt: current.updatedAt,
      status: 'forming',
    });
    assert.equal(reopened.status, 200, reopened.text);
    assert.equal((await send('POST', `${path()}/join`, bob)).status, 200);
    assert.equal((await send('POST', `${path()}/lead`, bob, { userId: bob.user.id })).status, 403);
    const bad = await send('POST', `${path()}/lead`, ada, { userId: 'someone' });
    assert.equal(bad.status, 400, bad.text);
    const bobNews = await notificationsOf(bob);
    const handed = await send('POST', `${path()}/lead`, ada, { userId: bob.user.id });
    assert.equal(handed.status, 200, handed.text);
    assert.equal(handed.json.leaderId, bob.user.id);
    assert.equal(handed.json.canManage, false, 'Ada no longer leads');
    await waitFor('the handover', () => bobNews.some((n) => n.type === 'team.lead_transferred'));

    const cyNews = await notificationsOf(cy);
    const sent = await send('POST', '/api/teams/invitations', bob, { userId: cy.user.id, teamId: team.id });
    assert.equal(sent.status, 201, sent.text);
    assert.equal((await send('DELETE', `/api/teams/invitations/${sent.json.id}`, ada)).status, 403);
    const withdrawn = await send('DELETE', `/api/teams/invitations/${sent.json.id}`, bob);
    assert.equal(withdrawn.status, 200, withdrawn.text);
    assert.equal(withdrawn.json.status, 'withdrawn');
    await waitFor('the withdrawal', () => cyNews.some((n) => n.type === 'team.invitation_withdrawn'));
    const leaderView = await get(path(), bob);
    assert.equal(leaderView.json.invitations[0].status, 'withdrawn');
  });
});

describe('a project page, a resource and a person page', () => {
  let project: { id: string; updatedAt: string; title: string; teamId: string };

  beforeAll(async () => {
    const team = await send('POST', '/api/teams', ada, { name: unique('Makers') } satisfies CreateTeamInput);
    assert.equal(team.status, 201, team.text);
    // Showcase learns the team's members from its events: retry until it has.
    const body = {
      title: unique('River sensor'),
      description: 'A sensor that measures plastic in the river.',
      teamId: team.json.id,
    } satisfies CreateProjectInput;
    let created = await send('POST', '/api/projects', ada, body);
    await waitFor('showcase to know the team', async () => {
      if (created.status !== 201) created = await send('POST', '/api/projects', ada, body);
      return created.status === 201;
    });
    project = created.json;
  });

  test('GET /api/projects/:id; its author edits it, others and stale edits are refused; watchers are told', async () => {
    const path = `/api/projects/${project.id}`;
    const page = await get(path, bob);
    assert.equal(page.status, 200, page.text);
    assert.equal(page.json.canEdit, false);
    assert.equal(page.json.editedAt, null);
    const edit = {
      expectedUpdatedAt: project.updatedAt,
      demoUrl: 'https://example.com/demo',
    } satisfies UpdateProjectInput;
    assert.equal((await send('PATCH', path, bob, edit)).status, 403);
    assert.equal((await send('PATCH', path, null, edit)).status, 401);
    const bad = await send('PATCH', path, ada, {
      expectedUpdatedAt: project.updatedAt,
      demoUrl: 'javascript:alert(1)',
    });
    assert.equal(bad.status, 400, bad.text);
    assert.ok(bad.json.fields.demoUrl);
    const stale = await send('PATCH', path, ada, { ...edit, expectedUpdatedAt: '2020-01-01T00:00:00.000Z' });
    assert.equal(stale.status, 409, stale.text);
    assert.equal((await get(path, ada)).json.demoUrl, page.json.demoUrl, 'nothing changed');

    const watcher = await openSocket(system.gatewayUrl, bob.cookie);
    const changes = inbox<{ type: string; id: string }>(watcher, 'changed');
    watcher.emit('watch', { type: 'project', id: project.id });
    await new Promise((resolve) => setTimeout(resolve, 200));
    const edited = await send('PATCH', path, ada, edit);
    assert.equal(edited.status, 200, edited.text);
    assert.equal(edited.json.demoUrl, 'https://example.com/demo');
    assert.ok(edited.json.editedAt);
    await waitFor('the page change', () => changes.some((change) => change.id === project.id));
  });

  test('DELETE /api/projects/:id: only its author; then it is gone from its page and the list', async () => {
    const path = `/api/projects/${project.id}`;
    assert.equal((await send('DELETE', path, bob)).status, 403);
    assert.equal((await send('DELETE', path, null)).status, 401);
    const removed = await send('DELETE', path, ada);
    assert.equal(removed.status, 204, removed.text);
    assert.equal((await get(path, ada)).status, 404);
    const list = await get(`/api/projects?search=${encodeURIComponent(project.title)}`, ada);
    assert.deepEqual(list.json, []);
    assert.equal((await send('DELETE', path, ada)).status, 404);
  });

  test('PATCH and DELETE /api/resources/:id: only the person who added it', async () => {
    const body = {
      title: unique('Design thinking'),
      url: 'https://example.com/dt',
    } satisfies CreateResourceInput;
    const created = await send('POST', '/api/resources', ada, body);
    assert.equal(created.status, 201, created.text);
    const path = `/api/resources/${created.json.id}`;
    const listed = (await get(`/api/resources?search=${encodeURIComponent(body.title)}`, ada)).json[0];
    const edit = { expectedUpdatedAt: listed.updatedAt, provider: 'IDEO' };
    assert.equal((await send('PATCH', path, bob, edit)).status, 403);
    const stale = await send('PATCH', path, ada, { ...edit, expectedUpdatedAt: '2020-01-01T00:00:00.000Z' });
    assert.equal(stale.status, 409, stale.text);
    const edited = await send('PATCH', path, ada, edit);
    assert.equal(edited.status, 200, edited.text);
    assert.equal(edited.json.provider, 'IDEO');
    assert.equal(edited.json.canEdit, true);
    assert.equal((await send('DELETE', path, bob)).status, 403);
    assert.equal((await send('DELETE', path, ada)).status, 204);
    assert.deepEqual((await get(`/api/resources?search=${encodeURIComponent(body.title)}`, ada)).json, []);
  });

  test('GET /api/users/:id: a person’s page with their teams and challenges; email only to its owner', async () => {
    const page = await get(`/api/users/${ada.user.id}`, bob);
    assert.equal(page.status, 200, page.text);
    assert.equal(page.json.firstName, 'Ada');
    assert.equal('email' in page.json, false);
    assert.ok(page.json.teams.length >= 2, 'her teams');
    assert.ok(Array.isArray(page.json.achievements));
    assert.ok(Array.isArray(page.json.challenges));
    assert.equal((await get('/api/users/00000000-0000-4000-8000-00000000ffff', bob)).status, 404);
  });
});

describe('a discussion on a challenge', () => {
  let challenge: { id: string; title: string };
  const path = () => `/api/challenges/${challenge.id}/comments`;

  beforeAll(async () => {
    const body = {
      title: unique('Safer crossings'),
      description: 'Children cross a busy road to reach school every morning.',
      category: 'community',
    } satisfies CreateChallengeInput;
    const created = await send('POST', '/api/challenges', ada, body);
    assert.equal(created.status, 201, created.text);
    challenge = created.json;
  });

  test('a comment is written, its author told, a reply listed under it; plain text kept as typed', async () => {
    const adaNews = await notificationsOf(ada);
    const watcher = await openSocket(system.gatewayUrl, ada.cookie);
    const changes = inbox<{ type: string; id: string }>(watcher, 'changed');
    watcher.emit('watch', { type: 'challenge', id: challenge.id });
    // Discussions learns of the challenge from its event: retry until it has.
    const text = 'Could the <b>school</b> ask for a zebra crossing?';
    let written = await send('POST', path(), bob, { body: text });
    await waitFor('discussions to know the challenge', async () => {
      if (written.status !== 201) written = await send('POST', path(), bob, { body: text });
      return written.status === 201;
    });
    assert.equal(written.json.body, text);
    assert.equal(written.json.canEdit, true);
    await waitFor('the author’s notification', () => adaNews.some((n) => n.type === 'comment.posted'));
    await waitFor('the page change', () => changes.some((change) => change.id === challenge.id));

    const reply = await send('POST', path(), ada, {
      body: 'Good idea, I will ask.',
      parentId: written.json.id,
    });
    assert.equal(reply.status, 201, reply.text);
    const nested = await send('POST', path(), bob, { body: 'A reply to a reply', parentId: reply.json.id });
    assert.equal(nested.status, 400, nested.text);
    const list = await get(path(), cy);
    assert.equal(list.status, 200, list.text);
    assert.equal(list.json.length, 1);
    assert.equal(list.json[0].replies[0].body, 'Good idea, I will ask.');
    assert.equal(list.json[0].canEdit, false, 'not Cy’s');
  });

  test('only its author edits or deletes a comment; bad input and the signed out are refused', async () => {
    const [first] = (await get(path(), bob)).json;
    const commentPath = `/api/comments/${first.id}`;
    assert.equal((await send('PATCH', commentPath, cy, { body: 'Mine now' })).status, 403);
    assert.equal((await send('PATCH', commentPath, null, { body: 'Mine now' })).status, 401);
    const empty = await send('PATCH', commentPath, bob, { body: '   ' });
    assert.equal(empty.status, 400, empty.text);
    assert.ok(empty.json.fields.body);
    const edited = await send('PATCH', commentPath, bob, {
      body: 'Could the school ask for a crossing guard?',
    });
    assert.equal(edited.status, 200, edited.text);
    assert.ok(edited.json.editedAt);
    assert.equal((await send('DELETE', commentPath, cy)).status, 403);
    const deleted = await send('DELETE', commentPath, bob);
    assert.equal(deleted.status, 200, deleted.text);
    assert.equal(deleted.json.deleted, true);
    const list = await get(path(), bob);
    assert.equal(list.json[0].deleted, true, 'kept as deleted: it has a reply');
    assert.equal(list.json[0].body, '');
    assert.equal(
      (
        await send('POST', '/api/challenges/00000000-0000-4000-8000-00000000ffff/comments', bob, {
          body: 'Hi',
        })
      ).status,
      404,
    );
  });
});
