import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, it } from '@jest/globals';
import { eventSubject, type EventEnvelope, type EventName, type EventPayloads } from '@creators/contracts';
import { encodeEnvelope } from '@creators/platform/events/envelope';
import { readStream } from '@creators/platform/events/testing/read-stream';
import { createTestStream, type TestStream } from '@creators/platform/events/testing/test-nats';
import { waitFor } from '@creators/platform/events/testing/wait-for';
import { PUBLISHED_CHALLENGES_CONSUMER } from '../sessions/brainstorm-completion.js';
import { startTestApp, type TestApp } from './harness.js';

function envelope<N extends EventName>(
  name: N,
  payload: EventPayloads[N],
  occurredAt = new Date(),
): EventEnvelope<N> {
  return { id: randomUUID(), name, occurredAt: occurredAt.toISOString(), payload };
}

describe('brainstorm.completed', () => {
  let stream: TestStream;
  let app: TestApp;

  beforeAll(async () => {
    stream = await createTestStream();
    app = await startTestApp({ NATS_SUBJECT_PREFIX: stream.subjectPrefix, EVENT_STREAM: stream.stream });
  });
  afterAll(async () => {
    await app?.close();
    await stream?.remove();
  });

  /** Publishes as the challenges service's outbox relay would. */
  async function publish(...events: EventEnvelope[]): Promise<void> {
    for (const event of events)
      stream.nc.publish(eventSubject(event.name, stream.subjectPrefix), encodeEnvelope(event));
    await stream.nc.flush();
  }

  /** Waits until the consumer (it sees challenge.created only) has acknowledged every such event so far. */
  async function consumed(): Promise<void> {
    await waitFor('the published-challenges consumer to catch up', async () => {
      const info = await stream.jsm.consumers
        .info(stream.stream, PUBLISHED_CHALLENGES_CONSUMER)
        .catch(() => null);
      return !!info && info.num_pending === 0 && info.num_ack_pending === 0;
    });
  }

  const completedEvents = async () =>
    (await readStream(stream.jsm, stream.stream))
      .map((stored) => stored.envelope)
      .filter(
        (envelope): envelope is EventEnvelope<'brainstorm.completed'> =>
          envelope.name === 'brainstorm.completed',
      );

  /** A brainstorm this service runs (a row with progress), as brainstorm/ keeps it. */
  const runHere = (userId: string, phase: string, reachedCreationAt: Date | null = null) =>
    app.prisma.brainstormSession.create({
      data: { userId, phase, messages: [], insights: [], progress: { nextId: 1 }, reachedCreationAt },
    });

  /** `count` exchanges as generateIslaResponse used to record them (a row without progress). */
  const exchanges = (count: number, phase = 'ideation') =>
    Array.from({ length: count }, (_, i) => [
      { sender: 'user', message: `Plastic at the club, part ${i + 1}`, phase },
      { sender: 'isla', message: `What else happens with the plastic, point ${i + 1}?`, nextPhase: null },
    ]).flat();

  /** A brainstorm run here that has reached creation. */
  const finishedBrainstorm = (userId: string) => runHere(userId, 'creation', new Date(Date.now() - 1000));

  it('a challenge published by the author of a finished brainstorm ends it, once, through the outbox', async () => {
    const author = randomUUID();
    const session = await finishedBrainstorm(author);
    const challengeId = randomUUID();
    const created = envelope('challenge.created', {
      challengeId,
      title: 'Plastic at the club',
      createdBy: author,
    });
    await publish(created, created); // delivered twice: still one brainstorm.completed

    const [completed] = await waitFor('brainstorm.completed on the stream', async () => {
      const found = (await completedEvents()).filter((event) => event.payload.challengeId === challengeId);
      return found.length > 0 ? found : undefined;
    });
    assert.deepEqual(completed!.payload, { userId: author, challengeId });
    const stored = await app.prisma.brainstormSession.findUniqueOrThrow({ where: { id: session.id } });
    assert.equal(stored.challengeId, challengeId);
    await waitFor(
      'the outbox row marked published',
      async () =>
        (await app.prisma.outboxEvent.findUniqueOrThrow({ where: { id: completed!.id } })).publishedAt,
    );
    await consumed();
    assert.equal(
      (await completedEvents()).filter((event) => event.payload.challengeId === challengeId).length,
      1,
    );

    // The brainstorm is over: the author's next challenge ends nothing.
    const next = randomUUID();
    await publish(
      envelope('challenge.created', { challengeId: next, title: 'Another one', createdBy: author }),
    );
    await consumed();
    assert.equal(
      (await completedEvents()).some((event) => event.payload.challengeId === next),
      false,
    );
  });

  it('a brainstorm completes once it has reached creation, whatever phase it is in now; a finished one is picked over a newer one only begun', async () => {
    const author = randomUUID();
    // In refinement and never in creation: publishing ends nothing.
    const refining = await runHere(author, 'refinement');
    const early = randomUUID();
    await publish(
      envelope('challenge.created', { challengeId: early, title: 'Too early', createdBy: author }),
    );
    await consumed();
    assert.equal(
      (await completedEvents()).some((event) => event.payload.challengeId === early),
      false,
    );
    assert.equal(
      (await app.prisma.brainstormSession.findUniqueOrThrow({ where: { id: refining.id } })).challengeId,
      null,
      'the brainstorm stays open',
    );

    // Reached creation once, then went back to refinement: it has been through the whole brainstorm. A newer
    // brainstorm that has only begun is not the one that ends.
    await app.prisma.brainstormSession.update({
      where: { id: refining.id },
      data: { reachedCreationAt: new Date(Date.now() - 1000) },
    });
    const begun = await runHere(author, 'ideation');
    const challengeId = randomUUID();
    await publish(envelope('challenge.created', { challengeId, title: 'From Isla', createdBy: author }));
    const [completed] = await waitFor('brainstorm.completed for the brainstorm run here', async () => {
      const found = (await completedEvents()).filter((event) => event.payload.challengeId === challengeId);
      return found.length > 0 ? found : undefined;
    });
    assert.deepEqual(completed!.payload, { userId: author, challengeId });
    assert.equal(
      (await app.prisma.brainstormSession.findUniqueOrThrow({ where: { id: refining.id } })).challengeId,
      challengeId,
    );
    assert.equal(
      (await app.prisma.brainstormSession.findUniqueOrThrow({ where: { id: begun.id } })).challengeId,
      null,
    );
  });

  it('an old record of generateIslaResponse exchanges completes nothing, however far it went or what phase it claims', async () => {
    const author = randomUUID();
    const record = await app.prisma.brainstormSession.create({
      data: { userId: author, phase: 'creation', messages: exchanges(6, 'creation') },
    });
    const challengeId = randomUUID();
    await publish(envelope('challenge.created', { challengeId, title: 'Shortcut', createdBy: author }));
    await consumed();
    assert.equal(
      (await completedEvents()).some((event) => event.payload.challengeId === challengeId),
      false,
    );
    const stored = await app.prisma.brainstormSession.findUniqueOrThrow({ where: { id: record.id } });
    assert.equal(stored.challengeId, null);
  });

  it('a challenge without a finished brainstorm of its author completes nothing', async () => {
    const someoneElse = randomUUID();
    await finishedBrainstorm(someoneElse);
    const author = randomUUID();
    const stale = await finishedBrainstorm(author);
    // Idle for a day: no longer open.
    await app.prisma
      .$executeRaw`UPDATE brainstorm_sessions SET updated_at = now() - interval '1 day' WHERE id = ${stale.id}::uuid`;
    const challengeId = randomUUID();
    await publish(
      envelope('challenge.created', { challengeId, title: 'No brainstorm here', createdBy: author }),
    );
    await consumed();
    assert.equal(
      (await completedEvents()).some((event) => event.payload.challengeId === challengeId),
      false,
    );
    assert.equal(await app.prisma.brainstormSession.count({ where: { challengeId } }), 0);
  });
});
