import assert from 'node:assert/strict';
import { afterAll, beforeAll, describe, it } from '@jest/globals';
import { findSchemaDrift } from '@creators/platform';
import { DEMO_USERS } from '@creators/platform/demo/users';
import { eventually, schemaPath, startTestApp, type TestApp } from './harness.js';

const [mia, leon] = DEMO_USERS;
const QUERY = `{ myBrainstormSessions { id phase createdAt updatedAt } }`;

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

    const { status, body } = await app.graphql<{
      myBrainstormSessions: Array<{ id: string; phase: string; createdAt: string; updatedAt: string }>;
    }>(QUERY, { user: { id: mia!.id, role: 'student' } });
    assert.equal(status, 200);
    assert.equal(body.errors, undefined);
    assert.deepEqual(
      body.data!.myBrainstormSessions.map(({ id, phase }) => ({ id, phase })),
      [
        { id: newer.id, phase: 'validation' },
        { id: older.id, phase: 'ideation' },
      ],
    );
    assert.equal(older.phase, 'ideation', 'phase defaults to ideation');
    assert.deepEqual(older.messages, [], 'messages default to an empty list');
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
    assert.match(sdl, /myBrainstormSessions: \[BrainstormSession!\]!/);
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
