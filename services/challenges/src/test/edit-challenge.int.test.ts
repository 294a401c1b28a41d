import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, it } from '@jest/globals';
import { type EventPayloads, type UpdateChallengeInput } from '@creators/contracts';
import { MESSAGES } from '@creators/texts';
import { startTestApp, type TestApp } from './harness.js';

const FIELDS = `id title description category difficulty status tags validatedInsights createdBy
  createdAt updatedAt editedAt canEdit`;

const UPDATE = `mutation ($id: ID!, $input: UpdateChallengeInput!) {
  updateChallenge(id: $id, input: $input) { ${FIELDS} }
}`;

const ONE = `query ($id: ID!) { challenge(id: $id) { ${FIELDS} } }`;

const LIST = `query ($createdBy: ID) {
  challenges(createdBy: $createdBy) { nodes { id status } totalCount }
}`;

interface EditedChallenge {
  id: string;
  title: string;
  description: string;
  category: string;
  difficulty: string;
  status: string;
  tags: string[];
  validatedInsights: string[];
  createdBy: string;
  createdAt: string;
  updatedAt: string;
  editedAt: string | null;
  canEdit: boolean;
}

const newUser = () => ({ id: randomUUID(), role: 'student' });

describe('updateChallenge (docs/product.md, owners change what they made)', () => {
  let app: TestApp;

  beforeAll(async () => {
    app = await startTestApp();
  });
  afterAll(async () => {
    await app?.close();
  });

  /** A challenge by `author` as it is stored, created a minute ago and never edited. */
  const challengeBy = async (author: { id: string }, title = `Bins overflow ${randomUUID()}`) =>
    app.prisma.challenge.create({
      data: {
        title,
        description: 'The bins near the sports hall overflow every weekend.',
        category: 'community',
        difficulty: 'beginner',
        tags: ['waste'],
        validatedInsights: ['Caretakers notice it on Monday'],
        createdBy: author.id,
        createdAt: new Date(Date.now() - 60_000),
      },
    });

  const update = (
    id: string,
    input: UpdateChallengeInput,
    user: { id: string; role: string } | null,
    locale: 'en' | 'de' = 'en',
  ) =>
    app.graphql<{ updateChallenge: EditedChallenge }>(UPDATE, {
      user,
      context: { locale },
      variables: { id, input },
    });

  /** The challenge.updated events the outbox holds for a challenge. */
  const updateEventsOf = async (challengeId: string) =>
    (
      await app.prisma.outboxEvent.findMany({
        where: { name: 'challenge.updated', payload: { path: ['challengeId'], equals: challengeId } },
        orderBy: { occurredAt: 'asc' },
      })
    ).map((event) => event.payload as unknown as EventPayloads['challenge.updated']);

  it('lets the author change every field creation took, marking it edited and recording challenge.updated', async () => {
    const author = newUser();
    const stored = await challengeBy(author);
    const { status, body } = await update(
      stored.id,
      {
        expectedUpdatedAt: stored.updatedAt.toISOString(),
        title: '  Bins overflow at the sports hall  ',
        description: 'Every weekend the bins near the sports hall overflow onto the path.',
        category: 'sustainability',
        difficulty: 'intermediate',
        tags: ['waste', ' bins ', 'WASTE', ''],
      },
      author,
    );
    assert.equal(status, 200);
    assert.equal(body.errors, undefined, JSON.stringify(body.errors));
    const edited = body.data!.updateChallenge;
    assert.equal(edited.title, 'Bins overflow at the sports hall');
    assert.equal(edited.category, 'sustainability');
    assert.equal(edited.difficulty, 'intermediate');
    assert.deepEqual(edited.tags, ['waste', 'bins']);
    assert.equal(edited.status, 'active');
    assert.deepEqual(edited.validatedInsights, ['Caretakers notice it on Monday']);
    assert.equal(edited.canEdit, true);
    assert.equal(edited.createdAt, stored.createdAt.toISOString());
    assert.ok(Date.parse(edited.updatedAt) > stored.updatedAt.getTime(), 'a new version');
    assert.equal(edited.editedAt, edited.updatedAt);

    const row = await app.prisma.challenge.findUniqueOrThrow({ where: { id: stored.id } });
    assert.equal(row.title, 'Bins overflow at the sports hall');
    assert.equal(row.updatedAt.toISOString(), edited.updatedAt);
    assert.equal(row.editedAt?.toISOString(), edited.editedAt);

    assert.deepEqual(await updateEventsOf(stored.id), [
      {
        challengeId: stored.id,
        title: 'Bins overflow at the sports hall',
        createdBy: author.id,
        status: 'active',
        updatedAt: edited.updatedAt,
      },
    ]);

    // One field at a time, from the version just returned, leaves the others as they are.
    const again = await update(
      stored.id,
      { expectedUpdatedAt: edited.updatedAt, title: 'Full bins' },
      author,
    );
    assert.equal(again.body.errors, undefined, JSON.stringify(again.body.errors));
    assert.equal(again.body.data!.updateChallenge.title, 'Full bins');
    assert.equal(again.body.data!.updateChallenge.category, 'sustainability');
    assert.deepEqual(again.body.data!.updateChallenge.tags, ['waste', 'bins']);
    assert.equal((await updateEventsOf(stored.id)).length, 2);
  });

  it('answers canEdit true only to the author', async () => {
    const author = newUser();
    const stored = await challengeBy(author);
    const canEditAs = async (user: { id: string; role: string } | null) => {
      const { body } = await app.graphql<{ challenge: EditedChallenge }>(ONE, {
        user,
        variables: { id: stored.id },
      });
      assert.equal(body.errors, undefined, JSON.stringify(body.errors));
      return body.data!.challenge.canEdit;
    };
    assert.equal(await canEditAs(author), true);
    assert.equal(await canEditAs(newUser()), false);
    assert.equal(await canEditAs(null), false);
  });

  it('refuses anyone but the author with FORBIDDEN, in en and de, and changes nothing', async () => {
    const author = newUser();
    const stored = await challengeBy(author);
    for (const locale of ['en', 'de'] as const) {
      const { status, body } = await update(
        stored.id,
        { expectedUpdatedAt: stored.updatedAt.toISOString(), title: 'Taken over', status: 'archived' },
        newUser(),
        locale,
      );
      assert.equal(status, 200);
      assert.equal(body.data ?? null, null);
      assert.equal(body.errors?.[0]?.extensions?.code, 'FORBIDDEN');
      assert.equal(body.errors?.[0]?.message, MESSAGES[locale]['error.challenge.notAuthor']);
    }
    assert.deepEqual(await app.prisma.challenge.findUniqueOrThrow({ where: { id: stored.id } }), stored);
    assert.deepEqual(await updateEventsOf(stored.id), []);
  });

  it('refuses a signed-out visitor (UNAUTHENTICATED) and an unsigned request (401), changing nothing', async () => {
    const stored = await challengeBy(newUser());
    const variables = {
      id: stored.id,
      input: { expectedUpdatedAt: stored.updatedAt.toISOString(), title: 'Anon' },
    };
    const anonymous = await app.graphql(UPDATE, { variables });
    assert.equal(anonymous.body.errors?.[0]?.extensions?.code, 'UNAUTHENTICATED');
    const unsigned = await app.graphql(UPDATE, { unsigned: true, variables });
    assert.equal(unsigned.status, 401);
    assert.equal(unsigned.body.errors?.[0]?.extensions?.code, 'UNAUTHENTICATED');
    assert.deepEqual(await app.prisma.challenge.findUniqueOrThrow({ where: { id: stored.id } }), stored);
    assert.deepEqual(await updateEventsOf(stored.id), []);
  });

  it('refuses an edit made from an older version with CONFLICT instead of overwriting the newer one', async () => {
    const author = newUser();
    const stored = await challengeBy(author);
    const loaded = stored.updatedAt.toISOString();
    const first = await update(stored.id, { expectedUpdatedAt: loaded, title: 'First edit' }, author);
    assert.equal(first.body.errors, undefined, JSON.stringify(first.body.errors));
    const afterFirst = await app.prisma.challenge.findUniqueOrThrow({ where: { id: stored.id } });

    for (const locale of ['en', 'de'] as const) {
      const stale = await update(
        stored.id,
        { expectedUpdatedAt: loaded, title: 'Second edit' },
        author,
        locale,
      );
      assert.equal(stale.body.data ?? null, null);
      assert.equal(stale.body.errors?.[0]?.extensions?.code, 'CONFLICT');
      assert.equal(stale.body.errors?.[0]?.message, MESSAGES[locale]['error.edit.stale']);
    }
    assert.deepEqual(await app.prisma.challenge.findUniqueOrThrow({ where: { id: stored.id } }), afterFirst);
    assert.equal((await updateEventsOf(stored.id)).length, 1);
  });

  it('applies exactly one of several edits sent at once from the same version', async () => {
    const author = newUser();
    const stored = await challengeBy(author);
    const titles = ['Race one', 'Race two', 'Race three', 'Race four'];
    const answers = await Promise.all(
      titles.map((title) =>
        update(stored.id, { expectedUpdatedAt: stored.updatedAt.toISOString(), title }, author),
      ),
    );
    const applied = answers.filter((answer) => !answer.body.errors);
    const refused = answers.filter((answer) => answer.body.errors?.[0]?.extensions?.code === 'CONFLICT');
    assert.equal(applied.length, 1, JSON.stringify(answers.map((answer) => answer.body)));
    assert.equal(refused.length, titles.length - 1);
    const row = await app.prisma.challenge.findUniqueOrThrow({ where: { id: stored.id } });
    assert.equal(row.title, applied[0]!.body.data!.updateChallenge.title);
    assert.equal((await updateEventsOf(stored.id)).length, 1);
  });

  it('refuses bad input with BAD_USER_INPUT naming each field, with the creation rules, changing nothing', async () => {
    const author = newUser();
    const stored = await challengeBy(author);
    const expectedUpdatedAt = stored.updatedAt.toISOString();
    const cases: Array<[Record<string, unknown>, Record<string, keyof (typeof MESSAGES)['en']>]> = [
      [
        { expectedUpdatedAt, title: 'x', description: 'short', category: 'cooking' },
        {
          title: 'validation.challenge.title',
          description: 'validation.challenge.description',
          category: 'validation.challenge.category',
        },
      ],
      [{ expectedUpdatedAt, difficulty: 'expert' }, { difficulty: 'validation.difficulty.invalid' }],
      [
        { expectedUpdatedAt, tags: Array.from({ length: 11 }, (_, i) => `tag ${i}`) },
        { tags: 'validation.tags.max' },
      ],
      [{ expectedUpdatedAt, status: 'deleted' }, { status: 'validation.status.invalid' }],
      [
        { expectedUpdatedAt: 'yesterday', title: 'A fine new title' },
        { expectedUpdatedAt: 'validation.edit.version' },
      ],
    ];
    for (const [input, fields] of cases) {
      for (const locale of ['en', 'de'] as const) {
        const { status, body } = await update(stored.id, input as UpdateChallengeInput, author, locale);
        assert.equal(status, 200);
        assert.equal(body.data ?? null, null);
        const error = body.errors?.[0];
        assert.equal(error?.extensions?.code, 'BAD_USER_INPUT', JSON.stringify(body));
        assert.deepEqual(
          error?.extensions?.fields,
          Object.fromEntries(Object.entries(fields).map(([field, key]) => [field, MESSAGES[locale][key]])),
        );
      }
    }
    // Fields creation did not take (or that are not the author's to change) are not accepted.
    const unknown = await update(
      stored.id,
      { expectedUpdatedAt, createdBy: newUser().id } as unknown as UpdateChallengeInput,
      author,
    );
    assert.equal(unknown.body.errors?.[0]?.extensions?.code, 'BAD_USER_INPUT', unknown.text);
    assert.match(unknown.body.errors![0]!.message, /createdBy/);
    assert.deepEqual(await app.prisma.challenge.findUniqueOrThrow({ where: { id: stored.id } }), stored);
    assert.deepEqual(await updateEventsOf(stored.id), []);
  });

  it('answers NOT_FOUND for an unknown or malformed id', async () => {
    const input = { expectedUpdatedAt: new Date().toISOString(), title: 'Nowhere to go' };
    for (const id of [randomUUID(), 'not-a-uuid']) {
      for (const locale of ['en', 'de'] as const) {
        const { body } = await update(id, input, newUser(), locale);
        assert.equal(body.data ?? null, null);
        assert.equal(body.errors?.[0]?.extensions?.code, 'NOT_FOUND');
        assert.equal(body.errors?.[0]?.message, MESSAGES[locale]['error.challenge.notFound']);
      }
    }
  });

  it('changes the status alone without marking it edited; archived leaves the list and its count, not its page', async () => {
    const author = newUser();
    const [kept, archived] = [
      await challengeBy(author, 'Kept challenge'),
      await challengeBy(author, 'Archived one'),
    ];
    const listed = async () => {
      const { body } = await app.graphql<{
        challenges: { nodes: Array<{ id: string; status: string }>; totalCount: number };
      }>(LIST, { variables: { createdBy: author.id } });
      assert.equal(body.errors, undefined, JSON.stringify(body.errors));
      return body.data!.challenges;
    };
    assert.equal((await listed()).totalCount, 2);

    const closed = await update(
      archived.id,
      { expectedUpdatedAt: archived.updatedAt.toISOString(), status: 'closed' },
      author,
    );
    assert.equal(closed.body.errors, undefined, JSON.stringify(closed.body.errors));
    assert.equal(closed.body.data!.updateChallenge.status, 'closed');
    assert.equal(closed.body.data!.updateChallenge.editedAt, null);
    assert.equal((await listed()).totalCount, 2, 'a closed challenge is still listed');

    const gone = await update(
      archived.id,
      { expectedUpdatedAt: closed.body.data!.updateChallenge.updatedAt, status: 'archived' },
      author,
    );
    assert.equal(gone.body.errors, undefined, JSON.stringify(gone.body.errors));
    const answered = gone.body.data!.updateChallenge;
    assert.equal(answered.status, 'archived');
    assert.equal(answered.editedAt, null);
    assert.ok(Date.parse(answered.updatedAt) > Date.parse(closed.body.data!.updateChallenge.updatedAt));
    assert.deepEqual(
      (await updateEventsOf(archived.id)).map((event) => event.status),
      ['closed', 'archived'],
    );

    const list = await listed();
    assert.deepEqual(list.nodes, [{ id: kept.id, status: 'active' }]);
    assert.equal(list.totalCount, 1);
    const { body } = await app.graphql<{ challenges: { nodes: Array<{ id: string }> } }>(
      `{ challenges(first: 100) { nodes { id } } }`,
    );
    assert.ok(!body.data!.challenges.nodes.some((node) => node.id === archived.id));

    const page = await app.graphql<{ challenge: EditedChallenge | null }>(ONE, {
      user: author,
      variables: { id: archived.id },
    });
    assert.equal(page.body.data?.challenge?.status, 'archived');
    assert.equal(page.body.data?.challenge?.title, 'Archived one');

    // Any status to any other: the author brings it back onto the list.
    const back = await update(
      archived.id,
      { expectedUpdatedAt: answered.updatedAt, status: 'active' },
      author,
    );
    assert.equal(back.body.errors, undefined, JSON.stringify(back.body.errors));
    assert.equal((await listed()).totalCount, 2);
  });
});
