import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, it } from '@jest/globals';
import {
  eventSubject,
  type EventEnvelope,
  type EventName,
  type EventPayloads,
  type Locale,
  type MessageKey,
} from '@creators/contracts';
import { MESSAGES } from '@creators/texts';
import { encodeEnvelope } from '@creators/platform/events/envelope';
import { createTestStream, type TestStream } from '@creators/platform/events/testing/test-nats';
import { waitFor } from '@creators/platform/events/testing/wait-for';
import { SUBJECTS_CONSUMER } from '../subjects/subjects.events.js';
import { startTestApp, type GraphQLResponse, type TestApp } from './harness.js';

// Staff hide and restore a comment (docs/product.md §14): to everyone but its author and staff it is like a
// deleted one (a gap while it has replies they see, else gone; not counted). A challenge or project staff hid
// takes its discussion with it (content.moderated from its service).

type Viewer = { id: string; role: string; staff?: boolean };
const person = (): Viewer => ({ id: randomUUID(), role: 'student' });
const staff: Viewer = { id: randomUUID(), role: 'mentor', staff: true };
const REASON = 'Insults another student by name';

const FIELDS = 'id parentId body deleted authorId hidden hiddenReason canDelete';
const LIST = `query ($subjectType: String!, $subjectId: ID!) {
  comments(subjectType: $subjectType, subjectId: $subjectId) {
    nodes { ${FIELDS} replies { ${FIELDS} } }
    totalCount
  }
}`;
const ADD = `mutation ($input: AddCommentInput!) { addComment(input: $input) { ${FIELDS} } }`;
const SET_HIDDEN = `mutation ($id: ID!, $hidden: Boolean!, $reason: String) {
  setCommentHidden(id: $id, hidden: $hidden, reason: $reason) { ${FIELDS} }
}`;

interface Shown {
  id: string;
  parentId: string | null;
  body: string;
  deleted: boolean;
  authorId: string | null;
  hidden: boolean;
  hiddenReason: string | null;
  canDelete: boolean;
  replies?: Shown[];
}

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

const call = <T>(
  query: string,
  user: Viewer | null,
  variables: Record<string, unknown>,
  locale: Locale = 'en',
) => app.graphql<T>(query, { user, variables, context: { locale } });

function ok<T>(response: GraphQLResponse<Record<string, T>>): T {
  assert.equal(response.body.errors, undefined, response.text);
  return Object.values(response.body.data!)[0]!;
}

function refused(response: GraphQLResponse, code: string, key: MessageKey, locale: Locale = 'en') {
  assert.equal(response.body.data ?? null, null, response.text);
  assert.equal(response.body.errors?.[0]?.extensions?.code, code, response.text);
  assert.equal(response.body.errors?.[0]?.message, MESSAGES[locale][key], response.text);
}

async function subject(type: 'challenge' | 'project', owner: Viewer): Promise<string> {
  const id = randomUUID();
  await app.prisma.subject.create({
    data: {
      type,
      id,
      title: `Subject ${id.slice(0, 8)}`,
      ownerIds: [owner.id],
      state: 'open',
      version: new Date(),
    },
  });
  return id;
}

const add = (user: Viewer, subjectId: string, body: string, parentId?: string, subjectType = 'challenge') =>
  call<Record<string, Shown>>(ADD, user, { input: { subjectType, subjectId, body, parentId } });
const list = (user: Viewer | null, subjectId: string, subjectType = 'challenge') =>
  call<Record<string, { nodes: Shown[]; totalCount: number }>>(LIST, user, { subjectType, subjectId });
const commentCount = async (user: Viewer | null, subjectId: string) =>
  ok(
    await call<Record<string, Array<{ commentCount: number }>>>(
      `query ($r: [_Any!]!) { _entities(representations: $r) { ... on Challenge { commentCount } } }`,
      user,
      { r: [{ __typename: 'Challenge', id: subjectId }] },
    ),
  )[0]!.commentCount;
const moderatedOf = async (itemId: string) =>
  (
    await app.prisma.outboxEvent.findMany({
      where: { name: 'content.moderated' },
      orderBy: { occurredAt: 'asc' },
    })
  )
    .map((event) => event.payload as unknown as EventPayloads['content.moderated'])
    .filter((payload) => payload.itemId === itemId);

describe('a comment', () => {
  const owner = person();
  const author = person();
  const other = person();
  let subjectId: string;
  let withReply: Shown;
  let reply: Shown;
  let alone: Shown;
  let others: Shown;
  let hiddenReply: Shown;

  beforeAll(async () => {
    subjectId = await subject('challenge', owner);
    withReply = ok(await add(author, subjectId, 'You are all idiots'));
    reply = ok(await add(other, subjectId, 'Please be kind', withReply.id));
    alone = ok(await add(author, subjectId, 'Another rude one'));
    others = ok(await add(other, subjectId, 'A useful question'));
    hiddenReply = ok(await add(author, subjectId, 'A rude answer', others.id));
  });

  const setHidden = (
    user: Viewer | null,
    id: string,
    hidden: boolean,
    reason?: string | null,
    locale: Locale = 'en',
  ) => call<Record<string, Shown>>(SET_HIDDEN, user, { id, hidden, reason }, locale);

  it('refuses anyone but staff as not found in their language (its author too), and needs a reason', async () => {
    for (const locale of ['en', 'de'] as const)
      refused(
        await setHidden(author, alone.id, true, REASON, locale),
        'NOT_FOUND',
        'error.staff.only',
        locale,
      );
    assert.equal(
      (await setHidden(null, alone.id, true, REASON)).body.errors?.[0]?.extensions?.code,
      'UNAUTHENTICATED',
    );
    for (const reason of [undefined, '', 'rude'])
      refused(
        await setHidden(staff, alone.id, true, reason),
        'BAD_USER_INPUT',
        'validation.moderation.reason',
      );
    refused(await setHidden(staff, randomUUID(), true, REASON), 'NOT_FOUND', 'error.comment.notFound');
    assert.deepEqual(await moderatedOf(alone.id), []);
  });

  it('hidden: like a deleted one to others (the thread keeps its shape); its author and staff see it and why', async () => {
    assert.equal(await commentCount(other, subjectId), 5);
    for (const comment of [withReply, alone, hiddenReply]) {
      const hidden = ok(await setHidden(staff, comment.id, true, REASON));
      assert.deepEqual(hidden, { ...comment, hidden: true, hiddenReason: REASON, canDelete: false });
    }

    const gap = { body: '', deleted: true, authorId: null, hidden: true, hiddenReason: null };
    for (const viewer of [other, null, owner]) {
      const page = ok(await list(viewer, subjectId));
      assert.equal(page.totalCount, 2, 'the hidden comment without replies is not listed');
      assert.deepEqual(
        page.nodes.map(({ id, body, deleted, authorId, hidden, hiddenReason, replies }) => ({
          id,
          body,
          deleted,
          authorId,
          hidden,
          hiddenReason,
          replies: replies!.map((shown) => shown.id),
        })),
        [
          { id: withReply.id, ...gap, replies: [reply.id] },
          {
            id: others.id,
            body: others.body,
            deleted: false,
            authorId: other.id,
            hidden: false,
            hiddenReason: null,
            replies: [],
          },
        ],
      );
      assert.equal(await commentCount(viewer, subjectId), 2);
    }
    for (const viewer of [author, staff]) {
      const page = ok(await list(viewer, subjectId));
      assert.equal(page.totalCount, 3);
      assert.deepEqual(
        page.nodes.map((node) => [
          node.id,
          node.body,
          node.hidden,
          node.hiddenReason,
          node.replies!.map((r) => r.id),
        ]),
        [
          [withReply.id, withReply.body, true, REASON, [reply.id]],
          [alone.id, alone.body, true, REASON, []],
          [others.id, others.body, false, null, [hiddenReply.id]],
        ],
      );
      assert.equal(await commentCount(viewer, subjectId), 5);
    }
    // Its author may still delete it; nobody replies to a hidden comment.
    assert.equal(ok(await list(author, subjectId)).nodes[0]!.canDelete, true);
    refused(await add(other, subjectId, 'Me too', withReply.id), 'NOT_FOUND', 'error.comment.notFound');

    // A reference (staff's queue) answers as the viewer sees it.
    const entity = async (viewer: Viewer | null) =>
      ok(
        await call<Record<string, Shown[]>>(
          `query ($r: [_Any!]!) { _entities(representations: $r) { ... on Comment { id body deleted hidden hiddenReason } } }`,
          viewer,
          { r: [{ __typename: 'Comment', id: alone.id }] },
        ),
      )[0];
    assert.deepEqual(await entity(other), {
      id: alone.id,
      body: '',
      deleted: true,
      hidden: true,
      hiddenReason: null,
    });
    assert.deepEqual(await entity(staff), {
      id: alone.id,
      body: alone.body,
      deleted: false,
      hidden: true,
      hiddenReason: REASON,
    });

    const [event, ...more] = await moderatedOf(hiddenReply.id);
    assert.deepEqual(more, []);
    assert.deepEqual(event, {
      itemType: 'comment',
      itemId: hiddenReply.id,
      title: `Subject ${subjectId.slice(0, 8)}`,
      authorIds: [author.id],
      hidden: true,
      reason: REASON,
      actorId: staff.id,
      parent: { type: 'challenge', id: subjectId },
    });
    ok(await setHidden(staff, hiddenReply.id, true, REASON));
    assert.equal((await moderatedOf(hiddenReply.id)).length, 1, 'hiding it twice records nothing');
  });

  it('restored: shown to everyone again; restoring a visible comment records nothing', async () => {
    for (const comment of [withReply, alone, hiddenReply]) {
      const restored = ok(await setHidden(staff, comment.id, false, 'ignored'));
      assert.deepEqual(restored, { ...comment, hidden: false, hiddenReason: null, canDelete: false });
    }
    const page = ok(await list(other, subjectId));
    assert.equal(page.totalCount, 3);
    assert.deepEqual(page.nodes[0], {
      ...withReply,
      canDelete: false,
      replies: [{ ...reply, canDelete: true }],
    });
    assert.equal(await commentCount(other, subjectId), 5);
    assert.deepEqual(
      (await moderatedOf(alone.id)).map((event) => [event.hidden, event.reason]),
      [
        [true, REASON],
        [false, null],
      ],
    );
    ok(await setHidden(staff, alone.id, false));
    assert.equal((await moderatedOf(alone.id)).length, 2);
  });
});

describe('a challenge or project staff hid', () => {
  function envelope<N extends EventName>(name: N, payload: EventPayloads[N]): EventEnvelope<N> {
    return { id: randomUUID(), name, occurredAt: new Date().toISOString(), payload };
  }
  const moderated = (
    itemType: 'challenge' | 'project',
    itemId: string,
    hidden: boolean,
    authorIds: string[],
  ): EventEnvelope<'content.moderated'> =>
    envelope('content.moderated', {
      itemType,
      itemId,
      title: 'Hidden subject',
      authorIds,
      hidden,
      reason: hidden ? REASON : null,
      actorId: staff.id,
      parent: null,
    });
  async function publish(...events: EventEnvelope[]): Promise<void> {
    for (const event of events)
      stream.nc.publish(eventSubject(event.name, stream.subjectPrefix), encodeEnvelope(event));
    await stream.nc.flush();
    const { state } = await stream.jsm.streams.info(stream.stream);
    await waitFor('the subjects consumer to catch up', async () => {
      const info = await stream.jsm.consumers.info(stream.stream, SUBJECTS_CONSUMER).catch(() => null);
      return !!info && info.ack_floor.stream_seq >= state.last_seq && info.num_ack_pending === 0;
    });
  }

  it('takes its discussion with it for everyone but its owners and staff, and takes no comments, until restored', async () => {
    const owner = person();
    const other = person();
    const challengeId = await subject('challenge', owner);
    const comment = ok(await add(other, challengeId, 'Is the moss harmful?'));
    await publish(moderated('challenge', challengeId, true, [owner.id]));

    for (const locale of ['en', 'de'] as const) {
      refused(
        await call(LIST, other, { subjectType: 'challenge', subjectId: challengeId }, locale),
        'NOT_FOUND',
        'error.challenge.notFound',
        locale,
      );
    }
    refused(await list(null, challengeId), 'NOT_FOUND', 'error.challenge.notFound');
    refused(await add(other, challengeId, 'Hello?'), 'NOT_FOUND', 'error.challenge.notFound');
    assert.equal(await commentCount(other, challengeId), 0);
    for (const viewer of [owner, staff]) {
      assert.deepEqual(
        ok(await list(viewer, challengeId)).nodes.map((node) => node.id),
        [comment.id],
      );
      assert.equal(await commentCount(viewer, challengeId), 1);
      refused(await add(viewer, challengeId, 'While hidden'), 'CONFLICT', 'error.comment.subjectClosed');
    }
    assert.equal(await app.prisma.comment.count({ where: { subjectId: challengeId } }), 1);

    await publish(moderated('challenge', challengeId, false, [owner.id]));
    assert.deepEqual(
      ok(await list(other, challengeId)).nodes.map((node) => node.id),
      [comment.id],
    );
    ok(await add(other, challengeId, 'Back again'));
  });

  it('a project not known yet is stored hidden, owned by its first author, and its own event keeps it hidden', async () => {
    const creator = person();
    const projectId = randomUUID();
    await publish(moderated('project', projectId, true, [creator.id, randomUUID()]));
    await publish(
      envelope('project.showcased', {
        projectId,
        title: 'Kelp farm',
        teamId: randomUUID(),
        createdBy: creator.id,
      }),
    );
    const row = await app.prisma.subject.findUniqueOrThrow({
      where: { type_id: { type: 'project', id: projectId } },
    });
    assert.deepEqual([row.hidden, row.ownerIds, row.state], [true, [creator.id], 'open']);
    refused(
      await add(person(), projectId, 'Hi', undefined, 'project'),
      'NOT_FOUND',
      'error.project.notFound',
    );
    refused(
      await add(creator, projectId, 'Hi', undefined, 'project'),
      'CONFLICT',
      'error.comment.subjectClosed',
    );
    // Other items' events change no subject.
    const teamEvent = moderated('challenge', randomUUID(), true, [creator.id]);
    await publish({ ...teamEvent, payload: { ...teamEvent.payload, itemType: 'team' } });
    assert.equal(await app.prisma.subject.count({ where: { id: teamEvent.payload.itemId } }), 0);
  });
});
