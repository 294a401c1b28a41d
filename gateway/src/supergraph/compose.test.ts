import { test } from '@jest/globals';
import assert from 'node:assert/strict';
import { composeFromSdlFiles, composeSupergraph, CompositionError } from './compose.js';

const link =
  'extend schema @link(url: "https://specs.apollo.dev/federation/v2.3", import: ["@key", "@shareable"])';

test('subgraph SDLs compose into a supergraph that records each subgraph', () => {
  const supergraph = composeSupergraph([
    {
      name: 'identity',
      url: 'http://127.0.0.1:4001/graphql',
      sdl: `${link}\ntype User @key(fields: "id") { id: ID! firstName: String! }\ntype Query { me: User }`,
    },
    {
      name: 'teams',
      url: 'http://127.0.0.1:4003/graphql',
      sdl: `${link}\ntype User @key(fields: "id") { id: ID! teamCount: Int! }\ntype Query { teams: [String!]! }`,
    },
  ]);
  assert.match(supergraph, /join__Graph/);
  assert.match(
    supergraph,
    /IDENTITY @join__graph\(name: "identity", url: "http:\/\/127\.0\.0\.1:4001\/graphql"\)/,
  );
  assert.match(supergraph, /teamCount/);
});

test('composition errors are reported, not written', () => {
  assert.throws(
    () =>
      composeSupergraph([
        { name: 'a', url: 'http://a/graphql', sdl: `${link}\ntype Query { x: String }` },
        { name: 'b', url: 'http://b/graphql', sdl: `${link}\ntype Query { x: Int }` },
      ]),
    (error: unknown) =>
      error instanceof CompositionError && error.errors.length > 0 && /Query\.x/.test(error.message),
  );
  assert.throws(() => composeSupergraph([]), CompositionError);
});

test("the subgraphs' committed SDL files compose", async () => {
  const supergraph = await composeFromSdlFiles(
    ['identity', 'challenges', 'teams', 'showcase', 'brainstorm-ai', 'discussions', 'programmes'].map(
      (name) => ({
        name,
        url: `http://${name}/graphql`,
      }),
    ),
  );
  assert.match(supergraph, /BRAINSTORM_AI @join__graph/);
  assert.match(supergraph, /DISCUSSIONS @join__graph/);
  assert.match(supergraph, /PROGRAMMES @join__graph/);
});
