import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, it } from '@jest/globals';
import { eventSubject, type EventEnvelope, type EventName, type EventPayloads } from '@creators/contracts';
import { MESSAGES } from '@creators/texts';
import { encodeEnvelope } from '@creators/platform/events/envelope';
import { createTestStream, type TestStream } from '@creators/platform/events/testing/test-nats';
import { waitFor } from '@creators/platform/events/testing/wait-for';
import { SUBJECTS_CONSUMER } from '../subjects/subjects.events.js';
import { startTestApp, type TestApp } from './harness.js';

// The subjects read model (docs/product.md §11.4): what may be discussed, learned from the challenges and showcase
// services' events, published here as their outbox relays would.

const person = () => ({ id: randomUUID(), role: 'student' });

const ADD = `mutation ($input: AddCommentInput!) {
  addComment(input: $input) { id subjectType subjectId body }
}`;
const LIST = `query ($subjectType: String!, $subjectId: ID!) {
  comments(subjectType: $subjectType, subjectId: $subjectId) { nodes { id body } totalCount }
}`;

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

function envelope<N extends EventName>(
  name: N,
  payload: EventPayloads[N],
  occurredAt = new Date(),
): EventEnvelope<N> {
  return { id: randomUUID(), name, occurredAt: occurredAt.toISOString(), payload };
}

async function publish(...events: EventEnvelope[]): Promise<void> {
  for (const event of events)
    stream.nc.publish(eventSubject(event.name, stream.subjectPrefix), encodeEnvelope(event));
  await stream.nc.flush();
}

/** Waits until the subjects consumer has acknowledged everything the stream holds. */
async function consumed(): Promise<void> {
  const { state } = await stream.jsm.streams.info(stream.stream);
  await waitFor('the subjects consumer to catch up', async () => {
    const info = await stream.jsm.consumers.info(stream.stream, SUBJECTS_CONSUMER).catch(() => null);
    return !!info && info.ack_floor.stream_seq >= state.last_seq && info.num_ack_pending === 0;
  });
}

const subjectRow = (type: string, id: string) =>
  app.prisma.subject.findUnique({ where: { type_id: { type, id } } });

const add = (subjectType: string, subjectId: string, user = person(), body = 'A question') =>
  app.graphql<{ addComment: { id: string } }>(ADD, {
    user,
    variables: { input: { subjectType, subjectId, body } },
  });

describe('the subjects read model', () => {
  it('learns a challenge from challenge.created, once however often it is delivered; a comment then tells its author', async () => {
    const author = person();
    const challengeId = randomUUID();
    const created = envelope('challenge.created', {
      challengeId,
      title: 'Bins overflow',
      createdBy: author.id,
    });

    // Not known yet: a comment is refused with the challenge's not-found message, and nothing is written.
    const early = await add('challenge', challengeId);
    assert.equal(early.body.errors?.[0]?.extensions?.code, 'NOT_FOUND');
    assert.equal(early.body.errors?.[0]?.message, MESSAGES.en['error.challenge.notFound']);
    assert.equal(await app.prisma.comment.count({ where: { subjectId: challengeId } }), 0);

    await publish(created, created);
    await consumed();
    const row = await subjectRow('challenge', challengeId);
    assert.equal(row?.title, 'Bins overflow');
    assert.deepEqual(row?.ownerIds, [author.id]);
    assert.equal(row?.state, 'open');
    assert.equal(
      await app.prisma.processedEvent.count({ where: { consumer: SUBJECTS_CONSUMER, eventId: created.id } }),
      1,
    );

    const writer = person();
    const { body } = await add('challenge', challengeId, writer, 'Which bins?');
    assert.equal(body.errors, undefined, JSON.stringify(body.errors));
    const [posted] = await app.prisma.outboxEvent
      .findMany({ where: { name: 'comment.posted' } })
      .then((rows) =>
        rows.filter((event) => (event.payload as { subjectId?: string }).subjectId === challengeId),
      );
    assert.deepEqual(posted?.payload, {
      commentId: body.data!.addComment.id,
      subjectType: 'challenge',
      subjectId: challengeId,
      subjectTitle: 'Bins overflow',
      authorId: writer.id,
      parentId: null,
      recipientIds: [author.id],
    });
  });

  it('makes an archived challenge read-only and opens it again, ignoring an older update delivered late', async () => {
    const author = person();
    const challengeId = randomUUID();
    const start = Date.now() + 1000;
    const at = (minutes: number) => new Date(start + minutes * 60_000).toISOString();
    const updated = (status: 'active' | 'closed' | 'archived', updatedAt: string, title = 'Paper sign-ups') =>
      envelope('challenge.updated', { challengeId, title, createdBy: author.id, status, updatedAt });

    await publish(
      envelope('challenge.created', { challengeId, title: 'Paper sign-ups', createdBy: author.id }),
      updated('closed', at(1)),
    );
    await consumed();
    assert.equal((await subjectRow('challenge', challengeId))?.state, 'open', 'closed still takes comments');
    assert.equal((await add('challenge', challengeId)).body.errors, undefined);

    await publish(updated('archived', at(2), 'Paper sign-ups (archived)'));
    await consumed();
    const archived = await subjectRow('challenge', challengeId);
    assert.equal(archived?.state, 'closed');
    assert.equal(archived?.title, 'Paper sign-ups (archived)');
    const before = await app.prisma.comment.count({ where: { subjectId: challengeId } });
    for (const locale of ['en', 'de'] as const) {
      const refused = await app.graphql(ADD, {
        user: person(),
        context: { locale },
        variables: { input: { subjectType: 'challenge', subjectId: challengeId, body: 'Still there?' } },
      });
      assert.equal(refused.body.errors?.[0]?.extensions?.code, 'CONFLICT');
      assert.equal(refused.body.errors?.[0]?.message, MESSAGES[locale]['error.comment.subjectClosed']);
    }
    assert.equal(await app.prisma.comment.count({ where: { subjectId: challengeId } }), before);
    // Its discussion stays readable.
    const listed = await app.graphql<{ comments: { totalCount: number } }>(LIST, {
      variables: { subjectType: 'challenge', subjectId: challengeId },
    });
    assert.equal(listed.body.data?.comments.totalCount, before);

    // An older version arriving late changes nothing; a newer one opens the discussion again.
    await publish(updated('active', at(0), 'Stale title'));
    await consumed();
    assert.equal((await subjectRow('challenge', challengeId))?.state, 'closed');
    await publish(updated('active', at(3)));
    await consumed();
    assert.equal((await subjectRow('challenge', challengeId))?.state, 'open');
    assert.equal((await add('challenge', challengeId)).body.errors, undefined);
  });

  it('learns a project from project.showcased, renames it on project.updated and forgets its discussion on project.removed', async () => {
    const owner = person();
    const projectId = randomUUID();
    const teamId = randomUUID();
    await publish(
      envelope('project.showcased', { projectId, title: 'Rack Map', teamId, createdBy: owner.id }),
      envelope('project.updated', {
        projectId,
        title: 'Rack Map 2',
        teamId,
        updatedAt: new Date(Date.now() + 1000).toISOString(),
      }),
    );
    await consumed();
    const row = await subjectRow('project', projectId);
    assert.equal(row?.title, 'Rack Map 2');
    assert.deepEqual(row?.ownerIds, [owner.id]);

    const { body } = await add('project', projectId, person(), 'Nice map');
    assert.equal(body.errors, undefined, JSON.stringify(body.errors));
    const listed = await app.graphql<{ comments: { totalCount: number } }>(LIST, {
      variables: { subjectType: 'project', subjectId: projectId },
    });
    assert.equal(listed.body.data?.comments.totalCount, 1);

    const removed = envelope('project.removed', {
      projectId,
      title: 'Rack Map 2',
      teamId,
      removedBy: owner.id,
    });
    await publish(removed, removed);
    await consumed();
    assert.equal((await subjectRow('project', projectId))?.state, 'gone');

    for (const locale of ['en', 'de'] as const) {
      const list = await app.graphql(LIST, {
        context: { locale },
        variables: { subjectType: 'project', subjectId: projectId },
      });
      assert.equal(list.body.errors?.[0]?.extensions?.code, 'NOT_FOUND');
      assert.equal(list.body.errors?.[0]?.message, MESSAGES[locale]['error.project.notFound']);
      const refused = await app.graphql(ADD, {
        user: person(),
        context: { locale },
        variables: { input: { subjectType: 'project', subjectId: projectId, body: 'Gone?' } },
      });
      assert.equal(refused.body.errors?.[0]?.extensions?.code, 'NOT_FOUND');
      assert.equal(refused.body.errors?.[0]?.message, MESSAGES[locale]['error.project.notFound']);
    }
    assert.equal(await app.prisma.comment.count({ where: { subjectId: projectId } }), 1);

    // A late update does not bring it back.
    await publish(
      envelope('project.updated', {
        projectId,
        title: 'Back again',
        teamId,
        updatedAt: new Date(Date.now() + 60_000).toISOString(),
      }),
    );
    await consumed();
    assert.equal((await subjectRow('project', projectId))?.state, 'gone');
  });

  it('ignores events whose ids it cannot store instead of retrying them forever', async () => {
    const bad = envelope('challenge.created', { challengeId: 'not-a-uuid', title: 'x', createdBy: 'nobody' });
    await publish(bad);
    await consumed();
    assert.equal(
      await app.prisma.processedEvent.count({ where: { consumer: SUBJECTS_CONSUMER, eventId: bad.id } }),
      1,
    );
  });
});
