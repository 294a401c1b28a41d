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

test('in production a validation error does not suggest names from the schema', async () => {
  const query = '{ challenge(id: "x") { titel } }';
  assert.match(await validationMessage('development', query), /Did you mean "title"\?/);
  const message = await validationMessage('production', query);
  assert.match(message, /Cannot query field "titel"/);
  assert.doesNotMatch(message, /Did you mean/);
});
