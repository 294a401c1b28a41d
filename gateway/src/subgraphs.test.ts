import { test } from '@jest/globals';
import assert from 'node:assert/strict';
import { allSubgraphs, selectedSubgraphs, subgraphUrl } from './subgraphs.js';

test('every subgraph has a local default URL', () => {
  assert.deepEqual(allSubgraphs({}), [
    { name: 'identity', url: 'http://127.0.0.1:4001/graphql' },
    { name: 'challenges', url: 'http://127.0.0.1:4002/graphql' },
    { name: 'teams', url: 'http://127.0.0.1:4003/graphql' },
    { name: 'showcase', url: 'http://127.0.0.1:4004/graphql' },
    { name: 'brainstorm-ai', url: 'http://127.0.0.1:4005/graphql' },
    { name: 'discussions', url: 'http://127.0.0.1:4006/graphql' },
    { name: 'programmes', url: 'http://127.0.0.1:4007/graphql' },
  ]);
});

test('env variables set the URLs and SUBGRAPHS restricts the list', () => {
  const env = {
    IDENTITY_URL: 'http://identity:4001/graphql',
    BRAINSTORM_AI_URL: 'http://ai/graphql',
    DISCUSSIONS_URL: 'http://discussions:4006/graphql',
    PROGRAMMES_URL: 'http://programmes:4007/graphql',
    SUBGRAPHS: 'identity, brainstorm-ai, discussions, programmes',
  };
  assert.deepEqual(selectedSubgraphs(env), [
    { name: 'identity', url: 'http://identity:4001/graphql' },
    { name: 'brainstorm-ai', url: 'http://ai/graphql' },
    { name: 'discussions', url: 'http://discussions:4006/graphql' },
    { name: 'programmes', url: 'http://programmes:4007/graphql' },
  ]);
  assert.throws(() => selectedSubgraphs({ SUBGRAPHS: 'identity,billing' }), /billing/);
});

test('a subgraph URL: env first, then the one recorded in the supergraph, then the default', () => {
  assert.equal(
    subgraphUrl('identity', 'http://recorded/graphql', { IDENTITY_URL: 'http://env/graphql' }),
    'http://env/graphql',
  );
  assert.equal(subgraphUrl('identity', 'http://recorded/graphql', {}), 'http://recorded/graphql');
  assert.equal(subgraphUrl('identity', undefined, {}), 'http://127.0.0.1:4001/graphql');
  assert.equal(subgraphUrl('discussions', undefined, {}), 'http://127.0.0.1:4006/graphql');
  assert.equal(subgraphUrl('programmes', undefined, {}), 'http://127.0.0.1:4007/graphql');
});
