import assert from 'node:assert/strict';
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, it } from '@jest/globals';
import { fileURLToPath } from 'node:url';
import { composeServices } from '@apollo/composition';
import { parse } from 'graphql';
import {
  applyMigrations,
  dropDatabase,
  ensureDatabase,
  signGatewayContext,
  withDatabase,
} from '@creators/platform';
import { DEMO_TEAM_IDS } from '@creators/platform/demo/ids';
import { deleteStream } from '@creators/platform/testing/index';
import { DEMO_TEAM_MEMBERS } from '../memberships/demo-team-members.js';
import { DEMO_TEAM_MENTORS } from '../memberships/demo-team-mentors.js';

/**
 * The four subgraphs of this repository's second issue plus identity (when built), each started from its built
 * `dist/main.js` as a separate process with its own fresh, migrated and seeded database, as `npm start` runs them.
 * Their `_service { sdl }` must compose into one supergraph (Team is shared by teams and showcase), and the seeded
 * cross-service ids must point at rows that exist.
 */
const SERVICES_DIR = fileURLToPath(new URL('../../../', import.meta.url));
const SERVER_URL = process.env.TEST_POSTGRES_URL || 'postgresql://postgres@127.0.0.1:5432/postgres';
const NAMES = ['identity', 'challenges', 'teams', 'showcase', 'brainstorm-ai'] as const;

interface RunningSubgraph {
  name: string;
  dir: string;
  databaseUrl: string;
  url: string;
  process: ChildProcess;
  output: string[];
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}

function runNode(script: string, cwd: string, env: NodeJS.ProcessEnv): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [script], { cwd, env, stdio: ['ignore', 'ignore', 'pipe'] });
    let stderr = '';
    child.stderr.on('data', (chunk) => (stderr += chunk));
    child.once('error', reject);
    child.once('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`${script} exited with ${code}: ${stderr}`)),
    );
  });
}

async function waitForReady(subgraph: RunningSubgraph, timeoutMs = 150_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (subgraph.process.exitCode !== null)
      throw new Error(`${subgraph.name} exited early:\n${subgraph.output.join('')}`);
    try {
      if ((await fetch(`${subgraph.url}/health/ready`, { signal: AbortSignal.timeout(2_000) })).ok) return;
    } catch {
      /* not listening yet */
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`${subgraph.name} was not ready within ${timeoutMs} ms:\n${subgraph.output.join('')}`);
}

function stop(subgraph: RunningSubgraph): Promise<number | string | null> {
  const child = subgraph.process;
  if (child.exitCode !== null || child.signalCode !== null)
    return Promise.resolve(child.exitCode ?? child.signalCode);
  return new Promise((resolve) => {
    const killer = setTimeout(() => child.kill('SIGKILL'), 15_000);
    child.once('exit', (code, signal) => {
      clearTimeout(killer);
      resolve(code ?? signal);
    });
    child.kill('SIGTERM');
  });
}

describe('supergraph of the subgraphs', () => {
  const suffix = randomBytes(5).toString('hex');
  const secret = randomBytes(32).toString('hex');
  const subgraphs: RunningSubgraph[] = [];
  const exitCodes: Record<string, number | string | null> = {};
  /** Every database made, dropped at the end even when start-up fails half-way. */
  const databases: string[] = [];

  const graphql = async <T>(name: string, query: string, variables?: Record<string, unknown>): Promise<T> => {
    const subgraph = subgraphs.find((candidate) => candidate.name === name)!;
    const sent = JSON.stringify({ query, variables });
    const response = await fetch(`${subgraph.url}/graphql`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        ...signGatewayContext({ user: null, sessionId: null, clientIp: '127.0.0.1', locale: 'en' }, secret, {
          audience: name,
          body: sent,
        }),
      },
      body: sent,
    });
    const body = (await response.json()) as { data?: T; errors?: unknown[] };
    assert.equal(body.errors, undefined, `${name}: ${JSON.stringify(body.errors)}`);
    return body.data as T;
  };

  beforeAll(async () => {
    const names = NAMES.filter((name) => existsSync(join(SERVICES_DIR, name, 'dist', 'main.js')));
    // Each subgraph is prepared and started at once; they only meet through the composed schema.
    const prepare = async (name: string) => {
      const dir = join(SERVICES_DIR, name);
      const databaseUrl = withDatabase(
        SERVER_URL,
        `creators_${name.replaceAll('-', '_')}_supergraph_${suffix}`,
      );
      const env: NodeJS.ProcessEnv = {
        ...process.env,
        NODE_ENV: 'test',
        LOG_LEVEL: 'warn',
        SEED_DEMO: 'true',
        DATABASE_URL: databaseUrl,
        GATEWAY_SECRET: secret,
        NATS_SUBJECT_PREFIX: `test_${suffix}.`,
        EVENT_STREAM: `TEST_EVENTS_${suffix}`,
        RATE_LIMIT_KEY_PREFIX: `test_${suffix}:rl`,
        PORT: String(await freePort()),
      };
      await ensureDatabase(databaseUrl);
      databases.push(databaseUrl);
      await applyMigrations(databaseUrl, join(dir, 'prisma', 'migrations'));
      const seed = join(dir, 'dist', 'seed.js');
      // Twice: the seed CLI is idempotent (a duplicate would fail the second run).
      if (existsSync(seed)) for (let run = 0; run < 2; run += 1) await runNode(seed, dir, env);

      const child = spawn(process.execPath, [join(dir, 'dist', 'main.js')], {
        cwd: dir,
        env,
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      const subgraph: RunningSubgraph = {
        name,
        dir,
        databaseUrl,
        url: `http://127.0.0.1:${env.PORT}`,
        process: child,
        output: [],
      };
      child.stdout!.on('data', (chunk: Buffer) => subgraph.output.push(chunk.toString()));
      child.stderr!.on('data', (chunk: Buffer) => subgraph.output.push(chunk.toString()));
      subgraphs.push(subgraph);
      await waitForReady(subgraph);
    };
    await Promise.all(names.map(prepare));
  });

  afterAll(async () => {
    for (const subgraph of subgraphs) exitCodes[subgraph.name] = await stop(subgraph);
    for (const databaseUrl of databases) await dropDatabase(databaseUrl).catch(() => undefined);
    await deleteStream(process.env.NATS_URL ?? 'nats://127.0.0.1:4222', `TEST_EVENTS_${suffix}`);
  });

  it('composes the subgraph SDLs without errors, Team shared by teams and showcase', async () => {
    const sdls = await Promise.all(
      subgraphs.map(async ({ name, url }) => ({
        name,
        url: `${url}/graphql`,
        sdl: (await graphql<{ _service: { sdl: string } }>(name, '{ _service { sdl } }'))._service.sdl,
      })),
    );
    for (const required of ['challenges', 'teams', 'showcase', 'brainstorm-ai'])
      assert.ok(
        sdls.some((sdl) => sdl.name === required),
        `${required} is built`,
      );

    const result = composeServices(sdls.map(({ name, url, sdl }) => ({ name, url, typeDefs: parse(sdl) })));
    assert.deepEqual(result.errors?.map((error) => error.message) ?? [], []);
    const supergraph = result.supergraphSdl!;
    assert.match(
      supergraph,
      /type Team\s[^{]*@join__type\(graph: SHOWCASE, key: "id"\)[^{]*@join__type\(graph: TEAMS, key: "id"\)/,
    );
    assert.match(supergraph, /type Project\s[^{]*@join__type\(graph: SHOWCASE, key: "id"\)/);
    // Showcase adds the projects of a team and of a person to the entities teams and identity own.
    assert.match(supergraph, /projects: \[Project!\] @join__field\(graph: SHOWCASE\)/);
    for (const field of [
      '): ChallengeConnection!',
      '): TeamConnection!',
      '): ProjectConnection!',
      'featuredProjects(',
      '): ResourceConnection!',
      'showcaseStats: ShowcaseStats!',
      'myBrainstormSessions(',
    ]) {
      assert.ok(supergraph.includes(field), `the supergraph has Query.${field}`);
    }
  });

  it("seeds references that resolve across subgraphs (a project's team, a team's challenge)", async () => {
    const { projects } = await graphql<{
      projects: { nodes: Array<{ title: string; team: { __typename: string; id: string } }> };
    }>('showcase', '{ projects { nodes { title team { __typename id } } } }');
    assert.equal(projects.nodes.length, 3);
    // What the router does for `projects { team { name } }`: resolve the references in the teams subgraph.
    const { _entities: teams } = await graphql<{
      _entities: Array<{
        id: string;
        name: string;
        challengeId: string | null;
        members: Array<{ userId: string }>;
      } | null>;
    }>(
      'teams',
      `
        query ($representations: [_Any!]!) {
          _entities(representations: $representations) {
            ... on Team {
              id
              name
              challengeId
              members {
                userId
              }
            }
          }
        }
      `,
      { representations: projects.nodes.map((project) => project.team) },
    );
    assert.ok(
      teams.every((team) => team !== null),
      'every project team exists in teams',
    );
    assert.deepEqual(new Set(teams.map((team) => team!.id)), new Set(Object.values(DEMO_TEAM_IDS)));
    // The showcase seed's team_members read model (who may showcase for a team) agrees with the teams seed.
    for (const team of teams) {
      const seeded = DEMO_TEAM_MEMBERS.find((candidate) => candidate.teamId === team!.id);
      assert.deepEqual(
        new Set(team!.members.map((member) => member.userId)),
        new Set(seeded?.userIds),
        `${team!.name}: the same members in teams and showcase`,
      );
    }
    // And its team_mentors read model (who may give feedback) with the teams seed's mentors, once teams has them.
    const teamsSdl = (await graphql<{ _service: { sdl: string } }>('teams', '{ _service { sdl } }'))._service
      .sdl;
    if (/\bmentorIds\s*:/.test(teamsSdl)) {
      const { _entities: mentored } = await graphql<{
        _entities: Array<{ id: string; mentorIds: string[] }>;
      }>(
        'teams',
        `
          query ($representations: [_Any!]!) {
            _entities(representations: $representations) {
              ... on Team {
                id
                mentorIds
              }
            }
          }
        `,
        { representations: teams.map((team) => ({ __typename: 'Team', id: team!.id })) },
      );
      for (const team of mentored)
        assert.deepEqual(
          new Set(team.mentorIds),
          new Set(DEMO_TEAM_MENTORS.filter((row) => row.teamId === team.id).map((row) => row.mentorId)),
          `${team.id}: the same mentors in teams and showcase`,
        );
    }

    const { challenges } = await graphql<{ challenges: { nodes: Array<{ id: string }> } }>(
      'challenges',
      '{ challenges(first: 100) { nodes { id } } }',
    );
    const challengeIds = new Set(challenges.nodes.map((challenge) => challenge.id));
    for (const team of teams)
      assert.ok(
        team!.challengeId === null || challengeIds.has(team!.challengeId),
        `${team!.name}'s challenge exists`,
      );
  });

  it('every subgraph stops cleanly on SIGTERM', async () => {
    for (const subgraph of subgraphs) exitCodes[subgraph.name] = await stop(subgraph);
    // Nest's shutdown hooks close the app, then re-raise the signal: a clean stop ends with SIGTERM (or 0), never
    // with the SIGKILL that stop() sends after 15 s, and logs no error.
    for (const subgraph of subgraphs) {
      const output = subgraph.output.join('');
      assert.ok(
        [0, 'SIGTERM'].includes(exitCodes[subgraph.name] as never),
        `${subgraph.name} ended with ${exitCodes[subgraph.name]}:\n${output}`,
      );
      assert.doesNotMatch(output, /"level":(50|60)/, `${subgraph.name} logged an error while stopping`);
    }
  });
});
