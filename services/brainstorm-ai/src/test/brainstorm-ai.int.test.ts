import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, it } from '@jest/globals';
import { findSchemaDrift } from '@creators/platform';
import { DEMO_USERS } from '@creators/platform/demo/users';
import { eventually, schemaPath, startTestApp, type TestApp } from './harness.js';

const [mia, leon] = DEMO_USERS;
const QUERY = `query Sessions($first: Int, $after: String) {
  myBrainstormSessions(first: $first, after: $after) {
    nodes { id phase createdAt updatedAt }
    pageInfo { endCursor hasNextPage }
    totalCount
  }
}`;

interface SessionsPage {
  myBrainstormSessions: {
    nodes: Array<{ id: string; phase: string; createdAt: string; updatedAt: string }>;
    pageInfo: { endCursor: string | null; hasNextPage: boolean };
    totalCount: number;
  };
}

describe('brainstorm-ai subgraph', () => {
  let app: TestApp;

  beforeAll(async () => {
    app = await startTestApp();
  });
  afterAll(async () => {
    await app?.close();
  });

  it("lists only the signed-in user's sessions, most recently active first", async () => {
    const older = await app.prisma.brainstormSession.create({
      data: { userId: mia!.id, updatedAt: new Date(Date.now() - 60_000) },
    });
    const newer = await app.prisma.brainstormSession.create({
      data: { userId: mia!.id, phase: 'validation', insights: ['Waste is invisible'] },
    });
    await app.prisma.brainstormSession.create({ data: { userId: leon!.id } });

    const { status, body } = await app.graphql<SessionsPage>(QUERY, {
      user: { id: mia!.id, role: 'student' },
    });
    assert.equal(status, 200);
    assert.equal(body.errors, undefined);
    const sessions = body.data!.myBrainstormSessions;
    assert.deepEqual(
      sessions.nodes.map(({ id, phase }) => ({ id, phase })),
      [
        { id: newer.id, phase: 'validation' },
        { id: older.id, phase: 'ideation' },
      ],
    );
    assert.equal(sessions.totalCount, 2);
    assert.equal(sessions.pageInfo.hasNextPage, false);
    assert.equal(older.phase, 'ideation', 'phase defaults to ideation');
    assert.deepEqual(older.messages, [], 'messages default to an empty list');
  });

  it('pages by first and after, in a stable order, and refuses a bad first or after naming it', async () => {
    const user = { id: randomUUID(), role: 'student' };
    for (let i = 0; i < 5; i += 1)
      await app.prisma.brainstormSession.create({
        data: { userId: user.id, updatedAt: new Date(Date.now() - (i + 1) * 1_000) },
      });
    const seen: string[] = [];
    let after: string | null = null;
    do {
      const answer: { body: { data?: SessionsPage | null; errors?: unknown } } =
        await app.graphql<SessionsPage>(QUERY, { user, variables: { first: 2, after } });
      const { body } = answer;
      assert.equal(body.errors, undefined, JSON.stringify(body.errors));
      const page: SessionsPage['myBrainstormSessions'] = body.data!.myBrainstormSessions;
      assert.equal(page.totalCount, 5);
      seen.push(...page.nodes.map((node) => node.id));
      after = page.pageInfo.hasNextPage ? page.pageInfo.endCursor : null;
    } while (after);
    const all = await app.prisma.brainstormSession.findMany({
      where: { userId: user.id },
      orderBy: [{ updatedAt: 'desc' }, { id: 'desc' }],
    });
    assert.deepEqual(
      seen,
      all.map((row) => row.id),
    );

    for (const [variables, field] of [
      [{ first: 0 }, 'first'],
      [{ first: 101 }, 'first'],
      [{ after: 'not-a-cursor!' }, 'after'],
      [
        { after: Buffer.from(JSON.stringify([new Date().toISOString(), 'x'])).toString('base64url') },
        'after',
      ],
    ] as const) {
      const { body } = await app.graphql(QUERY, { user, variables, context: { locale: 'de' } });
      assert.equal(body.errors?.[0]?.extensions?.code, 'BAD_USER_INPUT', JSON.stringify(variables));
      assert.deepEqual(Object.keys(body.errors?.[0]?.extensions?.fields ?? {}), [field]);
    }
  });

  it('answers UNAUTHENTICATED when signed out', async () => {
    const { body } = await app.graphql(QUERY, { user: null });
    assert.equal(body.errors?.[0]?.extensions?.code, 'UNAUTHENTICATED');
    assert.equal(body.data ?? null, null);
  });

  it('refuses a request without a valid gateway signature', async () => {
    const unsigned = await app.graphql(QUERY, { unsigned: true });
    assert.equal(unsigned.status, 401);
    assert.equal(unsigned.body.errors?.[0]?.extensions?.code, 'UNAUTHENTICATED');
  });

  it('publishes a federation 2 SDL with BrainstormSession', async () => {
    const { body } = await app.graphql<{ _service: { sdl: string } }>(`{ _service { sdl } }`);
    const sdl = body.data!._service.sdl;
    assert.match(sdl, /type BrainstormSession\s*\{/);
    assert.match(
      sdl,
      /myBrainstormSessions\([^)]*first: Int = 20[^)]*after: String\s*\): BrainstormSessionConnection!/,
    );
  });

  it('has a database that matches prisma/schema.prisma', async () => {
    assert.deepEqual(await findSchemaDrift(schemaPath, app.databaseUrl), []);
  });

  it('is live and, with database and NATS up, ready', async () => {
    assert.equal((await fetch(`${app.url}/health/live`)).status, 200);
    await eventually(async () => {
      const response = await fetch(`${app.url}/health/ready`);
      assert.equal(response.status, 200, JSON.stringify(await response.json()));
    });
  });
});
