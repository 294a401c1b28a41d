/**
 * The REST facade and live notifications with the real services behind the gateway: identity, challenges,
 * teams, showcase, brainstorm-ai (api and worker), discussions and programmes, each from its built dist with a fresh
 * database.
 */
import { afterAll, beforeAll, describe, test } from '@jest/globals';
import assert from 'node:assert/strict';
import { randomBytes, randomUUID } from 'node:crypto';
import {
  BRAINSTORM_PHASES,
  type ChallengeValidationInput,
  type CreateChallengeInput,
  type CreateProjectInput,
  type CreateResourceInput,
  type CreateTeamInput,
  type IslaResponseInput,
  type SpeechInput,
  type TeamInvitationInput,
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
const post = (path: string, who: SignedInUser | null, body?: unknown) =>
  call(path, { method: 'POST', cookie: who?.cookie, body });
const get = (path: string, who?: SignedInUser | null) => call(path, { cookie: who?.cookie });
const unique = (text: string) => `${text} ${randomBytes(3).toString('hex')}`;

beforeAll(async () => {
  system = await startTestSystem(
    {},
    { services: ['challenges', 'teams', 'showcase', 'brainstorm-ai', 'discussions', 'programmes'] },
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

test('signed out, every write and every "my" read is 401 {"message":"Unauthorized"}', async () => {
  const id = randomUUID();
  const writes: [string, unknown][] = [
    ['/api/challenges', { title: 'Clean rivers', description: 'Rivers full of plastic', category: 'health' }],
    ['/api/teams', { name: 'Alpha' }],
    [`/api/teams/${id}/join`, undefined],
    ['/api/teams/invitations', { userId: id }],
    ['/api/resources', { title: 'Docs', url: 'https://example.com' }],
    ['/api/projects', { title: 'Proj', description: 'A long enough description', teamId: id }],
    [`/api/projects/${id}/like`, undefined],
    ['/api/perplexity/generate-response', { prompt: 'Hi', phase: 'ideation' }],
    ['/api/perplexity/validate-challenge', { idea: 'An idea' }],
    ['/api/elevenlabs/speak', { text: 'Hello' }],
  ];
  for (const [path, body] of writes) {
    const answer = await post(path, null, body);
    assert.equal(answer.status, 401, path);
    assert.equal(answer.json.message, 'Unauthorized', path);
    // An expired cookie is signed out too (identity does not know it; the cookie is cleared).
    const expired = await call(path, { method: 'POST', cookie: 'sid=expired-session', body });
    assert.equal(expired.status, 401, `${path} with an unknown cookie`);
  }
  for (const path of ['/api/users/me/teams', '/api/users/me/meetings']) {
    const answer = await get(path);
    assert.equal(answer.status, 401, path);
    assert.equal(answer.json.message, 'Unauthorized');
  }
});

describe('challenges', () => {
  test('create and list: tags split by the client come back as 3; everyone who asked for each new challenge but the author is told', async () => {
    // New challenges come as a daily digest unless a person asks for each (docs/product.md §16.4).
    const each = await call('/api/notifications/preferences', {
      method: 'PUT',
      cookie: bob.cookie,
      body: { newChallengesDelivery: 'each' },
    });
    assert.equal(each.status, 200, each.text);
    assert.equal(each.json.newChallengesDelivery, 'each');
    const adaBox = inbox<LiveNotification>(await openSocket(system.gatewayUrl, ada.cookie));
    const bobBox = inbox<LiveNotification>(await openSocket(system.gatewayUrl, bob.cookie));
    const anonymousBox = inbox<LiveNotification>(await openSocket(system.gatewayUrl));

    const body = {
      title: unique('Clean rivers'),
      description: 'Our river is full of plastic every spring.',
      category: 'sustainability',
      difficulty: 'intermediate',
      status: 'active',
      tags: 'alpha, beta, ,gamma'.split(','),
    } satisfies CreateChallengeInput;
    const created = await post('/api/challenges', ada, body);
    assert.equal(created.status, 201, created.text);
    assert.equal(created.json.title, body.title);
    assert.deepEqual(created.json.tags, ['alpha', 'beta', 'gamma']);
    assert.equal(created.json.createdBy, ada.user.id);
    assert.equal(created.json.author?.firstName, 'Ada');
    assert.equal(created.json.teamCount, 0);

    const list = await get('/api/challenges');
    assert.equal(list.status, 200);
    assert.ok(Array.isArray(list.json));
    const listed = list.json.find((c: { id: string }) => c.id === created.json.id);
    assert.ok(listed, 'the new challenge is listed (signed out too)');
    assert.equal(listed.tags.length, 3);

    await waitFor('Bob to be told', () => bobBox.some((n) => n.data && 'challengeId' in n.data));
    const told = bobBox.find((n) => n.type === 'challenge.published')!;
    assert.equal((told.data as { challengeId: string }).challengeId, created.json.id);
    assert.equal((told.data as { title: string }).title, body.title);
    await sleep(500);
    assert.equal(adaBox.filter((n) => n.type === 'challenge.published' && n.id === told.id).length, 0);
    assert.deepEqual(anonymousBox, []);
  });

  test('a bad challenge is 400 with the field named', async () => {
    const answer = await post('/api/challenges', ada, {
      title: 'Clean rivers',
      description: 'Our river is full of plastic.',
      category: 'cooking',
    });
    assert.equal(answer.status, 400);
    assert.ok(answer.json.fields.category);
  });
});

describe('teams', () => {
  let teamId: string;
  let challengeId: string;

  test('create, list, join (the leader is told, the joiner is not), join twice 409, full 409, bad ids 404', async () => {
    const challenge = await post('/api/challenges', cy, {
      title: unique('Safer crossings'),
      description: 'Children cross a busy road to reach school.',
      category: 'community',
    } satisfies CreateChallengeInput);
    assert.equal(challenge.status, 201, challenge.text);
    challengeId = challenge.json.id;

    const adaBox = inbox<LiveNotification>(await openSocket(system.gatewayUrl, ada.cookie));
    const bobBox = inbox<LiveNotification>(await openSocket(system.gatewayUrl, bob.cookie));
    const anonymousBox = inbox<LiveNotification>(await openSocket(system.gatewayUrl));

    const created = await post('/api/teams', ada, {
      name: unique('Crossers'),
      description: 'We build a crossing signal',
      maxMembers: 2,
      status: 'forming',
      challengeId,
    } satisfies CreateTeamInput);
    assert.equal(created.status, 201, created.text);
    teamId = created.json.id;
    assert.equal(created.json.leaderId, ada.user.id);
    assert.equal(created.json.memberCount, 1);
    assert.equal(created.json.isMember, true);
    assert.equal(created.json.status, 'forming');
    assert.equal(created.json.challengeId, challengeId);
    assert.equal(created.json.members[0].userId, ada.user.id);
    assert.ok(created.json.progress >= 0 && created.json.progress <= 100);

    const seenByBob = (await get('/api/teams', bob)).json.find((t: { id: string }) => t.id === teamId);
    assert.equal(seenByBob.isMember, false);
    assert.equal(seenByBob.memberCount, 1);
    const counted = (await get('/api/challenges')).json.find((c: { id: string }) => c.id === challengeId);
    assert.equal(counted.teamCount, 1, 'the challenge counts the team working on it');

    const joined = await post(`/api/teams/${teamId}/join`, bob);
    assert.equal(joined.status, 200, joined.text);
    assert.equal(joined.json.memberCount, 2);
    assert.equal(joined.json.isMember, true);
    assert.deepEqual(
      joined.json.members.map((m: { userId: string }) => m.userId),
      [ada.user.id, bob.user.id],
    );

    await waitFor('the leader to be told', () => adaBox.some((n) => n.type === 'team.member_joined'));
    const told = adaBox.find((n) => n.type === 'team.member_joined')!;
    assert.deepEqual(
      { teamId: (told.data as { teamId: string }).teamId, userId: (told.data as { userId: string }).userId },
      { teamId, userId: bob.user.id },
    );

    const again = await post(`/api/teams/${teamId}/join`, bob);
    assert.equal(again.status, 409);
    assert.equal(again.json.code, 'CONFLICT');
    const full = await post(`/api/teams/${teamId}/join`, cy);
    assert.equal(full.status, 409, 'a team of 2 with 2 members is full');
    assert.equal((await post(`/api/teams/${randomUUID()}/join`, cy)).status, 404);
    assert.equal((await post('/api/teams/not-a-team/join', cy)).status, 404);

    await sleep(500);
    assert.equal(bobBox.filter((n) => n.type === 'team.member_joined').length, 0, 'the joiner is not told');
    assert.equal(adaBox.filter((n) => n.type === 'team.member_joined').length, 1, 'told once');
    assert.deepEqual(anonymousBox, []);
  });

  test("my teams: the caller's only; 401 signed out", async () => {
    const mine = await get('/api/users/me/teams', bob);
    assert.equal(mine.status, 200);
    assert.ok(mine.json.some((t: { id: string }) => t.id === teamId));
    assert.ok(mine.json.every((t: { isMember: boolean }) => t.isMember));
    const cys = await get('/api/users/me/teams', cy);
    assert.ok(!cys.json.some((t: { id: string }) => t.id === teamId));
  });

  test('an invitation is 201 and tells the invited user; only the leader may invite', async () => {
    // The first team is full (2 of 2): inviting to it is a conflict.
    const full = await post('/api/teams/invitations', ada, { userId: cy.user.id, teamId });
    assert.equal(full.status, 409, full.text);

    const open = await post('/api/teams', ada, {
      name: unique('Open door'),
      maxMembers: 4,
    } satisfies CreateTeamInput);
    assert.equal(open.status, 201, open.text);
    assert.equal((await post(`/api/teams/${open.json.id}/join`, bob)).status, 200);
    const cyBox = inbox<LiveNotification>(await openSocket(system.gatewayUrl, cy.cookie));
    const invitation = await post('/api/teams/invitations', ada, {
      userId: cy.user.id,
      teamId: open.json.id,
    } satisfies TeamInvitationInput);
    assert.equal(invitation.status, 201, invitation.text);
    assert.equal(invitation.json.invitedUserId, cy.user.id);
    assert.equal(invitation.json.teamId, open.json.id);
    assert.equal(invitation.json.invitedBy, ada.user.id);
    await waitFor('Cy to be told', () => cyBox.some((n) => n.type === 'team.invitation_sent'));
    const told = cyBox.find((n) => n.type === 'team.invitation_sent')!;
    assert.equal((told.data as { teamId: string }).teamId, open.json.id);

    const again = await post('/api/teams/invitations', ada, { userId: cy.user.id, teamId: open.json.id });
    assert.equal(again.status, 409, 'invited once');
    const byMember = await post('/api/teams/invitations', bob, { userId: cy.user.id, teamId: open.json.id });
    assert.equal(byMember.status, 403, byMember.text);
    const bad = await post('/api/teams/invitations', ada, { userId: 'cy' });
    assert.equal(bad.status, 400);
  });

  test('my meetings is a list', async () => {
    const meetings = await get('/api/users/me/meetings', ada);
    assert.equal(meetings.status, 200, meetings.text);
    assert.ok(Array.isArray(meetings.json));
  });
});

describe('showcase', () => {
  test('a project of a team one belongs to; likes toggle with the exact count; owners are told', async () => {
    const team = await post('/api/teams', ada, { name: unique('Makers') } satisfies CreateTeamInput);
    assert.equal(team.status, 201, team.text);
    assert.equal((await post(`/api/teams/${team.json.id}/join`, bob)).status, 200);
    const project = {
      title: unique('Crossing signal'),
      description: 'A button-operated signal for the school crossing.',
      teamId: team.json.id,
      status: 'showcased',
      repositoryUrl: '',
      demoUrl: 'https://example.com/demo',
      imageUrl: '',
    } satisfies CreateProjectInput;

    const refused = await post('/api/projects', cy, project);
    assert.equal(refused.status, 403, 'only for a team the caller belongs to');

    const created = await post('/api/projects', bob, project);
    assert.equal(created.status, 201, created.text);
    assert.equal(created.json.likes, 0);
    assert.equal(created.json.likedByMe, false);
    assert.equal(created.json.team?.name, team.json.name);
    assert.equal(created.json.demoUrl, project.demoUrl);
    assert.equal(created.json.repositoryUrl, null);
    const projectId: string = created.json.id;

    const bobBox = inbox<LiveNotification>(await openSocket(system.gatewayUrl, bob.cookie));
    const cyBox = inbox<LiveNotification>(await openSocket(system.gatewayUrl, cy.cookie));

    const liked = await post(`/api/projects/${projectId}/like`, cy);
    assert.equal(liked.status, 200, liked.text);
    assert.equal(liked.json.likes, 1);
    assert.equal(liked.json.likedByMe, true);
    await waitFor('the owner to be told', () => bobBox.some((n) => n.type === 'project.liked'));
    const told = bobBox.find((n) => n.type === 'project.liked')!;
    assert.equal((told.data as { projectId: string }).projectId, projectId);
    // "Someone liked …": not who liked it, nor who else owns it.
    assert.equal('likedBy' in told.data, false);
    assert.equal('ownerIds' in told.data, false);

    const unliked = await post(`/api/projects/${projectId}/like`, cy);
    assert.equal(unliked.status, 200);
    assert.equal(unliked.json.likes, 0);
    assert.equal(unliked.json.likedByMe, false);

    const list = await get('/api/projects', cy);
    assert.equal(list.status, 200);
    const listed = list.json.find((p: { id: string }) => p.id === projectId);
    assert.equal(listed.likes, 0);
    assert.equal(listed.likedByMe, false);
    const featured = await get('/api/projects/featured');
    assert.equal(featured.status, 200);
    assert.ok(Array.isArray(featured.json));

    assert.equal((await post(`/api/projects/${randomUUID()}/like`, cy)).status, 404);
    assert.equal((await post('/api/projects/abc/like', cy)).status, 404);

    await sleep(500);
    assert.equal(
      bobBox.filter((n) => n.type === 'project.liked').length,
      1,
      'taking the like back tells nobody',
    );
    assert.equal(cyBox.filter((n) => n.type === 'project.liked').length, 0, 'the liker is not told');
  });

  test('resources: create 201 and list', async () => {
    const resource = {
      title: unique('Soldering basics'),
      description: 'How to solder safely',
      type: 'video',
      url: 'https://example.com/solder',
      provider: 'Maker School',
      difficulty: 'beginner',
      duration: '45 min',
    } satisfies CreateResourceInput;
    const created = await post('/api/resources', ada, resource);
    assert.equal(created.status, 201, created.text);
    assert.equal(created.json.title, resource.title);
    const list = await get('/api/resources');
    assert.equal(list.status, 200);
    assert.ok(list.json.some((r: { id: string }) => r.id === created.json.id));
    const bad = await post('/api/resources', ada, { ...resource, url: 'javascript:alert(1)' });
    assert.equal(bad.status, 400);
    assert.ok(bad.json.fields.url);
  });
});

describe('achievements', () => {
  test('joining a first team earns first-team, told live to the joiner', async () => {
    const dan = await register(system.gatewayUrl, 'Dan');
    const danBox = inbox<LiveNotification>(await openSocket(system.gatewayUrl, dan.cookie));
    const team = await post('/api/teams', ada, { name: unique('Welcomers') } satisfies CreateTeamInput);
    assert.equal((await post(`/api/teams/${team.json.id}/join`, dan)).status, 200);
    await waitFor('the achievement', () => danBox.some((n) => n.type === 'achievement.earned'), 60_000);
    const earned = danBox.find((n) => n.type === 'achievement.earned')!;
    assert.equal((earned.data as { userId: string }).userId, dan.user.id);
    const mine = await get('/api/users/me/achievements', dan);
    assert.equal(mine.status, 200);
    assert.ok(mine.json.length >= 1);
  });
});

describe('Isla', () => {
  test('generate-response answers { message, nextPhase }', async () => {
    const answer = await post('/api/perplexity/generate-response', ada, {
      prompt: 'I want to help my school recycle more',
      conversationHistory: 'Hello\nHi Ada',
      phase: 'ideation',
      sessionCount: 1,
    } satisfies IslaResponseInput);
    assert.equal(answer.status, 200, answer.text);
    assert.deepEqual(Object.keys(answer.json).sort(), ['message', 'nextPhase']);
    assert.ok(typeof answer.json.message === 'string' && answer.json.message.length > 0);
    assert.ok(answer.json.nextPhase === null || BRAINSTORM_PHASES.includes(answer.json.nextPhase));
  });

  test('validate-challenge answers { valid, feedback }', async () => {
    const answer = await post('/api/perplexity/validate-challenge', ada, {
      idea: 'A recycling competition between classes',
      context: 'school',
    } satisfies ChallengeValidationInput);
    assert.equal(answer.status, 200, answer.text);
    assert.equal(typeof answer.json.valid, 'boolean');
    assert.equal(typeof answer.json.feedback, 'string');
  });

  test('speak answers WAV audio bytes (RIFF), with their length, never cached', async () => {
    for (const body of [
      { text: 'Hello Ada, what problem do you see?' },
      { text: 'Hallo Ada, welches Problem siehst du?', language: 'de' },
    ] satisfies SpeechInput[]) {
      const answer = await post('/api/elevenlabs/speak', ada, body);
      assert.equal(answer.status, 200, answer.text.slice(0, 300));
      assert.equal(answer.headers.get('content-type'), 'audio/wav');
      assert.equal(answer.bytes.subarray(0, 4).toString('latin1'), 'RIFF');
      assert.equal(answer.headers.get('content-length'), String(answer.bytes.length));
      assert.equal(answer.headers.get('cache-control'), 'no-store');
    }
    const empty = await post('/api/elevenlabs/speak', ada, { text: '   ' });
    assert.equal(empty.status, 400);
  });
});
