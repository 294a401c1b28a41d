import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, it } from '@jest/globals';
import { eventSubject, type EventEnvelope, type EventName, type EventPayloads } from '@creators/contracts';
import { encodeEnvelope } from '@creators/platform/events/envelope';
import { createTestStream, type TestStream } from '@creators/platform/events/testing/test-nats';
import { waitFor } from '@creators/platform/events/testing/wait-for';
import { NOTIFICATIONS_CONSUMER } from '../notifications/notification-store.js';
import { eraseFromIdentity } from '../privacy/erasure.js';
import { startTestIdentity, uniqueEmail, type RequestContext, type TestIdentity } from './harness.js';

let stream: TestStream;
let identity: TestIdentity;
beforeAll(async () => {
  stream = await createTestStream();
  identity = await startTestIdentity({
    NATS_SUBJECT_PREFIX: stream.subjectPrefix,
    EVENT_STREAM: stream.stream,
    MAIL_DISABLED: 'true',
  });
});
afterAll(async () => {
  await identity?.stop();
  await stream?.remove();
});

let clock = Date.now();
function envelope<N extends EventName>(name: N, payload: EventPayloads[N]): EventEnvelope<N> {
  // Distinct, increasing times: the inbox is ordered by them.
  clock = Math.max(Date.now(), clock + 1);
  return { id: randomUUID(), name, occurredAt: new Date(clock).toISOString(), payload };
}

async function publish(...events: EventEnvelope[]): Promise<void> {
  for (const event of events)
    stream.nc.publish(eventSubject(event.name, stream.subjectPrefix), encodeEnvelope(event));
  await stream.nc.flush();
}

/** Waits until the notifications consumer has acknowledged everything the stream held so far. */
async function consumed(): Promise<void> {
  const { state } = await stream.jsm.streams.info(stream.stream);
  await waitFor('the notifications consumer to catch up', async () => {
    const info = await stream.jsm.consumers.info(stream.stream, NOTIFICATIONS_CONSUMER).catch(() => null);
    return !!info && info.ack_floor.stream_seq >= state.last_seq && info.num_ack_pending === 0;
  });
}

async function newUser(firstName = 'Inbox'): Promise<string> {
  const user = await identity.prisma.user.create({
    data: { email: uniqueEmail('inbox'), firstName, lastName: 'Tester', skills: ['Design'] },
  });
  return user.id;
}

const as = (id: string): RequestContext => ({ user: { id, role: 'student', staff: false } });

const INBOX = `query Inbox($first: Int, $after: String, $unread: Boolean) {
  myNotifications(first: $first, after: $after, unread: $unread) {
    nodes { id type createdAt read data }
    pageInfo { endCursor hasNextPage }
    totalCount
  }
}`;
type Inbox = {
  myNotifications: {
    nodes: Array<{
      id: string;
      type: string;
      createdAt: string;
      read: boolean;
      data: Record<string, unknown>;
    }>;
    pageInfo: { endCursor: string | null; hasNextPage: boolean };
    totalCount: number;
  };
};
const inbox = async (userId: string, variables: Record<string, unknown> = {}) => {
  const res = await identity.gql<Inbox>(INBOX, variables, as(userId));
  assert.equal(res.body.errors, undefined, JSON.stringify(res.body.errors));
  return res.body.data!.myNotifications;
};
const unread = async (userId: string) =>
  (await identity.gql<{ unreadNotificationCount: number }>('{ unreadNotificationCount }', {}, as(userId)))
    .body.data!.unreadNotificationCount;

const outboxOf = async (name: string) =>
  (await identity.prisma.outboxEvent.findMany({ where: { name }, orderBy: { occurredAt: 'asc' } })).map(
    (row) => row.payload as Record<string, any>,
  );

const joined = (leaderId: string, userId: string, teamName = 'Alpha') =>
  envelope('team.member_joined', { teamId: randomUUID(), teamName, userId, leaderId });

describe('the notification inbox', () => {
  it('stores a notification once per event, with the joiner’s name, and records notification.created', async () => {
    const leader = await newUser('Lea');
    const joiner = await newUser('Jo');
    const event = joined(leader, joiner);
    // Delivered twice (published twice without a message id).
    await publish(event, event);
    await consumed();
    const { nodes, totalCount } = await inbox(leader);
    assert.equal(totalCount, 1);
    assert.equal(nodes[0]!.id, event.id);
    assert.equal(nodes[0]!.type, 'team.member_joined');
    assert.equal(nodes[0]!.read, false);
    assert.equal(nodes[0]!.data.userName, 'Jo Tester');
    assert.equal(nodes[0]!.data.teamName, 'Alpha');
    assert.equal(await unread(leader), 1);
    // The joiner hears of their badge (first-team, identity's own event), not of the join.
    assert.deepEqual(
      (await inbox(joiner)).nodes.map((n) => n.type),
      ['achievement.earned'],
    );
    const created = (await outboxOf('notification.created')).filter((p) => p.notification.id === event.id);
    assert.equal(created.length, 1);
    assert.deepEqual(created[0]!.audience, { kind: 'users', userIds: [leader] });
  });

  it('a chat mention reaches the people mentioned', async () => {
    const author = await newUser('Ann');
    const mentioned = await newUser('Bob');
    const event = envelope('team.chat_mention', {
      teamId: randomUUID(),
      teamName: 'River',
      messageId: randomUUID(),
      authorId: author,
      // A name the writer's page made up: identity names the author itself.
      authorName: 'Someone Else',
      mentionedUserIds: [mentioned, author],
      excerpt: 'see you at six',
    });
    await publish(event);
    await consumed();
    const { nodes } = await inbox(mentioned);
    assert.equal(nodes[0]?.type, 'team.chat_mention');
    assert.equal(nodes[0]?.data.excerpt, 'see you at six');
    assert.equal(nodes[0]?.data.authorName, 'Ann Tester');
    assert.equal((await inbox(author)).totalCount, 0);
    assert.equal((await inbox(mentioned)).totalCount, 1);
  });

  it('stores a broadcast once, derives each person’s view with their own read state', async () => {
    const author = await newUser('Cleo');
    const reader = await newUser('Dan');
    const other = await newUser('Eve');
    const published = envelope('challenge.created', {
      challengeId: randomUUID(),
      title: 'Clean rivers',
      createdBy: author,
    });
    await publish(published);
    await consumed();
    assert.equal(
      await identity.prisma.notificationRecipient.count({ where: { notificationId: published.id } }),
      0,
      'no row per person',
    );
    const stored = await identity.prisma.notification.findUnique({ where: { id: published.id } });
    assert.equal(stored?.broadcast, true);
    assert.deepEqual(stored?.exceptUserIds, [author]);
    const created = (await outboxOf('notification.created')).find((p) => p.notification.id === published.id);
    assert.equal(created?.audience.kind, 'signed-in');
    assert.ok(created?.audience.exceptUserIds.includes(author));

    const readerView = await inbox(reader);
    assert.ok(
      readerView.nodes.some((n) => n.id === published.id && n.type === 'challenge.published' && !n.read),
    );
    assert.ok(!(await inbox(author)).nodes.some((n) => n.id === published.id), 'not for its author');
    // Someone who registers later does not find it.
    const later = await newUser('Fay');
    assert.ok(!(await inbox(later)).nodes.some((n) => n.id === published.id));

    // One person reads it: theirs only.
    const readerUnread = await unread(reader);
    const res = await identity.gql<{ markNotificationsRead: number }>(
      'mutation M($input: MarkNotificationsReadInput!) { markNotificationsRead(input: $input) }',
      { input: { ids: [published.id] } },
      as(reader),
    );
    assert.equal(res.body.data?.markNotificationsRead, readerUnread - 1);
    assert.ok((await inbox(reader)).nodes.find((n) => n.id === published.id)?.read);
    assert.equal((await inbox(other)).nodes.find((n) => n.id === published.id)?.read, false);
    const read = (await outboxOf('notifications.read')).filter((p) => p.userId === reader);
    assert.deepEqual(read.at(-1), { userId: reader, ids: [published.id], unread: readerUnread - 1 });
  });

  it('respects preferences: a kind turned off in the app is neither stored nor sent; defaults as documented', async () => {
    const leader = await newUser('Gil');
    const res = await identity.gql<{
      notificationPreferences: Record<string, { inApp: boolean; email: boolean }>;
    }>(
      '{ notificationPreferences { teamJoins { inApp email } newChallenges { inApp email } chatMentions { inApp email } } }',
      {},
      as(leader),
    );
    assert.deepEqual(res.body.data?.notificationPreferences, {
      teamJoins: { inApp: true, email: true },
      newChallenges: { inApp: true, email: false },
      chatMentions: { inApp: true, email: true },
    });
    const update = await identity.gql(
      'mutation U($input: NotificationPreferencesInput!) { updateNotificationPreferences(input: $input) { teamJoins { inApp email } likes { inApp email } newChallenges { inApp email } } }',
      { input: { teamJoins: { inApp: false, email: false }, newChallenges: { inApp: false, email: false } } },
      as(leader),
    );
    assert.deepEqual(update.body.data?.updateNotificationPreferences, {
      teamJoins: { inApp: false, email: false },
      likes: { inApp: true, email: true },
      newChallenges: { inApp: false, email: false },
    });
    const event = joined(leader, await newUser('Hal'));
    const removed = envelope('team.member_removed', {
      teamId: randomUUID(),
      teamName: 'Beta',
      userId: leader,
      removedBy: randomUUID(),
    });
    const published = envelope('challenge.created', {
      challengeId: randomUUID(),
      title: 'Quiet',
      createdBy: randomUUID(),
    });
    await publish(event, removed, published);
    await consumed();
    const { nodes } = await inbox(leader);
    assert.deepEqual(
      nodes.map((n) => n.type),
      ['team.member_removed'],
      'joins and new challenges are off; removals are always delivered',
    );
    assert.equal(await identity.prisma.notification.count({ where: { id: event.id } }), 0, 'not stored');
    const created = (await outboxOf('notification.created')).find((p) => p.notification.id === published.id);
    assert.ok(created?.audience.exceptUserIds.includes(leader), 'not sent live either');
    // A bad value is a clear 400-like refusal.
    const bad = await identity.gql(
      'mutation U($input: NotificationPreferencesInput!) { updateNotificationPreferences(input: $input) { likes { inApp } } }',
      { input: { likes: { inApp: 'yes', email: true } } },
      as(leader),
    );
    assert.ok(bad.body.errors?.length);
  });

  it('marks all as read, counts unread, pages newest first with a keyset cursor and an unread filter', async () => {
    const leader = await newUser('Ida');
    const events = Array.from({ length: 5 }, (_, i) => joined(leader, randomUUID(), `Team ${i}`));
    await publish(...events);
    await consumed();
    const first = await inbox(leader, { first: 2 });
    assert.equal(first.totalCount, 5);
    assert.deepEqual(
      first.nodes.map((n) => n.data.teamName),
      ['Team 4', 'Team 3'],
    );
    assert.equal(first.pageInfo.hasNextPage, true);
    const second = await inbox(leader, { first: 2, after: first.pageInfo.endCursor });
    assert.deepEqual(
      second.nodes.map((n) => n.data.teamName),
      ['Team 2', 'Team 1'],
    );
    const third = await inbox(leader, { first: 2, after: second.pageInfo.endCursor });
    assert.deepEqual(
      third.nodes.map((n) => n.data.teamName),
      ['Team 0'],
    );
    assert.equal(third.pageInfo.hasNextPage, false);
    const bad = await identity.gql(INBOX, { after: 'not-a-cursor' }, as(leader));
    assert.equal(bad.body.errors?.[0]?.extensions?.code, 'BAD_USER_INPUT');

    await identity.gql(
      'mutation M($input: MarkNotificationsReadInput!) { markNotificationsRead(input: $input) }',
      { input: { ids: [events[4]!.id] } },
      as(leader),
    );
    const unreadOnly = await inbox(leader, { unread: true });
    assert.equal(unreadOnly.totalCount, 4);
    assert.ok(unreadOnly.nodes.every((n) => !n.read));
    assert.ok(unreadOnly.nodes.every((n) => n.id !== events[4]!.id));
    // A broadcast counts too, until all is marked read.
    await publish(
      envelope('challenge.created', { challengeId: randomUUID(), title: 'Loud', createdBy: randomUUID() }),
    );
    await consumed();
    assert.equal(await unread(leader), 5);
    const all = await identity.gql<{ markAllNotificationsRead: number }>(
      'mutation { markAllNotificationsRead }',
      {},
      as(leader),
    );
    assert.equal(all.body.data?.markAllNotificationsRead, 0);
    assert.equal(await unread(leader), 0);
    assert.equal((await inbox(leader, { unread: true })).totalCount, 0);
    assert.ok((await inbox(leader)).nodes.every((n) => n.read));
    const read = (await outboxOf('notifications.read')).filter((p) => p.userId === leader);
    assert.deepEqual(read.at(-1), { userId: leader, ids: 'all', unread: 0 });
    // Signed out: refused.
    const anonymous = await identity.gql('{ unreadNotificationCount }');
    assert.equal(anonymous.body.errors?.[0]?.extensions?.code, 'UNAUTHENTICATED');
  });

  it('erasure deletes the person’s notifications, reads and preferences', async () => {
    const leader = await newUser('Jan');
    await publish(joined(leader, randomUUID()));
    await consumed();
    await identity.gql(
      'mutation U($input: NotificationPreferencesInput!) { updateNotificationPreferences(input: $input) { likes { inApp } } }',
      { input: { likes: { inApp: false, email: false } } },
      as(leader),
    );
    await identity.gql('mutation { markAllNotificationsRead }', {}, as(leader));
    assert.equal(await identity.prisma.notificationRecipient.count({ where: { userId: leader } }), 1);
    await identity.prisma.$transaction((tx) =>
      eraseFromIdentity(tx, leader, { id: randomUUID(), occurredAt: new Date().toISOString() }),
    );
    assert.equal(await identity.prisma.notificationRecipient.count({ where: { userId: leader } }), 0);
    assert.equal(await identity.prisma.notificationSettings.count({ where: { userId: leader } }), 0);
    assert.equal(await identity.prisma.broadcastRead.count({ where: { userId: leader } }), 0);
  });

  it('erasure leaves other people’s notifications about the person without their id or name', async () => {
    const leader = await newUser('Kim');
    const joiner = await newUser('Lou');
    const event = joined(leader, joiner);
    await publish(event);
    await consumed();
    assert.equal((await inbox(leader)).nodes[0]?.data.userName, 'Lou Tester');
    await identity.prisma.user.delete({ where: { id: joiner } });
    await identity.prisma.$transaction((tx) =>
      eraseFromIdentity(tx, joiner, { id: randomUUID(), occurredAt: new Date().toISOString() }),
    );
    const [kept] = (await inbox(leader)).nodes;
    assert.equal(kept?.id, event.id, 'the leader keeps the notification');
    assert.equal(kept?.data.userName, undefined);
    assert.notEqual(kept?.data.userId, joiner);
    assert.ok(!JSON.stringify(kept).includes(joiner));
  });
});
