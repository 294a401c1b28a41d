// Broadcast delivery: one live notification to N signed-in socket.io clients of the gateway (a challenge.created
// event published to JetStream, as a service's outbox relay does), against a plain `ws` server fanning the same
// message out to N clients. Latency of a delivery = when a client has it − when the bench sent it.
import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { once } from 'node:events';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { io } from 'socket.io-client';
import WebSocket from 'ws';
import { connect } from '@nats-io/transport-node';
import { jetstream } from '@nats-io/jetstream';
import { eventSubject } from '@creators/contracts';
import { latencySummary } from './stats.mjs';

const delay = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** Opens `n` clients, `batch` at a time; `open(i)` resolves with a connected client. */
async function openMany(n, open, batch = 50) {
  const clients = [];
  for (let i = 0; i < n; i += batch)
    clients.push(
      ...(await Promise.all(Array.from({ length: Math.min(batch, n - i) }, (_, j) => open(i + j)))),
    );
  return clients;
}

/** The message in flight: clients call `record` when they receive the one with this id. */
let current = null;
const received = (id) => {
  if (current && current.id === id) current.record();
};

/**
 * Sends `messages` messages one after another; `send(id)` sends one, `expected` deliveries are awaited (at most
 * `timeoutMs` each). `deliveries.get(id)` collects the latencies the clients record.
 * @returns {{ latencies: number[], missing: number }}
 */
async function sendAndCollect({ messages, expected, send, timeoutMs = 10_000 }) {
  const latencies = [];
  let missing = 0;
  for (let m = 0; m < messages; m += 1) {
    const id = randomUUID();
    const got = [];
    let done;
    const all = new Promise((resolve) => (done = resolve));
    const started = performance.now();
    current = {
      id,
      record: () => {
        got.push(performance.now() - started);
        if (got.length === expected) done();
      },
    };
    await send(id);
    await Promise.race([all, delay(timeoutMs)]);
    latencies.push(...got);
    missing += expected - got.length;
    current = null;
    await delay(100);
  }
  return { latencies, missing };
}

/**
 * socket.io: `clients` sockets on the gateway's /ws signed in with `cookie` (all in the signed-in room), and
 * challenge.created events from another author published to the system's stream.
 */
export async function measureSocketIoBroadcast({
  baseUrl,
  cookie,
  natsUrl,
  natsAuth = {},
  subjectPrefix,
  clients = 1000,
  messages = 20,
}) {
  const sockets = await openMany(clients, async () => {
    const socket = io(baseUrl, {
      path: '/ws',
      transports: ['websocket'],
      extraHeaders: { cookie },
      forceNew: true,
      reconnection: false,
    });
    await once(socket, 'connect');
    socket.on('notification', (notification) => received(notification.id));
    return socket;
  });
  // The system's NATS lets only challenges publish challenge.created: the bench publishes as its operator (natsAuth).
  const nc = await connect({ servers: natsUrl, ...natsAuth });
  try {
    await delay(1000); // every socket has joined its rooms
    const js = jetstream(nc);
    return await sendAndCollect({
      messages,
      expected: clients,
      send: (id) =>
        js.publish(
          eventSubject('challenge.created', subjectPrefix),
          JSON.stringify({
            id,
            name: 'challenge.created',
            occurredAt: new Date().toISOString(),
            payload: {
              challengeId: randomUUID(),
              title: 'A broadcast from the bench',
              createdBy: randomUUID(),
            },
          }),
          { msgID: id },
        ),
    });
  } finally {
    for (const socket of sockets) socket.disconnect();
    await nc.close();
  }
}

/** Plain ws: the fan-out server (ws-fanout-server.mjs) in its own process, `clients` clients and one sender. */
export async function measureWsBroadcast({ clients = 1000, messages = 20 }) {
  const server = spawn(process.execPath, [join(import.meta.dirname, 'ws-fanout-server.mjs')], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  try {
    const [line] = await once(server.stdout, 'data');
    const port = Number(/listening (\d+)/.exec(String(line))[1]);
    const open = async () => {
      const socket = new WebSocket(`ws://127.0.0.1:${port}`);
      await once(socket, 'open');
      return socket;
    };
    const sockets = await openMany(clients, async () => {
      const socket = await open();
      socket.on('message', (data) => received(JSON.parse(String(data)).id));
      return socket;
    });
    const sender = await open();
    try {
      return await sendAndCollect({
        messages,
        expected: clients,
        send: (id) =>
          sender.send(
            JSON.stringify({
              id,
              type: 'challenge.published',
              createdAt: new Date().toISOString(),
              data: {
                challengeId: randomUUID(),
                title: 'A broadcast from the bench',
                createdBy: randomUUID(),
              },
            }),
          ),
      });
    } finally {
      for (const socket of [...sockets, sender]) socket.terminate();
    }
  } finally {
    server.kill('SIGTERM');
  }
}

/** Both, with the p95 ratio socket.io / ws. */
export async function measureBroadcast(options) {
  const socketIo = await measureSocketIoBroadcast(options);
  const ws = await measureWsBroadcast(options);
  return {
    socketIo: { ...latencySummary(socketIo.latencies), missing: socketIo.missing },
    ws: { ...latencySummary(ws.latencies), missing: ws.missing },
  };
}
