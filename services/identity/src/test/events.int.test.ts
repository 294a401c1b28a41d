import assert from 'node:assert/strict';
import { afterAll, beforeAll, describe, it } from '@jest/globals';
import { readStream } from '@creators/platform/events/testing/read-stream';
import { createTestStream, type TestStream } from '@creators/platform/events/testing/test-nats';
import { waitFor } from '@creators/platform/events/testing/wait-for';
import { REGISTER, startTestIdentity, studentInput, type TestIdentity } from './harness.js';

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

describe('user.registered', () => {
  it('is published to JetStream through the outbox, with the outbox row id as message id', async () => {
    const res = await identity.gql(REGISTER, {
      input: studentInput({ firstName: 'Evelyn', role: 'student' }),
    });
    assert.equal(res.body.errors, undefined, res.text);
    const userId = res.body.data!.register.id;
    const event = await waitFor('user.registered on the stream', async () =>
      (await readStream(stream.jsm, stream.stream)).find(
        (stored) => (stored.envelope.payload as { userId?: string }).userId === userId,
      ),
    );
    assert.equal(event.subject, `${stream.subjectPrefix}events.user.registered`);
    assert.equal(event.envelope.name, 'user.registered');
    assert.deepEqual(event.envelope.payload, { userId, role: 'student', firstName: 'Evelyn' });
    assert.equal(event.msgId, event.envelope.id);
    const row = await identity.prisma.outboxEvent.findUniqueOrThrow({ where: { id: event.envelope.id } });
    await waitFor(
      'the outbox row marked published',
      async () =>
        (await identity.prisma.outboxEvent.findUniqueOrThrow({ where: { id: row.id } })).publishedAt,
    );
  });
});
