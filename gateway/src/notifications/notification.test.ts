import { test } from '@jest/globals';
import assert from 'node:assert/strict';
import { EVENTS, type EventEnvelope, type EventName, type EventPayloads } from '@creators/contracts';
import { NOTIFIED_EVENTS, planNotification } from './notification.js';
import { sessionRoom } from '@creators/platform';
import {
  endedSessionRooms,
  NotificationInFlightError,
  notifyEvent,
  sendNotification,
  withoutDatabase,
  type NotificationSender,
} from './notification-consumer.js';
import { memoryNotifiedEvents } from './notified-events.js';
import { PAGE_CHANGING_EVENTS, planPageChanges, type PageChange } from './page-changes.js';

let sequence = 0;
function event<N extends EventName>(name: N, payload: EventPayloads[N]): EventEnvelope<N> {
  sequence += 1;
  return {
    id: `0193a1b2-c3d4-7e5f-8a6b-${String(sequence).padStart(12, '0')}`,
    name,
    occurredAt: '2026-11-21T12:00:00.000Z',
    payload,
  };
}

const LEADER = 'leader';
const JOINER = 'joiner';

/** What identity records when it stored a notification for the leader (or, broadcast, for everybody but ada). */
function created(audience: EventPayloads['notification.created']['audience'], type = 'team.member_joined') {
  return event('notification.created', {
    audience,
    notification: {
      id: '0193a1b2-c3d4-7e5f-8a6b-ffffffffffff',
      type,
      createdAt: '2026-11-21T11:59:59.000Z',
      data: { teamId: 't', teamName: 'Alpha', userId: JOINER, leaderId: LEADER },
    },
  });
}
const joinedEvent = () => created({ kind: 'users', userIds: [LEADER] });

test('notification.created is relayed as "notification" with the stored notification, to its audience', () => {
  const joined = joinedEvent();
  assert.deepEqual(planNotification(joined), {
    event: 'notification',
    payload: joined.payload.notification,
    audience: { kind: 'users', userIds: [LEADER] },
  });
  const published = created({ kind: 'signed-in', exceptUserIds: ['ada', 'ada'] }, 'challenge.published');
  assert.deepEqual(planNotification(published)?.audience, { kind: 'signed-in', exceptUserIds: ['ada'] });
  assert.equal(planNotification(created({ kind: 'users', userIds: [] })), null);
});

test('notifications.read is relayed as "notificationsRead" to every socket of the person', () => {
  assert.deepEqual(planNotification(event('notifications.read', { userId: 'ada', ids: 'all', unread: 0 })), {
    event: 'notificationsRead',
    payload: { ids: 'all', unread: 0 },
    audience: { kind: 'users', userIds: ['ada'] },
  });
  assert.deepEqual(
    planNotification(event('notifications.read', { userId: 'ada', ids: ['n1', 'n1', 'n2'], unread: 3 }))
      ?.payload,
    { ids: ['n1', 'n2'], unread: 3 },
  );
});

test('domain events are no longer mapped here (identity does): the consumer relays exactly these', () => {
  assert.equal(
    planNotification(
      event('team.member_joined', { teamId: 't', teamName: 'A', userId: JOINER, leaderId: LEADER }),
    ),
    null,
  );
  assert.equal(
    planNotification(event('user.registered', { userId: 'u', role: 'student', firstName: 'A' })),
    null,
  );
  const all = Object.values(EVENTS) as EventName[];
  assert.ok(NOTIFIED_EVENTS.every((name) => all.includes(name)));
  assert.deepEqual([...NOTIFIED_EVENTS].sort(), ['notification.created', 'notifications.read']);
});

test('page changes: the thing itself and the page that lists it, each once; other events change no page', () => {
  assert.deepEqual(
    planPageChanges(
      event('challenge.updated', {
        challengeId: 'c',
        title: 'C',
        createdBy: 'u',
        status: 'closed',
        updatedAt: 'x',
      }),
    ),
    [{ type: 'challenge', id: 'c' }],
  );
  assert.deepEqual(
    planPageChanges(event('team.created', { teamId: 't', name: 'T', leaderId: 'u', challengeId: 'c' })),
    [
      { type: 'team', id: 't' },
      { type: 'challenge', id: 'c' },
    ],
  );
  assert.deepEqual(
    planPageChanges(event('team.created', { teamId: 't', name: 'T', leaderId: 'u', challengeId: null })),
    [{ type: 'team', id: 't' }],
  );
  assert.deepEqual(
    planPageChanges(event('project.removed', { projectId: 'p', title: 'P', teamId: 't', removedBy: 'u' })),
    [
      { type: 'project', id: 'p' },
      { type: 'team', id: 't' },
    ],
  );
  assert.deepEqual(planPageChanges(event('brainstorm.completed', { userId: 'u', challengeId: 'c' })), []);
  const all = Object.values(EVENTS) as EventName[];
  assert.ok(PAGE_CHANGING_EVENTS.every((name) => all.includes(name)));
});

test('notifyEvent tells the pages an event changed, even when it notifies nobody', async () => {
  const { sent, pages, sender } = recordingSender();
  const liked = event('project.liked', {
    projectId: 'p',
    title: 'P',
    likedBy: 'ann',
    ownerIds: ['ann'],
    likes: 1,
    liked: true,
  });
  assert.equal(await notifyEvent(liked, { sender, notified: memoryNotifiedEvents(), log: silent }), 'nobody');
  assert.deepEqual(sent, []);
  assert.deepEqual(pages, [{ type: 'project', id: 'p' }]);
});

function recordingSender() {
  const pages: PageChange[] = [];
  const sent: {
    to: string;
    userIds?: readonly string[];
    except?: readonly string[];
    event: string;
    payload: unknown;
  }[] = [];
  const sender: NotificationSender = {
    notifyUsers: (userIds, name, payload) => sent.push({ to: 'users', userIds, event: name, payload }),
    notifySignedIn: (name, payload, except) => sent.push({ to: 'signed-in', except, event: name, payload }),
    notifyPageViewers: (changes) => pages.push(...changes),
    endSessionRooms: () => undefined,
    forgetSessionsOf: () => undefined,
  };
  return { sender, sent, pages };
}

const silent = { debug() {}, info() {}, warn() {}, error() {} };

test('plans are sent on the socket.io event "notification" to the right rooms', () => {
  const { sender, sent } = recordingSender();
  const joined = planNotification(joinedEvent())!;
  const published = planNotification(
    created({ kind: 'signed-in', exceptUserIds: ['ada'] }, 'challenge.published'),
  )!;
  sendNotification(sender, joined);
  sendNotification(sender, published);
  assert.deepEqual(sent, [
    { to: 'users', userIds: [LEADER], event: 'notification', payload: joined.payload },
    { to: 'signed-in', except: ['ada'], event: 'notification', payload: published.payload },
  ]);
});

test('an event is notified once: a redelivery or a second publish is skipped', async () => {
  const { sender, sent } = recordingSender();
  const notified = memoryNotifiedEvents();
  const joined = joinedEvent();
  assert.equal(await notifyEvent(joined, { sender, notified, log: silent }), 'sent');
  assert.equal(await notifyEvent(joined, { sender, notified, log: silent }), 'duplicate');
  assert.equal(await notifyEvent({ ...joined }, { sender, notified, log: silent }), 'duplicate');
  assert.equal(sent.length, 1);
  const unliked = event('project.liked', {
    projectId: 'p',
    title: 'P',
    likedBy: 'x',
    ownerIds: ['o'],
    likes: 0,
    liked: false,
  });
  assert.equal(await notifyEvent(unliked, { sender, notified, log: silent }), 'nobody');
  assert.equal(notified.states.has(unliked.id), false, 'nothing to send, nothing claimed');
});

test('an event is marked sent only after it was sent', async () => {
  const notified = memoryNotifiedEvents();
  const seen: unknown[] = [];
  const sender: NotificationSender = {
    notifyUsers: (_ids, _name, payload) =>
      seen.push(notified.states.get(earned.id) ?? (payload as { id: string }).id),
    notifySignedIn: () => undefined,
    notifyPageViewers: () => undefined,
    endSessionRooms: () => undefined,
    forgetSessionsOf: () => undefined,
  };
  const earned = joinedEvent();
  assert.equal(await notifyEvent(earned, { sender, notified, log: silent }), 'sent');
  assert.deepEqual(seen, ['claimed']);
  assert.equal(notified.states.get(earned.id), 'sent');
});

test('an event another instance claimed but has not sent comes back later, and is sent once its claim ran out', async () => {
  const { sender, sent } = recordingSender();
  const notified = memoryNotifiedEvents();
  const joined = joinedEvent();
  // Another gateway claimed it, then died before sending.
  notified.states.set(joined.id, 'claimed');
  await assert.rejects(notifyEvent(joined, { sender, notified, log: silent }), NotificationInFlightError);
  assert.equal(sent.length, 0);
  // Its claim runs out (Redis expires the key): the redelivery sends it.
  notified.states.delete(joined.id);
  assert.equal(await notifyEvent(joined, { sender, notified, log: silent }), 'sent');
  assert.equal(sent.length, 1);
});

test('a notification whose "sent" mark cannot be written is still sent (at least once)', async () => {
  const { sender, sent } = recordingSender();
  const notified = {
    ...memoryNotifiedEvents(),
    markSent: async () => {
      throw new Error('Connection is closed.');
    },
  };
  const earned = joinedEvent();
  assert.equal(await notifyEvent(earned, { sender, notified, log: silent }), 'sent');
  assert.equal(sent.length, 1);
});

test('when sending throws the claim is given back, so that the redelivery sends it', async () => {
  const notified = memoryNotifiedEvents();
  let fail = true;
  const sent: unknown[] = [];
  const sender: NotificationSender = {
    notifyUsers: (_ids, _name, payload) => {
      if (fail) throw new Error('adapter down');
      sent.push(payload);
    },
    notifySignedIn: () => undefined,
    notifyPageViewers: () => undefined,
    endSessionRooms: () => undefined,
    forgetSessionsOf: () => undefined,
  };
  const earned = joinedEvent();
  await assert.rejects(notifyEvent(earned, { sender, notified, log: silent }), /adapter down/);
  assert.equal(notified.states.has(earned.id), false);
  fail = false;
  assert.equal(await notifyEvent(earned, { sender, notified, log: silent }), 'sent');
  assert.equal(sent.length, 1);
});

test('a claim that cannot be made (Redis down) fails the delivery, to be retried', async () => {
  const { sender, sent } = recordingSender();
  const notified = {
    claim: async () => {
      throw new Error('Connection is closed.');
    },
    markSent: async () => undefined,
    release: async () => undefined,
  };
  const earned = joinedEvent();
  await assert.rejects(notifyEvent(earned, { sender, notified, log: silent }), /Connection is closed/);
  assert.equal(sent.length, 0);
});

test('the consumer runs without a database: every processed_events insert "succeeds"', async () => {
  const result = await withoutDatabase(async (tx) => tx.$executeRaw`INSERT INTO processed_events VALUES (1)`);
  assert.equal(result, 1);
});

test('a meeting change refreshes its team page, feedback its project page', () => {
  const moved = event('meeting.updated', {
    meetingId: 'm',
    teamId: 't',
    teamName: 'Alpha',
    title: 'Stand-up',
    scheduledAt: '2026-12-01T15:00:00.000Z',
    duration: 60,
    mentorId: 'mentor',
    attendeeIds: ['member', 'mentor'],
    changedBy: 'mentor',
    rescheduled: true,
  });
  assert.deepEqual(planPageChanges(moved), [{ type: 'team', id: 't' }]);
  const given = event('project.feedback_given', {
    feedbackId: 'f',
    projectId: 'p',
    title: 'Prototype',
    teamId: 't',
    mentorId: 'mentor',
    recipientIds: ['member', 'mentor'],
  });
  assert.deepEqual(planPageChanges(given), [{ type: 'project', id: 'p' }]);
});

test("user.sessions_ended forgets the person's remembered sessions, then closes the sockets of those session rooms (and only well-formed rooms), notifying nobody", async () => {
  const steps: string[] = [];
  const ended: string[][] = [];
  const notified = memoryNotifiedEvents();
  const sender: NotificationSender = {
    notifyUsers: () => assert.fail('nobody is notified'),
    notifySignedIn: () => assert.fail('nobody is notified'),
    notifyPageViewers: () => undefined,
    forgetSessionsOf: (userId) => steps.push(`forget ${userId}`),
    endSessionRooms: (rooms) => {
      steps.push('end');
      ended.push([...rooms]);
    },
  };
  const room = sessionRoom('a-session-id');
  const event_ = event('user.sessions_ended', {
    userId: 'ada',
    sessionRooms: [room, room, 'user:ada', 'signed-in'],
  });
  assert.equal(await notifyEvent(event_, { sender, notified, log: silent }), 'nobody');
  assert.deepEqual(ended, [[room]]);
  assert.deepEqual(steps, ['forget ada', 'end']);
  assert.deepEqual(endedSessionRooms(event_), [room]);
  assert.deepEqual(
    endedSessionRooms(event('user.registered', { userId: 'ada', role: 'student', firstName: 'Ada' })),
    [],
  );
});
