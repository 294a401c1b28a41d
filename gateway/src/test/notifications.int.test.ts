/**
 * Live notifications end to end with hand-made events: identity (sign-in; it stores each notification and records
 * notification.created, which the gateways relay), two gateway instances sharing the
 * Redis adapter and the durable consumer, events published onto this run's stream as the services' relays do.
 */
import { afterAll, beforeAll, test } from '@jest/globals';
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { connect, headers, type NatsConnection } from '@nats-io/transport-node';
import { eventSubject, type EventEnvelope, type EventName, type EventPayloads } from '@creators/contracts';
import type { LiveNotification } from '../notifications/notification.js';
import { startTestSystem, type TestSystem } from './harness.js';
import {
  call,
  closeSockets,
  inbox,
  openSocket,
  register,
  sleep,
  waitFor,
  type SignedInUser,
} from './client.js';

let system: TestSystem;
let second: string;
let nc: NatsConnection;
let ada: SignedInUser;
let bob: SignedInUser;

const consuming = (output: () => string) => () => /event consumer: consuming/.test(output());

beforeAll(async () => {
  system = await startTestSystem();
  const other = await system.startGateway();
  second = other.url;
  // The consumer is created to deliver new events only: wait until both instances are attached.
  await waitFor('the first gateway to consume', consuming(system.gateway.output), 60_000);
  await waitFor('the second gateway to consume', consuming(other.process.output), 60_000);
  nc = await connect({ servers: system.natsUrl });
  ada = await register(system.gatewayUrl, 'Ada');
  bob = await register(second, 'Bob');
});

afterAll(async () => {
  closeSockets();
  await nc?.close();
  const codes = await system?.stop();
  assert.equal(codes?.gateway, 0, `gateway exits cleanly:\n${system?.gateway.output().slice(-2000)}`);
});

function envelope<N extends EventName>(name: N, payload: EventPayloads[N]): EventEnvelope<N> {
  return { id: randomUUID(), name, occurredAt: new Date().toISOString(), payload };
}

/** Publishes as the outbox relay does: on `<prefix>events.<name>`, the JetStream message id given. */
function publish(event: EventEnvelope, messageId = event.id): void {
  const h = headers();
  h.set('Nats-Msg-Id', messageId);
  nc.publish(eventSubject(event.name, system.subjectPrefix), JSON.stringify(event), { headers: h });
}

test('team.member_joined reaches every socket of the leader on either instance, once; not the joiner, not a stranger', async () => {
  const adaHere = await openSocket(system.gatewayUrl, ada.cookie);
  const adaThere = await openSocket(second, ada.cookie);
  const bobSocket = await openSocket(system.gatewayUrl, bob.cookie);
  const anonymous = await openSocket(second);
  const [adaHereBox, adaThereBox, bobBox, anonymousBox] = [adaHere, adaThere, bobSocket, anonymous].map((s) =>
    inbox<LiveNotification>(s),
  );

  const joined = envelope('team.member_joined', {
    teamId: randomUUID(),
    teamName: 'Alpha',
    userId: bob.user.id,
    leaderId: ada.user.id,
  });
  publish(joined);
  // The same event again, as a relay that retried after losing the ack would (another message id).
  publish(joined, `${joined.id}-again`);
  await waitFor('the leader to be told', () => adaHereBox.length > 0 && adaThereBox.length > 0);

  // A marker event for Bob, published after: once it has arrived, the duplicate has been handled too.
  const marker = envelope('achievement.earned', {
    userId: bob.user.id,
    achievementId: 'a',
    key: 'first-team',
    name: 'first-team',
  });
  publish(marker);
  await waitFor('the marker', () => bobBox.some((n) => n.id === marker.id));
  await sleep(500);

  const expected = {
    id: joined.id,
    type: 'team.member_joined',
    createdAt: joined.occurredAt,
    // Identity, which stores it, adds the joiner's name.
    data: { ...joined.payload, userName: `${bob.user.firstName} ${bob.user.lastName}` },
  };
  // Identity reacts to these events too (achievements): only the notifications of this test's events count.
  const ours = (box: LiveNotification[]) => box.filter((n) => n.id === joined.id || n.id === marker.id);
  assert.deepEqual(ours(adaHereBox), [expected]);
  assert.deepEqual(ours(adaThereBox), [expected]);
  assert.deepEqual(
    ours(bobBox).map((n) => n.type),
    ['achievement.earned'],
  );
  assert.deepEqual(anonymousBox, []);
});

test('challenge.published reaches those who ask for each new challenge, never the author; likes only when liked, never the liker', async () => {
  // New challenges come as one daily digest unless a person asks for each (docs/product.md §16.4): Bob asks.
  const each = await call(system.gatewayUrl, '/api/notifications/preferences', {
    method: 'PUT',
    cookie: bob.cookie,
    body: { newChallengesDelivery: 'each' },
  });
  assert.equal(each.status, 200, each.text);
  const adaSocket = await openSocket(system.gatewayUrl, ada.cookie);
  const bobSocket = await openSocket(second, bob.cookie);
  const anonymous = await openSocket(system.gatewayUrl);
  const [adaBox, bobBox, anonymousBox] = [adaSocket, bobSocket, anonymous].map((s) =>
    inbox<LiveNotification>(s),
  );

  const created = envelope('challenge.created', {
    challengeId: randomUUID(),
    title: 'Clean rivers',
    createdBy: ada.user.id,
  });
  publish(created);
  const projectId = randomUUID();
  const like = {
    projectId,
    title: 'P',
    likedBy: bob.user.id,
    ownerIds: [ada.user.id, bob.user.id],
    likes: 1,
  };
  publish(envelope('project.liked', { ...like, liked: false }));
  const liked = envelope('project.liked', { ...like, liked: true });
  publish(liked);

  await waitFor('the challenge for Bob', () => bobBox.length > 0);
  await waitFor('the like for Ada', () => adaBox.length > 0);
  await sleep(500);
  // Identity awards achievements for these events; those notifications are left aside here.
  const published = (box: LiveNotification[]) => box.filter((n) => n.type !== 'achievement.earned');
  assert.deepEqual(published(bobBox), [
    { id: created.id, type: 'challenge.published', createdAt: created.occurredAt, data: created.payload },
  ]);
  assert.deepEqual(
    published(adaBox).map((n) => [n.type, n.id]),
    [['project.liked', liked.id]],
  );
  assert.deepEqual(anonymousBox, []);
});

test('a socket signed in after the event does not get it; a stopped instance leaves the work to the other', async () => {
  const bobSocket = await openSocket(second, bob.cookie);
  const bobBox = inbox<LiveNotification>(bobSocket);
  const invited = envelope('team.invitation_sent', {
    teamId: randomUUID(),
    teamName: 'Beta',
    invitedUserId: bob.user.id,
    invitedBy: ada.user.id,
  });
  publish(invited);
  await waitFor('the invitation', () => bobBox.length > 0);
  assert.equal(bobBox[0].type, 'team.invitation_sent');
  assert.deepEqual(bobBox[0].data, invited.payload);

  const late = await openSocket(second, bob.cookie);
  const lateBox = inbox<LiveNotification>(late);
  await sleep(500);
  assert.equal(lateBox.filter((n) => n.id === invited.id).length, 0, 'notifications are live, not replayed');

  // The first instance stops; the second one consumes alone.
  assert.equal(await system.gateway.stop(), 0);
  const earned = envelope('achievement.earned', {
    userId: bob.user.id,
    achievementId: 'b',
    key: 'first-like',
    name: 'First like',
  });
  publish(earned);
  await waitFor('the achievement through the remaining instance', () =>
    lateBox.some((n) => n.id === earned.id),
  );
});
