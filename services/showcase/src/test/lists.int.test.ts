import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { type Locale, type MessageKey } from '@creators/contracts';
import { MESSAGES } from '@creators/texts';
import { encodeCursor } from '@creators/platform';
import { randomSuffix } from '@creators/platform/testing/index';
import { startTestApp, type TestApp } from './harness.js';

interface Page<T> {
  nodes: T[];
  pageInfo: { endCursor: string | null; hasNextPage: boolean };
  totalCount: number;
}
interface ListedProject {
  id: string;
  title: string;
  likes: number;
  likedByMe: boolean;
  updatedAt: string;
}
interface ListedResource {
  id: string;
  title: string;
  type: string;
  difficulty: string;
  createdAt: string;
}

const PROJECTS = `query ($first: Int, $after: String, $search: String, $topic: String, $sort: String, $mine: Boolean) {
  projects(first: $first, after: $after, search: $search, topic: $topic, sort: $sort, mine: $mine) {
    nodes { id title likes likedByMe updatedAt }
    pageInfo { endCursor hasNextPage }
    totalCount
  }
}`;
const RESOURCES = `query ($first: Int, $after: String, $search: String, $type: String, $level: String) {
  resources(first: $first, after: $after, search: $search, type: $type, level: $level) {
    nodes { id title type difficulty createdAt }
    pageInfo { endCursor hasNextPage }
    totalCount
  }
}`;
const FEATURED = `query ($first: Int) { featuredProjects(first: $first) { id title likes } }`;
const PEOPLES_CHOICE = `{ peoplesChoice { id title likes } }`;

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(async () => {
  await app?.close();
});

const person = () => ({ id: randomUUID(), role: 'student' });
const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000);

async function addProject(fields: {
  title: string;
  description?: string;
  tags?: string[];
  likes?: number;
  updatedAt?: Date;
  createdBy?: string;
  teamId?: string;
  status?: string;
}): Promise<string> {
  const updatedAt = fields.updatedAt ?? new Date();
  const row = await app.prisma.project.create({
    data: {
      title: fields.title,
      description: fields.description ?? 'A project made for the list tests.',
      tags: fields.tags ?? [],
      likes: fields.likes ?? 0,
      teamId: fields.teamId ?? randomUUID(),
      createdBy: fields.createdBy ?? randomUUID(),
      status: fields.status ?? 'showcased',
      createdAt: updatedAt,
      updatedAt,
    },
  });
  return row.id;
}

async function addResource(fields: {
  title: string;
  description?: string;
  provider?: string;
  type?: string;
  difficulty?: string;
  createdAt?: Date;
}): Promise<string> {
  const row = await app.prisma.resource.create({
    data: {
      title: fields.title,
      description: fields.description ?? null,
      provider: fields.provider ?? null,
      type: fields.type ?? 'article',
      difficulty: fields.difficulty ?? 'beginner',
      url: 'https://example.test/resource',
      createdAt: fields.createdAt ?? new Date(),
    },
  });
  return row.id;
}

async function projects(
  variables: Record<string, unknown>,
  user: { id: string; role: string } | null = null,
): Promise<Page<ListedProject>> {
  const { body } = await app.graphql<{ projects: Page<ListedProject> }>(PROJECTS, { variables, user });
  assert.equal(body.errors, undefined, JSON.stringify(body.errors));
  return body.data!.projects;
}

async function resources(variables: Record<string, unknown>): Promise<Page<ListedResource>> {
  const { body } = await app.graphql<{ resources: Page<ListedResource> }>(RESOURCES, { variables });
  assert.equal(body.errors, undefined, JSON.stringify(body.errors));
  return body.data!.resources;
}

/** Reads every page, calling `between` after each one (to add rows while paging). */
async function readAll<T>(
  read: (after: string | null) => Promise<Page<T>>,
  between: (pageNumber: number) => Promise<void> = async () => {},
): Promise<{ pages: Page<T>[]; nodes: T[] }> {
  const pages: Page<T>[] = [];
  let after: string | null = null;
  for (;;) {
    const page = await read(after);
    pages.push(page);
    if (!page.pageInfo.hasNextPage) break;
    assert.ok(page.pageInfo.endCursor);
    after = page.pageInfo.endCursor;
    await between(pages.length);
    assert.ok(pages.length < 50, 'paging ends');
  }
  return { pages, nodes: pages.flatMap((page) => page.nodes) };
}

const ids = (rows: readonly { id: string }[]) => rows.map((row) => row.id);

/** Each id once: no row on two pages. */
function assertNoRepeats(rows: readonly { id: string }[]): void {
  assert.equal(new Set(ids(rows)).size, rows.length, 'no row appears twice');
}

async function refusal(
  query: string,
  variables: Record<string, unknown>,
  locale: Locale,
  user: { id: string; role: string } | null = null,
) {
  const { status, body } = await app.graphql(query, { variables, user, context: { locale } });
  assert.equal(status, 200);
  const [error] = body.errors ?? [];
  assert.ok(error, 'refused');
  assert.equal(error.extensions?.code, 'BAD_USER_INPUT', JSON.stringify(error));
  return error.extensions!.fields as Record<string, string>;
}

describe('projects', () => {
  it('pages newest-updated first without gaps or repeats while projects are added between pages', async () => {
    const token = `recent${randomSuffix()}`;
    const tied = minutesAgo(60);
    const originals = new Set<string>();
    // Ten share one updatedAt: the id breaks the tie.
    for (let i = 0; i < 25; i++) {
      originals.add(
        await addProject({ title: `${token} ${i}`, updatedAt: i < 10 ? tied : minutesAgo(120 + i) }),
      );
    }
    const added: string[] = [];
    const { pages, nodes } = await readAll(
      (after) => projects({ first: 7, after, search: token }),
      async (pageNumber) => {
        // Newer rows land before the cursor (not on later pages); an older one lands after it and is listed.
        added.push(await addProject({ title: `${token} new ${pageNumber}` }));
        added.push(await addProject({ title: `${token} old ${pageNumber}`, updatedAt: minutesAgo(10_000) }));
      },
    );
    assertNoRepeats(nodes);
    for (const id of originals) assert.ok(ids(nodes).includes(id), 'every project that was there is listed');
    const times = nodes.map((node) => Date.parse(node.updatedAt));
    assert.deepEqual(
      times,
      [...times].sort((a, b) => b - a),
    );
    const tiedIds = nodes
      .filter((node) => Date.parse(node.updatedAt) === tied.getTime())
      .map((node) => node.id);
    assert.deepEqual(tiedIds, [...tiedIds].sort().reverse(), 'ties in id order, descending');
    assert.equal(pages[0]!.totalCount, 25);
    assert.equal(pages.at(-1)!.totalCount, 25 + added.length);
    assert.equal(pages[0]!.nodes.length, 7);
  });

  it('pages the popular sort, most liked first, without gaps or repeats while projects are added', async () => {
    const token = `popular${randomSuffix()}`;
    const originals: string[] = [];
    for (let i = 0; i < 16; i++) {
      originals.push(
        await addProject({ title: `${token} ${i}`, likes: i % 4, updatedAt: minutesAgo(i % 2) }),
      );
    }
    const { nodes } = await readAll(
      (after) => projects({ first: 5, after, search: token, sort: 'popular' }),
      async () => {
        await addProject({ title: `${token} liked`, likes: 2 });
      },
    );
    assertNoRepeats(nodes);
    for (const id of originals) assert.ok(ids(nodes).includes(id));
    const order = nodes.map((node) => [node.likes, Date.parse(node.updatedAt)] as const);
    const sorted = [...order].sort((a, b) => b[0] - a[0] || b[1] - a[1]);
    assert.deepEqual(order, sorted);
  });

  it('searches title and description ignoring case, with % and _ taken literally', async () => {
    const token = `Needle${randomSuffix()}`;
    const inTitle = await addProject({ title: `The ${token.toUpperCase()} finder` });
    const inDescription = await addProject({
      title: 'Other',
      description: `Helps with ${token.toLowerCase()}s.`,
    });
    await addProject({ title: `${token.slice(0, -1)} almost` });
    const page = await projects({ search: ` ${token} ` });
    expect(ids(page.nodes).sort()).toEqual([inTitle, inDescription].sort());
    assert.equal(page.totalCount, 2);

    const percent = await addProject({ title: `${token} 100% solar` });
    await addProject({ title: `${token} 1000 solar` });
    const underscore = await addProject({ title: `${token} a_b` });
    await addProject({ title: `${token} axb` });
    expect(ids((await projects({ search: `${token} 100%` })).nodes)).toEqual([percent]);
    expect(ids((await projects({ search: `${token} a_b` })).nodes)).toEqual([underscore]);
  });

  it('filters by topic within the tags (ignoring case), lists only showcased projects, and counts what matches', async () => {
    const token = `topic${randomSuffix()}`;
    const mental = await addProject({ title: `${token} a`, tags: ['iot', 'Mental-Health'] });
    const care = await addProject({ title: `${token} b`, tags: ['healthcare'] });
    await addProject({ title: `${token} c`, tags: ['Education'] });
    await addProject({ title: `${token} d`, tags: ['health'], status: 'planning' });
    const page = await projects({ search: token, topic: 'health' });
    expect(ids(page.nodes).sort()).toEqual([mental, care].sort());
    assert.equal(page.totalCount, 2);
    assert.equal((await projects({ search: token })).totalCount, 3);
    assert.equal((await projects({ search: token, topic: 'community' })).totalCount, 0);
  });

  it('mine: projects the caller created or a team of theirs showcased; needs a signed-in user', async () => {
    const me = person();
    const team = randomUUID();
    await app.prisma.teamMember.create({ data: { teamId: team, userId: me.id } });
    const created = await addProject({ title: 'Made by me', createdBy: me.id });
    const byTeam = await addProject({ title: 'Made by my team', teamId: team });
    await addProject({ title: 'Not mine' });
    const page = await projects({ mine: true }, me);
    expect(ids(page.nodes).sort()).toEqual([created, byTeam].sort());
    assert.equal(page.totalCount, 2);

    const { body } = await app.graphql(PROJECTS, { variables: { mine: true } });
    assert.equal(body.errors?.[0]?.extensions?.code, 'UNAUTHENTICATED');
  });

  it("marks the caller's likes on a page", async () => {
    const token = `liked${randomSuffix()}`;
    const liked = await addProject({ title: `${token} liked`, updatedAt: minutesAgo(2) });
    await addProject({ title: `${token} not liked`, updatedAt: minutesAgo(1) });
    const me = person();
    await app.graphql(`mutation ($id: ID!) { likeProject(id: $id) { id } }`, {
      variables: { id: liked },
      user: me,
    });
    const page = await projects({ search: token }, me);
    expect(page.nodes.map((node) => [node.id === liked, node.likedByMe])).toEqual([
      [false, false],
      [true, true],
    ]);
  });

  it.each(['en', 'de'] as const)('refuses bad arguments, naming them (%s)', async (locale) => {
    const text = (key: MessageKey) => MESSAGES[locale][key];
    const cases: Array<[Record<string, unknown>, string, MessageKey]> = [
      [{ first: 0 }, 'first', 'validation.page.first'],
      [{ first: 101 }, 'first', 'validation.page.first'],
      [{ after: 'not a cursor' }, 'after', 'validation.page.cursor'],
      [
        { after: encodeCursor([new Date(), randomUUID()]), sort: 'popular' },
        'after',
        'validation.page.cursor',
      ],
      [
        { after: encodeCursor([1e12, new Date(), randomUUID()]), sort: 'popular' },
        'after',
        'validation.page.cursor',
      ],
      [{ after: encodeCursor([new Date(), 'not-a-uuid']) }, 'after', 'validation.page.cursor'],
      [{ topic: 'cooking' }, 'topic', 'validation.project.topicFilter'],
      [{ sort: 'oldest' }, 'sort', 'validation.project.sortFilter'],
      [{ search: 'x'.repeat(101) }, 'search', 'validation.page.search'],
    ];
    for (const [variables, field, key] of cases) {
      const fields = await refusal(PROJECTS, variables, locale);
      assert.equal(fields[field], text(key), JSON.stringify(variables));
    }
  });
});

describe('featured projects and awards', () => {
  it('featuredProjects takes 1 to 10; peoplesChoice is the most-liked project', async () => {
    const top = await addProject({ title: 'Most liked of all', likes: 1_000 });
    // Liked twice within the window: ahead of the project liked once by an earlier test.
    await app.prisma.projectLike.createMany({
      data: [
        { projectId: top, userId: randomUUID() },
        { projectId: top, userId: randomUUID() },
      ],
    });
    const { body } = await app.graphql<{ featuredProjects: ListedProject[] }>(FEATURED, {
      variables: { first: 1 },
    });
    assert.equal(body.errors, undefined);
    assert.equal(body.data!.featuredProjects.length, 1);
    assert.equal(body.data!.featuredProjects[0]!.id, top);
    const choice = await app.graphql<{ peoplesChoice: ListedProject }>(PEOPLES_CHOICE);
    assert.deepEqual(choice.body.data!.peoplesChoice, { id: top, title: 'Most liked of all', likes: 1_000 });

    for (const locale of ['en', 'de'] as const) {
      for (const first of [0, 11]) {
        const fields = await refusal(FEATURED, { first }, locale);
        assert.equal(fields.first, MESSAGES[locale]['validation.project.featuredFirst']);
      }
    }
  });
});

describe('resources', () => {
  it('pages newest first without gaps or repeats while resources are added between pages', async () => {
    const token = `res${randomSuffix()}`;
    const originals: string[] = [];
    const tied = minutesAgo(30);
    for (let i = 0; i < 12; i++) {
      originals.push(
        await addResource({ title: `${token} ${i}`, createdAt: i < 5 ? tied : minutesAgo(60 + i) }),
      );
    }
    const { pages, nodes } = await readAll(
      (after) => resources({ first: 5, after, search: token }),
      async () => {
        await addResource({ title: `${token} newer` });
      },
    );
    assertNoRepeats(nodes);
    expect([...ids(nodes)].sort()).toEqual([...originals].sort());
    const times = nodes.map((node) => Date.parse(node.createdAt));
    assert.deepEqual(
      times,
      [...times].sort((a, b) => b - a),
    );
    assert.equal(pages[0]!.totalCount, 12);
    assert.equal(pages.length, 3);
  });

  it('filters by text in title, description or provider, by type and by level, and counts what matches', async () => {
    const token = `Filter${randomSuffix()}`;
    const byTitle = await addResource({ title: `${token} basics`, type: 'video', difficulty: 'beginner' });
    const byDescription = await addResource({
      title: 'Deep dive',
      description: `All about ${token.toLowerCase()}`,
      type: 'book',
      difficulty: 'advanced',
    });
    const byProvider = await addResource({
      title: 'Course',
      provider: `${token.toUpperCase()} Academy`,
      type: 'video',
      difficulty: 'advanced',
    });
    const all = await resources({ search: token });
    expect(ids(all.nodes).sort()).toEqual([byTitle, byDescription, byProvider].sort());
    assert.equal(all.totalCount, 3);
    const videos = await resources({ search: token, type: 'video' });
    expect(ids(videos.nodes).sort()).toEqual([byTitle, byProvider].sort());
    const advancedVideos = await resources({ search: token, type: 'video', level: 'advanced' });
    expect(ids(advancedVideos.nodes)).toEqual([byProvider]);
    assert.equal(advancedVideos.totalCount, 1);
    assert.equal((await resources({ search: token, level: 'intermediate' })).totalCount, 0);
  });

  it.each(['en', 'de'] as const)('refuses bad arguments, naming them (%s)', async (locale) => {
    const cases: Array<[Record<string, unknown>, string, MessageKey]> = [
      [{ first: -1 }, 'first', 'validation.page.first'],
      [{ after: encodeCursor(['2026-11-24T00:00:00.000Z']) }, 'after', 'validation.page.cursor'],
      [{ type: 'podcast' }, 'type', 'validation.resource.typeFilter'],
      [{ level: 'expert' }, 'level', 'validation.resource.levelFilter'],
    ];
    for (const [variables, field, key] of cases) {
      const fields = await refusal(RESOURCES, variables, locale);
      assert.equal(fields[field], MESSAGES[locale][key], JSON.stringify(variables));
    }
  });
});
