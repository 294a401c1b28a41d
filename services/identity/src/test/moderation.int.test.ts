import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, it } from '@jest/globals';
import {
  eventSubject,
  LOCALES,
  type EventEnvelope,
  type EventName,
  type EventPayloads,
  type MessageKey,
} from '@creators/contracts';
import { MESSAGES } from '@creators/texts';
import { sessionRoom } from '@creators/platform';
import { encodeEnvelope } from '@creators/platform/events/envelope';
import { createTestStream, type TestStream } from '@creators/platform/events/testing/test-nats';
import { waitFor } from '@creators/platform/events/testing/wait-for';
import { MODERATION_CONSUMER } from '../moderation/moderation.events.js';
import { formatSuspensionEnd } from '../moderation/suspension.js';
import {
  LOGIN,
  parseSetSession,
  REGISTER,
  startTestIdentity,
  studentInput,
  uniqueEmail,
  type GraphQLResponse,
  type RequestContext,
  type TestIdentity,
} from './harness.js';

/** Staff and moderation (docs/product.md §14) against real PostgreSQL, Redis and NATS. */

const REPORT = `mutation Report($input: ReportInput!) {
  reportContent(input: $input) { id itemType itemId reason note status createdAt reporter { id firstName } }
}`;
const QUEUE = `query Queue($first: Int, $after: String) {
  moderationQueue(first: $first, after: $after) {
    nodes {
      itemType itemId reportCount latestAt
      reports { id reason note createdAt reporter { id } }
      challenge { id } team { id } project { id } resource { id } comment { id } person { id firstName }
    }
    pageInfo { endCursor hasNextPage }
    totalCount
  }
}`;
const LOG = `query Log($first: Int, $after: String) {
  moderationLog(first: $first, after: $after) {
    nodes { id action itemType itemId reason createdAt details actor { id } subject { id } }
    pageInfo { endCursor hasNextPage }
    totalCount
  }
}`;
const DISMISS = `mutation Dismiss($itemType: String!, $itemId: ID!, $reason: String) {
  dismissReports(itemType: $itemType, itemId: $itemId, reason: $reason)
}`;
const SUSPEND = `mutation Suspend($userId: ID!, $until: DateTime, $reason: String!) {
  suspendUser(userId: $userId, until: $until, reason: $reason) { id }
}`;
const LIFT = `mutation Lift($userId: ID!) { liftSuspension(userId: $userId) { id } }`;
const HISTORY = `query History($id: ID!) {
  user(id: $id) {
    id
    moderationHistory {
      hiddenCount suspensionCount reportCount suspendedUntil suspendedForGood suspensionReason
      recent { action reason actor { id } }
    }
  }
}`;

const DAY_MS = 24 * 60 * 60 * 1000;

let stream: TestStream;
let identity: TestIdentity;
beforeAll(async () => {
  stream = await createTestStream();
  identity = await startTestIdentity({
    NATS_SUBJECT_PREFIX: stream.subjectPrefix,
    EVENT_STREAM: stream.stream,
  });
});
afterAll(async () => {
  await identity?.stop();
  await stream?.remove();
});

interface Person {
  id: string;
  email: string;
  password: string;
  sessionId: string;
  staff: boolean;
}

async function registered(firstName = 'Ada', { staff = false } = {}): Promise<Person> {
  const input = studentInput({ firstName, email: uniqueEmail('moderation') });
  const res = await identity.gql(REGISTER, { input });
  assert.equal(res.body.errors, undefined, res.text);
  const id = res.body.data!.register.id as string;
  if (staff) await identity.prisma.user.update({ where: { id }, data: { isStaff: true } });
  return {
    id,
    email: input.email as string,
    password: input.password as string,
    sessionId: parseSetSession(res.headers)!.id,
    staff,
  };
}

/** The signed context of a request by this person. */
const as = (person: Person, extra: RequestContext = {}): RequestContext => ({
  user: { id: person.id, role: 'student', staff: person.staff },
  sessionId: person.sessionId,
  ...extra,
});

const signIn = (person: Pick<Person, 'email' | 'password'>, locale: (typeof LOCALES)[number] = 'en') =>
  identity.gql(LOGIN, { input: { email: person.email, password: person.password } }, { locale });

function refusal(
  res: GraphQLResponse,
  code: string,
  key: MessageKey,
  locale: (typeof LOCALES)[number] = 'en',
) {
  const [error] = res.body.errors ?? [];
  assert.ok(error, res.text);
  assert.equal(error.extensions?.code, code, res.text);
  assert.equal(error.message, MESSAGES[locale][key], res.text);
}

async function outbox<N extends EventName>(name: N): Promise<Array<EventPayloads[N]>> {
  const rows = await identity.prisma.outboxEvent.findMany({
    where: { name },
    orderBy: { occurredAt: 'asc' },
  });
  return rows.map((row) => row.payload as EventPayloads[N]);
}

const report = (by: Person, itemType: string, itemId: string, reason = 'spam', note?: string) =>
  identity.gql(REPORT, { input: { itemType, itemId, reason, ...(note ? { note } : {}) } }, as(by));

async function reported(by: Person, itemType: string, itemId: string, reason = 'spam', note?: string) {
  const res = await report(by, itemType, itemId, reason, note);
  assert.equal(res.body.errors, undefined, res.text);
  return res.body.data!.reportContent as { id: string; createdAt: string };
}

type QueueNode = {
  itemType: string;
  itemId: string;
  reportCount: number;
  latestAt: string;
  reports: Array<{ id: string; reason: string; note: string | null; reporter: { id: string } }>;
  challenge: { id: string } | null;
  team: { id: string } | null;
  project: { id: string } | null;
  resource: { id: string } | null;
  comment: { id: string } | null;
  person: { id: string; firstName: string } | null;
};

/** Every group of the queue, a page of `first` at a time. */
async function wholeQueue(staff: Person, first = 2): Promise<QueueNode[]> {
  const nodes: QueueNode[] = [];
  let after: string | null = null;
  for (;;) {
    const res: GraphQLResponse = await identity.gql(QUEUE, { first, after }, as(staff));
    assert.equal(res.body.errors, undefined, res.text);
    const page = res.body.data!.moderationQueue;
    nodes.push(...(page.nodes as QueueNode[]));
    if (!page.pageInfo.hasNextPage) return nodes;
    after = page.pageInfo.endCursor as string;
  }
}

const INBOX = `query Inbox { myNotifications(first: 50) { nodes { id type data } } }`;

/** The person's notifications of a type, newest first. */
async function inboxOf(person: Person, type: string): Promise<Array<{ type: string; data: unknown }>> {
  const res = await identity.gql(INBOX, {}, as(person));
  assert.equal(res.body.errors, undefined, res.text);
  const nodes = res.body.data!.myNotifications.nodes as Array<{ type: string; data: unknown }>;
  return nodes.filter((node) => node.type === type);
}

function envelope<N extends EventName>(name: N, payload: EventPayloads[N]): EventEnvelope<N> {
  return { id: randomUUID(), name, occurredAt: new Date().toISOString(), payload };
}

async function publish(...events: EventEnvelope[]): Promise<void> {
  for (const event of events)
    stream.nc.publish(eventSubject(event.name, stream.subjectPrefix), encodeEnvelope(event));
  await stream.nc.flush();
}

/** Waits until the moderation consumer has acknowledged everything the stream held so far. */
async function consumed(): Promise<void> {
  const { state } = await stream.jsm.streams.info(stream.stream);
  await waitFor('the moderation consumer to catch up', async () => {
    const info = await stream.jsm.consumers.info(stream.stream, MODERATION_CONSUMER).catch(() => null);
    return !!info && info.ack_floor.stream_seq >= state.last_seq && info.num_ack_pending === 0;
  });
}

describe('reporting', () => {
  it('lets any signed-in person report an item once while it is open (409 in en and de)', async () => {
    const reporter = await registered('Reporter');
    const challengeId = randomUUID();
    const res = await report(reporter, 'challenge', challengeId, 'harassment', '  mean words  ');
    assert.equal(res.body.errors, undefined, res.text);
    const made = res.body.data!.reportContent;
    assert.equal(made.itemType, 'challenge');
    assert.equal(made.itemId, challengeId);
    assert.equal(made.reason, 'harassment');
    assert.equal(made.note, 'mean words');
    assert.equal(made.status, 'open');
    assert.equal(made.reporter.id, reporter.id);
    const row = await identity.prisma.report.findUniqueOrThrow({ where: { id: made.id } });
    assert.equal(row.openKey, `${reporter.id}:challenge:${challengeId}`);

    for (const locale of LOCALES) {
      const again = await identity.gql(
        REPORT,
        { input: { itemType: 'challenge', itemId: challengeId, reason: 'spam' } },
        as(reporter, { locale }),
      );
      refusal(again, 'CONFLICT', 'error.report.duplicate', locale);
    }
    assert.equal(
      MESSAGES.en['error.report.duplicate'],
      'You have already reported this. Staff will look at it.',
    );
    assert.equal(await identity.prisma.report.count({ where: { itemId: challengeId } }), 1);
  });

  it('needs a signed-in person, a known reason and item type, and refuses reporting oneself', async () => {
    const reporter = await registered('Self');
    const signedOut = await identity.gql(REPORT, {
      input: { itemType: 'team', itemId: randomUUID(), reason: 'spam' },
    });
    assert.equal(signedOut.body.errors?.[0].extensions?.code, 'UNAUTHENTICATED', signedOut.text);

    const self = await report(reporter, 'person', reporter.id);
    assert.equal(self.body.errors?.[0].extensions?.code, 'BAD_USER_INPUT', self.text);
    assert.equal(self.body.errors?.[0].extensions?.fields?.itemId, MESSAGES.en['error.report.self']);

    const badReason = await report(reporter, 'team', randomUUID(), 'boring');
    assert.equal(
      badReason.body.errors?.[0].extensions?.fields?.reason,
      MESSAGES.en['validation.report.reason'],
      badReason.text,
    );
    const badType = await report(reporter, 'meeting', randomUUID());
    assert.equal(
      badType.body.errors?.[0].extensions?.fields?.itemType,
      MESSAGES.en['validation.report.itemType'],
      badType.text,
    );
    const nobody = await report(reporter, 'person', randomUUID());
    refusal(nobody, 'NOT_FOUND', 'error.moderation.notFound');
    assert.equal(await identity.prisma.report.count({ where: { reporterId: reporter.id } }), 0);
  });
});

describe('staff only', () => {
  it('answers anyone but staff NOT_FOUND "Only the programme\'s staff can do this" (en and de)', async () => {
    const student = await registered('Student');
    const other = await registered('Other');
    const calls: Array<[string, Record<string, unknown>]> = [
      [QUEUE, {}],
      [LOG, {}],
      [DISMISS, { itemType: 'team', itemId: randomUUID() }],
      [SUSPEND, { userId: other.id, until: null, reason: 'Spamming everyone' }],
      [LIFT, { userId: other.id }],
    ];
    for (const [query, variables] of calls) {
      for (const locale of LOCALES) {
        const res = await identity.gql(query, variables, as(student, { locale }));
        refusal(res, 'NOT_FOUND', 'error.staff.only', locale);
      }
      const signedOut = await identity.gql(query, variables);
      assert.equal(signedOut.body.errors?.[0].extensions?.code, 'UNAUTHENTICATED', signedOut.text);
    }
    assert.equal(MESSAGES.en['error.staff.only'], "Only the programme's staff can do this");
    const history = await identity.gql(HISTORY, { id: other.id }, as(student));
    assert.equal(history.body.errors, undefined, history.text);
    assert.equal(history.body.data!.user.moderationHistory, null);
    // Not even the suspension columns moved.
    const row = await identity.prisma.user.findUniqueOrThrow({ where: { id: other.id } });
    assert.equal(row.suspendedAt, null);
  });
});

describe('the staff queue', () => {
  it('groups open reports by item, the newest group first, paged without gaps or repeats', async () => {
    const staff = await registered('Staff', { staff: true });
    const [a, b, c] = [await registered('Anna'), await registered('Ben'), await registered('Cleo')];
    const challengeId = randomUUID();
    const projectId = randomUUID();
    await reported(a, 'challenge', challengeId, 'spam', 'buy now');
    await reported(b, 'challenge', challengeId, 'inappropriate');
    await reported(a, 'person', c.id, 'harassment');
    await reported(c, 'project', projectId, 'personal_data');
    const commentId = randomUUID();
    await reported(b, 'comment', commentId, 'harassment');

    const queue = await wholeQueue(staff, 1);
    assert.equal(new Set(queue.map((node) => `${node.itemType}:${node.itemId}`)).size, queue.length);
    const mine = queue.filter((node) => [challengeId, projectId, c.id, commentId].includes(node.itemId));
    assert.deepEqual(
      mine.map((node) => node.itemType),
      ['comment', 'project', 'person', 'challenge'],
    );
    const [comment, project, person, challenge] = mine;
    assert.deepEqual(comment!.comment, { id: commentId });
    assert.equal(comment!.resource, null);
    assert.deepEqual(project!.project, { id: projectId });
    assert.equal(project!.challenge, null);
    assert.deepEqual(person!.person, { id: c.id, firstName: 'Cleo' });
    assert.deepEqual(challenge!.challenge, { id: challengeId });
    assert.equal(challenge!.team, null);
    assert.equal(challenge!.reportCount, 2);
    assert.deepEqual(
      challenge!.reports.map((r) => [r.reporter.id, r.reason, r.note]),
      [
        [b.id, 'inappropriate', null],
        [a.id, 'spam', 'buy now'],
      ],
    );
    // Ordered by the newest report of each group.
    const times = queue.map((node) => Date.parse(node.latestAt));
    assert.deepEqual(
      times,
      [...times].sort((x, y) => y - x),
    );
    const first = await identity.gql(QUEUE, { first: 1 }, as(staff));
    assert.equal(first.body.data!.moderationQueue.totalCount, queue.length);

    const badCursor = await identity.gql(QUEUE, { first: 1, after: 'nonsense' }, as(staff));
    assert.equal(badCursor.body.errors?.[0].extensions?.code, 'BAD_USER_INPUT', badCursor.text);
  });
});

describe('dismissing reports', () => {
  it('closes the open reports of an item, tells the reporters and writes the audit log', async () => {
    const staff = await registered('Staff', { staff: true });
    const [a, b] = [await registered('Anna'), await registered('Ben')];
    const teamId = randomUUID();
    await reported(a, 'team', teamId);
    await reported(b, 'team', teamId, 'other', 'Looks fake');

    const res = await identity.gql(
      DISMISS,
      { itemType: 'team', itemId: teamId, reason: 'Nothing wrong with it' },
      as(staff),
    );
    assert.equal(res.body.errors, undefined, res.text);
    assert.equal(res.body.data!.dismissReports, 2);

    const rows = await identity.prisma.report.findMany({ where: { itemId: teamId } });
    assert.deepEqual(
      rows.map((row) => [row.status, row.openKey, row.resolvedBy]),
      [
        ['dismissed', null, staff.id],
        ['dismissed', null, staff.id],
      ],
    );
    assert.ok(rows.every((row) => row.resolvedAt instanceof Date));
    const resolved = (await outbox('reports.resolved')).filter((event) => event.itemId === teamId);
    assert.equal(resolved.length, 1);
    assert.deepEqual(
      { ...resolved[0]!, reporterIds: [...resolved[0]!.reporterIds].sort() },
      { itemType: 'team', itemId: teamId, outcome: 'dismissed', reporterIds: [a.id, b.id].sort() },
    );
    const audit = await identity.prisma.moderationAction.findMany({ where: { itemId: teamId } });
    assert.deepEqual(
      audit.map((row) => [row.action, row.actorId, row.reason, row.itemType]),
      [['dismiss', staff.id, 'Nothing wrong with it', 'team']],
    );
    assert.ok(!(await wholeQueue(staff)).some((node) => node.itemId === teamId));

    // Nothing open any more: 0, and nothing written.
    const again = await identity.gql(DISMISS, { itemType: 'team', itemId: teamId }, as(staff));
    assert.equal(again.body.data!.dismissReports, 0, again.text);
    assert.equal(await identity.prisma.moderationAction.count({ where: { itemId: teamId } }), 1);
    // The same person may report it again.
    await reported(a, 'team', teamId);

    const badType = await identity.gql(DISMISS, { itemType: 'meeting', itemId: teamId }, as(staff));
    assert.equal(badType.body.errors?.[0].extensions?.code, 'BAD_USER_INPUT', badType.text);
  });
});

describe('suspending', () => {
  it('ends every session at once, records the events, refuses sign-in with the date (en, de) and resolves person reports', async () => {
    const staff = await registered('Staff', { staff: true });
    const reporter = await registered('Reporter');
    const person = await registered('Troll');
    const second = parseSetSession((await signIn(person)).headers)!.id;
    await reported(reporter, 'person', person.id, 'harassment');
    const until = new Date(Date.now() + 3 * DAY_MS);
    until.setUTCSeconds(0, 0);

    const res = await identity.gql(
      SUSPEND,
      { userId: person.id, until: until.toISOString(), reason: 'Insulting other students' },
      as(staff),
    );
    assert.equal(res.body.errors, undefined, res.text);
    assert.equal(res.body.data!.suspendUser.id, person.id);

    // Every session ended, and every gateway is told which socket rooms to close.
    assert.deepEqual(await identity.resolveSession(person.sessionId), { user: null });
    assert.deepEqual(await identity.resolveSession(second), { user: null });
    const ended = (await outbox('user.sessions_ended')).filter((event) => event.userId === person.id);
    assert.equal(ended.length, 1);
    assert.deepEqual(
      [...ended[0]!.sessionRooms].sort(),
      [sessionRoom(person.sessionId), sessionRoom(second)].sort(),
    );
    assert.deepEqual(
      (await outbox('user.suspended')).filter((event) => event.userId === person.id),
      [{ userId: person.id, until: until.toISOString() }],
    );
    assert.deepEqual(
      (await outbox('reports.resolved')).filter((event) => event.itemId === person.id),
      [{ itemType: 'person', itemId: person.id, reporterIds: [reporter.id], outcome: 'suspended' }],
    );
    const report = await identity.prisma.report.findFirstOrThrow({ where: { itemId: person.id } });
    assert.equal(report.status, 'actioned');
    const [audit] = await identity.prisma.moderationAction.findMany({ where: { subjectUserId: person.id } });
    assert.equal(audit?.action, 'suspend');
    assert.equal(audit?.actorId, staff.id);
    assert.equal(audit?.reason, 'Insulting other students');
    assert.deepEqual(audit?.details, { until: until.toISOString(), endedSessions: 2, reports: 1 });

    // Signing in: the right password answers with the end of the suspension, in the request's language.
    const expected = {
      en: `Your account is suspended until ${formatSuspensionEnd(until, 'en')}. Reason: Insulting other students`,
      de: `Dein Konto ist bis ${formatSuspensionEnd(until, 'de')} gesperrt. Grund: Insulting other students`,
    };
    for (const locale of LOCALES) {
      const refused = await signIn(person, locale);
      const [error] = refused.body.errors ?? [];
      assert.equal(error?.extensions?.code, 'FORBIDDEN', refused.text);
      assert.equal(error?.extensions?.messageKey, 'error.auth.suspended');
      assert.equal(error?.message, expected[locale]);
      assert.equal(refused.headers.get('x-set-session'), null);
    }
    assert.match(expected.en, /until \d{1,2} [A-Z][a-z]+ \d{4} at \d{2}:\d{2} UTC\./);
    assert.match(expected.de, /bis \d{1,2}\. [A-ZÄÖÜ][a-zäöü]+ \d{4} um \d{2}:\d{2} UTC gesperrt\./);
    // A wrong password says nothing about the suspension.
    const wrong = await identity.gql(LOGIN, { input: { email: person.email, password: 'not-the-password' } });
    assert.equal(wrong.body.errors?.[0].extensions?.code, 'UNAUTHENTICATED', wrong.text);

    // Staff see it in the person's history; the person and others do not.
    const history = await identity.gql(HISTORY, { id: person.id }, as(staff));
    assert.equal(history.body.errors, undefined, history.text);
    const seen = history.body.data!.user.moderationHistory;
    assert.equal(seen.suspensionCount, 1);
    assert.equal(seen.reportCount, 1);
    assert.equal(seen.hiddenCount, 0);
    assert.equal(seen.suspendedUntil, until.toISOString());
    assert.equal(seen.suspendedForGood, false);
    assert.equal(seen.suspensionReason, 'Insulting other students');
    assert.deepEqual(seen.recent, [
      { action: 'suspend', reason: 'Insulting other students', actor: { id: staff.id } },
    ]);
  });

  it('for good: "Your account is suspended." in en and de', async () => {
    const staff = await registered('Staff', { staff: true });
    const person = await registered('Spammer');
    const res = await identity.gql(
      SUSPEND,
      { userId: person.id, until: null, reason: 'Advertising, again and again' },
      as(staff),
    );
    assert.equal(res.body.errors, undefined, res.text);
    const expected = {
      en: 'Your account is suspended. Reason: Advertising, again and again',
      de: 'Dein Konto ist gesperrt. Grund: Advertising, again and again',
    };
    for (const locale of LOCALES) {
      const refused = await signIn(person, locale);
      assert.equal(refused.body.errors?.[0].extensions?.code, 'FORBIDDEN', refused.text);
      assert.equal(refused.body.errors?.[0].extensions?.messageKey, 'error.auth.suspendedForGood');
      assert.equal(refused.body.errors?.[0].message, expected[locale]);
    }
    const history = await identity.gql(HISTORY, { id: person.id }, as(staff));
    assert.equal(history.body.data!.user.moderationHistory.suspendedForGood, true, history.text);
    assert.equal(history.body.data!.user.moderationHistory.suspendedUntil, null);
  });

  it('refuses oneself, other staff, nobody, and an end in the past or beyond a year', async () => {
    const staff = await registered('Staff', { staff: true });
    const colleague = await registered('Colleague', { staff: true });
    const person = await registered('Person');
    const reason = 'A good enough reason';
    for (const locale of LOCALES) {
      refusal(
        await identity.gql(SUSPEND, { userId: staff.id, until: null, reason }, as(staff, { locale })),
        'FORBIDDEN',
        'error.moderation.notSelf',
        locale,
      );
      refusal(
        await identity.gql(SUSPEND, { userId: colleague.id, until: null, reason }, as(staff, { locale })),
        'FORBIDDEN',
        'error.moderation.staffTarget',
        locale,
      );
    }
    refusal(
      await identity.gql(SUSPEND, { userId: randomUUID(), until: null, reason }, as(staff)),
      'NOT_FOUND',
      'error.moderation.notFound',
    );
    const field = async (variables: Record<string, unknown>, name: string, key: MessageKey) => {
      const res = await identity.gql(SUSPEND, { userId: person.id, ...variables }, as(staff));
      assert.equal(res.body.errors?.[0].extensions?.code, 'BAD_USER_INPUT', res.text);
      assert.equal(res.body.errors?.[0].extensions?.fields?.[name], MESSAGES.en[key], res.text);
    };
    await field(
      { until: new Date(Date.now() - 60_000).toISOString(), reason },
      'until',
      'validation.moderation.until',
    );
    await field(
      { until: new Date(Date.now() + 400 * DAY_MS).toISOString(), reason },
      'until',
      'validation.moderation.untilTooFar',
    );
    await field({ until: null, reason: 'bad' }, 'reason', 'validation.moderation.reason');
    const rows = await identity.prisma.user.findMany({
      where: { id: { in: [staff.id, colleague.id, person.id] } },
    });
    assert.ok(rows.every((row) => row.suspendedAt === null));
    await signIn(person).then((res) => assert.equal(res.body.errors, undefined, res.text));
  });

  it('treats a suspended person as signed out even if a session of theirs is left', async () => {
    const person = await registered('Leftover');
    assert.equal((await identity.resolveSession(person.sessionId)).user?.id, person.id);
    // As if the suspension had been written without ending the sessions (a race with a sign-in).
    await identity.prisma.user.update({
      where: { id: person.id },
      data: { suspendedAt: new Date(), suspendedUntil: null, suspensionReason: 'Race' },
    });
    assert.deepEqual(await identity.resolveSession(person.sessionId), { user: null });
    await identity.prisma.user.update({
      where: { id: person.id },
      data: { suspendedAt: null, suspensionReason: null },
    });
    // The session was ended, not only hidden.
    assert.deepEqual(await identity.resolveSession(person.sessionId), { user: null });
  });
});

describe('lifting and running out', () => {
  it('lift ends a suspension early: sign-in works again, written once', async () => {
    const staff = await registered('Staff', { staff: true });
    const person = await registered('Forgiven');
    await identity.gql(
      SUSPEND,
      {
        userId: person.id,
        until: new Date(Date.now() + DAY_MS).toISOString(),
        reason: 'Cooling off for a day',
      },
      as(staff),
    );
    assert.equal((await signIn(person)).body.errors?.[0].extensions?.code, 'FORBIDDEN');

    const res = await identity.gql(LIFT, { userId: person.id }, as(staff));
    assert.equal(res.body.errors, undefined, res.text);
    const session = parseSetSession((await signIn(person)).headers)?.id;
    assert.ok(session);
    assert.equal((await identity.resolveSession(session)).user?.id, person.id);
    assert.deepEqual(
      (await outbox('user.suspension_lifted')).filter((event) => event.userId === person.id),
      [{ userId: person.id }],
    );
    const row = await identity.prisma.user.findUniqueOrThrow({ where: { id: person.id } });
    assert.deepEqual([row.suspendedAt, row.suspendedUntil, row.suspensionReason], [null, null, null]);

    // Lifting again changes and writes nothing.
    await identity.gql(LIFT, { userId: person.id }, as(staff));
    const audit = await identity.prisma.moderationAction.findMany({
      where: { subjectUserId: person.id },
      orderBy: { createdAt: 'asc' },
    });
    assert.deepEqual(
      audit.map((entry) => entry.action),
      ['suspend', 'lift'],
    );
    refusal(
      await identity.gql(LIFT, { userId: randomUUID() }, as(staff)),
      'NOT_FOUND',
      'error.moderation.notFound',
    );
  });

  it('a suspension that has run out counts as lifted, without any job', async () => {
    const staff = await registered('Staff', { staff: true });
    const person = await registered('Expired');
    await identity.prisma.user.update({
      where: { id: person.id },
      data: {
        suspendedAt: new Date(Date.now() - 2 * DAY_MS),
        suspendedUntil: new Date(Date.now() - 60_000),
        suspensionReason: 'Over by now',
      },
    });
    const res = await signIn(person);
    assert.equal(res.body.errors, undefined, res.text);
    const session = parseSetSession(res.headers)!.id;
    assert.equal((await identity.resolveSession(session)).user?.id, person.id);
    const history = await identity.gql(HISTORY, { id: person.id }, as(staff));
    const seen = history.body.data!.user.moderationHistory;
    assert.deepEqual(
      [seen.suspendedUntil, seen.suspendedForGood, seen.suspensionReason],
      [null, false, null],
    );
    // Lifting it writes nothing: there is nothing in force.
    await identity.gql(LIFT, { userId: person.id }, as(staff));
    assert.equal(await identity.prisma.moderationAction.count({ where: { subjectUserId: person.id } }), 0);
  });
});

describe('content.moderated from the owning services', () => {
  it('writes the audit log, closes the open reports of a hidden item and tells the reporters, once', async () => {
    const staff = await registered('Staff', { staff: true });
    const [a, b, author] = [await registered('Anna'), await registered('Ben'), await registered('Author')];
    const projectId = randomUUID();
    await reported(a, 'project', projectId, 'inappropriate');
    await reported(b, 'project', projectId, 'spam');

    const hidden = envelope('content.moderated', {
      itemType: 'project',
      itemId: projectId,
      title: 'Shady project',
      authorIds: [author.id],
      hidden: true,
      reason: 'Advertises a casino',
      actorId: staff.id,
    });
    await publish(hidden, hidden);
    await consumed();

    const audit = await identity.prisma.moderationAction.findMany({ where: { itemId: projectId } });
    assert.equal(audit.length, 1);
    assert.deepEqual(
      [audit[0]!.action, audit[0]!.actorId, audit[0]!.subjectUserId, audit[0]!.reason, audit[0]!.itemType],
      ['hide', staff.id, author.id, 'Advertises a casino', 'project'],
    );
    assert.equal((audit[0]!.details as { title?: string }).title, 'Shady project');
    const reports = await identity.prisma.report.findMany({ where: { itemId: projectId } });
    assert.deepEqual(
      reports.map((row) => [row.status, row.openKey, row.resolvedBy]),
      [
        ['actioned', null, staff.id],
        ['actioned', null, staff.id],
      ],
    );
    const resolved = (await outbox('reports.resolved')).filter((event) => event.itemId === projectId);
    assert.equal(resolved.length, 1);
    assert.equal(resolved[0]!.outcome, 'hidden');
    assert.deepEqual([...resolved[0]!.reporterIds].sort(), [a.id, b.id].sort());

    // Each reporter hears the outcome, never who else reported it; the author reads why, never which staff member
    // hid it. The same data goes live (notification.created, which the gateway sends to the sockets as it is).
    await waitFor('the reporters and the author to be told', async () => {
      const told = await identity.prisma.notification.findMany({
        where: {
          type: { in: ['reports.resolved', 'content.moderated'] },
          data: { path: ['itemId'], equals: projectId },
        },
      });
      return told.length === 2;
    });
    for (const reporter of [a, b]) {
      const [notice] = await inboxOf(reporter, 'reports.resolved');
      assert.deepEqual(notice?.data, { itemType: 'project', itemId: projectId, outcome: 'hidden' });
    }
    const [moderated] = await inboxOf(author, 'content.moderated');
    assert.deepEqual(moderated?.data, {
      itemType: 'project',
      itemId: projectId,
      title: 'Shady project',
      hidden: true,
      reason: 'Advertises a casino',
    });
    const live = (await outbox('notification.created'))
      .map((event) => event.notification)
      .filter((notification) => (notification.data as { itemId?: string }).itemId === projectId);
    assert.deepEqual(live.map((notification) => [notification.type, notification.data]).sort(), [
      ['content.moderated', moderated!.data],
      ['reports.resolved', { itemType: 'project', itemId: projectId, outcome: 'hidden' }],
    ]);
    for (const notification of live) {
      const text = JSON.stringify(notification);
      assert.ok(!text.includes(staff.id), `no staff id in ${text}`);
      assert.ok(!text.includes('reporterIds') && !text.includes('actorId'), text);
    }
    assert.equal(
      await identity.prisma.processedEvent.count({
        where: { consumer: MODERATION_CONSUMER, eventId: hidden.id },
      }),
      1,
    );
    assert.ok(!(await wholeQueue(staff)).some((node) => node.itemId === projectId));

    // The author's history counts it; a restore is logged and leaves reports alone.
    await reported(a, 'project', projectId, 'other', 'Still there?');
    await publish(envelope('content.moderated', { ...hidden.payload, hidden: false, reason: null }));
    await consumed();
    const actions = await identity.prisma.moderationAction.findMany({
      where: { itemId: projectId },
      orderBy: { createdAt: 'asc' },
    });
    assert.deepEqual(
      actions.map((row) => row.action),
      ['hide', 'restore'],
    );
    assert.equal(await identity.prisma.report.count({ where: { itemId: projectId, status: 'open' } }), 1);
    assert.equal((await outbox('reports.resolved')).filter((event) => event.itemId === projectId).length, 1);
    const history = await identity.gql(HISTORY, { id: author.id }, as(staff));
    assert.equal(history.body.data!.user.moderationHistory.hiddenCount, 1, history.text);
  });
});

describe('the audit log', () => {
  it('lists every staff action newest first, a page at a time, with actor and subject', async () => {
    const staff = await registered('Staff', { staff: true });
    const person = await registered('Logged');
    await identity.gql(
      SUSPEND,
      { userId: person.id, until: null, reason: 'First of two actions' },
      as(staff),
    );
    await identity.gql(LIFT, { userId: person.id }, as(staff));
    const first = await identity.gql(LOG, { first: 1 }, as(staff));
    assert.equal(first.body.errors, undefined, first.text);
    const page = first.body.data!.moderationLog;
    assert.equal(page.nodes[0].action, 'lift');
    assert.deepEqual(page.nodes[0].actor, { id: staff.id });
    assert.deepEqual(page.nodes[0].subject, { id: person.id });
    assert.equal(page.pageInfo.hasNextPage, true);
    const next = await identity.gql(LOG, { first: 1, after: page.pageInfo.endCursor }, as(staff));
    const suspended = next.body.data!.moderationLog.nodes[0];
    assert.equal(suspended.action, 'suspend', next.text);
    assert.equal(suspended.reason, 'First of two actions');
    assert.deepEqual(JSON.parse(suspended.details as string), {
      until: null,
      endedSessions: 1,
      reports: 0,
    });
    assert.ok(page.totalCount >= 2);
  });
});
