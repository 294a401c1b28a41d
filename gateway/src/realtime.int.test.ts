import { afterAll, test } from '@jest/globals';
import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { waitFor } from '@creators/platform/events/testing/wait-for';
import { io as connect, type Socket } from 'socket.io-client';
import { createRealtime, pageRoom, REALTIME_PATH, type Realtime } from './realtime.js';
import { SessionLookupUnavailableError, type SessionResolver, type SessionUser } from './session/resolver.js';

const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const redisKey = `gwtest:${randomBytes(6).toString('hex')}:socket.io`;
const silent = { info() {}, warn() {}, error() {} };

/** Sessions that have ended since their sockets connected. */
const ended = new Set<string>();

/** Sessions: 'sid-ada' is Ada, 'sid-bob' Bob, 'sid-down' cannot be looked up, anything else is unknown. */
const resolver: SessionResolver = {
  async resolve(sessionId): Promise<SessionUser | null> {
    if (sessionId === 'sid-down') throw new SessionLookupUnavailableError('identity down');
    if (ended.has(sessionId)) return null;
    if (sessionId.startsWith('sid-ada-')) return { id: 'ada', role: 'student', staff: false };
    return sessionId === 'sid-ada'
      ? { id: 'ada', role: 'student', staff: false }
      : sessionId === 'sid-bob'
        ? { id: 'bob', role: 'mentor', staff: false }
        : null;
  },
  isConnected: () => true,
  close: async () => undefined,
};

const instances: { server: Server; realtime: Realtime; url: string }[] = [];
const sockets: Socket[] = [];

async function startInstance(sessionCheckMs?: number) {
  const server = createServer();
  const realtime = createRealtime({
    httpServer: server,
    resolver,
    redisUrl: REDIS_URL,
    redisKey,
    sessionCheckMs,
    log: silent,
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const instance = { server, realtime, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}` };
  instances.push(instance);
  await waitFor('the adapter connected to Redis', () => realtime.isReady());
  return instance;
}

/**
 * Resolves once everything `senders` emitted before the call has reached `sockets`: each sender broadcasts a probe to
 * every socket, and the Redis adapter delivers one instance's messages in the order it sent them (one connection).
 * What was not received by then is not coming.
 */
async function delivered(senders: Realtime[], sockets: Socket[]) {
  const probe = randomBytes(4).toString('hex');
  const seen = sockets.map(() => new Set<number>());
  const listeners = sockets.map((socket, i) => {
    const listener = (message: { probe: string; from: number }) => {
      if (message.probe === probe) seen[i]!.add(message.from);
    };
    socket.on('probe', listener);
    return listener;
  });
  senders.forEach((realtime, from) => realtime.io.emit('probe', { probe, from }));
  try {
    await waitFor('the probes on every socket', () => seen.every((from) => from.size === senders.length));
  } finally {
    sockets.forEach((socket, i) => socket.off('probe', listeners[i]));
  }
}

/** Whether the socket `id` is in `room` on this instance. */
const inRoom = (realtime: Realtime, room: string, id: string | undefined) =>
  Boolean(id && realtime.io.of('/').adapter.rooms.get(room)?.has(id));

function open(url: string, cookie?: string, headers: Record<string, string> = {}): Socket {
  const socket = connect(url, {
    path: REALTIME_PATH,
    transports: ['websocket'],
    reconnection: false,
    extraHeaders: { ...headers, ...(cookie ? { cookie } : {}) },
  });
  sockets.push(socket);
  return socket;
}

const connected = (socket: Socket) =>
  new Promise<void>((resolve, reject) => {
    socket.once('connect', () => resolve());
    socket.once('connect_error', reject);
  });

/** Collects what a socket receives for `event`. */
function inbox(socket: Socket, event: string) {
  const received: unknown[] = [];
  socket.on(event, (payload) => received.push(payload));
  return received;
}

afterAll(async () => {
  for (const socket of sockets) socket.disconnect();
  for (const { realtime } of instances) await realtime.close();
});

test("notifyUser reaches only that user's sockets, also on another gateway instance", async () => {
  const a = await startInstance();
  const b = await startInstance();
  const adaOnA = open(a.url, 'sid=sid-ada');
  const adaOnB = open(b.url, 'theme=dark; sid=sid-ada');
  const bob = open(a.url, 'sid=sid-bob');
  const anonymous = open(b.url);
  const unknown = open(b.url, 'sid=expired');
  await Promise.all([adaOnA, adaOnB, bob, anonymous, unknown].map(connected));
  const boxes = [adaOnA, adaOnB, bob, anonymous, unknown].map((socket) =>
    inbox(socket, 'team.member_joined'),
  );

  a.realtime.notifyUser('ada', 'team.member_joined', { teamId: 't1' });
  await delivered([a.realtime], [adaOnA, adaOnB, bob, anonymous, unknown]);
  assert.deepEqual(boxes, [[{ teamId: 't1' }], [{ teamId: 't1' }], [], [], []]);
});

test('a socket whose session cannot be looked up is refused', async () => {
  const { url } = instances[0] ?? (await startInstance());
  const socket = open(url, 'sid=sid-down');
  await assert.rejects(connected(socket), /Service unavailable/);
});

test('notifySignedIn reaches every signed-in socket on every instance but the excepted users; notifyUsers each once', async () => {
  const a = instances[0] ?? (await startInstance());
  const b = instances[1] ?? (await startInstance());
  const adaOnA = open(a.url, 'sid=sid-ada');
  const adaOnB = open(b.url, 'sid=sid-ada');
  const bobOnB = open(b.url, 'sid=sid-bob');
  const anonymous = open(a.url);
  await Promise.all([adaOnA, adaOnB, bobOnB, anonymous].map(connected));
  const boxes = [adaOnA, adaOnB, bobOnB, anonymous].map((socket) => inbox(socket, 'notification'));

  a.realtime.notifySignedIn('notification', { n: 1 }, ['ada']);
  b.realtime.notifySignedIn('notification', { n: 2 });
  a.realtime.notifyUsers(['ada', 'bob', 'ada'], 'notification', { n: 3 });
  a.realtime.notifyUsers([], 'notification', { n: 4 });
  await delivered([a.realtime, b.realtime], [adaOnA, adaOnB, bobOnB, anonymous]);
  // Emits from different instances may arrive in any order.
  const received = boxes.map((box) => (box as { n: number }[]).map(({ n }) => n).sort());
  assert.deepEqual(received, [[2, 3], [2, 3], [1, 2, 3], []]);
});

const disconnected = (socket: Socket) =>
  new Promise<string>((resolve) => socket.once('disconnect', (reason) => resolve(reason)));

test('a handshake from a page of another site is refused; one from the platform itself is not', async () => {
  const a = await startInstance();
  const host = new URL(a.url).host;
  const crossSite: Record<string, string>[] = [
    { origin: 'https://evil.example' },
    { 'sec-fetch-site': 'cross-site' },
  ];
  for (const headers of crossSite) {
    const socket = open(a.url, 'sid=sid-ada', headers);
    await assert.rejects(connected(socket), JSON.stringify(headers));
  }
  const own = open(a.url, 'sid=sid-ada', { origin: `http://${host}` });
  await connected(own);
});

test("signing out disconnects that session's sockets on every instance, and only those", async () => {
  const a = await startInstance();
  const b = await startInstance();
  const first = open(a.url, 'sid=sid-ada-1');
  const firstOnB = open(b.url, 'sid=sid-ada-1');
  const second = open(b.url, 'sid=sid-ada-2');
  await Promise.all([first, firstOnB, second].map(connected));
  const gone = [disconnected(first), disconnected(firstOnB)];

  a.realtime.endSession('sid-ada-1');
  assert.deepEqual(await Promise.all(gone), ['io server disconnect', 'io server disconnect']);
  // Both instances have handled the sign-out by the time their probes arrive.
  await delivered([a.realtime, b.realtime], [second]);
  assert.equal(second.connected, true);

  const received = inbox(second, 'team.member_joined');
  b.realtime.notifyUser('ada', 'team.member_joined', { teamId: 't2' });
  await delivered([b.realtime], [second]);
  assert.deepEqual(received, [{ teamId: 't2' }]);
});

test('a socket whose session expired is disconnected at its next check', async () => {
  const a = await startInstance(1000);
  const socket = open(a.url, 'sid=sid-ada-3');
  await connected(socket);
  const gone = disconnected(socket);
  ended.add('sid-ada-3');
  assert.equal(await gone, 'io server disconnect');
});

test('a page change reaches the sockets that watch that page, on every instance, until they unwatch it', async () => {
  const a = instances[0] ?? (await startInstance());
  const b = instances[1] ?? (await startInstance());
  const challenge = { type: 'challenge', id: '6f1d2c3b-4a5e-4f60-8a7b-9c0d1e2f3a4b' } as const;
  const team = { type: 'team', id: '7a1d2c3b-4a5e-4f60-8a7b-9c0d1e2f3a4b' } as const;
  const adaOnA = open(a.url, 'sid=sid-ada');
  const bobOnB = open(b.url, 'sid=sid-bob');
  const anonymous = open(a.url);
  await Promise.all([adaOnA, bobOnB, anonymous].map(connected));
  const boxes = [adaOnA, bobOnB, anonymous].map((socket) => inbox(socket, 'changed'));
  anonymous.emit('watch', challenge);
  adaOnA.emit('watch', challenge);
  // A socket's messages are handled in order: once Bob is in the team's room, his two wrong watches were refused.
  bobOnB.emit('watch', { type: 'user', id: challenge.id });
  bobOnB.emit('watch', { type: 'challenge', id: 'not-a-uuid' });
  bobOnB.emit('watch', team);
  await waitFor(
    'Ada and Bob watching',
    () => inRoom(a.realtime, pageRoom(challenge), adaOnA.id) && inRoom(b.realtime, pageRoom(team), bobOnB.id),
  );

  b.realtime.notifyPageViewers([challenge, team]);
  await delivered([b.realtime], [adaOnA, bobOnB, anonymous]);
  assert.deepEqual(boxes, [[challenge], [team], []]);

  adaOnA.emit('unwatch', challenge);
  await waitFor('Ada no longer watching', () => !inRoom(a.realtime, pageRoom(challenge), adaOnA.id));
  a.realtime.notifyPageViewers([challenge]);
  await delivered([a.realtime], [adaOnA, bobOnB, anonymous]);
  assert.deepEqual(boxes, [[challenge], [team], []]);
});
