import assert from 'node:assert/strict';
import { afterAll, beforeAll, describe, it } from '@jest/globals';
import { CHALLENGE_CATEGORIES } from '@creators/contracts';
import { findSchemaDrift } from '@creators/platform';
import { DEMO_PROGRAMME_ID } from '@creators/platform/demo/ids';
import { DEMO_USERS } from '@creators/platform/demo/users';
import { DEMO_CHALLENGES, DEMO_CHALLENGE_IDS } from '../challenges/demo-challenges.js';
import { seedChallenges } from '../seeding.js';
import { eventually, schemaPath, startTestApp, type TestApp } from './harness.js';

interface ChallengeResult {
  id: string;
  title: string;
  description: string;
  category: string;
  difficulty: string;
  status: string;
  tags: string[];
  createdBy: string;
  createdAt: string;
  updatedAt: string;
}

const FIELDS = 'id title description category difficulty status tags createdBy createdAt updatedAt';

describe('challenges subgraph', () => {
  let app: TestApp;

  beforeAll(async () => {
    app = await startTestApp();
  });
  afterAll(async () => {
    await app?.close();
  });

  it('seeds the demo challenges once: a second run adds nothing', async () => {
    assert.deepEqual(await seedChallenges(app.prisma), { challenges: DEMO_CHALLENGES.length });
    const afterFirst = await app.prisma.challenge.count();
    assert.deepEqual(await seedChallenges(app.prisma), { challenges: 0 });
    assert.equal(await app.prisma.challenge.count(), afterFirst);
    assert.equal(afterFirst, 5);
    // All in the demo programme (docs/product.md §16): their authors are its members, working in it.
    const { body } = await app.graphql<{ challenges: { totalCount: number } }>(
      `query ($programmeId: ID!) { challenges(programmeId: $programmeId) { totalCount } }`,
      { variables: { programmeId: DEMO_PROGRAMME_ID } },
    );
    assert.equal(body.data?.challenges.totalCount, DEMO_CHALLENGES.length, JSON.stringify(body.errors));
  });

  it('lists the seeded challenges newest first, one per category, by demo users', async () => {
    const { status, body } = await app.graphql<{ challenges: { nodes: ChallengeResult[] } }>(
      `{ challenges { nodes { ${FIELDS} } } }`,
    );
    assert.equal(status, 200);
    assert.equal(body.errors, undefined);
    const challenges = body.data!.challenges.nodes;
    assert.equal(challenges.length, 5);
    const created = challenges.map((challenge) => Date.parse(challenge.createdAt));
    assert.deepEqual(
      created,
      [...created].sort((a, b) => b - a),
    );
    assert.deepEqual(
      new Set(challenges.map((challenge) => challenge.category)),
      new Set(CHALLENGE_CATEGORIES),
    );
    const demoIds = new Set(DEMO_USERS.map((user) => user.id));
    for (const challenge of challenges) {
      assert.ok(demoIds.has(challenge.createdBy), `${challenge.title} is by a demo user`);
      assert.equal(challenge.status, 'active');
      assert.ok(['beginner', 'intermediate', 'advanced'].includes(challenge.difficulty));
      assert.ok(challenge.tags.length > 0);
      assert.match(challenge.updatedAt, /^\d{4}-\d{2}-\d{2}T/);
    }
  });

  it('answers one challenge by id, and null for an unknown or malformed id', async () => {
    const query = `query ($id: ID!) { challenge(id: $id) { id title category } }`;
    const found = await app.graphql<{ challenge: ChallengeResult | null }>(query, {
      variables: { id: DEMO_CHALLENGE_IDS.medicationFollowUp },
    });
    assert.equal(found.body.data?.challenge?.category, 'health');
    const unknown = await app.graphql<{ challenge: null }>(query, {
      variables: { id: '00000000-0000-4000-8000-00000000ffff' },
    });
    assert.deepEqual(unknown.body, { data: { challenge: null } });
    const malformed = await app.graphql<{ challenge: null }>(query, { variables: { id: 'not-a-uuid' } });
    assert.deepEqual(malformed.body, { data: { challenge: null } });
  });

  it('resolves Challenge entities for the router', async () => {
    const { body } = await app.graphql<{ _entities: Array<{ id: string; title: string } | null> }>(
      `query ($representations: [_Any!]!) { _entities(representations: $representations) { ... on Challenge { id title } } }`,
      { variables: { representations: [{ __typename: 'Challenge', id: DEMO_CHALLENGE_IDS.clubSignUps }] } },
    );
    assert.equal(body.errors, undefined);
    assert.equal(body.data?._entities[0]?.id, DEMO_CHALLENGE_IDS.clubSignUps);
  });

  it('refuses a request without a valid gateway signature', async () => {
    const unsigned = await app.graphql(`{ challenges { totalCount } }`, { unsigned: true });
    assert.equal(unsigned.status, 401);
    assert.equal(unsigned.body.errors?.[0]?.extensions?.code, 'UNAUTHENTICATED');
    assert.equal(unsigned.body.data ?? null, null);
    const forged = await app.graphql(`{ challenges { totalCount } }`, {
      headers: { 'x-gateway-signature': '00'.repeat(32) },
    });
    assert.equal(forged.status, 401);
  });

  it('publishes a federation 2 SDL with the Challenge entity', async () => {
    const { body } = await app.graphql<{ _service: { sdl: string } }>(`{ _service { sdl } }`);
    const sdl = body.data!._service.sdl;
    assert.match(sdl, /@link\(url: "https:\/\/specs\.apollo\.dev\/federation\/v2/);
    assert.match(sdl, /type Challenge\s+@key\(fields: "id"\)/);
    assert.match(sdl, /challenges\([^)]*first: Int = 20[^)]*\): ChallengeConnection!/);
    assert.match(sdl, /challenge\(id: ID!\): Challenge/);
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
