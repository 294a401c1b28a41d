/**
 * "Download my data" through the REST facade with all seven services (docs/product.md §15): a person with one
 * record of each kind, made through the real APIs, downloads one JSON file that holds every kind and nothing of
 * anyone else, and no secret; signed out is a 401; a sixth download within the hour is a 429; a service that is
 * down makes it a 503, never a partial file.
 */
import { afterAll, beforeAll, describe, test } from '@jest/globals';
import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import type { RegistrationInput, User } from '@creators/contracts';
import { storedSessionKey } from '@creators/platform';
import { startTestSystem, type TestSystem } from './harness.js';
import {
  call as callAt,
  register,
  uniqueEmail,
  waitFor,
  type Answer,
  type CallOptions,
  type SignedInUser,
} from './client.js';

/** Generous: seven services and a worker start one after another on a small shared machine. */
const SYSTEM_START_MS = 400_000;
const TEST_MS = 180_000;

let system: TestSystem;
let ada: SignedInUser;
let bob: SignedInUser;
let mentor: SignedInUser;
const tag = randomBytes(3).toString('hex');
/** Text only Bob's records carry: it must not be in Ada's file. */
const BOB_MARK = `bobonly${tag}`;

const call = (path: string, init?: CallOptions) => callAt(system.gatewayUrl, path, init);
const send = (method: string, path: string, who: SignedInUser, body?: unknown) =>
  call(path, { method, cookie: who.cookie, body });
const get = (path: string, who?: SignedInUser, headers?: Record<string, string>) =>
  call(path, { cookie: who?.cookie, headers });

/** A GraphQL operation through the gateway (for what has no REST path: a project view, a report). */
async function graphql(who: SignedInUser, query: string, variables: Record<string, unknown>) {
  const answer = await call('/graphql', { method: 'POST', cookie: who.cookie, body: { query, variables } });
  assert.equal(answer.status, 200, answer.text);
  assert.equal(answer.json.errors, undefined, answer.text);
  return answer.json.data;
}

/** Retries a write while another service has not yet learned what it needs from an event. */
async function eventually(what: string, attempt: () => Promise<Answer>, expected: number): Promise<Answer> {
  let last: Answer | undefined;
  await waitFor(
    what,
    async () => {
      last = await attempt();
      return last.status === expected;
    },
    60_000,
  );
  return last!;
}

async function created(answer: Promise<Answer>, status = 201): Promise<{ id: string }> {
  const done = await answer;
  assert.equal(done.status, status, done.text);
  return done.json;
}

async function registerMentor(): Promise<SignedInUser> {
  const body = {
    role: 'mentor',
    firstName: 'Marta',
    lastName: `Mentor${tag}`,
    email: uniqueEmail(),
    password: 'correct-horse',
    experience: 'advanced',
    bio: 'I have built web products for ten years and coach student teams.',
    yearsExperience: '10',
    currentRole: 'Staff Engineer',
    company: 'Example GmbH',
    skills: ['React', 'UI/UX Design'],
    interests: ['EdTech'],
  } satisfies RegistrationInput;
  const answer = await call('/api/auth/register', { method: 'POST', body });
  assert.equal(answer.status, 201, answer.text);
  const line = answer.headers.getSetCookie().find((c) => c.startsWith('sid='))!;
  return { user: answer.json as User, cookie: line.split(';')[0]! };
}

/** What the setup made, by kind: each must show up in Ada's file. */
const made = {} as Record<
  | 'challenge'
  | 'team'
  | 'bobTeam'
  | 'invitationSent'
  | 'invitationReceived'
  | 'mentoringRequest'
  | 'meeting'
  | 'chatMessage'
  | 'resource'
  | 'project'
  | 'comment'
  | 'report',
  string
>;
/** Bob's own records: none may show up in Ada's file. */
const bobs = {} as Record<'challenge' | 'comment' | 'resource', string>;

beforeAll(async () => {
  system = await startTestSystem(
    {},
    { services: ['challenges', 'teams', 'showcase', 'brainstorm-ai', 'discussions', 'programmes'] },
  );
  mentor = await registerMentor();
  // Staff would verify the mentor (docs/product.md §14); here the identity database says so directly, before the
  // availability below tells the teams service about them.
  const identityDb = new pg.Client({ connectionString: system.databaseUrl });
  await identityDb.connect();
  try {
    await identityDb.query('UPDATE users SET mentor_verified_at = now() WHERE id = $1', [mentor.user.id]);
  } finally {
    await identityDb.end();
  }
  ada = await register(system.gatewayUrl, 'Ada');
  bob = await register(system.gatewayUrl, 'Bob');

  const availability = await send('PUT', '/api/users/me/availability', mentor, {
    slots: [1, 2, 3, 4, 5, 6, 7].map((day) => ({ day, start: '08:00', end: '20:00' })),
    timeZone: 'UTC',
    maxTeams: 3,
    languages: ['en', 'de'],
  });
  assert.equal(availability.status, 200, availability.text);

  // A challenge, a team (leader and member), invitations both ways.
  made.challenge = (
    await created(
      send('POST', '/api/challenges', ada, {
        title: `Clean rivers ${tag}`,
        description: 'Our river is full of plastic every spring.',
        category: 'sustainability',
      }),
    )
  ).id;
  bobs.challenge = (
    await created(
      send('POST', '/api/challenges', bob, {
        title: `Quiet libraries ${BOB_MARK}`,
        description: `Nobody can read in our library ${BOB_MARK}.`,
        category: 'education',
      }),
    )
  ).id;
  made.team = (
    await created(send('POST', '/api/teams', ada, { name: `Ada's crew ${tag}`, maxMembers: 6 }))
  ).id;
  made.bobTeam = (await created(send('POST', '/api/teams', bob, { name: `Bob's crew ${tag}` }))).id;
  made.chatMessage = (
    await created(send('POST', `/api/teams/${made.team}/messages`, ada, { body: `Hello crew ${tag}` }))
  ).id;
  made.invitationSent = (
    await created(send('POST', '/api/teams/invitations', ada, { userId: bob.user.id, teamId: made.team }))
  ).id;
  made.invitationReceived = (
    await created(send('POST', '/api/teams/invitations', bob, { userId: ada.user.id, teamId: made.bobTeam }))
  ).id;

  // Mentoring: a request, accepted; a meeting in one of the mentor's free slots.
  const asked = await eventually(
    'teams to know the mentor',
    () =>
      send('POST', `/api/teams/${made.team}/mentoring-requests`, ada, {
        mentorId: mentor.user.id,
        message: 'We need help with our first React screens.',
        topics: ['React'],
      }),
    201,
  );
  made.mentoringRequest = asked.json.id;
  const accepted = await send('POST', `/api/mentoring-requests/${made.mentoringRequest}/answer`, mentor, {
    accept: true,
    note: 'Happy to help.',
  });
  assert.equal(accepted.status, 200, accepted.text);
  const slots = await get(`/api/teams/${made.team}/free-slots?mentorId=${mentor.user.id}`, ada);
  assert.equal(slots.status, 200, slots.text);
  assert.ok(slots.json.length > 0, 'the mentor has a free slot');
  made.meeting = (
    await created(
      send('POST', `/api/teams/${made.team}/meetings`, ada, {
        title: `Review ${tag}`,
        scheduledAt: slots.json[0].startsAt,
        duration: 30,
        meetingUrl: 'https://meet.example.org/review',
        mentorId: mentor.user.id,
      }),
    )
  ).id;

  // Showcase: a resource, a project of the team, liked and viewed, with the mentor's feedback.
  made.resource = (
    await created(
      send('POST', '/api/resources', ada, {
        title: `River science ${tag}`,
        url: 'https://example.org/rivers',
        type: 'article',
      }),
    )
  ).id;
  bobs.resource = (
    await created(
      send('POST', '/api/resources', bob, {
        title: `Library tips ${BOB_MARK}`,
        url: 'https://example.org/library',
        type: 'article',
      }),
    )
  ).id;
  made.project = (
    await eventually(
      'showcase to know the team',
      () =>
        send('POST', '/api/projects', ada, {
          teamId: made.team,
          title: `River cleaner ${tag}`,
          description: 'A floating net that catches plastic before the weir.',
        }),
      201,
    )
  ).json.id;
  const liked = await send('POST', `/api/projects/${made.project}/like`, ada);
  assert.equal(liked.status, 200, liked.text);
  await graphql(ada, 'mutation ($id: ID!) { recordProjectView(id: $id) { id } }', { id: made.project });
  await eventually(
    'showcase to know the team mentor',
    () =>
      send('POST', `/api/projects/${made.project}/feedback`, mentor, {
        notes: 'The problem is clear and the prototype works; tell us more about who tested it.',
        scores: { problem: 4, solution: 3, prototype: 3, presentation: 2 },
      }),
    200,
  );

  // Discussions: Ada's comment and Bob's reply on her challenge.
  made.comment = (
    await eventually(
      'discussions to know the challenge',
      () => send('POST', `/api/challenges/${made.challenge}/comments`, ada, { body: `Count me in ${tag}` }),
      201,
    )
  ).json.id;
  bobs.comment = (
    await created(
      send('POST', `/api/challenges/${made.challenge}/comments`, bob, { body: `Me too ${BOB_MARK}` }),
    )
  ).id;

  // A report Ada made (of Bob's challenge).
  const reported = await graphql(
    ada,
    'mutation ($input: ReportInput!) { reportContent(input: $input) { id } }',
    { input: { itemType: 'challenge', itemId: bobs.challenge, reason: 'spam', note: `Looks copied ${tag}` } },
  );
  made.report = reported.reportContent.id;

  // A brainstorm with Isla (the one brainstorm-ai runs) whose first message fills the draft's problem slot.
  const started = await graphql(ada, 'mutation { startBrainstorm { id } }', {});
  await graphql(
    ada,
    'mutation ($input: SendBrainstormMessageInput!) { sendBrainstormMessage(input: $input) { id } }',
    {
      input: {
        brainstormId: started.startBrainstorm.id,
        text: 'Every Saturday after the youth football matches at our sports club, the bins overflow with plastic water bottles and snack wrappers, and the wind blows the plastic waste all over the pitch.',
      },
    },
  );

  // A badge: Ada's first challenge, awarded when identity hears of it.
  await waitFor(
    'the first-challenge badge',
    async () => {
      const badges = (await get('/api/users/me/achievements', ada)).json;
      return (
        Array.isArray(badges) && badges.some((badge: { key?: string }) => badge.key === 'first-challenge')
      );
    },
    60_000,
  );
}, SYSTEM_START_MS);

afterAll(async () => {
  const codes = await system?.stop();
  assert.equal(codes?.gateway, 0, `gateway exits cleanly:\n${system?.gateway.output().slice(-2000)}`);
});

/** Every value of a list of objects at `key`. */
const values = (list: unknown, key: string): unknown[] => {
  assert.ok(Array.isArray(list), `a list, not ${JSON.stringify(list)?.slice(0, 200)}`);
  return (list as Record<string, unknown>[]).map((item) => item[key]);
};

describe('GET /api/users/me/export', () => {
  test(
    'one JSON file with every kind of record of the person, nothing of anyone else, no secret',
    async () => {
      const answer = await get('/api/users/me/export', ada);
      assert.equal(answer.status, 200, answer.text);
      assert.equal(answer.headers.get('content-type'), 'application/json; charset=utf-8');
      assert.equal(answer.headers.get('cache-control'), 'no-store');
      assert.match(
        answer.headers.get('content-disposition') ?? '',
        /^attachment; filename="creators-data-\d{4}-\d{2}-\d{2}\.json"$/,
      );
      const file = answer.json;
      assert.equal(file.formatVersion, 1);
      assert.equal(file.personId, ada.user.id);
      assert.ok(Math.abs(Date.parse(file.exportedAt) - Date.now()) < 120_000);
      const { identity, challenges, teams, showcase, discussions, brainstorm } = file.services;

      // identity: profile, sessions (the sessions page's public ids), badges, reports made.
      assert.equal(identity.profile.id, ada.user.id);
      assert.equal(identity.profile.email, ada.user.email);
      const sessionsPage = await get('/api/users/me/sessions', ada);
      assert.deepEqual(
        values(identity.sessions, 'id'),
        values(sessionsPage.json, 'id'),
        'the public ids the sessions page shows',
      );
      assert.equal(identity.sessions[0].current, true);
      assert.ok(values(identity.badges, 'key').includes('first-challenge'), 'the badge of her challenge');
      assert.deepEqual(values(identity.reportsMade, 'id'), [made.report]);
      assert.equal(identity.reportsMade[0].itemId, bobs.challenge);
      assert.equal(identity.mentorAvailability, null);
      // The notification inbox (docs/product.md §11.7): her notifications and her preferences (the defaults).
      assert.ok(Array.isArray(identity.notifications), 'her notifications');
      assert.deepEqual(identity.notificationPreferences.newChallenges, { inApp: true, email: false });
      assert.deepEqual(identity.notificationPreferences.teamJoins, { inApp: true, email: true });

      // challenges, teams
      assert.deepEqual(values(challenges.challengesCreated, 'id'), [made.challenge]);
      assert.deepEqual(values(teams.teamsLed, 'id'), [made.team]);
      assert.deepEqual(values(teams.memberships, 'teamId'), [made.team]);
      assert.deepEqual(values(teams.invitationsSent, 'id'), [made.invitationSent]);
      assert.deepEqual(values(teams.invitationsReceived, 'id'), [made.invitationReceived]);
      assert.equal(teams.invitationsReceived[0].teamName, `Bob's crew ${tag}`);
      assert.deepEqual(values(teams.mentoringRequestsMade, 'id'), [made.mentoringRequest]);
      assert.deepEqual(values(teams.meetings, 'id'), [made.meeting]);
      assert.equal(teams.meetings[0].yourPart, 'host');
      assert.deepEqual(values(teams.chatMessages, 'id'), [made.chatMessage]);
      assert.equal(teams.chatMessages[0].body, `Hello crew ${tag}`);

      // showcase: project, like, view, feedback received, resource.
      assert.deepEqual(values(showcase.projects, 'id'), [made.project]);
      assert.deepEqual(values(showcase.likes, 'projectId'), [made.project]);
      assert.deepEqual(values(showcase.views, 'projectId'), [made.project]);
      assert.match(showcase.views[0].day, /^\d{4}-\d{2}-\d{2}$/);
      assert.deepEqual(values(showcase.feedbackReceived, 'mentorId'), [mentor.user.id]);
      assert.deepEqual(showcase.feedbackReceived[0].scores, {
        problem: 4,
        solution: 3,
        prototype: 3,
        presentation: 2,
      });
      assert.deepEqual(showcase.feedbackGiven, []);
      assert.deepEqual(values(showcase.resourcesAdded, 'id'), [made.resource]);

      // discussions: her comment, with the page it is on.
      assert.deepEqual(values(discussions.comments, 'id'), [made.comment]);
      assert.equal(discussions.comments[0].subjectTitle, `Clean rivers ${tag}`);

      // brainstorm: the brainstorm with its slots; no audio is kept, and the file says so.
      assert.equal(brainstorm.brainstorms.length, 1);
      assert.ok(brainstorm.brainstorms[0].messages.length >= 2, 'the dialogue');
      assert.ok(
        Object.keys(brainstorm.brainstorms[0].slots).length > 0,
        `the draft's slots: ${JSON.stringify(brainstorm.brainstorms[0].slots)}`,
      );
      assert.deepEqual(brainstorm.audioClips, []);
      assert.match(brainstorm.audioClipsNote, /not kept/);

      for (const section of Object.values(file.services) as { truncated: boolean }[])
        assert.equal(section.truncated, false);

      // Nothing of anyone else's, and no secret.
      const text = answer.text;
      for (const other of [BOB_MARK, bobs.comment, bobs.resource, bob.user.email])
        assert.ok(!text.includes(other), `Bob's ${other} is not in Ada's file`);
      const sessionId = ada.cookie.slice('sid='.length);
      assert.ok(!text.includes(sessionId), 'no session id');
      assert.ok(!text.includes(storedSessionKey(decodeURIComponent(sessionId))), 'no stored session key');
      assert.doesNotMatch(text, /passwordHash|password_hash|tokenHash|\$argon2/);
    },
    TEST_MS,
  );

  test('the mentor’s file has the request they were asked, the teams they mentor, the feedback they gave', async () => {
    const answer = await get('/api/users/me/export', mentor);
    assert.equal(answer.status, 200, answer.text);
    const { identity, teams, showcase } = answer.json.services;
    assert.ok(identity.mentorAvailability, 'availability');
    assert.equal(identity.mentorAvailability.timeZone, 'UTC');
    assert.deepEqual(values(teams.mentoringRequestsReceived, 'id'), [made.mentoringRequest]);
    assert.deepEqual(values(teams.teamsMentored, 'teamId'), [made.team]);
    assert.deepEqual(values(teams.meetings, 'id'), [made.meeting]);
    assert.equal(teams.meetings[0].yourPart, 'mentor');
    assert.deepEqual(values(showcase.feedbackGiven, 'projectId'), [made.project]);
    assert.ok(!answer.text.includes(ada.user.email), "not Ada's address");
  });

  test('signed out: 401 "Unauthorized", no file', async () => {
    const answer = await get('/api/users/me/export');
    assert.equal(answer.status, 401);
    assert.equal(answer.json.message, 'Unauthorized');
    assert.equal(answer.headers.get('content-disposition'), null);
    const garbage = await call('/api/users/me/export', { cookie: 'sid=garbage' });
    assert.equal(garbage.status, 401);
  });

  test('five downloads an hour: the sixth is a 429 with Retry-After, in the request language', async () => {
    for (let i = 0; i < 5; i += 1) {
      const answer = await get('/api/users/me/export', bob);
      assert.equal(answer.status, 200, `download ${i + 1}: ${answer.text}`);
    }
    const refused = await get('/api/users/me/export', bob, { 'accept-language': 'de' });
    assert.equal(refused.status, 429, refused.text);
    assert.equal(
      refused.json.message,
      'Du kannst deine Daten 5-mal pro Stunde herunterladen. Bitte versuche es später noch einmal.',
    );
    assert.equal(refused.json.code, 'TOO_MANY_REQUESTS');
    assert.ok(Number(refused.headers.get('retry-after')) > 0);
    assert.equal(refused.headers.get('content-disposition'), null);
  });

  test('a service that is down makes it a 503 that says nothing was downloaded, never a partial file', async () => {
    await system.services.discussions!.stop();
    const answer = await get('/api/users/me/export', ada);
    assert.equal(answer.status, 503, answer.text);
    assert.match(answer.headers.get('content-type') ?? '', /^application\/json/);
    assert.equal(answer.headers.get('content-disposition'), null);
    assert.deepEqual(answer.json, {
      message:
        'Your data could not be gathered because part of the platform is not answering right now. Nothing was downloaded: please try again in a few minutes.',
      code: 'SERVICE_UNAVAILABLE',
    });
  });
});
