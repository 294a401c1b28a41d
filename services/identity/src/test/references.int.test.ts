import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, it } from '@jest/globals';
import { startTestIdentity, uniqueEmail, type TestIdentity } from './harness.js';

const ENTITIES = `query ($representations: [_Any!]!) {
  _entities(representations: $representations) { ... on User { id firstName email } }
}`;

/** Counts the user queries Prisma runs while `work` runs (the PrismaService the app itself uses). */
async function countUserQueries(identity: TestIdentity, work: () => Promise<void>): Promise<number> {
  const delegate = identity.prisma.user as unknown as Record<string, (...args: unknown[]) => unknown>;
  const methods = ['findMany', 'findUnique', 'findFirst', 'findUniqueOrThrow'];
  const originals = methods.map((name) => delegate[name]!);
  let queries = 0;
  methods.forEach((name, i) => {
    delegate[name] = (...args: unknown[]) => {
      queries += 1;
      return originals[i]!.apply(delegate, args);
    };
  });
  try {
    await work();
  } finally {
    methods.forEach((name, i) => (delegate[name] = originals[i]!));
  }
  return queries;
}

describe('User references (federation _entities)', () => {
  let identity: TestIdentity;
  beforeAll(async () => {
    identity = await startTestIdentity();
  });
  afterAll(async () => {
    await identity?.stop();
  });

  it('loads every user a request refers to with one query, in the order asked, null for unknown ones', async () => {
    const users = await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        identity.prisma.user.create({
          data: { email: uniqueEmail('ref'), firstName: `Ref${i}`, lastName: 'Tester' },
        }),
      ),
    );
    const unknown = randomUUID();
    const ids = [...users.map((user) => user.id), unknown, users[0]!.id, 'not-a-uuid'];
    let data:
      { _entities: Array<{ id: string; firstName: string; email: string | null } | null> } | undefined;
    const queries = await countUserQueries(identity, async () => {
      const res = await identity.gql(
        ENTITIES,
        { representations: ids.map((id) => ({ __typename: 'User', id })) },
        { user: { id: users[1]!.id, role: 'student' } },
      );
      assert.equal(res.body.errors, undefined, JSON.stringify(res.body.errors));
      data = res.body.data as typeof data;
    });
    assert.equal(queries, 1, 'one query for all references');
    const entities = data!._entities;
    assert.deepEqual(
      entities.map((entity) => entity?.id ?? null),
      [...users.map((user) => user.id), null, users[0]!.id, null],
    );
    assert.equal(entities[0]!.firstName, 'Ref0');
    // The email only for its owner (the signed-in user), the others see null.
    assert.equal(entities[1]!.email, users[1]!.email);
    assert.equal(entities[0]!.email, null);
  });
});

describe('what a signed-out caller sees of a person (a team member, an author)', () => {
  let identity: TestIdentity;
  beforeAll(async () => {
    identity = await startTestIdentity();
  });
  afterAll(async () => {
    await identity?.stop();
  });

  const PROFILE = `query ($representations: [_Any!]!) {
    _entities(representations: $representations) {
      ... on User { id firstName lastName profileImageUrl email role bio company currentRole yearsExperience skills interests }
    }
  }`;

  it('signed out: the name and picture only; signed in: the whole profile but the email', async () => {
    const mentor = await identity.prisma.user.create({
      data: {
        email: uniqueEmail('mentor'),
        firstName: 'Grace',
        lastName: 'Hopper',
        profileImageUrl: 'https://example.test/grace.png',
        role: 'mentor',
        bio: 'Compilers, teaching and a lot of patience',
        company: 'Navy Labs',
        currentRole: 'Rear Admiral',
        yearsExperience: '40',
        skills: ['Compilers', 'Leadership'],
        interests: ['Education'],
      },
    });
    const representations = [{ __typename: 'User', id: mentor.id }];

    const signedOut = await identity.gql(PROFILE, { representations });
    assert.equal(signedOut.body.errors, undefined, JSON.stringify(signedOut.body.errors));
    assert.deepEqual(signedOut.body.data!._entities, [
      {
        id: mentor.id,
        firstName: 'Grace',
        lastName: 'Hopper',
        profileImageUrl: 'https://example.test/grace.png',
        email: null,
        role: null,
        bio: null,
        company: null,
        currentRole: null,
        yearsExperience: null,
        skills: [],
        interests: [],
      },
    ]);

    const signedIn = await identity.gql(
      PROFILE,
      { representations },
      { user: { id: randomUUID(), role: 'student' } },
    );
    assert.equal(signedIn.body.errors, undefined, JSON.stringify(signedIn.body.errors));
    assert.deepEqual(signedIn.body.data!._entities, [
      {
        id: mentor.id,
        firstName: 'Grace',
        lastName: 'Hopper',
        profileImageUrl: 'https://example.test/grace.png',
        email: null,
        role: 'mentor',
        bio: 'Compilers, teaching and a lot of patience',
        company: 'Navy Labs',
        currentRole: 'Rear Admiral',
        yearsExperience: '40',
        skills: ['Compilers', 'Leadership'],
        interests: ['Education'],
      },
    ]);
  });
});
