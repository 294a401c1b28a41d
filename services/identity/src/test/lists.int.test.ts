import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { type MessageKey } from '@creators/contracts';
import { MESSAGES } from '@creators/texts';
import { createPrismaAdapter, encodeCursor } from '@creators/platform';
import { explainLoggedQuery, type LoggedQuery } from '@creators/platform/testing/index';
import { ACHIEVEMENT_CATALOGUE } from '../achievements/catalogue.js';
import type { PrismaService } from '../database/prisma.service.js';
import { PrismaClient } from '../generated/prisma/client.js';
import { seedIdentity } from '../seeding.js';
import { UsersService } from '../users/users.service.js';
import {
  randomSuffix,
  startTestIdentity,
  uniqueEmail,
  type GraphQLResponse,
  type TestIdentity,
} from './harness.js';

interface Page<T> {
  nodes: T[];
  pageInfo: { endCursor: string | null; hasNextPage: boolean };
  totalCount: number;
}
interface Recommended {
  id: string;
  firstName: string;
  sharedSkills: string[];
  sharedInterests: string[];
}

const RECOMMENDED = `query ($first: Int, $after: String) {
  recommendedUsers(first: $first, after: $after) {
    nodes { id firstName sharedSkills sharedInterests }
    pageInfo { endCursor hasNextPage }
    totalCount
  }
}`;
const MINE = `query ($first: Int, $after: String) {
  myAchievements(first: $first, after: $after) {
    nodes { id key earnedAt }
    pageInfo { endCursor hasNextPage }
    totalCount
  }
}`;

/** Programme scale: recommendations must not look at every one of this many users. */
const BULK_USERS = 10_000;

let identity: TestIdentity;
beforeAll(async () => {
  identity = await startTestIdentity();
});
afterAll(async () => {
  await identity?.stop();
});

/** A user row straight into the database (no password: these never sign in). */
async function addUser(fields: {
  firstName: string;
  skills?: string[];
  interests?: string[];
  createdAt?: Date;
}) {
  const row = await identity.prisma.user.create({
    data: {
      email: uniqueEmail('list'),
      firstName: fields.firstName,
      lastName: 'Tester',
      skills: fields.skills ?? [],
      interests: fields.interests ?? [],
      createdAt: fields.createdAt ?? new Date(),
    },
  });
  return { id: row.id, as: { user: { id: row.id, role: 'student' } } };
}

async function readAll<T>(
  query: string,
  as: { user: { id: string; role: string } },
  first: number,
  between: () => Promise<void> = async () => {},
): Promise<Page<T>[]> {
  const pages: Page<T>[] = [];
  let after: string | null = null;
  for (;;) {
    const res: GraphQLResponse = await identity.gql(query, { first, after }, as);
    assert.equal(res.body.errors, undefined, res.text);
    const page = Object.values(res.body.data!)[0] as Page<T>;
    pages.push(page);
    if (!page.pageInfo.hasNextPage) return pages;
    after = page.pageInfo.endCursor;
    await between();
    assert.ok(pages.length < 20, 'paging ends');
  }
}

async function refusedFields(query: string, variables: Record<string, unknown>, locale: 'en' | 'de') {
  const me = await addUser({ firstName: 'Asker' });
  const res = await identity.gql(query, variables, { ...me.as, locale });
  const [error] = res.body.errors ?? [];
  assert.equal(error?.extensions?.code, 'BAD_USER_INPUT', res.text);
  return error!.extensions!.fields as Record<string, string>;
}

describe('recommendedUsers', () => {
  it('pages the ranking without gaps or repeats while people register between pages; at most 10 in all', async () => {
    const tag = randomSuffix();
    const [a, b, c, x] = ['a', 'b', 'c', 'x'].map((letter) => `${tag}-${letter}`);
    const me = await addUser({ firstName: 'Me', skills: [a, b, c], interests: [x] });
    const at = new Date(Date.now() - 60_000);
    // Shared: three (3 skills), two-mixed (1 skill + 1 interest) and two-skills tie on 2 and split on skills;
    // the ones sharing one skill tie completely and go by registration, then id.
    const three = await addUser({ firstName: 'Three', skills: [a, b.toUpperCase(), c] });
    const twoSkills = await addUser({ firstName: 'TwoSkills', skills: [a, b] });
    const twoMixed = await addUser({ firstName: 'TwoMixed', skills: [c], interests: [x.toUpperCase()] });
    const ones = [];
    for (let i = 0; i < 4; i++)
      ones.push(await addUser({ firstName: `One${i}`, skills: [a], createdAt: at }));
    await addUser({ firstName: 'None', skills: [`${tag}-zzz`] });

    let added = 0;
    const pages = await readAll<Recommended>(RECOMMENDED, me.as, 3, async () => {
      added++;
      await addUser({ firstName: `Late${added}`, skills: [a] });
    });
    const nodes = pages.flatMap((page) => page.nodes);
    const ids = nodes.map((node) => node.id);
    assert.equal(new Set(ids).size, ids.length, 'no one twice');
    const oneIds = ones.map((one) => one.id).sort();
    expect(ids.slice(0, 7)).toEqual([three.id, twoSkills.id, twoMixed.id, ...oneIds]);
    assert.ok(!ids.includes(me.id));
    assert.equal(pages[0]!.totalCount, 7);
    assert.ok(nodes.length <= 10);
    expect(nodes[2]).toEqual({
      id: twoMixed.id,
      firstName: 'TwoMixed',
      sharedSkills: [c],
      sharedInterests: [x.toUpperCase()],
    });

    // Eleven who share something: still ten in all.
    for (let i = 0; i < 4; i++) await addUser({ firstName: `More${i}`, skills: [b] });
    const capped = await readAll<Recommended>(RECOMMENDED, me.as, 4);
    assert.equal(capped.flatMap((page) => page.nodes).length, 10);
    assert.equal(capped[0]!.totalCount, 10);
  });

  it.each(['en', 'de'] as const)('refuses bad paging arguments, naming them (%s)', async (locale) => {
    const cases: Array<[Record<string, unknown>, string, MessageKey]> = [
      [{ first: 0 }, 'first', 'validation.page.first'],
      [{ first: 101 }, 'first', 'validation.page.first'],
      [{ after: 'garbage' }, 'after', 'validation.page.cursor'],
      [{ after: encodeCursor([1.5, 1, new Date(), randomUUID()]) }, 'after', 'validation.page.cursor'],
      [{ after: encodeCursor([new Date(), randomUUID()]) }, 'after', 'validation.page.cursor'],
    ];
    for (const [variables, field, key] of cases) {
      const fields = await refusedFields(RECOMMENDED, variables, locale);
      assert.equal(fields[field], MESSAGES[locale][key], JSON.stringify(variables));
    }
  });
});

describe('myAchievements', () => {
  beforeAll(async () => {
    await seedIdentity(identity.prisma);
  });

  it('pages the badges newest first with how many were earned in all', async () => {
    const me = await addUser({ firstName: 'Earner' });
    const tied = new Date('2026-03-01T00:00:00Z');
    await identity.prisma.userAchievement.createMany({
      data: ACHIEVEMENT_CATALOGUE.map((entry, i) => ({
        userId: me.id,
        achievementId: entry.id,
        earnedAt: i < 3 ? tied : new Date(Date.UTC(2026, 0, 1 + i)),
      })),
    });
    const pages = await readAll<{ id: string; key: string; earnedAt: string }>(MINE, me.as, 4);
    assert.equal(pages.length, 2);
    const nodes = pages.flatMap((page) => page.nodes);
    expect(nodes.map((node) => node.key).sort()).toEqual(
      ACHIEVEMENT_CATALOGUE.map((entry) => entry.key).sort(),
    );
    const times = nodes.map((node) => Date.parse(node.earnedAt));
    assert.deepEqual(
      times,
      [...times].sort((x, y) => y - x),
    );
    assert.equal(pages[0]!.totalCount, ACHIEVEMENT_CATALOGUE.length);
    assert.equal(pages[1]!.nodes.length, ACHIEVEMENT_CATALOGUE.length - 4);
  });

  it.each(['en', 'de'] as const)('refuses bad paging arguments, naming them (%s)', async (locale) => {
    for (const [variables, field, key] of [
      [{ first: 500 }, 'first', 'validation.page.first'],
      [{ after: encodeCursor(['2026-01-01T00:00:00.000Z', 'not-an-id']) }, 'after', 'validation.page.cursor'],
    ] as const) {
      const fields = await refusedFields(MINE, variables, locale);
      assert.equal(fields[field], MESSAGES[locale][key as MessageKey]);
    }
  });
});

describe(`recommendations among ${BULK_USERS} users`, () => {
  it('find the people who share something through the GIN indexes, never scanning every user', async () => {
    const rare = `rare-${randomSuffix()}`;
    await identity.prisma.$executeRaw`
      INSERT INTO users (id, email, first_name, last_name, skills, interests, created_at, updated_at)
      SELECT gen_random_uuid(), 'bulk-' || i || '-' || ${rare} || '@test.creators.test', 'Bulk', 'User',
             ARRAY[(ARRAY['Python', 'Design', 'Swift', 'Go', 'Rust'])[1 + i % 5]]
               || CASE WHEN i % 1000 = 0 THEN ARRAY[upper(${rare})] ELSE ARRAY[]::text[] END,
             ARRAY[(ARRAY['Health', 'Energy', 'Mobility'])[1 + i % 3]],
             now(), now()
      FROM generate_series(1, ${BULK_USERS}::int) AS i`;
    await identity.prisma.$executeRaw`VACUUM ANALYZE users`;
    const me = await addUser({ firstName: 'Rare', skills: [rare], interests: [`${rare}-interest`] });

    const queries: LoggedQuery[] = [];
    const logged = new PrismaClient({
      adapter: createPrismaAdapter(identity.db.url),
      log: [{ emit: 'event', level: 'query' }],
    });
    logged.$on('query', (event) => queries.push(event));
    try {
      const page = await new UsersService(logged as unknown as PrismaService).recommendedFor(me.id, {
        first: 20,
        after: null,
      });
      assert.equal(page.totalCount, BULK_USERS / 1000);
      assert.equal(page.nodes.length, BULK_USERS / 1000);
    } finally {
      await logged.$disconnect();
    }
    const ranking = queries.filter((query) => /lower_items/.test(query.query));
    assert.equal(ranking.length, 2, JSON.stringify(queries));
    for (const query of ranking) {
      const plan = await explainLoggedQuery(identity.db.url, query);
      assert.match(plan, /Bitmap Index Scan on users_lower_skills_idx/, plan);
      assert.match(plan, /Bitmap Index Scan on users_lower_interests_idx/, plan);
      assert.doesNotMatch(plan, /Seq Scan on users/, plan);
    }
  });
});
