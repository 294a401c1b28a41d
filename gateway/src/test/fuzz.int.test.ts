/**
 * Fuzzing every path: generated bodies, query strings, path parameters and headers for every REST row,
 * generated variables for every GraphQL mutation, sent to the real system (gateway and all seven services).
 * For every input: no 5xx; no stack trace, SQL or internal name; a refusal has a message in the request's
 * language and writes no row in any database (nor later, up to the next request).
 *
 * FUZZ_RUNS inputs per path (default 25; `npm run fuzz` runs 300 and prints the totals). `npm test` replays one
 * fixed seed, so that CI judges the code and not the dice; `npm run fuzz` draws a new seed every time. A failure
 * prints fast-check's seed and path; FUZZ_SEED replays a seed (`FUZZ_SEED=random` draws one).
 */
import { afterAll, beforeAll, describe, it } from '@jest/globals';
import { test } from '@fast-check/jest';
import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { MESSAGES } from '@creators/texts';
import { apiSchemaSdl } from '../codegen/api-schema.js';
import { DEFAULT_SUPERGRAPH_PATH } from '../config.js';
import { REST_ROUTES } from '../rest/routes.js';
import { call, student, waitFor, type SignedInUser } from './client.js';
import { startTestSystem, type TestSystem } from './harness.js';
import { fixtures } from './fuzz/examples.js';
import { RowCounter } from './fuzz/row-counts.js';
import { FuzzRunner } from './fuzz/runner.js';
import { graphqlTargets, restTarget, type FuzzTarget } from './fuzz/targets.js';

const RUNS = Number(process.env.FUZZ_RUNS ?? 25);
/** The seed `npm test` replays; found inputs that failed once are kept below as plain tests. */
const FIXED_SEED = 20261124;
const SEED = process.env.FUZZ_SEED === 'random' ? undefined : Number(process.env.FUZZ_SEED ?? FIXED_SEED);

const restTargets = REST_ROUTES.map(restTarget);
const mutationTargets = graphqlTargets(apiSchemaSdl(readFileSync(DEFAULT_SUPERGRAPH_PATH, 'utf8')));

let system: TestSystem;
let counter: RowCounter;
let runner: FuzzRunner;

/** A request from an address of its own, so that the per-address limits of the setup never apply. */
const fromAnywhere = () => ({
  'x-forwarded-for': `2001:db8:${randomBytes(2).toString('hex')}:${randomBytes(2).toString('hex')}::1`,
});

async function signUp(firstName: string): Promise<SignedInUser & { password: string }> {
  const details = student(firstName);
  const answer = await call(system.gatewayUrl, '/api/auth/register', {
    method: 'POST',
    body: details,
    headers: fromAnywhere(),
  });
  assert.equal(answer.status, 201, answer.text);
  const cookie = answer.headers
    .getSetCookie()
    .find((c) => c.startsWith('sid='))!
    .split(';')[0];
  return { user: answer.json, cookie, password: details.password };
}

async function post(who: SignedInUser, path: string, body?: unknown): Promise<{ id: string }> {
  const answer = await call(system.gatewayUrl, path, {
    method: 'POST',
    cookie: who.cookie,
    body,
    headers: fromAnywhere(),
  });
  assert.ok(answer.status < 300, `${path}: ${answer.status} ${answer.text}`);
  return answer.json;
}

beforeAll(async () => {
  system = await startTestSystem(
    { TRUST_PROXY: 'loopback' },
    {
      services: ['challenges', 'teams', 'showcase', 'brainstorm-ai', 'discussions', 'programmes'],
      // Isla's per-user quotas would turn most of the run into 429s (still a valid answer, but less is tried).
      serviceEnv: {
        ISLA_REPLIES_PER_MINUTE: '100000',
        ISLA_VALIDATIONS_PER_MINUTE: '100000',
        ISLA_SPEECH_PER_MINUTE: '100000',
      },
    },
  );
  const fuzzer = await signUp('Fuzz');
  const other = await signUp('Other');
  const signer = await signUp('Signer');
  const sessions = await signUp('Sessions');
  fixtures.otherUsers.push(other.user.id);
  fixtures.login = { email: signer.user.email, password: signer.password };

  const challenge = await post(other, '/api/challenges', {
    title: 'Clean rivers',
    description: 'Our river is full of plastic every spring.',
    category: 'sustainability',
  });
  fixtures.challenges.push(challenge.id);
  const own = await post(fuzzer, '/api/teams', { name: 'Fuzzers', maxMembers: 6 });
  fixtures.ownTeams.push(own.id);
  for (const name of ['Joinable one', 'Joinable two', 'Joinable three'])
    fixtures.joinableTeams.push((await post(other, '/api/teams', { name, maxMembers: 6 })).id);
  // Showcase learns that the fuzzer leads the team from team.created: until then the project is refused (403).
  let project: { id: string } | undefined;
  await waitFor('showcase to know the fuzzer’s team', async () => {
    const answer = await call(system.gatewayUrl, '/api/projects', {
      method: 'POST',
      cookie: fuzzer.cookie,
      body: {
        title: 'Fuzzed project',
        description: 'A project that gets liked a lot by the fuzzer.',
        teamId: own.id,
      },
      headers: fromAnywhere(),
    });
    if (answer.status === 403) return false;
    assert.ok(answer.status < 300, `/api/projects: ${answer.status} ${answer.text}`);
    project = answer.json;
    return true;
  });
  fixtures.projects.push(project!.id);

  const databases = Object.fromEntries(
    Object.values(system.services).map((service) => [service.name, service.databaseUrl]),
  );
  // A person's first request of the day records that they were active (user.active, docs/product.md §16.5): each
  // account makes it now, so that no refusal of the run is taken for a write.
  for (const account of [fuzzer, other, signer, sessions]) {
    const answer = await call(system.gatewayUrl, '/api/auth/user', { cookie: account.cookie });
    assert.equal(answer.status, 200, answer.text);
  }
  counter = await RowCounter.open(databases, system.natsUrl, system.eventStream);
  await counter.settle();
  runner = new FuzzRunner({
    baseUrl: system.gatewayUrl,
    counter,
    mainCookie: fuzzer.cookie,
    freshCookie: async () => {
      const answer = await call(system.gatewayUrl, '/api/auth/login', {
        method: 'POST',
        body: { email: sessions.user.email, password: sessions.password },
        headers: fromAnywhere(),
      });
      assert.equal(answer.status, 200, answer.text);
      return answer.headers
        .getSetCookie()
        .find((c) => c.startsWith('sid='))!
        .split(';')[0];
    },
  });
});

afterAll(async () => {
  // The log lines of the unexpected errors, so that an errorId in a failure can be followed to its cause.
  const outputs = [system?.gateway, ...Object.values(system?.services ?? {})].map(
    (part) => part?.output() ?? '',
  );
  const unexpected = outputs
    .flatMap((text) => text.split('\n'))
    .filter((line) => line.includes('unexpected error'));
  if (unexpected.length)
    console.log(`Unexpected errors logged:\n${unexpected.map((l) => l.slice(0, 2000)).join('\n')}`);
  if (runner)
    console.log(`Fuzz totals (${RUNS} inputs per path):\n${runner.report(process.env.FUZZ_REPORT)}`);
  await counter?.close();
  const codes = await system?.stop();
  assert.equal(codes?.gateway, 0, `gateway exits cleanly:\n${system?.gateway.output().slice(-2000)}`);
});

const fuzz = (target: FuzzTarget) =>
  test.prop([target.request], { numRuns: RUNS, ...(SEED === undefined ? {} : { seed: SEED }) })(
    target.name,
    (request) => runner.run(target, request),
    RUNS * 3_000 + 60_000,
  );

describe('every REST path', () => {
  for (const target of restTargets) fuzz(target);
});

describe('every GraphQL mutation', () => {
  for (const target of mutationTargets) fuzz(target);
});

/** Inputs the fuzzer found wrong answers for, kept as plain tests once fixed. */
describe('cases the fuzzer found', () => {
  it('a GraphQL variable of the wrong type is refused in the request language, the detail kept aside', async () => {
    const answer = await call(system.gatewayUrl, '/graphql', {
      method: 'POST',
      headers: { 'accept-language': 'de', ...fromAnywhere() },
      body: {
        query: 'mutation ($input: TeamInvitationInput!) { inviteToTeam(input: $input) { id } }',
        variables: { input: { userId: [] } },
      },
    });
    assert.equal(answer.status, 400, answer.text);
    const [error] = answer.json.errors;
    assert.equal(error.message, MESSAGES.de['error.request.invalidVariables']);
    assert.equal(error.extensions.code, 'BAD_USER_INPUT');
    assert.match(error.extensions.detail, /ID cannot represent value: \[\]/);
  });

  it('a mutation whose Accept takes no JSON is refused before it runs (it was written, then answered 406)', async () => {
    const details = student('Accept');
    const register = (accept: string) =>
      call(system.gatewayUrl, '/graphql', {
        method: 'POST',
        headers: { accept, ...fromAnywhere() },
        body: {
          query: 'mutation ($input: RegisterInput!) { register(input: $input) { id } }',
          variables: { input: details },
        },
      });
    const refused = await register('text/html');
    assert.equal(refused.status, 406, refused.text);
    assert.equal(refused.json.errors[0].message, MESSAGES.en['error.request.notAcceptable']);
    const registered = await register('application/json');
    assert.equal(registered.status, 200, registered.text);
    assert.equal(registered.json.errors, undefined, 'the email was not taken by the refused request');
  });

  it('text with a lone surrogate is a 400 naming the field (it was a 500 from the database)', async () => {
    const who = await signUp('Surrogate');
    const answer = await call(system.gatewayUrl, '/api/auth/user', {
      method: 'PATCH',
      cookie: who.cookie,
      headers: { 'accept-language': 'de', ...fromAnywhere() },
      body: { interests: ['\ud800'] },
    });
    assert.equal(answer.status, 400, answer.text);
    assert.deepEqual(answer.json.fields, { 'interests.0': MESSAGES.de['validation.text.brokenCharacter'] });
  });

  it('JSON nested 10,000 deep is a 400 (writing it for a subgraph overflowed the stack: a 500)', async () => {
    // Written by hand: JSON.stringify itself runs out of stack on it here.
    const deep = `${'['.repeat(10_000)}"x"${']'.repeat(10_000)}`;
    const response = await fetch(`${system.gatewayUrl}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'accept-language': 'de', ...fromAnywhere() },
      body: `{"query":"mutation ($input: CreateChallengeInput!) { createChallenge(input: $input) { id } }","variables":{"input":{"title":"Deep","brainstormSession":{"text":${deep}}}}}`,
    });
    const text = await response.text();
    assert.equal(response.status, 400, text);
    assert.equal((JSON.parse(text) as { message: string }).message, MESSAGES.de['error.request.bodyTooDeep']);
  });

  it('variables sent as a JSON-encoded string are refused in the request language, the detail kept aside', async () => {
    const answer = await call(system.gatewayUrl, '/graphql', {
      method: 'POST',
      headers: { 'accept-language': 'de', ...fromAnywhere() },
      body: {
        query: 'mutation ($input: TeamInvitationInput!) { inviteToTeam(input: $input) { id } }',
        variables: '{"input":{"userId":"x"}}',
      },
    });
    assert.equal(answer.status, 400, answer.text);
    const [error] = answer.json.errors;
    assert.equal(error.message, MESSAGES.de['error.request.invalid']);
    assert.equal(error.extensions.code, 'BAD_REQUEST');
    assert.match(error.extensions.detail, /JSON-encoded string/);
  });
});
