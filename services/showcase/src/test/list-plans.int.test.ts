import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, it } from '@jest/globals';
import { createPrismaAdapter, type Page } from '@creators/platform';
import {
  createServiceTestDatabase,
  explainLoggedQuery,
  type LoggedQuery,
  type TestDatabase,
} from '@creators/platform/testing/index';
import { PrismaService } from '../database/prisma.service.js';
import { Prisma, PrismaClient } from '../generated/prisma/client.js';
import {
  projectCountQuery,
  projectListWhere,
  projectPageQuery,
  type ProjectPage,
} from '../projects/project-list.js';
import { ProjectsService } from '../projects/projects.service.js';
import { RESOURCE_CURSOR, ResourcesService } from '../resources/resources.service.js';
import { serviceDir } from './harness.js';

/** Programme scale: the lists must not scan this many rows to find a few. */
const BULK_ROWS = 10_000;
/** Every other bulk project belongs to one of these programmes (docs/product.md §16), in turn. */
const PROGRAMMES = Array.from({ length: 100 }, () => randomUUID());

let db: TestDatabase;
let prisma: PrismaService;

beforeAll(async () => {
  db = await createServiceTestDatabase('showcase', serviceDir);
  prisma = new PrismaService(db.url);
  // One statement per table. One row in a thousand carries the rare words the searches look for.
  await prisma.$executeRaw`
    INSERT INTO projects (id, title, description, team_id, status, likes, views, tags, created_by, created_at, updated_at, programme_id)
    SELECT gen_random_uuid(),
           'Project ' || i || CASE WHEN i % 1000 = 0 THEN ' for zebrafish tanks' ELSE ' on ' || (ARRAY['water', 'energy', 'transport', 'housing', 'food'])[1 + i % 5] END,
           'Generated project number ' || i || ', one of many, so that the showcase has programme scale.',
           gen_random_uuid(),
           'showcased',
           i % 50,
           i % 300,
           CASE WHEN i % 1000 = 0 THEN ARRAY['Community garden'] ELSE ARRAY[(ARRAY['water', 'energy', 'transport', 'housing', 'food'])[1 + i % 5], 'prototype'] END,
           gen_random_uuid(),
           now() - i * interval '1 minute',
           now() - i * interval '1 minute',
           CASE WHEN i % 2 = 0 THEN (${PROGRAMMES}::uuid[])[1 + (i / 2) % 100] END
    FROM generate_series(1, ${BULK_ROWS}::int) AS i`;
  await prisma.$executeRaw`
    INSERT INTO resources (id, title, description, type, url, provider, difficulty, created_at)
    SELECT gen_random_uuid(),
           'Resource ' || i || ' on ' || (ARRAY['water', 'energy', 'transport', 'housing', 'food'])[1 + i % 5],
           'Generated resource number ' || i || CASE WHEN i % 1000 = 0 THEN ', about zebrafish.' ELSE '.' END,
           (ARRAY['video', 'article', 'book', 'course', 'tool'])[1 + i % 5],
           'https://example.test/resource/' || i,
           'Provider ' || i % 20,
           (ARRAY['beginner', 'intermediate', 'advanced'])[1 + i % 3],
           now() - i * interval '1 minute'
    FROM generate_series(1, ${BULK_ROWS}::int) AS i`;
  // What autovacuum does after a bulk insert: statistics, and the GIN pending lists merged into the trigram indexes.
  await prisma.$executeRaw`VACUUM ANALYZE projects`;
  await prisma.$executeRaw`VACUUM ANALYZE resources`;
});
afterAll(async () => {
  await prisma?.$disconnect();
  await db?.drop();
});

async function explain(query: Prisma.Sql): Promise<string> {
  const rows = await prisma.$queryRaw<Array<{ 'QUERY PLAN': string }>>(Prisma.sql`EXPLAIN ${query}`);
  return rows.map((row) => row['QUERY PLAN']).join('\n');
}

const firstPage: ProjectPage = { sort: 'recent', page: { first: 20, after: null } };

describe(`the projects list over ${BULK_ROWS} projects`, () => {
  it('searches through the trigram indexes on title and description, never scanning the table', async () => {
    const where = projectListWhere({ search: 'Zebrafish', sort: 'recent', mine: false }, null);
    const [{ count }] = await prisma.$queryRaw<Array<{ count: number }>>(projectCountQuery(where));
    assert.equal(count, BULK_ROWS / 1000);
    for (const query of [projectPageQuery(where, firstPage), projectCountQuery(where)]) {
      const plan = await explain(query);
      assert.match(plan, /Bitmap Index Scan on projects_title_trgm_idx/, plan);
      assert.match(plan, /Bitmap Index Scan on projects_description_trgm_idx/, plan);
      assert.doesNotMatch(plan, /Seq Scan/, plan);
    }
  });

  it('filters by topic through the trigram index on the tags', async () => {
    const where = projectListWhere({ topic: 'community', sort: 'recent', mine: false }, null);
    for (const query of [projectPageQuery(where, firstPage), projectCountQuery(where)]) {
      const plan = await explain(query);
      assert.match(plan, /Bitmap Index Scan on projects_tags_text_trgm_idx/, plan);
      assert.doesNotMatch(plan, /Seq Scan/, plan);
    }
  });

  it('seeks a later page in the index of its sort instead of reading the rows before it', async () => {
    const where = projectListWhere({ sort: 'recent', mine: false }, null);
    const [middle] = await prisma.$queryRaw<Array<{ id: string; likes: number; updatedAt: Date }>>`
      SELECT id::text AS id, likes, updated_at AS "updatedAt" FROM projects ORDER BY updated_at DESC, id DESC OFFSET 5000 LIMIT 1`;
    const recent = await explain(
      projectPageQuery(where, {
        sort: 'recent',
        page: { first: 20, after: [middle!.updatedAt, middle!.id] },
      }),
    );
    assert.match(recent, /Index Scan using projects_status_updated_at_id_idx/, recent);
    assert.match(recent, /Index Cond: .*ROW\(updated_at, id\) < ROW\(/, recent);
    assert.doesNotMatch(recent, /Sort|Seq Scan/, recent);
    const popular = await explain(
      projectPageQuery(where, {
        sort: 'popular',
        page: { first: 20, after: [middle!.likes, middle!.updatedAt, middle!.id] },
      }),
    );
    assert.match(popular, /Index Scan using projects_status_likes_updated_at_id_idx/, popular);
    assert.match(popular, /Index Cond: .*ROW\(likes, updated_at, id\) < ROW\(/, popular);
    assert.doesNotMatch(popular, /Sort|Seq Scan/, popular);
  });

  it("pages through one programme's projects with the index of its sort, never scanning the table", async () => {
    const [programme] = PROGRAMMES;
    const filters = { sort: 'recent' as const, mine: false, programmeId: programme };
    const where = projectListWhere(filters, null);
    const [{ count }] = await prisma.$queryRaw<Array<{ count: number }>>(projectCountQuery(where));
    assert.equal(count, BULK_ROWS / 200);
    const [middle] = await prisma.$queryRaw<Array<{ id: string; likes: number; updatedAt: Date }>>`
      SELECT id::text AS id, likes, updated_at AS "updatedAt" FROM projects
      WHERE programme_id = ${programme}::uuid ORDER BY updated_at DESC, id DESC OFFSET 25 LIMIT 1`;
    const recent = await explain(
      projectPageQuery(where, {
        sort: 'recent',
        page: { first: 20, after: [middle!.updatedAt, middle!.id] },
      }),
    );
    // A programme's few rows come from its index (read in order, or as a bitmap and sorted), never from a scan.
    assert.match(recent, /projects_programme_id_status_updated_at_id_idx/, recent);
    assert.doesNotMatch(recent, /Seq Scan/, recent);
    const popular = await explain(
      projectPageQuery(where, {
        sort: 'popular',
        page: { first: 20, after: [middle!.likes, middle!.updatedAt, middle!.id] },
      }),
    );
    assert.match(popular, /projects_programme_id_status_likes_updated_at_id_idx/, popular);
    assert.doesNotMatch(popular, /Seq Scan/, popular);
    const counted = await explain(projectCountQuery(where));
    assert.match(counted, /projects_programme_id_status_(likes_)?updated_at_id_idx/, counted);
    assert.doesNotMatch(counted, /Seq Scan/, counted);
  });

  it("ranks featured projects and People's Choice from recent likes and the popular index, not every project", async () => {
    // Recent likes on a hundred projects.
    await prisma.$executeRaw`
      INSERT INTO project_likes (project_id, user_id, created_at)
      SELECT id, gen_random_uuid(), now() FROM projects WHERE likes = 49 LIMIT 100`;
    await prisma.$executeRaw`ANALYZE project_likes`;
    const queries: LoggedQuery[] = [];
    const logged = new PrismaClient({
      adapter: createPrismaAdapter(db.url),
      log: [{ emit: 'event', level: 'query' }],
    });
    logged.$on('query', (event) => queries.push(event));
    try {
      const service = new ProjectsService(logged as unknown as PrismaService, { wake: () => undefined });
      assert.equal((await service.featured(10, null)).length, 10);
      assert.equal((await service.peoplesChoice(null))?.likes, 49);
    } finally {
      await logged.$disconnect();
    }
    const ranking = queries.filter((query) => /recent_likes|LIMIT/.test(query.query));
    assert.equal(ranking.length, 2, JSON.stringify(queries));
    for (const query of ranking) {
      const plan = await explainLoggedQuery(db.url, query);
      assert.doesNotMatch(plan, /Seq Scan on projects/, plan);
      assert.match(plan, /Index Scan using projects_status_likes_updated_at_id_idx/, plan);
    }
  });
});

describe(`the resources list over ${BULK_ROWS} resources`, () => {
  async function loggedPage(
    filters: Parameters<ResourcesService['page']>[0],
    page: Page<typeof RESOURCE_CURSOR>,
  ): Promise<LoggedQuery[]> {
    const queries: LoggedQuery[] = [];
    const logged = new PrismaClient({
      adapter: createPrismaAdapter(db.url),
      log: [{ emit: 'event', level: 'query' }],
    });
    logged.$on('query', (event) => queries.push(event));
    try {
      const service = new ResourcesService(logged as unknown as PrismaService, { wake: () => undefined });
      await service.page(filters, page);
    } finally {
      await logged.$disconnect();
    }
    return queries;
  }

  it('searches through the trigram indexes on title, description and provider, never scanning the table', async () => {
    const queries = await loggedPage({ search: 'zebrafish' }, { first: 20, after: null });
    assert.equal(queries.length, 2, JSON.stringify(queries));
    for (const query of queries) {
      const plan = await explainLoggedQuery(db.url, query);
      assert.match(plan, /Bitmap Index Scan on resources_title_trgm_idx/, plan);
      assert.match(plan, /Bitmap Index Scan on resources_description_trgm_idx/, plan);
      assert.match(plan, /Bitmap Index Scan on resources_provider_trgm_idx/, plan);
      assert.doesNotMatch(plan, /Seq Scan/, plan);
    }
  });

  it('seeks a later page in the index of its order and filter instead of reading the rows before it', async () => {
    const [middle] = await prisma.$queryRaw<Array<{ id: string; createdAt: Date }>>`
      SELECT id::text AS id, created_at AS "createdAt" FROM resources ORDER BY created_at DESC, id DESC OFFSET 5000 LIMIT 1`;
    for (const filters of [{}, { type: 'video' as const }]) {
      const queries = await loggedPage(filters, { first: 20, after: [middle!.createdAt, middle!.id] });
      const select = queries.find((query) => /ORDER BY/.test(query.query));
      assert.ok(select, JSON.stringify(queries));
      const plan = await explainLoggedQuery(db.url, select);
      // Either index of the order fits: with (type, ...) or ahead of a filter on a common type.
      assert.match(plan, /Index Scan using resources_(type_)?created_at_id_idx/, plan);
      assert.match(plan, /Index Cond: .*created_at <= /, plan);
      assert.doesNotMatch(plan, /Sort|Seq Scan/, plan);
    }
  });
});
