/**
 * The event bus as an attacker with a foothold inside the network meets it (docs/reliability.md "Trust boundaries"):
 * a real nats-server with the permissions of packages/platform/src/events/bus-parts.ts, identity and the gateway signed in as
 * themselves. A listener with another part's credentials sees no session id, an unknown client is refused, a forged
 * event on another service's subject never reaches the stream, and the gateway's lookup still works without carrying
 * the raw session id.
 */
import { afterAll, beforeAll, describe, test } from '@jest/globals';
import assert from 'node:assert/strict';
import { connect, type Msg, type NatsConnection } from '@nats-io/transport-node';
import { AckPolicy, jetstream, jetstreamManager } from '@nats-io/jetstream';
import { EVENTS, RPC, eventSubject } from '@creators/contracts';
import { NATS_OPERATOR_USER, natsAuthOptions, storedSessionKey, type BusPartName } from '@creators/platform';
import { startTestSystem, type TestSystem } from './harness.js';
import { call, register, sleep, waitFor } from './client.js';

let system: TestSystem;
const connections: NatsConnection[] = [];

/** A client signed in as `user` (a part's user or the operator), with that user's inbox prefix. */
async function as(user: BusPartName | typeof NATS_OPERATOR_USER, password?: string): Promise<NatsConnection> {
  const nc = await connect({
    servers: system.natsUrl,
    ...natsAuthOptions({ user, password: password ?? system.natsPasswords![user] }),
  });
  connections.push(nc);
  return nc;
}

/** Subscribes and keeps what arrives; `refused` settles with the server's error when it refuses the subscription. */
function listen(nc: NatsConnection, subject: string) {
  const seen: Msg[] = [];
  const sub = nc.subscribe(subject, {
    callback: (err, msg) => {
      if (!err) seen.push(msg);
    },
  });
  return { seen, refused: sub.closed.then((error) => error ?? null) };
}

/** The session id in a `sid=<id>` cookie pair. */
const sessionIdOf = (cookie: string) => decodeURIComponent(cookie.slice(cookie.indexOf('=') + 1));

beforeAll(async () => {
  system = await startTestSystem({}, { busPermissions: true });
  // Identity made the stream as itself; the gateway made its consumers as itself.
  await waitFor(
    "the gateway's consumers",
    () => (system.gateway.output().match(/event consumer: consuming/g) ?? []).length >= 2,
    60_000,
  );
});

afterAll(async () => {
  await Promise.all(connections.map((nc) => nc.close().catch(() => undefined)));
  await system?.stop();
});

describe('NATS with each part its own user', () => {
  test('the gateway asks identity for a session by its stored key; a listener with another part’s credentials sees nothing', async () => {
    const subject = `${system.subjectPrefix}${RPC.resolveSession}`;
    const teams = await as('teams');
    const everything = listen(teams, '>');
    const lookups = listen(teams, subject);
    const gatewayReplies = listen(teams, '_INBOX_gateway.>');
    // The operator (scripts only) may watch everything: it shows what travels.
    const operator = listen(await as(NATS_OPERATOR_USER), '>');
    for (const { refused } of [everything, lookups, gatewayReplies])
      assert.match(String(await refused), /Permissions Violation for Subscription/);

    const person = await register(system.gatewayUrl, 'Bus');
    const me = await call(system.gatewayUrl, '/api/auth/user', { cookie: person.cookie });
    assert.equal(me.status, 200, me.text);
    assert.equal(me.json.id, person.user.id, 'the lookup went through NATS with permissions');
    await sleep(300);

    const sessionId = sessionIdOf(person.cookie);
    const asked = operator.seen.filter((msg) => msg.subject === subject);
    assert.ok(asked.length >= 1, 'the lookup went over the bus');
    for (const msg of asked) {
      assert.ok(
        msg.reply?.startsWith('_INBOX_gateway.'),
        `the reply goes to the gateway's inbox: ${msg.reply}`,
      );
      // Nest's packet: { pattern, data, id }.
      const { data } = msg.json<{ data: unknown }>();
      assert.deepEqual(data, { sessionKey: storedSessionKey(sessionId) }, 'nothing but the stored key');
    }
    for (const msg of operator.seen)
      assert.ok(!msg.string().includes(sessionId), `no raw session id on ${msg.subject}`);
    for (const listener of [everything, lookups, gatewayReplies]) assert.equal(listener.seen.length, 0);

    // The stored key is no cookie: identity does not know a session by it.
    const replayed = await call(system.gatewayUrl, '/api/auth/user', {
      cookie: `sid=${storedSessionKey(sessionId)}`,
    });
    assert.notEqual(replayed.json?.id, person.user.id);
  });

  test('an unknown client, a wrong password and a part’s password under another user are refused', async () => {
    for (const options of [
      {},
      { user: 'gateway', pass: 'not-the-password' },
      { user: 'identity', pass: system.natsPasswords!.teams },
      { user: 'intruder', pass: 'x' },
    ]) {
      await assert.rejects(
        connect({ servers: system.natsUrl, reconnect: false, ...options }),
        /Authorization Violation/,
        JSON.stringify(options.user ?? 'anonymous'),
      );
    }
  });

  test('a forged event on another service’s subject is refused and nothing lands in the stream', async () => {
    const jsm = await jetstreamManager(await as(NATS_OPERATOR_USER));
    const stream = system.eventStream;
    await waitFor('the event stream', () =>
      jsm.streams.info(stream).then(
        () => true,
        () => false,
      ),
    );
    const before = (await jsm.streams.info(stream)).state.messages;
    const forged = eventSubject(EVENTS.achievementEarned, system.subjectPrefix);
    const teams = await as('teams');
    await assert.rejects(
      jetstream(teams).publish(forged, JSON.stringify({ id: 'forged', name: EVENTS.achievementEarned }), {
        timeout: 5_000,
      }),
      /Permissions Violation for Publish/,
    );
    teams.publish(forged, 'forged, without JetStream');
    // Nor may it read or bend identity's consumer of achievements.
    await assert.rejects(
      jetstreamManager(teams).then((own) => own.consumers.info(stream, 'identity-achievements')),
      /Permissions Violation for Publish/,
    );
    await assert.rejects(
      jetstreamManager(teams).then((own) =>
        own.consumers.add(stream, {
          durable_name: 'identity-achievements',
          filter_subject: forged,
          ack_policy: AckPolicy.Explicit,
        }),
      ),
      /Permissions Violation for Publish/,
    );
    await teams.flush();
    await sleep(300);
    assert.equal((await jsm.streams.info(stream)).state.messages, before, 'nothing forged in the stream');

    // Identity, the owner, publishes its own events: the registration above is in the stream.
    const registered = eventSubject(EVENTS.userRegistered, system.subjectPrefix);
    await waitFor('user.registered in the stream', async () =>
      jsm.streams.getMessage(stream, { last_by_subj: registered }).then(
        (message) => message?.subject === registered,
        () => false,
      ),
    );
  });
});
