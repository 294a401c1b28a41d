/**
 * Mentoring through the REST facade with the real services (docs/product.md §12): availability, the directory, a
 * request and its answer, free slots, a double booking refused, the calendar file, and feedback.
 */
import { afterAll, beforeAll, describe, test } from '@jest/globals';
import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { MESSAGES } from '@creators/texts';
import type { RegistrationInput, User } from '@creators/contracts';
import { startTestSystem, type TestSystem } from './harness.js';
import {
  call as callAt,
  closeSockets,
  inbox,
  openSocket,
  register,
  registerStaff,
  student,
  uniqueEmail,
  waitFor,
  type Answer,
  type CallOptions,
  type SignedInUser,
} from './client.js';
import type { LiveNotification } from '../notifications/notification.js';

let system: TestSystem;
let mentor: SignedInUser;
let ada: SignedInUser;
let bob: SignedInUser;
let staff: SignedInUser;
const tag = randomBytes(3).toString('hex');

const call = (path: string, init?: CallOptions) => callAt(system.gatewayUrl, path, init);
const send = (
  method: string,
  path: string,
  who: SignedInUser,
  body?: unknown,
  headers?: Record<string, string>,
) => call(path, { method, cookie: who.cookie, body, headers });
const get = (path: string, who: SignedInUser, headers?: Record<string, string>) =>
  call(path, { cookie: who.cookie, headers });

/** Retries a write while another service has not yet learned what it needs from an event (403, 400 or 404). */
async function eventually(what: string, attempt: () => Promise<Answer>, expected: number): Promise<Answer> {
  let last: Answer | undefined;
  await waitFor(what, async () => {
    last = await attempt();
    return last.status === expected;
  });
  return last!;
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

async function createTeam(leader: SignedInUser, name: string): Promise<string> {
  const answer = await send('POST', '/api/teams', leader, { name, description: 'We build things.' });
  assert.equal(answer.status, 201, answer.text);
  return answer.json.id as string;
}

beforeAll(async () => {
  system = await startTestSystem({}, { services: ['challenges', 'teams', 'showcase'] });
  await waitFor(
    'the notification consumer',
    () => /event consumer: consuming/.test(system.gateway.output()),
    60_000,
  );
  mentor = await registerMentor();
  ada = await register(system.gatewayUrl, 'Ada');
  bob = await register(system.gatewayUrl, 'Bob');
  staff = await registerStaff(system.gatewayUrl, system.databaseUrl);
});

afterAll(async () => {
  closeSockets();
  await system?.stop();
});

describe('mentoring through the REST facade', () => {
  let adaTeam: string;
  let bobTeam: string;
  let meetingId: string;

  test('staff verify a new mentor before the directory lists them (docs/product.md §14)', async () => {
    assert.deepEqual((await get(`/api/mentors?search=${tag}`, ada)).json, []);
    const page = await get(`/api/users/${mentor.user.id}`, ada);
    assert.equal(page.json.mentorVerified, false, page.text);

    for (const [language, locale] of [
      ['en', 'en'],
      ['de', 'de'],
    ] as const) {
      const notStaff = await get('/api/staff/mentors/unverified', ada, { 'accept-language': language });
      assert.equal(notStaff.status, 404, notStaff.text);
      assert.equal(notStaff.json.message, MESSAGES[locale]['error.staff.only']);
    }
    const refused = await send('POST', `/api/staff/mentors/${mentor.user.id}/verify`, ada, {
      verified: true,
    });
    assert.equal(refused.status, 404, refused.text);

    const waiting = await get('/api/staff/mentors/unverified?limit=100', staff);
    assert.equal(waiting.status, 200, waiting.text);
    assert.ok(waiting.json.some((m: { id: string }) => m.id === mentor.user.id));
    const bad = await send('POST', `/api/staff/mentors/${mentor.user.id}/verify`, staff, { verified: 'yes' });
    assert.equal(bad.status, 400, bad.text);
    const verified = await send('POST', `/api/staff/mentors/${mentor.user.id}/verify`, staff, {
      verified: true,
    });
    assert.equal(verified.status, 200, verified.text);
    assert.equal(verified.json.mentorVerified, true);
    assert.deepEqual(
      (await get(`/api/mentors?search=${tag}`, ada)).json.map((m: { id: string }) => m.id),
      [mentor.user.id],
    );
    const notAMentor = await send('POST', `/api/staff/mentors/${ada.user.id}/verify`, staff, {
      verified: true,
    });
    assert.equal(notAMentor.status, 404, notAMentor.text);
  });

  test('staff create cohort codes; a registration with one counts against the code', async () => {
    const validUntil = new Date(Date.now() + 7 * 86_400_000).toISOString();
    const created = await send('POST', '/api/staff/cohort-codes', staff, {
      name: 'Class 7b',
      validUntil,
      maxUses: 2,
    });
    assert.equal(created.status, 201, created.text);
    assert.match(created.json.code, /^[A-HJKMNP-Z2-9]{8}$/);
    assert.equal(created.json.uses, 0);
    assert.equal(
      (await send('POST', '/api/staff/cohort-codes', ada, { name: 'Mine', validUntil, maxUses: 2 })).status,
      404,
    );
    const joined = await call('/api/auth/register', {
      method: 'POST',
      body: { ...student('Cora'), cohortCode: created.json.code.toLowerCase() },
    });
    assert.equal(joined.status, 201, joined.text);
    const unknown = await call('/api/auth/register', {
      method: 'POST',
      body: { ...student('Nico'), cohortCode: 'NOSUCHCODE' },
      headers: { 'accept-language': 'de' },
    });
    assert.equal(unknown.status, 400, unknown.text);
    assert.equal(unknown.json.fields.cohortCode, MESSAGES.de['validation.cohort.invalid']);
    const codes = await get('/api/staff/cohort-codes', staff);
    assert.equal(codes.status, 200, codes.text);
    const listed = codes.json.find((c: { id: string }) => c.id === created.json.id);
    assert.equal(listed.uses, 1);
    assert.equal(codes.headers.get('x-total-count') !== null, true);
  });

  test('a mentor sets availability; only mentors may; the directory finds them by expertise and language', async () => {
    const availability = {
      slots: [1, 2, 3, 4, 5, 6, 7].map((day) => ({ day, start: '08:00', end: '20:00' })),
      timeZone: 'UTC',
      maxTeams: 3,
      languages: ['en', 'de'],
    };
    const set = await send('PUT', '/api/users/me/availability', mentor, availability);
    assert.equal(set.status, 200, set.text);
    assert.equal(set.json.slots.length, 7);
    const mine = await get('/api/users/me/availability', mentor);
    assert.equal(mine.json.timeZone, 'UTC');

    const refused = await send('PUT', '/api/users/me/availability', ada, availability, {
      'accept-language': 'de',
    });
    assert.equal(refused.status, 403);
    assert.equal(refused.json.message, 'Das können nur Mentoren');
    assert.equal((await get('/api/users/me/availability', ada)).status, 403);
    const overlapping = await send('PUT', '/api/users/me/availability', mentor, {
      ...availability,
      slots: [
        { day: 1, start: '08:00', end: '12:00' },
        { day: 1, start: '11:00', end: '13:00' },
      ],
    });
    assert.equal(overlapping.status, 400);
    assert.match(overlapping.text, /overlap/);

    const found = await get(`/api/mentors?expertise=react&language=de&search=${tag}`, ada);
    assert.equal(found.status, 200, found.text);
    assert.deepEqual(
      found.json.map((m: { id: string }) => m.id),
      [mentor.user.id],
    );
    assert.deepEqual(found.json[0].mentorAvailability.languages, ['en', 'de']);
    const none = await get(`/api/mentors?expertise=Swift&search=${tag}`, ada);
    assert.deepEqual(none.json, []);
    assert.equal((await get('/api/mentors?language=fr', ada)).status, 400);
  });

  test('a member requests; the mentor is told and accepts; the team shows its mentor', async () => {
    adaTeam = await createTeam(ada, `Ada's crew ${tag}`);
    bobTeam = await createTeam(bob, `Bob's crew ${tag}`);
    const mentorSocket = await openSocket(system.gatewayUrl, mentor.cookie);
    const toMentor = inbox<LiveNotification>(mentorSocket);

    const request = (who: SignedInUser, team: string) => () =>
      send('POST', `/api/teams/${team}/mentoring-requests`, who, {
        mentorId: mentor.user.id,
        message: 'We need help with our first React screens.',
        topics: ['React'],
      });
    // Teams learns who is a mentor from identity's event, a moment after registration.
    const asked = await eventually('teams to know the mentor', request(ada, adaTeam), 201);
    assert.equal(asked.json.status, 'pending');
    assert.equal((await request(ada, adaTeam)()).status, 409);
    const notMember = await request(bob, adaTeam)();
    assert.equal(notMember.status, 403);
    const wrongTopic = await send('POST', `/api/teams/${bobTeam}/mentoring-requests`, bob, {
      mentorId: mentor.user.id,
      message: 'We need help with our first Swift screens.',
      topics: ['Swift'],
    });
    assert.equal(wrongTopic.status, 400, wrongTopic.text);
    assert.equal((await request(bob, bobTeam)()).status, 201);
    await waitFor('the request notification', () => toMentor.some((n) => n.type === 'mentoring.requested'));

    const inboxOf = await get('/api/users/me/mentoring-requests?pendingOnly=true', mentor);
    assert.equal(inboxOf.status, 200, inboxOf.text);
    assert.equal(inboxOf.json.length, 2);
    for (const pending of inboxOf.json as Array<{ id: string }>) {
      const answered = await send('POST', `/api/mentoring-requests/${pending.id}/answer`, mentor, {
        accept: true,
        note: 'Happy to help.',
      });
      assert.equal(answered.status, 200, answered.text);
      assert.equal(answered.json.status, 'accepted');
    }
    const byAda = await send('POST', `/api/mentoring-requests/${asked.json.id}/answer`, ada, {
      accept: false,
    });
    assert.equal(byAda.status, 403);
    const team = await get(`/api/teams/${adaTeam}`, ada);
    assert.deepEqual(
      team.json.mentors.map((m: { id: string }) => m.id),
      [mentor.user.id],
    );
    const mentored = await get('/api/users/me/mentored-teams', mentor);
    assert.deepEqual(mentored.json.map((t: { id: string }) => t.id).sort(), [adaTeam, bobTeam].sort());
  });

  test('two teams racing for the same free slot: one meeting, one 409; only its people see it', async () => {
    const slots = await get(`/api/teams/${adaTeam}/free-slots?mentorId=${mentor.user.id}`, ada);
    assert.equal(slots.status, 200, slots.text);
    assert.ok(slots.json.length > 0);
    const startsAt = slots.json[1]?.startsAt ?? slots.json[0].startsAt;
    const meeting = (team: string) => ({
      title: `Review ${team.slice(0, 4)}`,
      scheduledAt: startsAt,
      duration: 30,
      meetingUrl: 'https://meet.example.org/review',
      mentorId: mentor.user.id,
    });
    const [first, second] = await Promise.all([
      send('POST', `/api/teams/${adaTeam}/meetings`, ada, meeting(adaTeam)),
      send('POST', `/api/teams/${bobTeam}/meetings`, bob, meeting(bobTeam)),
    ]);
    assert.deepEqual([first.status, second.status].sort(), [201, 409], `${first.text} ${second.text}`);
    const won =
      first.status === 201
        ? { who: ada, other: bob, answer: first }
        : { who: bob, other: ada, answer: second };
    const lost = first.status === 409 ? first : second;
    // The other team's meeting: its time is named (in UTC), its title is not.
    assert.match(
      lost.json.message,
      /^The mentor already has a meeting at this time \(.+ UTC\)\. Please choose another slot\.$/,
    );
    meetingId = won.answer.json.id;
    assert.equal(won.answer.json.duration, 30);
    assert.equal((await get(`/api/meetings/${meetingId}`, won.who)).status, 200);
    assert.equal((await get(`/api/meetings/${meetingId}`, mentor)).status, 200);
    const outsider = await get(`/api/meetings/${meetingId}`, won.other);
    assert.equal(outsider.status, 403);
    const badLink = await send('POST', `/api/teams/${adaTeam}/meetings`, ada, {
      ...meeting(adaTeam),
      meetingUrl: 'javascript:alert(1)',
    });
    assert.equal(badLink.status, 400);

    const ics = await get(`/api/meetings/${meetingId}/calendar.ics?tz=Europe/Berlin&lang=de`, won.who);
    assert.equal(ics.status, 200, ics.text);
    assert.match(ics.headers.get('content-type') ?? '', /^text\/calendar/);
    assert.match(ics.headers.get('content-disposition') ?? '', /attachment; filename="meeting-/);
    const start = new Date(startsAt)
      .toISOString()
      .replace(/[-:]/g, '')
      .replace(/\.\d{3}/, '');
    assert.match(ics.text, new RegExp(`DTSTART:${start}\\r\\n`));
    assert.match(
      ics.text.replace(/\r\n /g, ''),
      /DESCRIPTION:Wann: .*\(Europe\/Berlin\).*Mentor: Marta Mentor/,
    );
    assert.equal((await get(`/api/meetings/${meetingId}/calendar.ics?tz=Mars/Base`, won.who)).status, 400);
    assert.equal((await get(`/api/meetings/${meetingId}/calendar.ics`, won.other)).status, 403);

    const cancelled = await send('POST', `/api/meetings/${meetingId}/cancel`, won.who);
    assert.equal(cancelled.status, 200, cancelled.text);
    assert.equal(cancelled.json.status, 'cancelled');
  });

  test('a mentor gives feedback on the team’s project: the team sees scores, others only the notes', async () => {
    const project = await eventually(
      'showcase to know the team',
      () =>
        send('POST', '/api/projects', ada, {
          teamId: adaTeam,
          title: `Matching screens ${tag}`,
          description: 'A prototype of the matching screens for our class.',
        }),
      201,
    );
    const feedback = {
      notes: 'The problem is clear and the prototype works; tell us more about who tested it.',
      scores: { problem: 4, solution: 3, prototype: 3, presentation: 2 },
    };
    const byAda = await send('POST', `/api/projects/${project.json.id}/feedback`, ada, feedback);
    assert.equal(byAda.status, 403);
    assert.equal(byAda.json.message, "Only the team's mentors can give feedback on its project");
    const given = await eventually(
      'showcase to know the team mentor',
      () => send('POST', `/api/projects/${project.json.id}/feedback`, mentor, feedback),
      200,
    );
    assert.deepEqual(given.json.scores, feedback.scores);
    const bad = await send('POST', `/api/projects/${project.json.id}/feedback`, mentor, {
      ...feedback,
      scores: { ...feedback.scores, problem: 5 },
    });
    assert.equal(bad.status, 400);
    const seenByTeam = await get(`/api/projects/${project.json.id}/feedback`, ada);
    assert.deepEqual(seenByTeam.json[0].scores, feedback.scores);
    const seenByOthers = await get(`/api/projects/${project.json.id}/feedback`, bob);
    assert.equal(seenByOthers.json[0].scores, null);
    assert.equal(seenByOthers.json[0].notes, feedback.notes);
  });
});
