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

  it('names who left the team and who wrote a comment, as a join names the joiner', async () => {
    const leader = await newUser('Lea');
    const leaver = await newUser('Lou');
    const left = envelope('team.member_left', {
      teamId: randomUUID(),
      teamName: 'Alpha',
      userId: leaver,
      leaderId: leader,
    });
    const owner = await newUser('Olga');
    const writer = await newUser('Walt');
    const comment = envelope('comment.posted', {
      commentId: randomUUID(),
      subjectType: 'project',
      subjectId: randomUUID(),
      subjectTitle: 'River sensor',
      authorId: writer,
      parentId: null,
      recipientIds: [owner],
    });
    await publish(left, comment);
    await consumed();
    const [leftNotice] = (await inbox(leader)).nodes;
    assert.equal(leftNotice?.type, 'team.member_left');
    assert.equal(leftNotice?.data.userName, 'Lou Tester');
    const [commentNotice] = (await inbox(owner)).nodes;
    assert.equal(commentNotice?.type, 'comment.posted');
    assert.equal(commentNotice?.data.authorName, 'Walt Tester');
    assert.equal(commentNotice?.data.recipientIds, undefined, 'not who else was told');
  });

  it('an accepted invitation is one notice for the leader: the join, naming the person', async () => {
    const leader = await newUser('Lea');
    const invited = await newUser('Ivo');
    const teamId = randomUUID();
    const answered = envelope('team.invitation_answered', {
      invitationId: randomUUID(),
      teamId,
      teamName: 'Alpha',
      invitedUserId: invited,
      invitedBy: leader,
      accepted: true,
    });
    await publish(
      answered,
      envelope('team.member_joined', { teamId, teamName: 'Alpha', userId: invited, leaderId: leader }),
    );
    await consumed();
    const { nodes } = await inbox(leader);
    assert.deepEqual(
      nodes.map((n) => [n.type, n.data.userName]),
      [['team.member_joined', 'Ivo Tester']],
    );
    // A declined one is told, to whoever sent it.
    await publish(
      envelope('team.invitation_answered', {
        ...answered.payload,
        invitationId: randomUUID(),
        accepted: false,
      }),
    );
    await consumed();
    assert.deepEqual(
      (await inbox(leader)).nodes.map((n) => [n.type, n.data.accepted]),
      [
        ['team.invitation_answered', false],
        ['team.member_joined', undefined],
      ],
    );
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

  it('a new challenge waits for the daily digest; those who want each challenge are told at once, one row each', async () => {
    const author = await newUser('Cleo');
    const eager = await newUser('Dan');
    const patient = await newUser('Eve');
    const res = await identity.gql(
      'mutation U($input: NotificationPreferencesInput!) { updateNotificationPreferences(input: $input) { newChallengesDelivery } }',
      { input: { newChallengesDelivery: 'each' } },
      as(eager),
    );
    assert.equal(res.body.data?.updateNotificationPreferences.newChallengesDelivery, 'each', res.text);
    const published = envelope('challenge.created', {
      challengeId: randomUUID(),
      title: 'Clean rivers',
      createdBy: author,
    });
    // Delivered twice: kept and told once.
    await publish(published, published);
    await consumed();
    const notice = await identity.prisma.challengeNotice.findUnique({ where: { id: published.id } });
    assert.equal(notice?.title, 'Clean rivers');
    assert.equal(notice?.digestDay, null, 'waiting for the next digest run');
    const stored = await identity.prisma.notification.findUnique({ where: { id: published.id } });
    assert.equal(stored?.broadcast, false);
    assert.deepEqual(
      (await identity.prisma.notificationRecipient.findMany({ where: { notificationId: published.id } })).map(
        (row) => row.userId,
      ),
      [eager],
    );
    const created = (await outboxOf('notification.created')).filter(
      (p) => p.notification.id === published.id,
    );
    assert.equal(created.length, 1);
    assert.deepEqual(created[0]!.audience, { kind: 'users', userIds: [eager] });
    assert.ok(
      (await inbox(eager)).nodes.some(
        (n) => n.id === published.id && n.type === 'challenge.published' && !n.read,
      ),
    );
    assert.ok(!(await inbox(patient)).nodes.some((n) => n.id === published.id), 'the digest tells them');
    assert.ok(!(await inbox(author)).nodes.some((n) => n.id === published.id), 'not for its author');
  });

  it('keeps showing the broadcasts stored before, each person with their own read state', async () => {
    const reader = await newUser('Dana');
    const other = await newUser('Evan');
    const author = await newUser('Cleo');
    // A broadcast as new challenges were stored before the daily digest (one row, no row per person).
    const id = randomUUID();
    await identity.prisma.notification.create({
      data: {
        id,
        type: 'challenge.published',
        data: { challengeId: randomUUID(), title: 'Old news', createdBy: author },
        createdAt: new Date(),
        broadcast: true,
        exceptUserIds: [author],
      },
    });
    assert.ok((await inbox(reader)).nodes.some((n) => n.id === id && !n.read));
    assert.ok(!(await inbox(author)).nodes.some((n) => n.id === id), 'not for its author');
    const readerUnread = await unread(reader);
    const res = await identity.gql<{ markNotificationsRead: number }>(
      'mutation M($input: MarkNotificationsReadInput!) { markNotificationsRead(input: $input) }',
      { input: { ids: [id] } },
      as(reader),
    );
    assert.equal(res.body.data?.markNotificationsRead, readerUnread - 1);
    assert.ok((await inbox(reader)).nodes.find((n) => n.id === id)?.read);
    assert.equal((await inbox(other)).nodes.find((n) => n.id === id)?.read, false);
    const read = (await outboxOf('notifications.read')).filter((p) => p.userId === reader);
    assert.deepEqual(read.at(-1), { userId: reader, ids: [id], unread: readerUnread - 1 });
  });

  it('respects preferences: a kind turned off in the app is neither stored nor sent; defaults as documented', async () => {
    const leader = await newUser('Gil');
    const res = await identity.gql<{
      notificationPreferences: Record<string, { inApp: boolean; email: boolean }>;
    }>(
      '{ notificationPreferences { teamJoins { inApp email } newChallenges { inApp email } chatMentions { inApp email } programmes { inApp email } newChallengesDelivery } }',
      {},
      as(leader),
    );
    assert.deepEqual(res.body.data?.notificationPreferences, {
      teamJoins: { inApp: true, email: true },
      newChallenges: { inApp: true, email: false },
      chatMentions: { inApp: true, email: true },
      programmes: { inApp: true, email: true },
      newChallengesDelivery: 'daily',
    });
    const update = await identity.gql(
      'mutation U($input: NotificationPreferencesInput!) { updateNotificationPreferences(input: $input) { teamJoins { inApp email } likes { inApp email } newChallenges { inApp email } } }',
      {
        input: {
          teamJoins: { inApp: false, email: false },
          newChallenges: { inApp: false, email: false },
          newChallengesDelivery: 'each',
        },
      },
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
    assert.equal(
      (await outboxOf('notification.created')).filter(
        (p) => p.notification.id === published.id && p.audience.userIds.includes(leader),
      ).length,
      0,
      'not sent live to them either',
    );
    // A bad value is a clear 400-like refusal.
    const bad = await identity.gql(
      'mutation U($input: NotificationPreferencesInput!) { updateNotificationPreferences(input: $input) { likes { inApp } } }',
      { input: { likes: { inApp: 'yes', email: true } } },
      as(leader),
    );
    assert.ok(bad.body.errors?.length);
    const weekly = await identity.gql(
      'mutation U($input: NotificationPreferencesInput!) { updateNotificationPreferences(input: $input) { likes { inApp } } }',
      { input: { newChallengesDelivery: 'weekly' } },
      as(leader),
    );
    assert.equal(weekly.body.errors?.[0]?.extensions?.code, 'BAD_USER_INPUT', weekly.text);
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
    // A broadcast (as new challenges were stored before the daily digest) counts too, until all is marked read.
    await identity.prisma.notification.create({
      data: {
        id: randomUUID(),
        type: 'challenge.published',
        data: { challengeId: randomUUID(), title: 'Loud', createdBy: randomUUID() },
        createdAt: new Date(),
        broadcast: true,
        exceptUserIds: [],
      },
    });
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
