/**
 * What identity does for programmes (docs/product.md §16) and the notifications around them (docs/product.md
 * "Notification inbox"): announcements and deadline reminders reach their recipients in the inbox and by mail in their
 * language; a challenge in a programme reaches only its members, in the daily digest by default, at once for those who
 * asked for each challenge; the digest goes out once however often the job runs; a programme's join code registers
 * like a cohort code; user.active is recorded once per person and day.
 */
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, it } from '@jest/globals';
import {
  eventSubject,
  type EventEnvelope,
  type EventName,
  type EventPayloads,
  type Locale,
} from '@creators/contracts';
import { MESSAGES } from '@creators/texts';
import { encodeEnvelope } from '@creators/platform/events/envelope';
import { createTestStream, type TestStream } from '@creators/platform/events/testing/test-nats';
import { waitFor } from '@creators/platform/events/testing/wait-for';
import type { MailJob } from '../mail/mail-jobs.js';
import { MailQueue } from '../mail/mail.queue.js';
import { sweepChallengeDigests } from '../notifications/challenge-digest.js';
import { ChallengeDigestSweeper } from '../notifications/challenge-digest.sweeper.js';
import { NOTIFICATIONS_CONSUMER } from '../notifications/notification-store.js';
import { eraseFromIdentity } from '../privacy/erasure.js';
import { PROGRAMMES_CONSUMER } from '../programmes/programme-copies.js';
import { SessionsService } from '../sessions/sessions.service.js';
import { storedSessionKey } from '../sessions/session-expiry.js';
import {
  parseSetSession,
  randomIp,
  REGISTER,
  startTestIdentity,
  studentInput,
  uniqueEmail,
  type RequestContext,
  type TestIdentity,
} from './harness.js';
import { openMailInbox, type MailInbox } from './mail-inbox.js';

const PUBLIC_URL = 'http://creators.test:8080';
let stream: TestStream;
let identity: TestIdentity;
let mails: MailInbox;
beforeAll(async () => {
  mails = await openMailInbox();
  stream = await createTestStream();
  identity = await startTestIdentity({
    NATS_SUBJECT_PREFIX: stream.subjectPrefix,
    EVENT_STREAM: stream.stream,
    SMTP_URL: mails.smtpUrl,
    PUBLIC_URL,
    // The tests run the digest themselves, on days of their own.
    CHALLENGE_DIGEST_SWEEP_SECONDS: '86400',
    CHALLENGE_DIGEST_HOUR_UTC: '15',
    REGISTER_RATE_LIMIT_PER_IP: '2',
  });
});
afterAll(async () => {
  await identity?.stop();
  await stream?.remove();
  await mails?.stop();
});

let clock = Date.now();
function envelope<N extends EventName>(name: N, payload: EventPayloads[N]): EventEnvelope<N> {
  clock = Math.max(Date.now(), clock + 1);
  return { id: randomUUID(), name, occurredAt: new Date(clock).toISOString(), payload };
}

async function publish(...events: EventEnvelope[]): Promise<void> {
  for (const event of events)
    stream.nc.publish(eventSubject(event.name, stream.subjectPrefix), encodeEnvelope(event));
  await stream.nc.flush();
}

/** Waits until identity's consumers of these events have acknowledged everything the stream held so far. */
async function consumed(): Promise<void> {
  const { state } = await stream.jsm.streams.info(stream.stream);
  for (const consumer of [PROGRAMMES_CONSUMER, NOTIFICATIONS_CONSUMER])
    await waitFor(`${consumer} to catch up`, async () => {
      const info = await stream.jsm.consumers.info(stream.stream, consumer).catch(() => null);
      return !!info && info.ack_floor.stream_seq >= state.last_seq && info.num_ack_pending === 0;
    });
}

async function newUser(firstName: string, locale: Locale = 'en') {
  return identity.prisma.user.create({
    data: { email: uniqueEmail('programme'), firstName, lastName: 'Tester', skills: ['Design'], locale },
  });
}

const as = (id: string): RequestContext => ({ user: { id, role: 'student', staff: false } });

const PREFERENCES =
  'mutation U($input: NotificationPreferencesInput!) { updateNotificationPreferences(input: $input) { newChallengesDelivery } }';
const choose = async (userId: string, input: Record<string, unknown>) => {
  const res = await identity.gql(PREFERENCES, { input }, as(userId));
  assert.equal(res.body.errors, undefined, res.text);
};

type Node = { id: string; type: string; read: boolean; data: Record<string, any> };
const inbox = async (userId: string): Promise<Node[]> => {
  const res = await identity.gql<{ myNotifications: { nodes: Node[] } }>(
    '{ myNotifications(first: 50) { nodes { id type read data } } }',
    {},
    as(userId),
  );
  assert.equal(res.body.errors, undefined, res.text);
  return res.body.data!.myNotifications.nodes;
};
const ofType = async (userId: string, type: string) => (await inbox(userId)).filter((n) => n.type === type);

const outboxOf = async (name: string) =>
  (await identity.prisma.outboxEvent.findMany({ where: { name }, orderBy: { occurredAt: 'asc' } })).map(
    (row) => row.payload as Record<string, any>,
  );

const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString();

function programmeUpdated(
  programmeId: string,
  changes: Partial<EventPayloads['programme.updated']> = {},
): EventEnvelope<'programme.updated'> {
  return envelope('programme.updated', {
    programmeId,
    name: 'Rivers 2027',
    phases: [],
    submissionDeadline: inDays(20),
    judgingEndsAt: inDays(25),
    resultsAt: inDays(30),
    timeZone: 'Europe/Berlin',
    joinCode: `R${randomUUID().slice(0, 8).toUpperCase()}`,
    organiserIds: [],
    updatedAt: new Date().toISOString(),
    ...changes,
  });
}

const sweeper = () => identity.server.app.get(ChallengeDigestSweeper);
/** A day of its own for each digest run of these tests, at 16:00 UTC (after the digest hour). */
let digestDay = 0;
const nextDigestTime = () => new Date(Date.UTC(2099, 0, ++digestDay, 16));

describe('programme announcements and deadline reminders', () => {
  it('an announcement reaches exactly its recipients but its organiser, in the inbox and by mail in their language', async () => {
    const programmeId = randomUUID();
    const organiser = await newUser('Olga');
    const ann = await newUser('Ann');
    const bert = await newUser('Bert', 'de');
    const quiet = await newUser('Quinn');
    const outsider = await newUser('Otto');
    await choose(quiet.id, { programmes: { inApp: true, email: false } });
    await publish(programmeUpdated(programmeId));
    const posted = envelope('programme.announcement_posted', {
      announcementId: randomUUID(),
      programmeId,
      programmeName: 'Rivers 2027',
      title: 'Kick-off',
      body: 'See you on Monday at nine in the hall.',
      audience: 'everyone',
      recipientIds: [organiser.id, ann.id, bert.id, quiet.id],
      postedBy: organiser.id,
    });
    // Delivered twice: stored, sent live and mailed once.
    await publish(posted, posted);
    await consumed();

    for (const person of [ann, bert, quiet]) {
      const [told, ...more] = await ofType(person.id, 'programme.announcement');
      assert.equal(more.length, 0);
      assert.equal(told?.id, posted.id);
      assert.deepEqual(told?.data, {
        announcementId: posted.payload.announcementId,
        programmeId,
        programmeName: 'Rivers 2027',
        title: 'Kick-off',
        body: 'See you on Monday at nine in the hall.',
      });
    }
    assert.deepEqual(await ofType(organiser.id, 'programme.announcement'), []);
    assert.deepEqual(await ofType(outsider.id, 'programme.announcement'), []);
    const live = (await outboxOf('notification.created')).filter((p) => p.notification.id === posted.id);
    assert.equal(live.length, 1);
    assert.deepEqual([...live[0]!.audience.userIds].sort(), [ann.id, bert.id, quiet.id].sort());

    const [english] = await mails.waitForMails(ann.email);
    assert.equal(english!.subject, 'Rivers 2027: Kick-off');
    assert.match(english!.text ?? '', /^Hi Ann,/);
    assert.ok(english!.text?.includes('See you on Monday at nine in the hall.'));
    // It leads to the dashboard, where the announcement is pinned.
    assert.ok(english!.text?.split(/\s+/).includes(`${PUBLIC_URL}/`), english!.text);
    const [german] = await mails.waitForMails(bert.email);
    assert.equal(german!.subject, 'Rivers 2027: Kick-off');
    assert.match(german!.text ?? '', /^Hallo Bert,/);
    // The others have had their time: one mail each, none for the organiser or for who turned it off by e-mail.
    await new Promise((resolve) => setTimeout(resolve, 1500));
    assert.equal((await mails.mailsTo(ann.email)).length, 1);
    assert.equal((await mails.mailsTo(bert.email)).length, 1);
    assert.deepEqual(await mails.mailsTo(quiet.email), []);
    assert.deepEqual(await mails.mailsTo(organiser.email), []);
  });

  it('a deadline reminder reaches its recipients, with the deadline in the programme’s time zone', async () => {
    const programmeId = randomUUID();
    const ann = await newUser('Anja', 'de');
    const other = await newUser('Olli');
    // Known before the reminder (as a programme is long before its deadline): its time zone is added.
    await publish(programmeUpdated(programmeId, { name: 'Clean Air', timeZone: 'Europe/Berlin' }));
    await consumed();
    const reminder = envelope('programme.deadline_reminder', {
      programmeId,
      programmeName: 'Clean Air',
      deadline: '2099-03-02T17:00:00.000Z',
      daysBefore: 1,
      recipientIds: [ann.id],
    });
    await publish(reminder, reminder);
    await consumed();
    const [told, ...more] = await ofType(ann.id, 'programme.deadline_reminder');
    assert.equal(more.length, 0);
    assert.deepEqual(told?.data, {
      programmeId,
      programmeName: 'Clean Air',
      deadline: '2099-03-02T17:00:00.000Z',
      daysBefore: 1,
      timeZone: 'Europe/Berlin',
    });
    assert.deepEqual(await ofType(other.id, 'programme.deadline_reminder'), []);
    const [mail] = await mails.waitForMails(ann.email);
    assert.equal(mail!.subject, 'Die Abgabefrist von Clean Air endet morgen');
    assert.match(mail!.text ?? '', /bis Montag, 2\. März 2099 um 18:00 MEZ/);
  });
});

describe('new challenges in a programme and the daily digest', () => {
  it('a challenge in a programme reaches only its members: in the digest by default, at once with “each”', async () => {
    const programmeId = randomUUID();
    const author = await newUser('Aida');
    const member = await newUser('Mo');
    const eagerMember = await newUser('Mia');
    const outsider = await newUser('Nils');
    const eagerOutsider = await newUser('Nora');
    await choose(eagerMember.id, { newChallengesDelivery: 'each' });
    await choose(eagerOutsider.id, { newChallengesDelivery: 'each' });
    await publish(programmeUpdated(programmeId));
    for (const person of [author, member, eagerMember])
      await publish(envelope('programme.member_joined', { programmeId, userId: person.id }));
    await consumed();
    const inProgramme = envelope('challenge.created', {
      challengeId: randomUUID(),
      title: 'Rivers of the town',
      createdBy: author.id,
      programmeId,
    });
    const open = envelope('challenge.created', {
      challengeId: randomUUID(),
      title: 'Quiet libraries',
      createdBy: randomUUID(),
      programmeId: null,
    });
    await publish(inProgramme, open);
    await consumed();

    // At once: those who asked for each challenge, of its audience.
    const published = async (userId: string) =>
      (await ofType(userId, 'challenge.published')).map((n) => n.data.title).sort();
    assert.deepEqual(await published(eagerMember.id), ['Quiet libraries', 'Rivers of the town']);
    assert.deepEqual(await published(eagerOutsider.id), ['Quiet libraries']);
    for (const person of [author, member, outsider]) assert.deepEqual(await published(person.id), []);

    // The day's digest: the others, each with their audience's challenges.
    const { told } = await sweeper().sweep(nextDigestTime());
    assert.ok(told >= 3, `told ${told}`);
    const digest = async (userId: string) => (await ofType(userId, 'challenge.digest')).map((n) => n.data);
    assert.deepEqual(await digest(member.id), [
      {
        count: 2,
        challenges: [
          { challengeId: open.payload.challengeId, title: 'Quiet libraries' },
          { challengeId: inProgramme.payload.challengeId, title: 'Rivers of the town' },
        ],
      },
    ]);
    assert.deepEqual(await digest(outsider.id), [
      { count: 1, challenges: [{ challengeId: open.payload.challengeId, title: 'Quiet libraries' }] },
    ]);
    assert.deepEqual(
      await digest(author.id),
      [{ count: 1, challenges: [{ challengeId: open.payload.challengeId, title: 'Quiet libraries' }] }],
      'never their own',
    );
    assert.deepEqual(await digest(eagerMember.id), [], 'told at once instead');
    assert.deepEqual(await digest(eagerOutsider.id), []);
    // Told live too: the people with the same digest share one message.
    const [memberDigest] = await ofType(member.id, 'challenge.digest');
    const live = (await outboxOf('notification.created')).filter(
      (p) => p.notification.id === memberDigest!.id,
    );
    assert.equal(live.length, 1);
    assert.deepEqual(live[0]!.audience, { kind: 'users', userIds: [member.id] });
  });

  it('sends the day’s digest once, however often and on however many instances the job runs', async () => {
    const reader = await newUser('Rita');
    const mailed = await newUser('Malte', 'de');
    await choose(mailed.id, { newChallenges: { inApp: true, email: true } });
    const challenge = envelope('challenge.created', {
      challengeId: randomUUID(),
      title: 'Green roofs',
      createdBy: randomUUID(),
    });
    await publish(challenge);
    await consumed();
    const at = nextDigestTime();
    const before = await identity.prisma.challengeDigestRun.count();
    // Two instances at once (each with its own connections), small batches so that they meet mid-run, then again.
    const queue = identity.server.app.get(MailQueue);
    const queueMail = (job: MailJob, jobId: string) => queue.add(job, jobId);
    const results = await Promise.all([
      sweeper().sweep(at),
      sweepChallengeDigests(identity.prisma, { now: at, hourUtc: 15, queueMail, batch: 2 }),
      sweepChallengeDigests(identity.prisma, { now: at, hourUtc: 15, queueMail, batch: 3 }),
    ]);
    assert.equal(results.filter((result) => result.started !== null).length, 1, 'one run for the day');
    assert.equal(await identity.prisma.challengeDigestRun.count(), before + 1);
    const again = await sweeper().sweep(at);
    assert.deepEqual(again, { started: null, told: 0 });
    const later = await sweeper().sweep(new Date(at.getTime() + 6 * 3_600_000));
    assert.deepEqual(later, { started: null, told: 0 });

    for (const person of [reader, mailed]) {
      const digests = await ofType(person.id, 'challenge.digest');
      assert.equal(digests.length, 1, `${person.firstName}: ${JSON.stringify(digests)}`);
      assert.deepEqual(digests[0]!.data, {
        count: 1,
        challenges: [{ challengeId: challenge.payload.challengeId, title: 'Green roofs' }],
      });
    }
    const run = await identity.prisma.challengeDigestRun.findUnique({
      where: { day: new Date(at.toISOString().slice(0, 10)) },
    });
    assert.ok(run?.completedAt, 'the run finished');
    assert.equal(run.notices, 1);
    // By mail, for who asked for new challenges by e-mail: once, in their language.
    const [mail] = await mails.waitForMails(mailed.email);
    assert.equal(mail!.subject, 'Eine neue Challenge wurde veröffentlicht: Green roofs');
    assert.ok(mail!.text?.includes(`${PUBLIC_URL}/challenges/${challenge.payload.challengeId}`));
    await new Promise((resolve) => setTimeout(resolve, 1500));
    assert.equal((await mails.mailsTo(mailed.email)).length, 1);
    assert.deepEqual(await mails.mailsTo(reader.email), [], 'new challenges are not mailed by default');
  });

  it('a run interrupted half-way goes on where it stopped, and the next day tells only what is new', async () => {
    // The first person by id, whom the interrupted run had done already.
    const done = await identity.prisma.user.create({
      data: {
        id: '00000000-0000-4000-8000-000000000001',
        email: uniqueEmail('done'),
        firstName: 'Dora',
        lastName: 'Done',
      },
    });
    const first = await newUser('Fritz');
    const challenge = envelope('challenge.created', {
      challengeId: randomUUID(),
      title: 'Bike paths',
      createdBy: randomUUID(),
    });
    await publish(challenge);
    await consumed();
    const at = nextDigestTime();
    const day = at.toISOString().slice(0, 10);
    // A run started and stopped after its first person (as if the instance died): the rest is done later.
    await identity.prisma.$executeRaw`
      INSERT INTO challenge_digest_runs (day, started_at) VALUES (${day}::date, ${at}::timestamptz)`;
    await identity.prisma.$executeRaw`
      UPDATE challenge_notices SET digest_day = ${day}::date WHERE digest_day IS NULL`;
    await identity.prisma.$executeRaw`
      UPDATE challenge_digest_runs SET after_user_id = ${done.id}::uuid WHERE day = ${day}::date`;
    // Before the day's hour: only what is unfinished is done.
    const resumed = await sweeper().sweep(new Date(at.getTime() - 3 * 3_600_000));
    assert.equal(resumed.started, null);
    const bikePaths = async (userId: string) =>
      (await ofType(userId, 'challenge.digest')).filter((n) => n.data.challenges[0]?.title === 'Bike paths');
    assert.equal((await bikePaths(first.id)).length, 1);
    assert.deepEqual(await bikePaths(done.id), [], 'done before the interruption');
    const next = await sweeper().sweep(nextDigestTime());
    assert.equal(next.told, 0, 'nothing new, nobody told');
  });
});

describe('registering with a programme’s join code', () => {
  it('is accepted like a cohort code: no address limit, user.registered names the programme; the newest code counts', async () => {
    const programmeId = randomUUID();
    const ended = randomUUID();
    await publish(
      programmeUpdated(programmeId, { joinCode: 'RIVERS-2027' }),
      programmeUpdated(ended, { joinCode: 'OVER-2026', resultsAt: inDays(-1) }),
    );
    await consumed();
    const school = randomIp();
    const register = (cohortCode?: string, locale: Locale = 'en') =>
      identity.gql(
        REGISTER,
        { input: studentInput(cohortCode ? { cohortCode } : {}) },
        { clientIp: school, locale },
      );
    const ids: string[] = [];
    for (const code of ['RIVERS-2027', ' rivers-2027 ', 'Rivers-2027', 'RIVERS-2027']) {
      const res = await register(code);
      assert.equal(res.body.errors, undefined, res.text);
      ids.push(res.body.data!.register.id);
    }
    const registered = (await outboxOf('user.registered')).filter((p) => ids.includes(p.userId));
    assert.equal(registered.length, 4);
    assert.ok(registered.every((p) => p.programmeId === programmeId));

    // A programme whose results are out, or a code nobody has: today's message.
    for (const locale of ['en', 'de'] as const)
      for (const code of ['OVER-2026', 'NO-SUCH-CODE']) {
        const res = await identity.gql(
          REGISTER,
          { input: studentInput({ cohortCode: code }) },
          { clientIp: randomIp(), locale },
        );
        assert.equal(res.body.errors?.[0]?.extensions?.code, 'BAD_USER_INPUT', res.text);
        assert.equal(
          res.body.errors![0]!.extensions?.fields?.cohortCode,
          MESSAGES[locale]['validation.cohort.invalid'],
        );
      }

    // The code changes: the new one counts, the old one no longer; an older snapshot arriving late changes nothing.
    const now = Date.now();
    await publish(
      programmeUpdated(programmeId, {
        joinCode: 'RIVERS-NEW',
        updatedAt: new Date(now + 1000).toISOString(),
      }),
      programmeUpdated(programmeId, {
        joinCode: 'STALE-CODE',
        updatedAt: new Date(now - 60_000).toISOString(),
      }),
    );
    await consumed();
    for (const code of ['RIVERS-2027', 'STALE-CODE']) {
      const refused = await identity.gql(
        REGISTER,
        { input: studentInput({ cohortCode: code }) },
        { clientIp: randomIp() },
      );
      assert.equal(refused.body.errors?.[0]?.extensions?.code, 'BAD_USER_INPUT', refused.text);
    }
    const renamed = await register('RIVERS-NEW');
    assert.equal(renamed.body.errors, undefined, renamed.text);

    // The address's own limit (2 here) was not touched by the class: two without a code, then 429.
    for (let i = 0; i < 2; i++) assert.equal((await register()).body.errors, undefined);
    assert.equal((await register()).body.errors?.[0]?.extensions?.code, 'TOO_MANY_REQUESTS');
    const plain = (await outboxOf('user.registered')).filter((p) => !('programmeId' in p));
    assert.ok(plain.length >= 2, 'without a programme code, user.registered is as before');
  });
});

describe('user.active', () => {
  it('is recorded once per person and day when their session is used', async () => {
    const res = await identity.gql(REGISTER, { input: studentInput() }, { clientIp: randomIp() });
    assert.equal(res.body.errors, undefined, res.text);
    const userId = res.body.data!.register.id as string;
    const sessionId = parseSetSession(res.headers)!.id;
    const activeOf = async () =>
      (await outboxOf('user.active')).filter((p) => p.userId === userId).map((p) => p.activeOn);
    assert.deepEqual(await activeOf(), [], 'registering is not using a session');
    const { updatedAt } = await identity.prisma.user.findUniqueOrThrow({ where: { id: userId } });

    const answers = await Promise.all(Array.from({ length: 5 }, () => identity.resolveSession(sessionId)));
    assert.ok(answers.every((answer) => answer.user?.id === userId));
    assert.equal((await identity.resolveSession(sessionId)).user?.id, userId);
    const today = new Date().toISOString().slice(0, 10);
    assert.deepEqual(await activeOf(), [today]);
    const row = await identity.prisma.user.findUniqueOrThrow({ where: { id: userId } });
    assert.equal(row.lastActiveOn?.toISOString().slice(0, 10), today);
    assert.equal(row.updatedAt.getTime(), updatedAt.getTime(), 'the profile’s version stays');

    // The next day: once more; an instance whose clock is a day behind changes nothing.
    const sessions = identity.server.app.get(SessionsService);
    const key = storedSessionKey(sessionId);
    const tomorrow = new Date(Date.now() + 86_400_000);
    await sessions.resolveStoredKey(key, tomorrow);
    await sessions.resolveStoredKey(key, tomorrow);
    await sessions.resolveStoredKey(key, new Date());
    assert.deepEqual(await activeOf(), [today, tomorrow.toISOString().slice(0, 10)]);
  });
});

describe("organisers' actions in the staff audit log", () => {
  it('each programme.organiser_action is one entry, however often it is delivered, naming the programme', async () => {
    const organiser = await newUser('Olga');
    const named = await newUser('Nadia');
    const staffUser = await newUser('Stan');
    const programmeId = randomUUID();
    const action = envelope('programme.organiser_action', {
      auditId: randomUUID(),
      programmeId,
      programmeName: 'Rivers 2027',
      actorId: organiser.id,
      action: 'programme_organiser_added',
      subjectUserId: named.id,
      at: new Date().toISOString(),
    });
    // The same action again as a new event (a relay that published it twice): still one entry.
    await publish(action, { ...action, id: randomUUID() });
    await consumed();
    const rows = await identity.prisma.moderationAction.findMany({ where: { itemId: programmeId } });
    assert.equal(rows.length, 1);
    assert.equal(rows[0]!.id, action.payload.auditId);

    const log = await identity.gql<{
      moderationLog: {
        nodes: {
          action: string;
          itemType: string;
          itemId: string;
          details: string;
          actor: { id: string } | null;
          subject: { id: string } | null;
        }[];
      };
    }>(
      '{ moderationLog(first: 50) { nodes { action itemType itemId details actor { id } subject { id } } } }',
      {},
      { user: { id: staffUser.id, role: 'creator', staff: true } },
    );
    assert.equal(log.body.errors, undefined, log.text);
    const entry = log.body.data!.moderationLog.nodes.find((node) => node.itemId === programmeId)!;
    assert.equal(entry.action, 'programme_organiser_added');
    assert.equal(entry.itemType, 'programme');
    assert.equal(entry.actor?.id, organiser.id);
    assert.equal(entry.subject?.id, named.id);
    assert.deepEqual(JSON.parse(entry.details), { programme: 'Rivers 2027' });
  });
});

describe('erasure and export', () => {
  it('the export names the person’s programmes and last active day; erasure removes their memberships', async () => {
    const programmeId = randomUUID();
    const person = await newUser('Emma');
    await publish(
      programmeUpdated(programmeId, { name: 'Forests' }),
      envelope('programme.member_joined', { programmeId, userId: person.id }),
      envelope('challenge.created', { challengeId: randomUUID(), title: 'Mine', createdBy: person.id }),
    );
    await consumed();
    await identity.prisma
      .$executeRaw`UPDATE users SET last_active_on = '2099-01-01' WHERE id = ${person.id}::uuid`;
    const exported = await identity.gql<{ identityDataExport: Record<string, any> }>(
      '{ identityDataExport }',
      {},
      as(person.id),
    );
    assert.equal(exported.body.errors, undefined, exported.text);
    const file = exported.body.data!.identityDataExport;
    assert.equal(file.profile.lastActiveOn, '2099-01-01');
    assert.deepEqual(
      file.programmeMemberships.map((m: { programmeId: string; name: string }) => [m.programmeId, m.name]),
      [[programmeId, 'Forests']],
    );
    assert.equal(file.notificationPreferences.newChallengesDelivery, 'daily');

    await identity.prisma.$transaction((tx) =>
      eraseFromIdentity(tx, person.id, { id: randomUUID(), occurredAt: new Date().toISOString() }),
    );
    assert.equal(await identity.prisma.programmeMember.count({ where: { userId: person.id } }), 0);
    assert.equal(await identity.prisma.challengeNotice.count({ where: { createdBy: person.id } }), 0);
    assert.equal(await identity.prisma.challengeNotice.count({ where: { title: 'Mine' } }), 1, 'still news');
  });
});
