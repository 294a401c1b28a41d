import assert from 'node:assert/strict';
import { randomBytes, randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it, jest } from '@jest/globals';
import { type Locale } from '@creators/contracts';
import { MESSAGES } from '@creators/texts';
import { createPrismaAdapter, encodeCursor } from '@creators/platform';
import { explainLoggedQuery, type LoggedQuery } from '@creators/platform/testing/index';
import type { PrismaService } from '../database/prisma.service.js';
import { PrismaClient } from '../generated/prisma/client.js';
import { MeetingsService } from '../meetings/meetings.service.js';
import { ChallengeStatuses } from '../teams/challenge-statuses.js';
import { TeamsService } from '../teams/teams.service.js';
import { startTestApp, type GraphQLResponse, type TestApp } from './harness.js';

interface PageOf<T> {
  nodes: T[];
  pageInfo: { endCursor: string | null; hasNextPage: boolean };
  totalCount: number;
}

interface ListedTeam {
  id: string;
  name: string;
  status: string;
  createdAt: string;
  memberCount: number;
  progress: number;
  members: Array<{ userId: string; role: string }>;
}

const TEAM_FIELDS = 'id name status createdAt memberCount progress members { userId role }';
const TEAMS = `query ($first: Int, $after: String, $search: String, $status: String, $programmeId: ID) {
  teams(first: $first, after: $after, search: $search, status: $status, programmeId: $programmeId) {
    nodes { ${TEAM_FIELDS} } pageInfo { endCursor hasNextPage } totalCount
  }
}`;
const MY_TEAMS = `query ($first: Int, $after: String) {
  myTeams(first: $first, after: $after) { nodes { ${TEAM_FIELDS} } pageInfo { endCursor hasNextPage } totalCount }
}`;
const MY_MEETINGS = `query ($first: Int, $after: String) {
  myMeetings(first: $first, after: $after) { nodes { id title scheduledAt } pageInfo { endCursor hasNextPage } totalCount }
}`;

const LISTS = { teams: TEAMS, myTeams: MY_TEAMS, myMeetings: MY_MEETINGS };

const BULK_ROWS = 10_000;
const STATUSES = ['forming', 'active', 'completed'];
/** Every other bulk team belongs to one of these programmes (docs/product.md §16), in turn. */
const PROGRAMMES = Array.from({ length: 100 }, () => randomUUID());
const HOUR = 60 * 60 * 1000;

type User = { id: string; role: string };
const newUser = (): User => ({ id: randomUUID(), role: 'student' });

describe('team and meeting lists', () => {
  let app: TestApp;
  const bulkLeader = randomUUID();

  const request = <T>(
    query: string,
    variables: Record<string, unknown>,
    user?: User,
    locale: Locale = 'en',
  ) => app.graphql<Record<string, PageOf<T>>>(query, { variables, user: user ?? null, context: { locale } });

  /** Every page of a list, `between` running after each page but the last. */
  async function readAll<T extends { id: string }>(
    query: string,
    field: string,
    variables: Record<string, unknown>,
    user: User | undefined,
    between: (last: T, pages: number) => Promise<void>,
  ): Promise<{ nodes: T[]; pages: number; firstTotal: number }> {
    const nodes: T[] = [];
    let after: string | null = null;
    let pages = 0;
    let firstTotal = -1;
    for (;;) {
      const response: GraphQLResponse<Record<string, PageOf<T>>> = await request<T>(
        query,
        { ...variables, after },
        user,
      );
      assert.equal(response.body.errors, undefined, JSON.stringify(response.body.errors));
      const page = response.body.data![field]!;
      if (pages === 0) firstTotal = page.totalCount;
      nodes.push(...page.nodes);
      pages += 1;
      if (!page.pageInfo.hasNextPage) return { nodes, pages, firstTotal };
      after = page.pageInfo.endCursor;
      await between(page.nodes.at(-1)!, pages);
    }
  }

  const addTeam = (name: string, createdAt: Date, members: string[] = [], description?: string) =>
    app.prisma.team.create({
      data: {
        name,
        description: description ?? null,
        leaderId: members[0] ?? bulkLeader,
        createdAt,
        memberships: {
          create: members.map((userId, i) => ({ userId, role: i === 0 ? 'leader' : 'member' })),
        },
      },
    });

  beforeAll(async () => {
    app = await startTestApp();
    await app.prisma.$executeRaw`
      INSERT INTO teams (id, name, description, leader_id, max_members, status, created_at, updated_at, programme_id)
      SELECT gen_random_uuid(),
             'Bulk team ' || i || ' for ' || (ARRAY['water', 'energy', 'transport', 'housing', 'food'])[1 + i % 5],
             CASE WHEN i % 2 = 0 THEN 'Generated team number ' || i || ', so that the list has programme scale.' END,
             ${bulkLeader}::uuid,
             4,
             (${STATUSES}::text[])[1 + i % 3],
             now() - i * interval '1 minute',
             now(),
             CASE WHEN i % 2 = 0 THEN (${PROGRAMMES}::uuid[])[1 + (i / 2) % 100] END
      FROM generate_series(1, ${BULK_ROWS}::int) AS i`;
    await addTeam('Zebrafish Rescue', new Date(Date.UTC(2026, 0, 1)));
    await addTeam(
      'Pond keepers',
      new Date(Date.UTC(2026, 0, 2)),
      [],
      'We look after the ZEBRAFISH of the lab',
    );
    await addTeam('100% recycled', new Date(Date.UTC(2026, 0, 3)));
    // What autovacuum does after a bulk insert: statistics, and the GIN pending list merged into the trigram indexes.
    await app.prisma.$executeRaw`VACUUM ANALYZE teams`;
  });
  afterAll(async () => {
    await app?.close();
  });

  it('pages through matching teams without gaps or repeats while teams are added between the reads', async () => {
    const token = `Paged${randomBytes(4).toString('hex')}`;
    const base = Date.UTC(2026, 5, 1);
    const originals = [];
    for (let i = 0; i < 23; i += 1)
      originals.push(await addTeam(`${token} team ${i}`, new Date(base + i * 60_000)));
    const { nodes, pages, firstTotal } = await readAll<ListedTeam>(
      TEAMS,
      'teams',
      { first: 10, search: token.toLowerCase() },
      undefined,
      async (last, page) => {
        await addTeam(`${token} newer ${page}`, new Date());
        await addTeam(`${token} tie ${page}`, new Date(last.createdAt));
      },
    );
    assert.equal(firstTotal, 23);
    assert.equal(pages, 3);
    const ids = nodes.map((team) => team.id);
    assert.equal(new Set(ids).size, ids.length, 'no team twice');
    for (const original of originals) assert.ok(ids.includes(original.id), `${original.name} was listed`);
    assert.ok(!nodes.some((team) => team.name.includes('newer')), 'newer teams stay behind');
    const keys = nodes.map((team) => `${team.createdAt} ${team.id}`);
    assert.deepEqual(keys, [...keys].sort().reverse(), 'newest first, then by id');
  });

  it('filters by status and searches name and description, counting all matches', async () => {
    const { body } = await request<ListedTeam>(TEAMS, { status: 'completed', first: 3 });
    const completed = body.data!.teams!;
    assert.equal(completed.totalCount, Math.floor(BULK_ROWS / 3));
    assert.ok(completed.nodes.every((team) => team.status === 'completed'));
    assert.equal(completed.nodes.length, 3);

    const zebrafish = (await request<ListedTeam>(TEAMS, { search: 'zebraFISH' })).body.data!.teams!;
    expect(zebrafish.nodes.map((team) => team.name)).toEqual(['Pond keepers', 'Zebrafish Rescue']);
    assert.equal(zebrafish.totalCount, 2);
    const formingZebrafish = (await request<ListedTeam>(TEAMS, { search: 'zebrafish', status: 'forming' }))
      .body.data!.teams!;
    assert.equal(formingZebrafish.totalCount, 2);
    const percent = (await request<ListedTeam>(TEAMS, { search: '100%' })).body.data!.teams!;
    expect(percent.nodes.map((team) => team.name)).toEqual(['100% recycled']);
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
      const prisma = logged as unknown as PrismaService;
      const service = new TeamsService(prisma, new ChallengeStatuses(prisma), { wake: () => undefined });
      const found = await service.page({ programmeId: programme }, { first: 20, after: null });
      assert.equal(found.totalCount, BULK_ROWS / 200);
      assert.ok(found.nodes.every((team) => team.programmeId === programme));
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
      assert.match(plan, /teams_programme_id_created_at_id_idx/, plan);
      assert.doesNotMatch(plan, /Seq Scan/, plan);
    }
    const listed = (await request<ListedTeam>(TEAMS, { programmeId: programme, status: 'active', first: 2 }))
      .body.data!.teams!;
    assert.ok(listed.totalCount > 0 && listed.totalCount < BULK_ROWS / 200);
    assert.ok(listed.nodes.every((team) => team.status === 'active'));
  });

  it('searches with the trigram indexes, not by scanning the table', async () => {
    const queries: LoggedQuery[] = [];
    const logged = new PrismaClient({
      adapter: createPrismaAdapter(app.databaseUrl),
      log: [{ emit: 'event', level: 'query' }],
    });
    logged.$on('query', (event) => queries.push(event));
    try {
      const prisma = logged as unknown as PrismaService;
      const service = new TeamsService(prisma, new ChallengeStatuses(prisma), { wake: () => undefined });
      assert.equal((await service.page({ search: 'zebrafish' }, { first: 20, after: null })).totalCount, 2);
    } finally {
      await logged.$disconnect();
    }
    const select = queries.find((query) => /ORDER BY/i.test(query.query));
    const count = queries.find((query) => /COUNT\(/i.test(query.query));
    assert.ok(select && count, JSON.stringify(queries));
    for (const query of [select, count]) {
      const plan = await explainLoggedQuery(app.databaseUrl, query);
      assert.match(plan, /Bitmap Index Scan on teams_name_trgm_idx/, plan);
      assert.match(plan, /Bitmap Index Scan on teams_description_trgm_idx/, plan);
      assert.doesNotMatch(plan, /Seq Scan/, plan);
    }
  });

  it('pages through myTeams while the user joins more teams between the reads', async () => {
    const user = newUser();
    const base = Date.UTC(2026, 6, 1);
    const originals = [];
    for (let i = 0; i < 12; i += 1) {
      const members = i % 2 === 0 ? [user.id] : [randomUUID(), user.id];
      originals.push(await addTeam(`Mine ${i}`, new Date(base + i * 60_000), members));
    }
    await addTeam('Not mine', new Date(base), [randomUUID()]);
    const { nodes, pages, firstTotal } = await readAll<ListedTeam>(
      MY_TEAMS,
      'myTeams',
      { first: 5 },
      user,
      (last) =>
        addTeam('Joined later', new Date(Date.parse(last.createdAt) + 1), [randomUUID(), user.id]).then(
          () => undefined,
        ),
    );
    assert.equal(firstTotal, 12);
    assert.equal(pages, 3);
    expect(nodes.map((team) => team.name)).toEqual(originals.map((team) => team.name).reverse());
    const led = nodes.find((team) => team.name === 'Mine 0')!;
    expect(led.members).toEqual([{ userId: user.id, role: 'leader' }]);
    const joined = nodes.find((team) => team.name === 'Mine 1')!;
    assert.equal(joined.memberCount, 2);
    assert.equal(joined.members[0]!.role, 'leader');
    // Progress is the share of the milestones stored on the team: a row written straight to the table has none.
    assert.equal(joined.progress, 0);
  });

  it('loads the members of a whole page, and the team counts of many challenges, in one query each', async () => {
    const service = app.server.app.get(TeamsService);
    const membersOf = jest.spyOn(service, 'membersOf');
    const countByChallenge = jest.spyOn(service, 'countByChallenge');
    try {
      const { body } = await request<ListedTeam>(TEAMS, { first: 100 });
      assert.equal(body.errors, undefined, JSON.stringify(body.errors));
      assert.equal(body.data!.teams!.nodes.length, 100);
      assert.equal(membersOf.mock.calls.length, 1);
      assert.equal(membersOf.mock.calls[0]![0].length, 100);

      const challengeIds = Array.from({ length: 100 }, () => randomUUID());
      const entities = await app.graphql<{ _entities: Array<{ teamCount: number }> }>(
        `query ($representations: [_Any!]!) { _entities(representations: $representations) { ... on Challenge { teamCount } } }`,
        { variables: { representations: challengeIds.map((id) => ({ __typename: 'Challenge', id })) } },
      );
      assert.equal(entities.body.data!._entities.length, 100);
      assert.equal(countByChallenge.mock.calls.length, 1);
    } finally {
      membersOf.mockRestore();
      countByChallenge.mockRestore();
    }
  });

  it('pages through myMeetings, upcoming soonest first then past latest first, in the order of the first read', async () => {
    const user = newUser();
    const team = await addTeam('Meeting team', new Date(), [user.id]);
    const readAt = Date.UTC(2026, 8, 1, 12);
    const offsets = [-50, -30, -10, -2, 1, 3, 5, 20, 40]; // hours from readAt
    await app.prisma.meeting.createMany({
      data: offsets.map((hours, i) => ({
        title: `Meeting ${hours}`,
        hostId: i % 2 === 0 ? user.id : randomUUID(),
        teamId: i % 2 === 0 ? null : team.id,
        scheduledAt: new Date(readAt + hours * HOUR),
      })),
    });
    await app.prisma.meeting.create({
      data: { title: 'Elsewhere', hostId: randomUUID(), scheduledAt: new Date(readAt + HOUR) },
    });

    // The first page as it was read at readAt; the cursor carries that time to the pages after it.
    const meetings = app.server.app.get(MeetingsService);
    const first = await meetings.pageForUser(user.id, { first: 4, after: null }, new Date(readAt));
    const titles = first.nodes.map((meeting) => meeting.title);
    assert.equal(first.totalCount, 9);
    let after = first.pageInfo.endCursor;
    for (let page = 1; after; page += 1) {
      // Sooner than the cursor (stays behind) and further in the past (comes at the end).
      await app.prisma.meeting.createMany({
        data: [
          { title: 'Added sooner', hostId: user.id, scheduledAt: new Date(readAt + 2 * HOUR) },
          { title: `Added -${page}00`, hostId: user.id, scheduledAt: new Date(readAt - page * 100 * HOUR) },
        ],
      });
      const { body } = await request<{ id: string; title: string }>(MY_MEETINGS, { first: 4, after }, user);
      assert.equal(body.errors, undefined, JSON.stringify(body.errors));
      const next = body.data!.myMeetings!;
      titles.push(...next.nodes.map((meeting) => meeting.title));
      after = next.pageInfo.hasNextPage ? next.pageInfo.endCursor : null;
    }
    expect(titles).toEqual([
      ...['Meeting 1', 'Meeting 3', 'Meeting 5', 'Meeting 20', 'Meeting 40'],
      ...['Meeting -2', 'Meeting -10', 'Meeting -30', 'Meeting -50', 'Added -100', 'Added -200'],
    ]);
  });

  it.each([
    ['teams', 'first', { first: 0 }, 'validation.page.first'],
    ['teams', 'first', { first: 101 }, 'validation.page.first'],
    ['teams', 'after', { after: '!!' }, 'validation.page.cursor'],
    ['teams', 'after', { after: encodeCursor(['2026-01-01T00:00:00.000Z', 'x']) }, 'validation.page.cursor'],
    ['teams', 'status', { status: 'sleeping' }, 'validation.team.statusFilter'],
    ['teams', 'programmeId', { programmeId: 'somewhere' }, 'validation.id.invalid'],
    ['teams', 'search', { search: 'y'.repeat(101) }, 'validation.page.search'],
    ['myTeams', 'first', { first: 500 }, 'validation.page.first'],
    ['myTeams', 'after', { after: encodeCursor([1, 2]) }, 'validation.page.cursor'],
    ['myMeetings', 'first', { first: -1 }, 'validation.page.first'],
    [
      'myMeetings',
      'after',
      { after: encodeCursor(['2026-01-01T00:00:00.000Z', randomUUID()]) },
      'validation.page.cursor',
    ],
  ] as const)('%s refuses a bad %s, naming it, in en and de', async (list, field, variables, key) => {
    for (const locale of ['en', 'de'] as const) {
      const { body } = await request(LISTS[list], variables, newUser(), locale);
      assert.equal(body.data ?? null, null);
      const error = body.errors?.[0];
      assert.equal(error?.extensions?.code, 'BAD_USER_INPUT');
      expect(error?.extensions?.fields).toEqual({ [field]: MESSAGES[locale][key] });
      assert.equal(error?.message, MESSAGES[locale][key]);
    }
  });
});
