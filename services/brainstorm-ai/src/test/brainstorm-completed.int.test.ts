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

  /** `count` exchanges with Isla as generateIslaResponse records them (Isla's replies all differ). */
  const exchanges = (count: number, phase = 'ideation') =>
    Array.from({ length: count }, (_, i) => [
      { sender: 'user', message: `Plastic at the club, part ${i + 1}`, phase },
      { sender: 'isla', message: `What else happens with the plastic, point ${i + 1}?`, nextPhase: null },
    ]).flat();

  /**
   * A brainstorm through ideation (3 messages) and the first validation message: as far as Isla answers (the next
   * message is the browser's scripted refinement).
   */
  const openBrainstorm = (userId: string) =>
    app.prisma.brainstormSession.create({ data: { userId, phase: 'validation', messages: exchanges(4) } });

  it('a challenge published by the author of an open brainstorm ends it, once, through the outbox', async () => {
    const author = randomUUID();
    const session = await openBrainstorm(author);
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

  it('a brainstorm that has not reached the end by the phase rules completes nothing, whatever phase the client claimed', async () => {
    const author = randomUUID();
    const claimed = await app.prisma.brainstormSession.create({
      data: { userId: author, phase: 'creation', messages: exchanges(1, 'creation') },
    });
    const challengeId = randomUUID();
    await publish(envelope('challenge.created', { challengeId, title: 'Shortcut', createdBy: author }));
    await consumed();
    assert.equal(
      (await completedEvents()).some((event) => event.payload.challengeId === challengeId),
      false,
    );
    const stored = await app.prisma.brainstormSession.findUniqueOrThrow({ where: { id: claimed.id } });
    assert.equal(stored.challengeId, null, 'the brainstorm stays open');

    // Once it has gone the whole way, the author's next challenge ends it; the earlier finished one is picked
    // over a newer one that has only begun.
    await app.prisma.brainstormSession.update({
      where: { id: claimed.id },
      data: { messages: exchanges(4), updatedAt: new Date(Date.now() - 60_000) },
    });
    const begun = await app.prisma.brainstormSession.create({
      data: { userId: author, messages: exchanges(1) },
    });
    const next = randomUUID();
    await publish(
      envelope('challenge.created', { challengeId: next, title: 'The real one', createdBy: author }),
    );
    await waitFor('brainstorm.completed for the finished brainstorm', async () =>
      (await completedEvents()).some((event) => event.payload.challengeId === next),
    );
    assert.equal(
      (await app.prisma.brainstormSession.findUniqueOrThrow({ where: { id: claimed.id } })).challengeId,
      next,
    );
    assert.equal(
      (await app.prisma.brainstormSession.findUniqueOrThrow({ where: { id: begun.id } })).challengeId,
      null,
    );
  });

  it('a brainstorm this service runs completes once it has reached creation, whatever its messages say', async () => {
    const author = randomUUID();
    const progress = (phase: string) => ({ phase, messages: [], insights: [], progress: { nextId: 1 } });
    // In refinement and never in creation: publishing ends nothing, even with a record that would replay to the end.
    const refining = await app.prisma.brainstormSession.create({
      data: { userId: author, ...progress('refinement'), messages: exchanges(4) },
    });
    const early = randomUUID();
    await publish(
      envelope('challenge.created', { challengeId: early, title: 'Too early', createdBy: author }),
    );
    await consumed();
    assert.equal(
      (await completedEvents()).some((event) => event.payload.challengeId === early),
      false,
    );

    // Reached creation once, then went back to refinement: it has been through the whole brainstorm.
    await app.prisma.brainstormSession.update({
      where: { id: refining.id },
      data: { reachedCreationAt: new Date(Date.now() - 1000) },
    });
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
  });

  it('a challenge without a brainstorm of its author on record completes nothing', async () => {
    const someoneElse = randomUUID();
    await openBrainstorm(someoneElse);
    const author = randomUUID();
    const stale = await openBrainstorm(author);
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
