import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, it } from '@jest/globals';
import { type EventPayloads, type Locale } from '@creators/contracts';
import { MESSAGES } from '@creators/texts';
import { startTestApp, type TestApp } from './harness.js';

// Staff hide and restore a challenge (docs/product.md §14): gone from the list, its search, its count and its
// page for everyone but its author and staff, who see why; the change and content.moderated in one transaction.

type User = { id: string; role: string; staff?: boolean };
const person = (): User => ({ id: randomUUID(), role: 'student' });
const staffMember = (): User => ({ id: randomUUID(), role: 'mentor', staff: true });

const FIELDS = 'id title hidden hiddenReason updatedAt';
const SET_HIDDEN = `mutation ($id: ID!, $hidden: Boolean!, $reason: String) {
  setChallengeHidden(id: $id, hidden: $hidden, reason: $reason) { ${FIELDS} }
}`;
const ONE = `query ($id: ID!) { challenge(id: $id) { ${FIELDS} } }`;
const LIST = `query ($search: String, $createdBy: ID) {
  challenges(search: $search, createdBy: $createdBy, first: 100) { nodes { id } totalCount }
}`;
const ENTITY = `query ($representations: [_Any!]!) {
  _entities(representations: $representations) { ... on Challenge { id hidden hiddenReason } }
}`;

interface Shown {
  id: string;
  title: string;
  hidden: boolean;
  hiddenReason: string | null;
  updatedAt: string;
}

const REASON = 'Advertises a paid product, not a problem';

describe('staff hide and restore a challenge', () => {
  let app: TestApp;
  const author = person();
  const other = person();
  const staff = staffMember();
  let challenge: Shown;
  const marker = `Moss ${randomUUID().slice(0, 8)}`;

  beforeAll(async () => {
    app = await startTestApp();
    const { body } = await app.graphql<{ createChallenge: Shown }>(
      `mutation ($input: CreateChallengeInput!) { createChallenge(input: $input) { ${FIELDS} } }`,
      {
        user: author,
        variables: {
          input: {
            title: `${marker} grows on the school roof`,
            description: 'Nobody knows whether the moss on the roof harms it or helps.',
            category: 'sustainability',
          },
        },
      },
    );
    assert.equal(body.errors, undefined, JSON.stringify(body.errors));
    challenge = body.data!.createChallenge;
    assert.equal(challenge.hidden, false);
  });
  afterAll(async () => {
    await app?.close();
  });

  const setHidden = (user: User | null, hidden: boolean, reason?: string | null, locale: Locale = 'en') =>
    app.graphql<{ setChallengeHidden: Shown }>(SET_HIDDEN, {
      user,
      context: { locale },
      variables: { id: challenge.id, hidden, reason },
    });
  const one = async (user: User | null) => {
    const { body } = await app.graphql<{ challenge: Shown | null }>(ONE, {
      user,
      variables: { id: challenge.id },
    });
    assert.equal(body.errors, undefined, JSON.stringify(body.errors));
    return body.data!.challenge;
  };
  const listed = async (user: User | null, variables: Record<string, unknown>) => {
    const { body } = await app.graphql<{ challenges: { nodes: { id: string }[]; totalCount: number } }>(
      LIST,
      {
        user,
        variables,
      },
    );
    assert.equal(body.errors, undefined, JSON.stringify(body.errors));
    return body.data!.challenges;
  };
  const entity = async (user: User | null) => {
    const { body } = await app.graphql<{ _entities: (Shown | null)[] }>(ENTITY, {
      user,
      variables: { representations: [{ __typename: 'Challenge', id: challenge.id }] },
    });
    assert.equal(body.errors, undefined, JSON.stringify(body.errors));
    return body.data!._entities[0];
  };
  const moderatedEvents = async () =>
    (
      await app.prisma.outboxEvent.findMany({
        where: { name: 'content.moderated' },
        orderBy: { occurredAt: 'asc' },
      })
    )
      .map((event) => event.payload as unknown as EventPayloads['content.moderated'])
      .filter((payload) => payload.itemId === challenge.id);

  it('refuses anyone but staff as not found (in their language), the signed out as unauthenticated, and writes nothing', async () => {
    for (const locale of ['en', 'de'] as const) {
      const refused = await setHidden(author, true, REASON, locale);
      assert.equal(refused.body.data ?? null, null);
      assert.equal(refused.body.errors?.[0]?.extensions?.code, 'NOT_FOUND');
      assert.equal(refused.body.errors?.[0]?.message, MESSAGES[locale]['error.staff.only']);
    }
    const signedOut = await setHidden(null, true, REASON);
    assert.equal(signedOut.body.errors?.[0]?.extensions?.code, 'UNAUTHENTICATED');
    assert.equal((await one(other))?.hidden, false);
    assert.deepEqual(await moderatedEvents(), []);
  });

  it('needs a reason of 5 to 500 characters to hide; an unknown id is not found', async () => {
    for (const reason of [undefined, null, '', '   ', 'spam', 'x'.repeat(501)]) {
      const refused = await setHidden(staff, true, reason);
      assert.equal(refused.body.errors?.[0]?.extensions?.code, 'BAD_USER_INPUT', String(reason));
      assert.equal(
        refused.body.errors?.[0]?.extensions?.fields?.reason,
        MESSAGES.en['validation.moderation.reason'],
      );
    }
    const unknown = await app.graphql(SET_HIDDEN, {
      user: staff,
      variables: { id: randomUUID(), hidden: true, reason: REASON },
    });
    assert.equal(unknown.body.errors?.[0]?.extensions?.code, 'NOT_FOUND');
    assert.deepEqual(await moderatedEvents(), []);
  });

  it('hidden: gone from the list, its search and count and its page for others; its author and staff see why', async () => {
    const before = await listed(other, { search: marker });
    assert.deepEqual(
      before.nodes.map((node) => node.id),
      [challenge.id],
    );
    const totalBefore = (await listed(null, {})).totalCount;

    const hidden = await setHidden(staff, true, `  ${REASON}  `);
    assert.equal(hidden.body.errors, undefined, JSON.stringify(hidden.body.errors));
    assert.equal(hidden.body.data!.setChallengeHidden.hidden, true);
    assert.equal(hidden.body.data!.setChallengeHidden.hiddenReason, REASON, 'trimmed');
    assert.equal(
      hidden.body.data!.setChallengeHidden.updatedAt,
      challenge.updatedAt,
      'no edit of its author',
    );

    for (const viewer of [other, null, author, staff]) {
      assert.deepEqual(await listed(viewer, { search: marker }), { nodes: [], totalCount: 0 });
      assert.deepEqual(await listed(viewer, { createdBy: author.id }), { nodes: [], totalCount: 0 });
    }
    assert.equal((await listed(null, {})).totalCount, totalBefore - 1);
    assert.equal(await one(other), null);
    assert.equal(await one(null), null);
    assert.equal(await entity(other), null, 'a reference from another subgraph');
    for (const viewer of [author, staff]) {
      assert.deepEqual(await one(viewer), { ...challenge, hidden: true, hiddenReason: REASON });
      assert.deepEqual(await entity(viewer), { id: challenge.id, hidden: true, hiddenReason: REASON });
    }

    const [event, ...more] = await moderatedEvents();
    assert.deepEqual(more, []);
    assert.deepEqual(event, {
      itemType: 'challenge',
      itemId: challenge.id,
      title: challenge.title,
      authorIds: [author.id],
      hidden: true,
      reason: REASON,
      actorId: staff.id,
      parent: null,
    });
  });

  it('hiding it again changes nothing and records nothing', async () => {
    const again = await setHidden(staff, true, 'Another reason, given later');
    assert.equal(again.body.data!.setChallengeHidden.hiddenReason, REASON);
    assert.equal((await moderatedEvents()).length, 1);
  });

  it('restored (any reason ignored): back in the list and on its page for everyone', async () => {
    const restored = await setHidden(staff, false, 'x');
    assert.equal(restored.body.errors, undefined, JSON.stringify(restored.body.errors));
    assert.equal(restored.body.data!.setChallengeHidden.hidden, false);
    assert.equal(restored.body.data!.setChallengeHidden.hiddenReason, null);
    assert.deepEqual(
      (await listed(other, { search: marker })).nodes.map((node) => node.id),
      [challenge.id],
    );
    assert.deepEqual(await one(other), { ...challenge, hidden: false, hiddenReason: null });
    const row = await app.prisma.challenge.findUniqueOrThrow({ where: { id: challenge.id } });
    assert.equal(row.hiddenAt, null);
    assert.equal(row.hiddenReason, null);
    const events = await moderatedEvents();
    assert.equal(events.length, 2);
    assert.deepEqual(events[1], {
      itemType: 'challenge',
      itemId: challenge.id,
      title: challenge.title,
      authorIds: [author.id],
      hidden: false,
      reason: null,
      actorId: staff.id,
      parent: null,
    });
    // Restoring a visible challenge: nothing.
    await setHidden(staff, false);
    assert.equal((await moderatedEvents()).length, 2);
  });
});
