import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { type Locale } from '@creators/contracts';
import { MESSAGES } from '@creators/texts';
import { createPrismaAdapter } from '@creators/platform';
import { explainLoggedQuery, type LoggedQuery } from '@creators/platform/testing/index';
import { ChallengesService } from '../challenges/challenges.service.js';
import type { PrismaService } from '../database/prisma.service.js';
import { PrismaClient } from '../generated/prisma/client.js';
import { startTestApp, type TestApp } from './harness.js';

interface ListedChallenge {
  id: string;
  title: string;
  category: string;
  createdBy: string;
  createdAt: string;
}

interface ChallengePage {
  nodes: ListedChallenge[];
  pageInfo: { endCursor: string | null; hasNextPage: boolean };
  totalCount: number;
}

const LIST = `query ($first: Int, $after: String, $search: String, $category: String, $createdBy: ID, $programmeId: ID) {
  challenges(first: $first, after: $after, search: $search, category: $category, createdBy: $createdBy, programmeId: $programmeId) {
    nodes { id title category createdBy createdAt }
    pageInfo { endCursor hasNextPage }
    totalCount
  }
}`;

const BULK_ROWS = 10_000;
const CATEGORIES = ['technology', 'sustainability', 'education', 'community', 'health'];
/** Every other bulk challenge belongs to one of these programmes (docs/product.md §16), in turn. */
const PROGRAMMES = Array.from({ length: 100 }, () => randomUUID());

/** An id whose place among equal createdAt values is known: ids compare as their hex text. */
const idWith = (prefix: string, n: number) =>
  `${prefix.repeat(8)}-0000-4000-8000-${String(n).padStart(12, '0')}`;

describe('challenges list', () => {
  let app: TestApp;
  const bulkAuthor = randomUUID();

  const list = async (variables: Record<string, unknown>, locale: Locale = 'en') =>
    app.graphql<{ challenges: ChallengePage }>(LIST, { variables, context: { locale } });

  const page = async (variables: Record<string, unknown>): Promise<ChallengePage> => {
    const { body } = await list(variables);
    assert.equal(body.errors, undefined, JSON.stringify(body.errors));
    return body.data!.challenges;
  };

  const insert = (rows: Array<{ id?: string; title: string; createdBy: string; createdAt: Date }>) =>
    app.prisma.challenge.createMany({
      data: rows.map((row) => ({
        description: `About ${row.title}, long enough.`,
        category: 'education',
        ...row,
      })),
    });

  beforeAll(async () => {
    app = await startTestApp();
    // Programme scale in one statement.
    await app.prisma.$executeRaw`
      INSERT INTO challenges (id, title, description, category, created_by, created_at, updated_at, programme_id)
      SELECT gen_random_uuid(),
             'Bulk challenge ' || i || ' on ' || (ARRAY['water', 'energy', 'transport', 'housing', 'food'])[1 + i % 5],
             'Generated challenge number ' || i || ', one of many, so that the list has programme scale.',
             (${CATEGORIES}::text[])[1 + i % 5],
             ${bulkAuthor}::uuid,
             now() - i * interval '1 minute',
             now(),
             CASE WHEN i % 2 = 0 THEN (${PROGRAMMES}::uuid[])[1 + (i / 2) % 100] END
      FROM generate_series(1, ${BULK_ROWS}::int) AS i`;
    await insert([
      {
        title: 'Zebrafish tanks in the biology lab',
        createdBy: bulkAuthor,
        createdAt: new Date(Date.UTC(2026, 0, 1)),
      },
      {
        title: 'Save the ZEBRAFISH habitat',
        createdBy: bulkAuthor,
        createdAt: new Date(Date.UTC(2026, 0, 2)),
      },
      { title: '100% solar roofs', createdBy: bulkAuthor, createdAt: new Date(Date.UTC(2026, 0, 3)) },
      { title: '100 solar panels_x', createdBy: bulkAuthor, createdAt: new Date(Date.UTC(2026, 0, 4)) },
    ]);
    // What autovacuum does after a bulk insert: statistics, and the GIN pending list merged into the trigram
    // indexes (until then the planner prices the unsorted pending list in and may prefer a sequential scan).
    await app.prisma.$executeRaw`VACUUM ANALYZE challenges`;
  });
  afterAll(async () => {
    await app?.close();
  });

  it('pages through without gaps or repeats while challenges are added between the reads', async () => {
    const author = randomUUID();
    const base = Date.UTC(2026, 5, 1);
    const originals = Array.from({ length: 25 }, (_, i) => ({
      id: idWith('a', i),
      title: `Paged challenge ${i}`,
      createdBy: author,
      // Rows 10 and 11 share a createdAt: the id decides between them.
      createdAt: new Date(base + (i === 11 ? 10 : i) * 60_000),
    }));
    await insert(originals);

    const seen: ListedChallenge[] = [];
    let after: string | null = null;
    let pages = 0;
    for (;;) {
      const current: ChallengePage = await page({ first: 10, after, createdBy: author });
      if (pages === 0) assert.equal(current.totalCount, 25);
      seen.push(...current.nodes);
      pages += 1;
      if (!current.pageInfo.hasNextPage) break;
      after = current.pageInfo.endCursor;
      const last = current.nodes.at(-1)!;
      // Newer than every row (before the cursor), and two that tie with the cursor's row: one sorts after it.
      await insert([
        { title: `Added after page ${pages}`, createdBy: author, createdAt: new Date() },
        {
          id: idWith('f', pages),
          title: `Tie before ${pages}`,
          createdBy: author,
          createdAt: new Date(last.createdAt),
        },
        {
          id: idWith('1', pages),
          title: `Tie after ${pages}`,
          createdBy: author,
          createdAt: new Date(last.createdAt),
        },
      ]);
    }

    assert.equal(pages, 3);
    const ids = seen.map((challenge) => challenge.id);
    assert.equal(new Set(ids).size, ids.length, 'no challenge twice');
    for (const original of originals) assert.ok(ids.includes(original.id), `${original.title} was listed`);
    assert.ok(ids.includes(idWith('1', 1)) && ids.includes(idWith('1', 2)), 'ties after the cursor follow');
    assert.ok(!ids.some((id) => id.startsWith('ffffffff')), 'ties before the cursor stay behind');
    assert.ok(!seen.some((challenge) => challenge.title.startsWith('Added after')), 'newer rows stay behind');
    const keys = seen.map((challenge) => `${challenge.createdAt} ${challenge.id}`);
    assert.deepEqual(keys, [...keys].sort().reverse(), 'newest first, then by id');
  });

  it('filters by category and author, counting all matches', async () => {
    const health = await page({ first: 5, category: 'health', createdBy: bulkAuthor });
    assert.equal(health.totalCount, BULK_ROWS / 5);
    assert.equal(health.nodes.length, 5);
    assert.ok(health.nodes.every((challenge) => challenge.category === 'health'));
    assert.equal(health.pageInfo.hasNextPage, true);

    const mine = await page({ createdBy: bulkAuthor });
    assert.equal(mine.totalCount, BULK_ROWS + 4);
    assert.equal(mine.nodes.length, 20);
    const everything = await page({});
    assert.ok(everything.totalCount >= BULK_ROWS + 4);
  });

  it('searches title and description case-insensitively, with % and _ taken literally', async () => {
    const zebrafish = await page({ search: '  zebraFISH ' });
    assert.equal(zebrafish.totalCount, 2);
    expect(zebrafish.nodes.map((challenge) => challenge.title).sort()).toEqual([
      'Save the ZEBRAFISH habitat',
      'Zebrafish tanks in the biology lab',
    ]);
    const inDescription = await page({ search: 'Number 9999,', createdBy: bulkAuthor });
    expect(inDescription.nodes.map((challenge) => challenge.title)).toEqual(['Bulk challenge 9999 on food']);
    const percent = await page({ search: '100%' });
    expect(percent.nodes.map((challenge) => challenge.title)).toEqual(['100% solar roofs']);
    const underscore = await page({ search: 's_x' });
    expect(underscore.nodes.map((challenge) => challenge.title)).toEqual(['100 solar panels_x']);
    const blank = await page({ search: '   ', first: 1 });
    assert.ok(blank.totalCount >= BULK_ROWS + 4, 'a blank search is no search');
  });

  it('filters by programme through its index, a page at a time', async () => {
    const [programme] = PROGRAMMES;
    const queries: LoggedQuery[] = [];
    const logged = new PrismaClient({
      adapter: createPrismaAdapter(app.databaseUrl),
      log: [{ emit: 'event', level: 'query' }],
    });
    logged.$on('query', (event) => queries.push(event));
    try {
      const service = new ChallengesService(logged as unknown as PrismaService, { wake: () => undefined });
      const found = await service.page({ programmeId: programme }, { first: 20, after: null });
      assert.equal(found.totalCount, BULK_ROWS / 200);
      assert.equal(found.nodes.length, 20);
      assert.ok(found.nodes.every((challenge) => challenge.programmeId === programme));
      const last = found.nodes.at(-1)!;
      await service.page({ programmeId: programme }, { first: 20, after: [last.createdAt, last.id] });
    } finally {
      await logged.$disconnect();
    }
    const selects = queries.filter((query) => /ORDER BY/i.test(query.query));
    const count = queries.find((query) => /COUNT\(/i.test(query.query));
    assert.equal(selects.length, 2, JSON.stringify(queries));
    for (const query of [...selects, count!]) {
      const plan = await explainLoggedQuery(app.databaseUrl, query);
      assert.match(plan, /challenges_programme_id_created_at_id_idx/, plan);
      assert.doesNotMatch(plan, /Seq Scan/, plan);
    }
    const listed = await page({ programmeId: programme, first: 5 });
    assert.equal(listed.totalCount, BULK_ROWS / 200);
  });

  it('searches with the trigram indexes, not by scanning the table', async () => {
    const queries: LoggedQuery[] = [];
    const logged = new PrismaClient({
      adapter: createPrismaAdapter(app.databaseUrl),
      log: [{ emit: 'event', level: 'query' }],
    });
    logged.$on('query', (event) => queries.push(event));
    try {
      const service = new ChallengesService(logged as unknown as PrismaService, { wake: () => undefined });
      const found = await service.page({ search: 'zebrafish' }, { first: 20, after: null });
      assert.equal(found.totalCount, 2);
    } finally {
      await logged.$disconnect();
    }
    const [select, count] = [
      queries.find((query) => /ORDER BY/i.test(query.query)),
      queries.find((query) => /COUNT\(/i.test(query.query)),
    ];
    assert.ok(select && count, JSON.stringify(queries));
    for (const query of [select, count]) {
      assert.match(query.query, /ILIKE/);
      const plan = await explainLoggedQuery(app.databaseUrl, query);
      assert.match(plan, /Bitmap Index Scan on challenges_title_trgm_idx/, plan);
      assert.match(plan, /Bitmap Index Scan on challenges_description_trgm_idx/, plan);
      assert.doesNotMatch(plan, /Seq Scan/, plan);
    }
  });

  it.each([
    ['first', { first: 0 }, 'validation.page.first'],
    ['first', { first: 101 }, 'validation.page.first'],
    ['after', { after: 'not-a-cursor' }, 'validation.page.cursor'],
    [
      'after',
      { after: Buffer.from(JSON.stringify(['2026-01-01T00:00:00.000Z', 'x'])).toString('base64url') },
      'validation.page.cursor',
    ],
    ['category', { category: 'sports' }, 'validation.challenge.categoryFilter'],
    ['createdBy', { createdBy: 'someone' }, 'validation.id.invalid'],
    ['programmeId', { programmeId: 'somewhere' }, 'validation.id.invalid'],
    ['search', { search: 'x'.repeat(101) }, 'validation.page.search'],
  ] as const)('refuses a bad %s, naming it, in en and de', async (field, variables, key) => {
    for (const locale of ['en', 'de'] as const) {
      const { body } = await list(variables, locale);
      assert.equal(body.data ?? null, null);
      const error = body.errors?.[0];
      assert.equal(error?.extensions?.code, 'BAD_USER_INPUT');
      expect(error?.extensions?.fields).toEqual({ [field]: MESSAGES[locale][key] });
      assert.equal(error?.message, MESSAGES[locale][key]);
    }
  });
});
