import { afterAll, beforeAll, test } from '@jest/globals';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import type { ApolloServer } from '@apollo/server';
import { DEFAULT_SUPERGRAPH_PATH } from '../config.js';
import type { GatewayRequestContext } from './context.js';
import { createGatewayServer } from './server.js';

const silent = { debug() {}, info() {}, warn() {}, error() {} };
const servers: Record<'production' | 'development', ApolloServer<GatewayRequestContext>> = {} as never;

beforeAll(async () => {
  const supergraphSdl = readFileSync(DEFAULT_SUPERGRAPH_PATH, 'utf8');
  for (const mode of ['production', 'development'] as const) {
    servers[mode] = createGatewayServer({
      supergraphSdl,
      secret: 'x'.repeat(32),
      production: mode === 'production',
      log: silent,
    });
    await servers[mode].start();
  }
});
afterAll(async () => {
  for (const server of Object.values(servers)) await server.stop();
});

async function validationMessage(mode: 'production' | 'development', query: string) {
  const response = await servers[mode].executeOperation({ query });
  assert.equal(response.body.kind, 'single');
  const [error] = response.body.kind === 'single' ? (response.body.singleResult.errors ?? []) : [];
  assert.equal(error?.extensions?.code, 'GRAPHQL_VALIDATION_FAILED');
  return error!.message;
}

test('a validation error suggests no names from the schema, in production or development', async () => {
  for (const mode of ['production', 'development'] as const) {
    const field = await validationMessage(mode, '{ challenge(id: "x") { titel } }');
    assert.match(field, /Cannot query field "titel"/);
    const argument = await validationMessage(mode, '{ challenges(serach: "x") { totalCount } }');
    assert.match(argument, /Unknown argument "serach"/);
    for (const message of [field, argument]) assert.doesNotMatch(message, /Did you mean/);
  }
});

test('a variable that does not fit its type names no schema hint, in its message or detail', async () => {
  // An input field one letter off: graphql-js would suggest the right one.
  const operations = [
    {
      query: 'mutation ($input: LoginInput!) { login(input: $input) { id } }',
      variables: { input: { emial: 'a@example.com', password: 'x' } },
    },
  ];
  for (const mode of ['production', 'development'] as const) {
    for (const operation of operations) {
      const response = await servers[mode].executeOperation(operation);
      const errors = response.body.kind === 'single' ? (response.body.singleResult.errors ?? []) : [];
      assert.ok(errors.some((error) => /"emial" is not defined/.test(String(error.extensions?.detail))));
      assert.doesNotMatch(JSON.stringify(errors), /Did you mean/, JSON.stringify(errors));
    }
  }
});

test('automatic persisted queries are off unless configured', async () => {
  const hash = 'ecf4edb46db40b5132295c0291d62fb65d6759a9eedfa4d5d612dd5ec54a6b38';
  const answer = await servers.production.executeOperation({
    query: undefined as never,
    extensions: { persistedQuery: { version: 1, sha256Hash: hash } },
  });
  const [error] = answer.body.kind === 'single' ? (answer.body.singleResult.errors ?? []) : [];
  assert.equal(error?.extensions?.code, 'PERSISTED_QUERY_NOT_SUPPORTED');
});
