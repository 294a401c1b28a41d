/**
 * Creation limits per user through the REST facade and the real services (identity, challenges, teams, showcase):
 * with CREATION_LIMIT_*=2, the third challenge, team, invitation, resource and project of a person is refused with
 * 429, Retry-After and a message in the request's language, and writes nothing (rows and outbox events counted in
 * the services' databases). Another person is not held back.
 */
import { afterAll, beforeAll, describe, it } from '@jest/globals';
import assert from 'node:assert/strict';
import { randomBytes, randomUUID } from 'node:crypto';
import pg from 'pg';
import { type CreateChallengeInput } from '@creators/contracts';
import { MESSAGES } from '@creators/texts';
import { startTestSystem, type ServiceName, type TestSystem } from './harness.js';
import { call, register, waitFor, type Answer, type SignedInUser } from './client.js';

const LIMIT = 2;
let system: TestSystem;
let ada: SignedInUser;
let bob: SignedInUser;

beforeAll(async () => {
  const limits = ['CHALLENGES', 'TEAMS', 'INVITATIONS', 'RESOURCES', 'PROJECTS'];
  system = await startTestSystem(
    {},
    {
      services: ['challenges', 'teams', 'showcase'],
      serviceEnv: Object.fromEntries(limits.map((kind) => [`CREATION_LIMIT_${kind}`, String(LIMIT)])),
    },
  );
  ada = await register(system.gatewayUrl, 'Ada');
  bob = await register(system.gatewayUrl, 'Bob');
});

afterAll(async () => {
  await system?.stop();
});

/** One number from a service's database. */
async function count(service: ServiceName, sql: string, values: unknown[]): Promise<number> {
  const client = new pg.Client({ connectionString: system.services[service]!.databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${sql}`, values);
    return rows[0]!.n;
  } finally {
    await client.end();
  }
}

const post = (path: string, who: SignedInUser, body: unknown, language = 'en') =>
  call(system.gatewayUrl, path, {
    method: 'POST',
    cookie: who.cookie,
    body,
    headers: { 'accept-language': language },
  });

function assertRefused(answer: Answer, language: 'en' | 'de'): void {
  assert.equal(answer.status, 429, answer.text);
  const wait = Number(answer.headers.get('retry-after'));
  assert.ok(
    Number.isInteger(wait) && wait >= 1 && wait <= 3600,
    `Retry-After: ${answer.headers.get('retry-after')}`,
  );
  assert.equal(answer.json.code, 'TOO_MANY_REQUESTS');
  assert.equal(answer.json.message, MESSAGES[language]['error.create.rateLimited']);
}

/**
 * `LIMIT` creations by Ada succeed, the next one (in English, then in German) is refused and changes none of the
 * counts; returns what the successful ones answered.
 */
async function limited(
  path: string,
  body: () => unknown,
  counts: () => Promise<number[]>,
): Promise<Answer[]> {
  const created: Answer[] = [];
  for (let i = 0; i < LIMIT; i++) {
    const answer = await post(path, ada, body());
    assert.equal(answer.status, 201, answer.text);
    created.push(answer);
  }
  const before = await counts();
  assertRefused(await post(path, ada, body()), 'en');
  assertRefused(await post(path, ada, body(), 'de'), 'de');
  assert.deepEqual(await counts(), before, 'a refused creation writes nothing');
  return created;
}

const unique = (text: string) => `${text} ${randomBytes(3).toString('hex')}`;

describe('creation limits per person', () => {
  let teamId: string;

  it('challenges', async () => {
    const challenge = (): Partial<CreateChallengeInput> => ({
      title: unique('Quiet rooms'),
      description: 'There is nowhere quiet to study on campus.',
      category: 'education',
    });
    await limited('/api/challenges', challenge, async () => [
      await count('challenges', 'challenges WHERE created_by = $1', [ada.user.id]),
      await count('challenges', `outbox_events WHERE name = 'challenge.created'`, []),
    ]);
    assert.equal(await count('challenges', 'challenges WHERE created_by = $1', [ada.user.id]), LIMIT);
    // Someone else still can.
    assert.equal((await post('/api/challenges', bob, challenge())).status, 201);
  });

  it('teams', async () => {
    const [first] = await limited(
      '/api/teams',
      () => ({ name: unique('Team') }),
      async () => [
        await count('teams', 'teams WHERE leader_id = $1', [ada.user.id]),
        await count('teams', 'team_memberships WHERE user_id = $1', [ada.user.id]),
        await count('teams', `outbox_events WHERE name = 'team.created'`, []),
      ],
    );
    teamId = (first!.json as { id: string }).id;
  });

  it('invitations', async () => {
    await limited(
      '/api/teams/invitations',
      () => ({ userId: randomUUID(), teamId }),
      async () => [
        await count('teams', 'team_invitations WHERE invited_by = $1', [ada.user.id]),
        await count('teams', `outbox_events WHERE name = 'team.invitation_sent'`, []),
      ],
    );
  });

  it('resources', async () => {
    await limited(
      '/api/resources',
      () => ({ title: unique('Study guide'), url: 'https://example.com/guide' }),
      async () => [await count('showcase', 'resources WHERE created_by = $1', [ada.user.id])],
    );
  });

  it('projects', async () => {
    // Showcase learns that Ada leads the team from team.created.
    await waitFor(
      'showcase to know Ada’s team',
      async () =>
        (await count('showcase', 'team_members WHERE team_id = $1 AND user_id = $2', [
          teamId,
          ada.user.id,
        ])) === 1,
    );
    await limited(
      '/api/projects',
      () => ({ title: unique('Quiet map'), description: 'A map of the quiet places on campus.', teamId }),
      async () => [
        await count('showcase', 'projects WHERE created_by = $1', [ada.user.id]),
        await count('showcase', `outbox_events WHERE name = 'project.showcased'`, []),
      ],
    );
  });
});
