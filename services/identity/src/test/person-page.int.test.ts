/**
 * The person page (docs/product.md, pages with their own addresses): `user(id)` with the privacy of today (the email
 * only for its owner; signed out, only the name and picture, product.md §6) and `User.achievements`.
 */
import assert from 'node:assert/strict';
import { afterAll, beforeAll, describe, it } from '@jest/globals';
import { randomUUID, randomSuffix, startTestIdentity, uniqueEmail, type TestIdentity } from './harness.js';

const USER = `query ($id: ID!) {
  user(id: $id) { id email firstName lastName profileImageUrl role bio skills interests company achievements { key earnedAt } }
}`;

interface PersonResult {
  id: string;
  email: string | null;
  firstName: string;
  lastName: string;
  profileImageUrl: string | null;
  role: string | null;
  bio: string | null;
  skills: string[];
  interests: string[];
  company: string | null;
  achievements: Array<{ key: string; earnedAt: string }>;
}

let identity: TestIdentity;
beforeAll(async () => {
  identity = await startTestIdentity();
});
afterAll(async () => {
  await identity?.stop();
});

async function person() {
  return identity.prisma.user.create({
    data: {
      email: uniqueEmail('person'),
      firstName: 'Ada',
      lastName: 'Lovelace',
      profileImageUrl: 'https://example.test/ada.png',
      role: 'mentor',
      bio: 'Engines, notes and poetry of numbers',
      company: 'Analytical Ltd',
      skills: ['Mathematics'],
      interests: ['Education'],
    },
  });
}

/** `count` badges of their own (fresh catalogue keys), earned a minute apart, the last one newest. */
async function award(userId: string, count: number): Promise<string[]> {
  const keys: string[] = [];
  for (let i = 0; i < count; i++) {
    const key = `test-badge-${randomSuffix()}`;
    const achievement = await identity.prisma.achievement.create({
      data: {
        key,
        name: `Badge ${i}`,
        description: 'For testing',
        icon: 'star',
        category: 'test',
        points: 1,
      },
    });
    await identity.prisma.userAchievement.create({
      data: { userId, achievementId: achievement.id, earnedAt: new Date(Date.UTC(2026, 0, 1, 0, i)) },
    });
    keys.push(key);
  }
  return keys;
}

async function userAs(id: string, viewer?: string): Promise<PersonResult | null> {
  const { body } = await identity.gql<{ user: PersonResult | null }>(
    USER,
    { id },
    viewer ? { user: { id: viewer, role: 'student' } } : {},
  );
  assert.equal(body.errors, undefined, JSON.stringify(body.errors));
  return body.data!.user;
}

describe('user(id)', () => {
  it('shows the owner everything, with the email', async () => {
    const ada = await person();
    const own = await userAs(ada.id, ada.id);
    assert.equal(own?.email, ada.email);
    assert.equal(own?.role, 'mentor');
    assert.equal(own?.bio, 'Engines, notes and poetry of numbers');
  });

  it('shows another signed-in person the profile but not the email', async () => {
    const ada = await person();
    const seen = await userAs(ada.id, randomUUID());
    assert.equal(seen?.email, null);
    assert.equal(seen?.firstName, 'Ada');
    assert.equal(seen?.role, 'mentor');
    assert.deepEqual(seen?.skills, ['Mathematics']);
    assert.equal(seen?.company, 'Analytical Ltd');
  });

  it('shows a signed-out caller only the name and picture, and no badges', async () => {
    const ada = await person();
    await award(ada.id, 1);
    assert.deepEqual(await userAs(ada.id), {
      id: ada.id,
      email: null,
      firstName: 'Ada',
      lastName: 'Lovelace',
      profileImageUrl: 'https://example.test/ada.png',
      role: null,
      bio: null,
      skills: [],
      interests: [],
      company: null,
      achievements: [],
    });
  });

  it('answers null for an unknown or malformed id', async () => {
    const viewer = randomUUID();
    assert.equal(await userAs(randomUUID(), viewer), null);
    assert.equal(await userAs('not-a-uuid', viewer), null);
    assert.equal(await userAs('not-a-uuid'), null);
  });
});

describe('User.achievements', () => {
  it('lists the person’s badges, newest first, at most 20, for each person of a request', async () => {
    const [many, few, none] = [await person(), await person(), await person()];
    const manyKeys = await award(many.id, 22);
    const fewKeys = await award(few.id, 2);

    const seen = await userAs(many.id, few.id);
    assert.deepEqual(
      seen?.achievements.map((badge) => badge.key),
      manyKeys.slice(2).reverse(),
    );
    assert.equal(seen?.achievements[0]?.earnedAt, new Date(Date.UTC(2026, 0, 1, 0, 21)).toISOString());

    const { body } = await identity.gql<{
      _entities: Array<{ id: string; achievements: Array<{ key: string }> } | null>;
    }>(
      `query ($representations: [_Any!]!) {
        _entities(representations: $representations) { ... on User { id achievements { key } } }
      }`,
      { representations: [many, few, none].map((user) => ({ __typename: 'User', id: user.id })) },
      { user: { id: none.id, role: 'student' } },
    );
    assert.equal(body.errors, undefined, JSON.stringify(body.errors));
    assert.deepEqual(
      body.data!._entities.map((user) => user?.achievements.map((badge) => badge.key)),
      [manyKeys.slice(2).reverse(), fewKeys.reverse(), []],
    );
  });
});
