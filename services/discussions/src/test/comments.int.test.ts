import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, it } from '@jest/globals';
import { COMMENT_LIMITS, type EventPayloads, type MessageKey } from '@creators/contracts';
import { MESSAGES } from '@creators/texts';
import { startTestApp, type TestApp } from './harness.js';

// Comments on challenges and projects (docs/product.md §11.4) through the subgraph: writing, replying, editing,
// deleting, the list and its paging, the Challenge and Project fields, and every refusal writing nothing.

const FIELDS = `id subjectType subjectId parentId body deleted authorId author { id } createdAt updatedAt
  editedAt canEdit canDelete`;
const ADD = `mutation ($input: AddCommentInput!) { addComment(input: $input) { ${FIELDS} } }`;
const EDIT = `mutation ($id: ID!, $input: EditCommentInput!) { editComment(id: $id, input: $input) { ${FIELDS} } }`;
const DELETE = `mutation ($id: ID!) { deleteComment(id: $id) { ${FIELDS} } }`;
const LIST = `query ($subjectType: String!, $subjectId: ID!, $first: Int, $after: String) {
  comments(subjectType: $subjectType, subjectId: $subjectId, first: $first, after: $after) {
    nodes { ${FIELDS} replies { ${FIELDS} replies { id } } }
    pageInfo { endCursor hasNextPage }
    totalCount
  }
}`;

interface CommentResult {
  id: string;
  subjectType: string;
  subjectId: string;
  parentId: string | null;
  body: string;
  deleted: boolean;
  authorId: string | null;
  author: { id: string } | null;
  createdAt: string;
  updatedAt: string;
  editedAt: string | null;
  canEdit: boolean;
  canDelete: boolean;
  replies?: CommentResult[];
}
interface Page {
  nodes: CommentResult[];
  pageInfo: { endCursor: string | null; hasNextPage: boolean };
  totalCount: number;
}

type User = { id: string; role: string };
const person = (): User => ({ id: randomUUID(), role: 'student' });
const LIMIT = 4;

let app: TestApp;

beforeAll(async () => {
  app = await startTestApp({ CREATION_LIMIT_COMMENTS: String(LIMIT) });
});
afterAll(async () => {
  await app?.close();
});

/** A subject as the read model holds it once its owner's events arrived (subjects.int.test.ts covers those). */
async function subject(type: 'challenge' | 'project', owner: User, state = 'open'): Promise<string> {
  const id = randomUUID();
  await app.prisma.subject.create({
    data: { type, id, title: `${type} ${id.slice(0, 8)}`, ownerIds: [owner.id], state, version: new Date() },
  });
  return id;
}

const add = (user: User | null, input: Record<string, unknown>, locale: 'en' | 'de' = 'en') =>
  app.graphql<{ addComment: CommentResult }>(ADD, { user, context: { locale }, variables: { input } });

async function added(user: User, input: Record<string, unknown>): Promise<CommentResult> {
  const { body } = await add(user, input);
  assert.equal(body.errors, undefined, JSON.stringify(body.errors));
  return body.data!.addComment;
}

const list = async (
  subjectType: string,
  subjectId: string,
  user: User | null = null,
  first?: number,
  after?: string,
) => {
  const { body } = await app.graphql<{ comments: Page }>(LIST, {
    user,
    variables: { subjectType, subjectId, first, after },
  });
  assert.equal(body.errors, undefined, JSON.stringify(body.errors));
  return body.data!.comments;
};

/** Everything stored for a subject: its comment rows and its outbox events, to show that a refusal wrote nothing. */
const stored = async (subjectId: string) => ({
  comments: await app.prisma.comment.findMany({ where: { subjectId }, orderBy: { id: 'asc' } }),
  // What was recorded (the relay's publishedAt and attempts change on their own).
  events: (await app.prisma.outboxEvent.findMany({ orderBy: { occurredAt: 'asc' } }))
    .filter((event) => (event.payload as { subjectId?: string }).subjectId === subjectId)
    .map(({ id, name, payload }) => ({ id, name, payload })),
});

function assertRefused(
  response: {
    body: { data?: unknown; errors?: Array<{ message: string; extensions?: Record<string, any> }> };
  },
  code: string,
  message: string,
) {
  assert.equal(response.body.data ?? null, null);
  assert.equal(response.body.errors?.[0]?.extensions?.code, code, JSON.stringify(response.body.errors));
  assert.equal(response.body.errors?.[0]?.message, message);
}

describe('addComment', () => {
  it('stores a comment by the signed-in person as typed (trimmed) and records comment.posted for the subject owner', async () => {
    const owner = person();
    const writer = person();
    const challengeId = await subject('challenge', owner);
    const comment = await added(writer, {
      subjectType: 'challenge',
      subjectId: challengeId,
      body: '  <b>Which</b> bins?\nThe ones by the gym?  ',
    });
    assert.equal(comment.body, '<b>Which</b> bins?\nThe ones by the gym?');
    assert.equal(comment.subjectType, 'challenge');
    assert.equal(comment.subjectId, challengeId);
    assert.equal(comment.parentId, null);
    assert.equal(comment.authorId, writer.id);
    assert.deepEqual(comment.author, { id: writer.id });
    assert.equal(comment.deleted, false);
    assert.equal(comment.editedAt, null);
    assert.equal(comment.canEdit, true);
    assert.equal(comment.canDelete, true);

    const { comments, events } = await stored(challengeId);
    assert.equal(comments.length, 1);
    assert.equal(comments[0]!.body, '<b>Which</b> bins?\nThe ones by the gym?');
    assert.equal(comments[0]!.authorId, writer.id);
    assert.deepEqual(
      events.map((event) => [event.name, event.payload]),
      [
        [
          'comment.posted',
          {
            commentId: comment.id,
            subjectType: 'challenge',
            subjectId: challengeId,
            subjectTitle: `challenge ${challengeId.slice(0, 8)}`,
            authorId: writer.id,
            parentId: null,
            recipientIds: [owner.id],
          } satisfies EventPayloads['comment.posted'],
        ],
      ],
    );
  });

  it('tells the subject owner and the person replied to, never the author', async () => {
    const owner = person();
    const [asker, helper] = [person(), person()];
    const projectId = await subject('project', owner);
    const question = await added(asker, {
      subjectType: 'project',
      subjectId: projectId,
      body: 'Is it open source?',
    });
    const reply = await added(helper, {
      subjectType: 'project',
      subjectId: projectId,
      body: 'Yes, see the repository',
      parentId: question.id,
    });
    assert.equal(reply.parentId, question.id);
    const ownReply = await added(owner, {
      subjectType: 'project',
      subjectId: projectId,
      body: 'It is',
      parentId: question.id,
    });
    const askerAgain = await added(asker, {
      subjectType: 'project',
      subjectId: projectId,
      body: 'Thanks',
      parentId: question.id,
    });
    const ownerTopLevel = await added(owner, {
      subjectType: 'project',
      subjectId: projectId,
      body: 'Ask away',
    });

    const recipients = new Map(
      (await stored(projectId)).events.map((event) => {
        const payload = event.payload as EventPayloads['comment.posted'];
        return [payload.commentId, payload.recipientIds.sort()];
      }),
    );
    assert.deepEqual(recipients.get(question.id), [owner.id]);
    assert.deepEqual(recipients.get(reply.id), [owner.id, asker.id].sort());
    assert.deepEqual(recipients.get(ownReply.id), [asker.id]);
    assert.deepEqual(recipients.get(askerAgain.id), [owner.id]);
    assert.deepEqual(recipients.get(ownerTopLevel.id), []);

    // The list shows the question with its replies, oldest first.
    const page = await list('project', projectId);
    assert.deepEqual(
      page.nodes.map((node) => [node.id, node.replies!.map((r) => r.id)]),
      [
        [question.id, [reply.id, ownReply.id, askerAgain.id]],
        [ownerTopLevel.id, []],
      ],
    );
    assert.equal(page.totalCount, 2);
    assert.deepEqual(page.nodes[0]!.replies![0]!.replies, [], 'a reply has no replies');
  });

  it('refuses a reply to a reply, to a comment of another subject and to an unknown comment, writing nothing', async () => {
    const owner = person();
    const challengeId = await subject('challenge', owner);
    const otherId = await subject('challenge', owner);
    const top = await added(owner, { subjectType: 'challenge', subjectId: challengeId, body: 'Top' });
    const reply = await added(person(), {
      subjectType: 'challenge',
      subjectId: challengeId,
      body: 'Reply',
      parentId: top.id,
    });
    const before = await stored(challengeId);
    const beforeOther = await stored(otherId);
    const writer = person();
    for (const locale of ['en', 'de'] as const) {
      const deep = await add(
        writer,
        { subjectType: 'challenge', subjectId: challengeId, body: 'Deeper', parentId: reply.id },
        locale,
      );
      assertRefused(deep, 'BAD_USER_INPUT', MESSAGES[locale]['error.comment.replyDepth']);
      assert.deepEqual(deep.body.errors?.[0]?.extensions?.fields, {
        parentId: MESSAGES[locale]['error.comment.replyDepth'],
      });
      for (const [subjectId, parentId] of [
        [otherId, top.id],
        [challengeId, randomUUID()],
      ])
        assertRefused(
          await add(writer, { subjectType: 'challenge', subjectId, body: 'Elsewhere', parentId }, locale),
          'NOT_FOUND',
          MESSAGES[locale]['error.comment.notFound'],
        );
    }
    assert.deepEqual(await stored(challengeId), before);
    assert.deepEqual(await stored(otherId), beforeOther);
  });

  it('refuses a signed-out visitor (UNAUTHENTICATED) and an unsigned request (401), writing nothing', async () => {
    const challengeId = await subject('challenge', person());
    const input = { subjectType: 'challenge', subjectId: challengeId, body: 'Anonymous' };
    assertRefused(await add(null, input), 'UNAUTHENTICATED', MESSAGES.en['error.auth.unauthorized']);
    const unsigned = await app.graphql(ADD, { unsigned: true, variables: { input } });
    assert.equal(unsigned.status, 401);
    assert.equal(unsigned.body.errors?.[0]?.extensions?.code, 'UNAUTHENTICATED');
    assert.deepEqual(await stored(challengeId), { comments: [], events: [] });
  });

  it('refuses bad input with BAD_USER_INPUT naming each field, in en and de, writing nothing', async () => {
    const challengeId = await subject('challenge', person());
    const cases: Array<[Record<string, unknown>, Record<string, MessageKey>]> = [
      [
        { subjectType: 'challenge', subjectId: challengeId, body: '   ' },
        { body: 'validation.comment.body' },
      ],
      [
        { subjectType: 'challenge', subjectId: challengeId, body: 'x'.repeat(COMMENT_LIMITS.bodyMax + 1) },
        { body: 'validation.comment.body' },
      ],
      [
        { subjectType: 'team', subjectId: 'nope', body: 'Hi', parentId: 'nope' },
        {
          subjectType: 'validation.invalid',
          subjectId: 'validation.id.invalid',
          parentId: 'validation.id.invalid',
        },
      ],
      [
        { subjectType: 'challenge', subjectId: challengeId, body: 'Null \u0000 character' },
        { body: 'validation.text.nullCharacter' },
      ],
    ];
    const writer = person();
    for (const [input, fields] of cases) {
      for (const locale of ['en', 'de'] as const) {
        const { body } = await add(writer, input, locale);
        assert.equal(body.data ?? null, null);
        assert.equal(body.errors?.[0]?.extensions?.code, 'BAD_USER_INPUT', JSON.stringify(body));
        assert.deepEqual(
          body.errors?.[0]?.extensions?.fields,
          Object.fromEntries(Object.entries(fields).map(([field, key]) => [field, MESSAGES[locale][key]])),
        );
      }
    }
    // The longest comment there may be is taken as it is.
    const longest = await added(writer, {
      subjectType: 'challenge',
      subjectId: challengeId,
      body: 'y'.repeat(COMMENT_LIMITS.bodyMax),
    });
    assert.equal(longest.body.length, COMMENT_LIMITS.bodyMax);
    assert.equal((await stored(challengeId)).comments.length, 1);
  });

  it('answers NOT_FOUND with the domain’s message for a subject it does not know, and CONFLICT for a closed one', async () => {
    const writer = person();
    const closedId = await subject('challenge', person(), 'closed');
    const goneId = await subject('project', person(), 'gone');
    for (const locale of ['en', 'de'] as const) {
      assertRefused(
        await add(writer, { subjectType: 'challenge', subjectId: randomUUID(), body: 'Hello?' }, locale),
        'NOT_FOUND',
        MESSAGES[locale]['error.challenge.notFound'],
      );
      assertRefused(
        await add(writer, { subjectType: 'project', subjectId: randomUUID(), body: 'Hello?' }, locale),
        'NOT_FOUND',
        MESSAGES[locale]['error.project.notFound'],
      );
      assertRefused(
        await add(writer, { subjectType: 'project', subjectId: goneId, body: 'Hello?' }, locale),
        'NOT_FOUND',
        MESSAGES[locale]['error.project.notFound'],
      );
      assertRefused(
        await add(writer, { subjectType: 'challenge', subjectId: closedId, body: 'Hello?' }, locale),
        'CONFLICT',
        MESSAGES[locale]['error.comment.subjectClosed'],
      );
    }
    assert.deepEqual(await stored(closedId), { comments: [], events: [] });
    assert.deepEqual(await stored(goneId), { comments: [], events: [] });
  });

  it('keeps to the creation limit per person: TOO_MANY_REQUESTS once it is used up, writing nothing', async () => {
    const writer = person();
    const challengeId = await subject('challenge', person());
    for (let i = 1; i <= LIMIT; i++)
      await added(writer, { subjectType: 'challenge', subjectId: challengeId, body: `Comment ${i}` });
    const before = await stored(challengeId);
    for (const locale of ['en', 'de'] as const) {
      const refused = await add(
        writer,
        { subjectType: 'challenge', subjectId: challengeId, body: 'One more' },
        locale,
      );
      assertRefused(refused, 'TOO_MANY_REQUESTS', MESSAGES[locale]['error.create.rateLimited']);
      assert.ok((refused.body.errors![0]!.extensions!.retryAfterSeconds as number) >= 1);
    }
    assert.deepEqual(await stored(challengeId), before);
    // Someone else still may.
    await added(person(), { subjectType: 'challenge', subjectId: challengeId, body: 'My turn' });
  });
});

describe('editComment and deleteComment', () => {
  const edit = (id: string, body: string, user: User | null, locale: 'en' | 'de' = 'en') =>
    app.graphql<{ editComment: CommentResult }>(EDIT, {
      user,
      context: { locale },
      variables: { id, input: { body } },
    });
  const remove = (id: string, user: User | null, locale: 'en' | 'de' = 'en') =>
    app.graphql<{ deleteComment: CommentResult }>(DELETE, { user, context: { locale }, variables: { id } });

  it('lets the author edit within 15 minutes (marked edited, comment.edited recorded)', async () => {
    const author = person();
    const challengeId = await subject('challenge', person());
    const comment = await added(author, { subjectType: 'challenge', subjectId: challengeId, body: 'Frist' });
    const { body } = await edit(comment.id, '  First  ', author);
    assert.equal(body.errors, undefined, JSON.stringify(body.errors));
    const edited = body.data!.editComment;
    assert.equal(edited.body, 'First');
    assert.ok(edited.editedAt);
    assert.equal(edited.createdAt, comment.createdAt);
    assert.equal(edited.canEdit, true);
    const { comments, events } = await stored(challengeId);
    assert.equal(comments[0]!.body, 'First');
    assert.deepEqual(events.map((event) => [event.name, event.payload]).slice(1), [
      ['comment.edited', { commentId: comment.id, subjectType: 'challenge', subjectId: challengeId }],
    ]);
  });

  it('refuses anyone but the author (FORBIDDEN), a signed-out visitor, bad input and unknown ids, changing nothing', async () => {
    const author = person();
    const challengeId = await subject('challenge', person());
    const comment = await added(author, { subjectType: 'challenge', subjectId: challengeId, body: 'Mine' });
    const before = await stored(challengeId);
    for (const locale of ['en', 'de'] as const) {
      assertRefused(
        await edit(comment.id, 'Taken over', person(), locale),
        'FORBIDDEN',
        MESSAGES[locale]['error.comment.notAuthor'],
      );
      assertRefused(
        await remove(comment.id, person(), locale),
        'FORBIDDEN',
        MESSAGES[locale]['error.comment.notAuthor'],
      );
      const bad = await edit(comment.id, '', author, locale);
      assertRefused(bad, 'BAD_USER_INPUT', MESSAGES[locale]['validation.comment.body']);
      assert.deepEqual(bad.body.errors?.[0]?.extensions?.fields, {
        body: MESSAGES[locale]['validation.comment.body'],
      });
      for (const id of [randomUUID(), 'not-a-uuid']) {
        assertRefused(
          await edit(id, 'Nowhere', author, locale),
          'NOT_FOUND',
          MESSAGES[locale]['error.comment.notFound'],
        );
        assertRefused(
          await remove(id, author, locale),
          'NOT_FOUND',
          MESSAGES[locale]['error.comment.notFound'],
        );
      }
    }
    assertRefused(
      await edit(comment.id, 'Anon', null),
      'UNAUTHENTICATED',
      MESSAGES.en['error.auth.unauthorized'],
    );
    assertRefused(await remove(comment.id, null), 'UNAUTHENTICATED', MESSAGES.en['error.auth.unauthorized']);
    assert.deepEqual(await stored(challengeId), before);

    // Others see that they may not.
    const seen = await list('challenge', challengeId, person());
    assert.deepEqual([seen.nodes[0]!.canEdit, seen.nodes[0]!.canDelete], [false, false]);
    const signedOut = await list('challenge', challengeId, null);
    assert.deepEqual([signedOut.nodes[0]!.canEdit, signedOut.nodes[0]!.canDelete], [false, false]);
  });

  it('refuses an edit 15 minutes after writing (FORBIDDEN error.comment.editWindow), while deleting still works', async () => {
    const author = person();
    const challengeId = await subject('challenge', person());
    const comment = await added(author, {
      subjectType: 'challenge',
      subjectId: challengeId,
      body: 'Old news',
    });
    await app.prisma.$executeRaw`
      UPDATE comments SET created_at = now() - interval '16 minutes' WHERE id = ${comment.id}::uuid`;
    const before = await stored(challengeId);
    for (const locale of ['en', 'de'] as const)
      assertRefused(
        await edit(comment.id, 'New news', author, locale),
        'FORBIDDEN',
        MESSAGES[locale]['error.comment.editWindow'],
      );
    assert.deepEqual(await stored(challengeId), before);
    const seen = await list('challenge', challengeId, author);
    assert.deepEqual([seen.nodes[0]!.canEdit, seen.nodes[0]!.canDelete], [false, true]);

    const { body } = await remove(comment.id, author);
    assert.equal(body.errors, undefined, JSON.stringify(body.errors));
    assert.equal(body.data!.deleteComment.deleted, true);
  });

  it('deletes softly: with replies it stays listed as deleted, without replies it leaves the list; comment.deleted recorded', async () => {
    const author = person();
    const challengeId = await subject('challenge', person());
    const withReplies = await added(author, {
      subjectType: 'challenge',
      subjectId: challengeId,
      body: 'Asked',
    });
    const reply = await added(person(), {
      subjectType: 'challenge',
      subjectId: challengeId,
      body: 'Answered',
      parentId: withReplies.id,
    });
    const alone = await added(author, { subjectType: 'challenge', subjectId: challengeId, body: 'Alone' });

    const { body } = await remove(withReplies.id, author);
    assert.equal(body.errors, undefined, JSON.stringify(body.errors));
    const deleted = body.data!.deleteComment;
    assert.deepEqual(
      [deleted.deleted, deleted.body, deleted.authorId, deleted.author, deleted.canEdit, deleted.canDelete],
      [true, '', null, null, false, false],
    );
    assert.equal((await remove(alone.id, author)).body.errors, undefined);

    const page = await list('challenge', challengeId, author);
    assert.deepEqual(
      page.nodes.map((node) => [node.id, node.deleted, node.body, node.replies!.map((r) => r.id)]),
      [[withReplies.id, true, '', [reply.id]]],
    );
    assert.equal(page.totalCount, 1);
    const rows = (await stored(challengeId)).comments;
    assert.equal(rows.find((row) => row.id === alone.id)?.body, '', 'the text is gone from the database');
    assert.ok(rows.find((row) => row.id === alone.id)?.deletedAt);
    assert.deepEqual(
      (await stored(challengeId)).events
        .filter((event) => event.name === 'comment.deleted')
        .map((event) => event.payload),
      [
        { commentId: withReplies.id, subjectType: 'challenge', subjectId: challengeId },
        { commentId: alone.id, subjectType: 'challenge', subjectId: challengeId },
      ],
    );

    // Deleted once is deleted: neither edited nor deleted again; no reply to it.
    assertRefused(await remove(alone.id, author), 'NOT_FOUND', MESSAGES.en['error.comment.notFound']);
    assertRefused(
      await edit(withReplies.id, 'Back', author),
      'NOT_FOUND',
      MESSAGES.en['error.comment.notFound'],
    );
    assertRefused(
      await add(person(), {
        subjectType: 'challenge',
        subjectId: challengeId,
        body: 'Hm',
        parentId: withReplies.id,
      }),
      'NOT_FOUND',
      MESSAGES.en['error.comment.notFound'],
    );

    // Its last reply deleted, the deleted comment leaves the list too.
    await app.prisma.comment.update({ where: { id: reply.id }, data: { deletedAt: new Date(), body: '' } });
    assert.deepEqual((await list('challenge', challengeId)).nodes, []);
  });
});

describe('the list', () => {
  /** `count` top-level comments written a second apart (three pairs at the very same time), oldest first. */
  async function discussion(count: number) {
    const challengeId = await subject('challenge', person());
    const start = Date.now() - 3_600_000;
    const rows = Array.from({ length: count }, (_, i) => ({
      id: randomUUID(),
      subjectType: 'challenge',
      subjectId: challengeId,
      authorId: randomUUID(),
      body: `Comment ${i}`,
      createdAt: new Date(start + Math.floor(i / (i < 6 ? 2 : 1)) * 1000 + (i < 6 ? 0 : 10_000)),
    }));
    await app.prisma.comment.createMany({ data: rows });
    const ordered = [...rows].sort(
      (a, b) => a.createdAt.getTime() - b.createdAt.getTime() || a.id.localeCompare(b.id),
    );
    return { challengeId, ids: ordered.map((row) => row.id) };
  }

  it('pages oldest first, 20 at a time, with a cursor that holds while comments are added', async () => {
    const { challengeId, ids } = await discussion(45);
    const first = await list('challenge', challengeId);
    assert.equal(first.nodes.length, 20);
    assert.equal(first.totalCount, 45);
    assert.equal(first.pageInfo.hasNextPage, true);
    assert.deepEqual(
      first.nodes.map((node) => node.id),
      ids.slice(0, 20),
    );

    // A new comment arrives at the end ("newest last") and moves nothing already paged.
    const late = await added(person(), { subjectType: 'challenge', subjectId: challengeId, body: 'Late' });
    const second = await list('challenge', challengeId, null, 20, first.pageInfo.endCursor!);
    assert.deepEqual(
      second.nodes.map((node) => node.id),
      ids.slice(20, 40),
    );
    const third = await list('challenge', challengeId, null, 20, second.pageInfo.endCursor!);
    assert.deepEqual(
      third.nodes.map((node) => node.id),
      [...ids.slice(40), late.id],
    );
    assert.equal(third.pageInfo.hasNextPage, false);
    assert.equal(third.totalCount, 46);
    // The same cursor gives the same page again.
    assert.deepEqual(
      (await list('challenge', challengeId, null, 20, first.pageInfo.endCursor!)).nodes.map(
        (node) => node.id,
      ),
      ids.slice(20, 40),
    );
  });

  it('refuses a bad page, cursor or subject with BAD_USER_INPUT naming it', async () => {
    const { challengeId } = await discussion(1);
    const cases: Array<[Record<string, unknown>, Record<string, MessageKey>]> = [
      [{ subjectType: 'challenge', subjectId: challengeId, first: 101 }, { first: 'validation.page.first' }],
      [
        { subjectType: 'challenge', subjectId: challengeId, after: 'bogus' },
        { after: 'validation.page.cursor' },
      ],
      [
        { subjectType: 'team', subjectId: 'x' },
        { subjectType: 'validation.invalid', subjectId: 'validation.id.invalid' },
      ],
    ];
    for (const [variables, fields] of cases) {
      const { body } = await app.graphql(LIST, { variables });
      assert.equal(body.errors?.[0]?.extensions?.code, 'BAD_USER_INPUT', JSON.stringify(body));
      assert.deepEqual(
        body.errors?.[0]?.extensions?.fields,
        Object.fromEntries(Object.entries(fields).map(([field, key]) => [field, MESSAGES.en[key]])),
      );
    }
    // A subject not known (yet) has no comments.
    assert.deepEqual(await list('project', randomUUID()), {
      nodes: [],
      pageInfo: { endCursor: null, hasNextPage: false },
      totalCount: 0,
    });
  });

  it(`lists at most ${COMMENT_LIMITS.repliesMax} replies per comment, oldest first`, async () => {
    const challengeId = await subject('challenge', person());
    const top = await added(person(), { subjectType: 'challenge', subjectId: challengeId, body: 'Popular' });
    const start = Date.now();
    const replies = Array.from({ length: COMMENT_LIMITS.repliesMax + 2 }, (_, i) => ({
      id: randomUUID(),
      subjectType: 'challenge',
      subjectId: challengeId,
      parentId: top.id,
      authorId: randomUUID(),
      body: `Reply ${i}`,
      createdAt: new Date(start + i * 1000),
    }));
    await app.prisma.comment.createMany({ data: replies });
    const [node] = (await list('challenge', challengeId)).nodes;
    assert.deepEqual(
      node!.replies!.map((reply) => reply.id),
      replies.slice(0, COMMENT_LIMITS.repliesMax).map((reply) => reply.id),
    );
  });
});

describe('Challenge and Project entities', () => {
  const ENTITIES = `query ($representations: [_Any!]!) {
    _entities(representations: $representations) {
      ... on Challenge { id commentCount comments(first: 2) { nodes { id body } totalCount pageInfo { hasNextPage } } }
      ... on Project { id commentCount comments { nodes { id } totalCount } }
    }
  }`;

  it('give each challenge and project its discussion and comment count (replies counted, deleted ones not)', async () => {
    const owner = person();
    const [busy, quiet, unknown] = [
      await subject('challenge', owner),
      await subject('challenge', owner),
      randomUUID(),
    ];
    const projectId = await subject('project', owner);
    const goneId = await subject('project', owner, 'gone');
    const a = await added(person(), { subjectType: 'challenge', subjectId: busy, body: 'a' });
    await added(person(), { subjectType: 'challenge', subjectId: busy, body: 'b', parentId: a.id });
    const c = await added(person(), { subjectType: 'challenge', subjectId: busy, body: 'c' });
    await added(person(), { subjectType: 'challenge', subjectId: busy, body: 'd' });
    await app.prisma.comment.update({ where: { id: c.id }, data: { deletedAt: new Date(), body: '' } });
    const p = await added(person(), { subjectType: 'project', subjectId: projectId, body: 'p' });
    await app.prisma.comment.create({
      data: { subjectType: 'project', subjectId: goneId, authorId: owner.id, body: 'before it went' },
    });

    const { body } = await app.graphql<{ _entities: Array<Record<string, any>> }>(ENTITIES, {
      variables: {
        representations: [
          { __typename: 'Challenge', id: busy },
          { __typename: 'Challenge', id: quiet },
          { __typename: 'Challenge', id: unknown },
          { __typename: 'Project', id: projectId },
          { __typename: 'Project', id: goneId },
        ],
      },
    });
    assert.equal(body.errors, undefined, JSON.stringify(body.errors));
    const [busyOne, quietOne, unknownOne, project, gone] = body.data!._entities;
    assert.equal(busyOne!.commentCount, 3);
    assert.deepEqual(
      busyOne!.comments.nodes.map((node: { body: string }) => node.body),
      ['a', 'd'],
    );
    assert.equal(busyOne!.comments.totalCount, 2);
    assert.equal(busyOne!.comments.pageInfo.hasNextPage, false);
    for (const empty of [quietOne, unknownOne]) {
      assert.equal(empty!.commentCount, 0);
      assert.deepEqual(empty!.comments, { nodes: [], totalCount: 0, pageInfo: { hasNextPage: false } });
    }
    assert.equal(project!.commentCount, 1);
    assert.deepEqual(project!.comments, { nodes: [{ id: p.id }], totalCount: 1 });
    assert.equal(gone!.commentCount, 0);
    assert.deepEqual(gone!.comments, { nodes: [], totalCount: 0 });
  });
});
